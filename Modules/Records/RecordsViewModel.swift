import Domain
import Foundation
import Presentation
import TerminalUI

/// One player's line of the table, worded, kept as the table's cells in its columns' order: the table
/// shows these very cells, so a table of 10 000 players is not held twice (as rows, then as cells).
public struct RecordsRow: Sendable, Equatable {
    /// Rank, name, played, won, drawn, lost, the "?" count when the table shows that column, win %, goals, points.
    public private(set) var cells: [String]

    /// `unknown`: played with the result unknown; nil in a table without the "?" column.
    public init(
        rank: String = "", name: String, played: String, won: String, drawn: String, lost: String, unknown: String? = nil,
        winPercentage: String, goals: String, points: String
    ) {
        // One array, sized once: a table makes 10 000 of them.
        var cells: [String] = []
        cells.reserveCapacity(unknown == nil ? 9 : 10)
        cells.append(rank)
        cells.append(name)
        cells.append(played)
        cells.append(won)
        cells.append(drawn)
        cells.append(lost)
        if let unknown { cells.append(unknown) }
        cells.append(winPercentage)
        cells.append(goals)
        cells.append(points)
        self.cells = cells
    }

    /// "1", or "" for a player's own record.
    public var rank: String {
        get { cells[0] }
        set { cells[0] = newValue }
    }
    public var name: String {
        get { cells[1] }
        set { cells[1] = newValue }
    }
    public var played: String { cells[2] }
    public var won: String { cells[3] }
    public var drawn: String { cells[4] }
    public var lost: String { cells[5] }
    /// Played with the result unknown; nil when the row leaves out the "?" column.
    public var unknown: String? { cells.count == 10 ? cells[6] : nil }
    /// "67%", or "—" with no known result.
    public var winPercentage: String { cells[cells.count - 3] }
    public var goals: String { cells[cells.count - 2] }
    public var points: String { cells[cells.count - 1] }
}

/// One of a player's last matches, from their side.
public struct RecordsMatchRow: Sendable, Equatable {
    /// "2026-11-22 18:40", or "—".
    public var date: String
    /// "Team A", or "—" when not recorded.
    public var side: String
    /// "W", "D", "L", or "?" when the side is not recorded.
    public var result: String
    /// The player's side's goals first, "3-1"; Team A's first when the side is not known.
    public var score: String
    public var goals: String
}

/// What the records screen is showing.
/// What the loaded records show: everyone ranked, or one player's record and last matches, newest first.
public enum RecordsShown: Sendable, Equatable {
    case table([RecordsRow])
    case player(RecordsRow, [RecordsMatchRow])
}

extension LoadState where Loaded == RecordsShown {
    /// Everyone, ranked.
    public static func table(_ rows: [RecordsRow]) -> Self { .loaded(.table(rows)) }
    /// One player's record and their last matches.
    public static func player(_ record: RecordsRow, _ matches: [RecordsMatchRow]) -> Self { .loaded(.player(record, matches)) }
}

/// Everything the records view shows.
public struct RecordsViewModel: Sendable, Equatable {
    public var title: String = RecordsWording.title(.everyone)
    public var state: LoadState<RecordsShown> = .loading
    /// "All matches." or "Matches ended on or after 2026-11-01."
    public var period: String = ""
    /// The "?" column is shown: some player has matches with an unknown result.
    public var showsUnknown: Bool = false
    /// What the table can't tell, under it.
    public var notes: [String] = []
    /// Offer `all`: a `since` limit is set.
    public var isLimited: Bool = false
    /// Everyone's table (since and all are offered), not one player's record.
    public var isTable: Bool = true
    public var message: Message?
    /// The table shown is the copy last loaded (the store can't be reached): only retrying and going back are offered.
    public var isReadOnly: Bool = false
}

extension RecordsRow {
    /// A player's record as a row; `rank` is empty in a player's own records. The "?" count only when the table shows it.
    init(_ record: some RecordsEntity, rank: String, showsUnknown: Bool) {
        self.init(
            rank: rank, name: RecordsWording.name(record.name, isDeleted: record.isDeleted), played: Wording.number(record.played),
            won: Wording.number(record.won), drawn: Wording.number(record.drawn), lost: Wording.number(record.lost),
            unknown: showsUnknown ? Wording.number(record.resultUnknown) : nil,
            winPercentage: record.winPercentage.map { Wording.percent(Int($0.rounded())) } ?? Wording.missing,
            goals: Wording.number(record.goals), points: Wording.number(record.points)
        )
    }

    /// A player with no match counted yet.
    init(nobody name: String) {
        self.init(name: name, played: "0", won: "0", drawn: "0", lost: "0", winPercentage: Wording.missing, goals: "0", points: "0")
    }
}

extension RecordsMatchRow {
    /// One of a player's matches from their side: their team's goals first; dates in `timeZone`.
    init(_ match: PlayerMatch, in timeZone: TimeZone) {
        self.init(
            date: Wording.shown(match.endedAt.map { Wording.dateAndTime($0, in: timeZone) }),
            side: match.team?.label ?? Wording.missing,
            result: RecordsWording.result(match.outcome), score: match.team == .teamB ? "\(match.score.teamB)-\(match.score.teamA)" : match.score.description,
            goals: "\(match.goals)"
        )
    }
}
