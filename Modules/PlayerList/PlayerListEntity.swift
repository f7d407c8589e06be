import Domain
import TerminalUI

/// One line of the player table, ready to show.
public struct PlayerListRow: Sendable, Equatable {
    /// What the user types to pick this player (1…n, in the service's order).
    public var number: Int
    public var name: String
    /// The position's acronym, or "—".
    public var position: String
    /// The skill, or "—".
    public var skill: String
    /// Picked to play (shown only while selecting).
    public var isSelected: Bool

    public init(number: Int, name: String, position: String, skill: String, isSelected: Bool = false) {
        self.number = number
        self.name = name
        self.position = position
        self.skill = skill
        self.isSelected = isSelected
    }

    init(number: Int, player: Player, isSelected: Bool = false) {
        self.init(
            number: number,
            name: player.name,
            position: player.position?.acronym ?? Self.missing,
            skill: player.skill?.rawValue ?? Self.missing,
            isSelected: isSelected
        )
    }

    /// Shown in a cell whose value the player does not have.
    static let missing = "—"
}

/// What the player list is showing.
public enum PlayerListState: Sendable, Equatable {
    case loading
    /// Loading failed; the associated text says why.
    case failed(String)
    case empty
    case loaded([PlayerListRow])
}

/// Picking who plays: on while the user selects, with how many are picked.
public struct PlayerListSelection: Sendable, Equatable {
    public var count: Int

    public init(count: Int) {
        self.count = count
    }
}

/// A match that was started and never ended, as the list mentions it.
public struct PlayerListUnfinishedMatch: Sendable, Equatable {
    public var teamA: Int
    public var teamB: Int
    /// The time left as mm:ss ("07:42"); nil when the time is up.
    public var remaining: String?

    public init(teamA: Int, teamB: Int, remaining: String?) {
        self.teamA = teamA
        self.teamB = teamB
        self.remaining = remaining
    }

    init(_ unfinished: UnfinishedGather) {
        let seconds = unfinished.progress.timer.remaining
        self.init(
            teamA: unfinished.progress.score.teamA,
            teamB: unfinished.progress.score.teamB,
            remaining: seconds > 0 ? Self.clock(seconds) : nil
        )
    }

    /// Seconds as mm:ss: 462 is "07:42".
    static func clock(_ seconds: Int) -> String {
        let minutes = seconds / 60, rest = seconds % 60
        return (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}

/// The yes/no question being asked, and what a yes does.
enum PlayerListQuestion: Equatable {
    case delete(Player)
    case discard(UnfinishedGather)
}

/// Everything the player list view shows.
public struct PlayerListViewModel: Sendable, Equatable {
    public var username: String
    public var state: PlayerListState
    public var message: Message?
    /// The yes/no question being asked ("Delete Ann? (y/n)"), if any.
    public var confirmation: String?
    /// Set while the user picks who plays.
    public var selection: PlayerListSelection?
    /// A match to resume or discard, if one was left unfinished.
    public var unfinished: PlayerListUnfinishedMatch?

    public init(
        username: String = "",
        state: PlayerListState = .loading,
        message: Message? = nil,
        confirmation: String? = nil,
        selection: PlayerListSelection? = nil,
        unfinished: PlayerListUnfinishedMatch? = nil
    ) {
        self.username = username
        self.state = state
        self.message = message
        self.confirmation = confirmation
        self.selection = selection
        self.unfinished = unfinished
    }
}
