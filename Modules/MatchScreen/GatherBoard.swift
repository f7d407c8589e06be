import Domain
import Presentation
import TerminalUI

/// A player on the pitch, as shown.
public struct GatherPlayerRow: Sendable, Equatable {
    /// The number `a+ 3` names the player by, "3".
    public var number: String = ""
    public var name: String
    /// The position's acronym, or "—".
    public var position: String

    public init(number: String = "", name: String, position: String) {
        self.number = number
        self.name = name
        self.position = position
    }
}

/// Everything the match screen shows, in every implementation: VIPER's view model, what the MVC
/// controller tells its view, the MVVM view model's output, what the store's view draws.
public struct GatherBoard: Sendable, Equatable {
    public var teamA: [GatherPlayerRow] = []
    public var teamB: [GatherPlayerRow] = []
    /// Names of the selected players who sit out.
    public var bench: [String] = []
    /// A line per team that has scorers: "Team A goals: Ana 2, Bo 1".
    public var scorers: [String] = []
    /// "Team A  2 : 1  Team B".
    public var score: String = ""
    /// "running 07:42": the only part a tick changes.
    public var clock: String = ""
    /// What the clock can do next decides the commands offered.
    public var clockState: GatherClockState = .ready
    /// The set time the clock resets to, "10:00".
    public var fullTime: String = ""
    public var message: Message?
    /// The yes/no question being asked ("End the match with …? (y/n)"), if any.
    public var confirmation: String?
    /// The match's share block, just asked for: its lines, shown in place of the score and the teams.
    public var shared: [String]?
    /// The goals a side may have ("0 to 99") and the times the clock may be set to ("0:01 to 99:59"), as the
    /// rules say, for the help; empty leaves them unsaid.
    public var goalsRange: String = ""
    public var clockRange: String = ""

    /// Each field as given; the tests of each implementation's view draw these.
    public init(
        teamA: [GatherPlayerRow] = [], teamB: [GatherPlayerRow] = [], bench: [String] = [], scorers: [String] = [], score: String = "",
        clock: String = "", clockState: GatherClockState = .ready, fullTime: String = "", message: Message? = nil,
        confirmation: String? = nil, shared: [String]? = nil, goalsRange: String = "", clockRange: String = ""
    ) {
        (self.teamA, self.teamB, self.bench, self.scorers, self.score, self.clock) = (teamA, teamB, bench, scorers, score, clock)
        (self.clockState, self.fullTime, self.message, self.confirmation, self.shared) = (clockState, fullTime, message, confirmation, shared)
        (self.goalsRange, self.clockRange) = (goalsRange, clockRange)
    }
}

extension GatherBoard {
    /// The match as shown: players numbered as on the team sheet (a player keeps one number from
    /// the sheet to the score), the score, the clock, and the limits the help states.
    public init(
        players: [any MatchPlayer], progress: GatherProgress, clockState: GatherClockState, goals: [GatherSide: TeamGoals],
        message: Message?, confirmation: String?, shared: [String]?
    ) {
        let rows = { (team: Team) in
            players.enumerated().filter { $0.element.team == team }.map { offset, player in
                GatherPlayerRow(number: "\(offset + 1)", name: player.name, position: player.position?.acronym ?? Wording.missing)
            }
        }
        self.init(
            teamA: rows(.teamA),
            teamB: rows(.teamB),
            bench: players.enumerated().filter { $0.element.team == .bench }.map { "\($0.offset + 1) \($0.element.name)" },
            scorers: GatherSide.allCases.compactMap { side in goals[side].map { "\(side.team.label) goals: " + Wording.goals($0) } },
            score: GatherWording.scoreboard(progress.score),
            clock: GatherWording.label(clockState) + " " + Wording.clock(progress.timer.remaining),
            clockState: clockState,
            fullTime: Wording.clock(progress.timer.duration),
            message: message,
            confirmation: confirmation,
            shared: shared,
            goalsRange: "\(Score.range.lowerBound) to \(Score.range.upperBound)",
            clockRange: Wording.clock(GatherTimer.durationRange.lowerBound) + " to " + Wording.clock(GatherTimer.durationRange.upperBound)
        )
    }
}
