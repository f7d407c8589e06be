import TerminalUI

/// One player's line of the table, worded.
public struct RecordsRow: Sendable, Equatable {
    /// "1", or "" for a player's own record.
    public var rank: String
    public var name: String
    public var played: String
    public var won: String
    public var drawn: String
    public var lost: String
    /// Played with the result unknown.
    public var unknown: String
    /// "67%", or "—" with no known result.
    public var winPercentage: String
    public var goals: String
    public var points: String

    public init(
        rank: String = "", name: String, played: String, won: String, drawn: String, lost: String,
        unknown: String = "0", winPercentage: String, goals: String, points: String
    ) {
        self.rank = rank
        self.name = name
        self.played = played
        self.won = won
        self.drawn = drawn
        self.lost = lost
        self.unknown = unknown
        self.winPercentage = winPercentage
        self.goals = goals
        self.points = points
    }
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

    public init(date: String, side: String, result: String, score: String, goals: String) {
        self.date = date
        self.side = side
        self.result = result
        self.score = score
        self.goals = goals
    }
}

/// What the records screen is showing.
public enum RecordsState: Sendable, Equatable {
    case loading
    case failed
    /// Everyone, ranked.
    case table([RecordsRow])
    /// One player's record and their last matches, newest first.
    case player(RecordsRow, [RecordsMatchRow])
}

/// Everything the records view shows.
public struct RecordsViewModel: Sendable, Equatable {
    public var title: String
    public var state: RecordsState
    /// "All matches." or "Matches ended on or after 2026-11-01."
    public var period: String
    /// The "?" column is shown: some player has matches with an unknown result.
    public var showsUnknown: Bool
    /// What the table can't tell, under it.
    public var notes: [String]
    /// Offer `all`: a `since` limit is set.
    public var isLimited: Bool
    /// Everyone's table (since and all are offered), not one player's record.
    public var isTable: Bool
    public var message: Message?
    /// The table shown is the copy last loaded (the store can't be reached): only retrying and going back are offered.
    public var isReadOnly: Bool

    public init(
        title: String = "Records", state: RecordsState = .loading, period: String = "", showsUnknown: Bool = false,
        notes: [String] = [], isLimited: Bool = false, isTable: Bool = true, message: Message? = nil, isReadOnly: Bool = false
    ) {
        self.title = title
        self.state = state
        self.period = period
        self.showsUnknown = showsUnknown
        self.notes = notes
        self.isLimited = isLimited
        self.isTable = isTable
        self.message = message
        self.isReadOnly = isReadOnly
    }
}
