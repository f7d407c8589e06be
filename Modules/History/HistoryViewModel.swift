import Domain
import Foundation
import Presentation
import TerminalUI

/// One finished match as a line of the history table.
public struct HistoryRow: Sendable, Equatable {
    /// What the user types to open this match (1…n, newest first).
    public var number: Int
    /// "2026-11-22 18:40", or "—" when the store kept no date.
    public var date: String
    /// "Team A won 2–1", "Team B won 4–3", "Draw 1–1": the winner's goals first, as share and the
    /// list's "saved to history" say it; "—" when the store kept no result.
    public var result: String
    /// Players in each team, "3 v 2", or "—" when the teams are not known.
    public var teams: String
}

/// A player as the history remembers them.
public struct HistoryPlayerLine: Sendable, Equatable {
    public var name: String
    /// The position's acronym, or "—".
    public var position: String
    /// The player was deleted from the roster since; the name is the one they had then.
    public var isDeleted: Bool = false
}

/// One match in full.
public struct HistoryDetail: Sendable, Equatable {
    /// Its number in the list.
    public var number: Int
    /// How many matches the list has.
    public var count: Int
    public var date: String
    /// As the list says it: "Team B won 4–3".
    public var result: String
    /// False when the store kept who played but not where: then everyone is in `bench`.
    public var teamsKnown: Bool = true
    public var teamA: [HistoryPlayerLine]
    public var teamB: [HistoryPlayerLine]
    public var bench: [HistoryPlayerLine] = []
    /// A line per team that had scorers: "Team A goals: Ana 2, Bo 1".
    public var scorers: [String] = []
    /// "Substitutions: 12' Eve to Team A, 31' Bob to the bench"; nil when nobody moved.
    public var substitutions: String?
}

/// What the history screen is showing.
/// What the loaded history shows: the list, or one match opened from it.
public enum HistoryShown: Sendable, Equatable {
    case list([HistoryRow])
    case match(HistoryDetail)
}

extension LoadState where Loaded == HistoryShown {
    /// The list of matches, as loaded.
    public static func loaded(_ rows: [HistoryRow]) -> Self { .loaded(.list(rows)) }
    /// One match opened from the list.
    public static func detail(_ detail: HistoryDetail) -> Self { .loaded(.match(detail)) }
}

/// Everything the history view shows.
public struct HistoryViewModel: Sendable, Equatable {
    public var state: LoadState<HistoryShown> = .loading
    public var message: Message?
    /// The yes/no question being asked ("Delete the match of …? (y/n)"), if any.
    public var confirmation: String?
    /// A match's share block, just asked for: its lines, shown once in place of the screen's body.
    public var shared: [String]?
    /// The history shown is the copy last loaded (the store can't be reached): deleting is not offered,
    /// but for the matches not sent yet.
    public var isReadOnly: Bool = false
    /// Some match shown was played while the store was away and waits to be sent.
    public var showsMatchesNotSentYet: Bool = false
}

extension HistoryRow {
    /// A finished match as the list shows it; dates in `calendar` (`Wording.calendar(in:)`).
    init(_ match: any HistoryEntity, number: Int, in calendar: Calendar) {
        self.init(
            number: number,
            date: HistoryWording.date(match.playedAt, in: calendar),
            result: HistoryWording.result(score: match.score, winner: match.result) + (match.notSentYet ? HistoryWording.notSentYet : ""),
            teams: match.teamsUnknown ? Wording.missing : HistoryWording.sides(teamA: match.count(in: .teamA), teamB: match.count(in: .teamB))
        )
    }
}

extension HistoryDetail {
    /// One match in full, `number` of `count`, with each team's goals as the Interactor counts them.
    init(_ match: any HistoryEntity, number: Int, count: Int, goals: (Team) -> TeamGoals?, in timeZone: TimeZone) {
        let row = HistoryRow(match, number: number, in: Wording.calendar(in: timeZone))
        let lines = { (team: Team) in
            match.players(in: team).map {
                HistoryPlayerLine(name: $0.name, position: $0.position?.acronym ?? Wording.missing, isDeleted: $0.playerID == nil)
            }
        }
        self.init(
            number: number, count: count, date: row.date, result: row.result + (match.halfTimeScore.map(HistoryWording.halfTime) ?? ""),
            teamsKnown: !match.teamsUnknown,
            teamA: lines(.teamA), teamB: lines(.teamB), bench: lines(.bench),
            scorers: [Team.teamA, .teamB].compactMap { team in goals(team).map { HistoryWording.scorers(of: team, $0) } },
            substitutions: HistoryWording.substitutions(
                match.substitutions.compactMap { move in
                    match.players.indices.contains(move.ordinal) ? (move.minute, match.players[move.ordinal], move.team) : nil
                })
        )
    }
}
