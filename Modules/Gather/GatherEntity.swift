import Domain
import TerminalUI

/// One of the two teams that score.
public enum GatherSide: Sendable, Equatable, CaseIterable {
    case teamA, teamB

    /// The team's name as stored and shown ("Team A").
    public var title: String {
        switch self {
        case .teamA: Team.teamA.rawValue
        case .teamB: Team.teamB.rawValue
        }
    }
}

/// Where the countdown stands, as the status line names it.
public enum GatherClockState: Sendable, Equatable {
    /// Stopped at the full set time.
    case ready
    case running
    /// Stopped with time left, somewhere before the end.
    case paused
    /// Stopped at 00:00.
    case timeUp

    public init(_ timer: GatherTimer) {
        self = if timer.isRunning {
            .running
        } else if timer.isFinished {
            .timeUp
        } else if timer.remaining == timer.duration {
            .ready
        } else {
            .paused
        }
    }

    public var label: String {
        switch self {
        case .ready: "ready"
        case .running: "running"
        case .paused: "paused"
        case .timeUp: "time up"
        }
    }
}

/// What one second did to the countdown.
public enum GatherTick: Sendable, Equatable {
    /// Not running: nothing changed.
    case idle
    /// One second less, time still left.
    case counted
    /// The last second went: the countdown stopped at 00:00.
    case finished
}

/// Seconds as the clock shows them.
public enum GatherTime {
    /// `mm:ss`, minutes from 00 to 99 ("07:42", "99:59"); out-of-range values are clamped.
    public static func text(_ seconds: Int) -> String {
        let shown = min(max(seconds, 0), GatherTimer.durationRange.upperBound)
        return twoDigits(shown / 60) + ":" + twoDigits(shown % 60)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}

/// The countdown's rules, as plain value changes (no clock, no I/O).
extension GatherTimer {
    var state: GatherClockState { GatherClockState(self) }

    /// Starts or resumes; false when it is running already or no time is left.
    mutating func start() -> Bool {
        guard !isRunning, remaining > 0 else { return false }
        isRunning = true
        return true
    }

    /// False when it was not running.
    mutating func pause() -> Bool {
        guard isRunning else { return false }
        isRunning = false
        return true
    }

    /// Stops at the full set time; false when it was there already.
    mutating func reset() -> Bool {
        guard isRunning || remaining != duration else { return false }
        isRunning = false
        remaining = duration
        return true
    }

    /// A new set time: stopped, full; false when nothing changed.
    mutating func set(duration seconds: Int) -> Bool {
        let next = GatherTimer(duration: seconds)
        guard next != self else { return false }
        self = next
        return true
    }

    /// One second passed.
    mutating func tick() -> GatherTick {
        guard isRunning, remaining > 0 else { return .idle }
        remaining -= 1
        guard remaining == 0 else { return .counted }
        isRunning = false
        return .finished
    }

    /// The timer as a resumed match starts it: never running (the clock was not
    /// watched while the app was away), remaining kept within 0…duration.
    var resumed: GatherTimer {
        GatherTimer(duration: duration, remaining: min(max(remaining, 0), max(duration, 0)), isRunning: false)
    }
}

extension Score {
    /// Adds `goals` (negative takes away) to `side`; false, unchanged, when that leaves 0…99.
    mutating func change(_ side: GatherSide, by goals: Int) -> Bool {
        let current = self[side]
        guard Score.range.contains(current + goals) else { return false }
        self[side] = current + goals
        return true
    }

    subscript(side: GatherSide) -> Int {
        get { side == .teamA ? teamA : teamB }
        set {
            switch side {
            case .teamA: teamA = newValue
            case .teamB: teamB = newValue
            }
        }
    }

    /// "Team A 2 : 1 Team B", with `gap` around the numbers.
    func line(gap: String = " ") -> String {
        "\(GatherSide.teamA.title)\(gap)\(teamA) : \(teamB)\(gap)\(GatherSide.teamB.title)"
    }
}

/// A player on the pitch, ready to show.
public struct GatherPlayerRow: Sendable, Equatable {
    public var name: String
    /// The position's acronym, or "—".
    public var position: String

    public init(name: String, position: String) {
        self.name = name
        self.position = position
    }

    init(_ player: GatherPlayer) {
        self.init(name: player.name, position: player.position?.acronym ?? Self.missing)
    }

    /// Shown for a player without a position.
    static let missing = "—"
}

/// Everything the gather view shows.
public struct GatherViewModel: Sendable, Equatable {
    public var teamA: [GatherPlayerRow]
    public var teamB: [GatherPlayerRow]
    /// Names of the selected players who sit out.
    public var bench: [String]
    public var score: Score
    public var timer: GatherTimer
    public var message: Message?
    /// The yes/no question being asked ("End the gather with …? (y/n)"), if any.
    public var confirmation: String?

    public init(
        teamA: [GatherPlayerRow] = [],
        teamB: [GatherPlayerRow] = [],
        bench: [String] = [],
        score: Score = Score(),
        timer: GatherTimer = GatherTimer(),
        message: Message? = nil,
        confirmation: String? = nil
    ) {
        self.teamA = teamA
        self.teamB = teamB
        self.bench = bench
        self.score = score
        self.timer = timer
        self.message = message
        self.confirmation = confirmation
    }
}
