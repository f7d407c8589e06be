import Domain
import Foundation
import TerminalUI

/// One finished gather as a line of the history table, ready to show.
public struct HistoryRow: Sendable, Equatable {
    /// What the user types to open this gather (1…n, newest first).
    public var number: Int
    /// "2026-11-22 18:40", or "—" when the store kept no date.
    public var date: String
    /// "2-1" (Team A first).
    public var score: String
    /// "Team A", "Team B" or "None".
    public var winner: String
    /// Players in each team, "3 v 2".
    public var teams: String

    public init(number: Int, date: String, score: String, winner: String, teams: String) {
        self.number = number
        self.date = date
        self.score = score
        self.winner = winner
        self.teams = teams
    }

    init(number: Int, gather: Gather, dates: HistoryDateFormat) {
        self.init(
            number: number,
            date: dates.text(for: gather.playedAt),
            score: gather.score?.description ?? Self.missing,
            winner: gather.shownWinner,
            teams: gather.teamsUnknown ? Self.missing : "\(gather.players(in: .teamA).count) v \(gather.players(in: .teamB).count)"
        )
    }

    /// Shown in place of a value the store does not have.
    static let missing = "—"
}

/// A player as the history remembers them.
public struct HistoryPlayerLine: Sendable, Equatable {
    public var name: String
    /// The position's acronym, or "—".
    public var position: String
    /// The player was deleted from the roster since; the name is the one they had then.
    public var isDeleted: Bool

    public init(name: String, position: String, isDeleted: Bool = false) {
        self.name = name
        self.position = position
        self.isDeleted = isDeleted
    }

    init(_ player: GatherPlayer) {
        self.init(name: player.name, position: player.position?.acronym ?? HistoryRow.missing, isDeleted: player.playerID == nil)
    }
}

/// One gather in full.
public struct HistoryDetail: Sendable, Equatable {
    /// Its number in the list.
    public var number: Int
    /// How many gathers the list has.
    public var count: Int
    public var date: String
    public var score: String
    public var winner: String
    public var teamA: [HistoryPlayerLine]
    public var teamB: [HistoryPlayerLine]
    public var bench: [HistoryPlayerLine]

    public init(
        number: Int,
        count: Int,
        date: String,
        score: String,
        winner: String,
        teamA: [HistoryPlayerLine],
        teamB: [HistoryPlayerLine],
        bench: [HistoryPlayerLine] = []
    ) {
        self.number = number
        self.count = count
        self.date = date
        self.score = score
        self.winner = winner
        self.teamA = teamA
        self.teamB = teamB
        self.bench = bench
    }

    init(number: Int, count: Int, gather: Gather, dates: HistoryDateFormat) {
        let row = HistoryRow(number: number, gather: gather, dates: dates)
        self.init(
            number: number,
            count: count,
            date: row.date,
            score: row.score,
            winner: row.winner,
            teamA: gather.players(in: .teamA).map(HistoryPlayerLine.init),
            teamB: gather.players(in: .teamB).map(HistoryPlayerLine.init),
            bench: gather.players(in: .bench).map(HistoryPlayerLine.init)
        )
    }
}

/// What the history screen is showing.
public enum HistoryState: Sendable, Equatable {
    case loading
    /// Loading failed; the associated text says why.
    case failed(String)
    case empty
    case loaded([HistoryRow])
    /// One gather opened from the list.
    case detail(HistoryDetail)
}

/// Everything the history view shows.
public struct HistoryViewModel: Sendable, Equatable {
    public var state: HistoryState
    public var message: Message?

    public init(state: HistoryState = .loading, message: Message? = nil) {
        self.state = state
        self.message = message
    }
}

/// Dates as the history shows them: "2026-11-22 18:40" in the user's time zone,
/// the same on every machine whatever its locale or calendar.
struct HistoryDateFormat {
    private let formatter: DateFormatter

    init(timeZone: TimeZone) {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
    }

    func text(for date: Date?) -> String {
        date.map(formatter.string) ?? HistoryRow.missing
    }
}

extension Gather {
    /// When the match ended, else when it started; a remote store may keep neither.
    var playedAt: Date? {
        endedAt ?? startedAt
    }

    /// The stored winner, else the one the score implies.
    var shownWinner: String {
        (winner ?? score?.winner)?.rawValue ?? HistoryRow.missing
    }
}

extension Gather {
    /// A match is only ever started with a player on each side, so a finished gather
    /// with nobody in either team comes from a store that did not keep the teams
    /// (the web service lists who played, not where).
    var teamsUnknown: Bool {
        players(in: .teamA).isEmpty && players(in: .teamB).isEmpty
    }
}
