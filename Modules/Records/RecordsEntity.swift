import Domain

/// What Records needs of one player's record: the counts it ranks and shows.
public protocol RecordsEntity: Sendable, Equatable {
    var id: Int { get }
    var name: String { get }
    var won: Int { get }
    var drawn: Int { get }
    var lost: Int { get }
    /// Played in a match whose teams the store does not know.
    var resultUnknown: Int { get }
    var goals: Int { get }
    var played: Int { get }
    /// 3 for a win, 1 for a draw.
    var points: Int { get }
    /// Wins among the matches with a known result, 0…100; nil when none has one.
    var winPercentage: Double? { get }
    /// Deleted from the roster since; their matches still count.
    var isDeleted: Bool { get }
}

extension PlayerRecord: RecordsEntity {}

/// Whose records are shown: everyone's table, or one player with their last matches.
public enum RecordsScope: Sendable, Equatable {
    case everyone
    case player(id: Int, name: String)
}

/// Why a command left the records as they were.
public enum RecordsRefusal: Error, Sendable, Equatable {
    /// `since` needs a real day written YYYY-MM-DD: the day as written.
    case notADay(String)
    /// No table of everyone is loaded (a player's records, still loading, or loading failed): no number names a player.
    case noTable
    /// No row has this number; the table has `count`.
    case noSuchPlayer(Int, count: Int)
    /// The player was deleted from the roster: their matches are in the history only.
    case deletedPlayer(name: String)
    /// The table shown is the last loaded copy: a player's matches need the store.
    case offline
}

/// A day as written YYYY-MM-DD, not yet checked to exist (2026-02-30 is read, then refused).
public struct RecordsDay: Sendable, Equatable, CustomStringConvertible {
    public var year, month, day: Int

    public init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// A line as typed: four, two and two ASCII digits, with dashes; nil for anything else.
    public init?(typed text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// "2026-11-01".
    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }
}
