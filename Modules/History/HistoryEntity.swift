import Domain
import Foundation

/// What History needs of a finished gather: when it was played, its result and who played where.
public protocol HistoryEntity: Sendable, Equatable {
    /// What the store knows it by, to delete it.
    var id: UUID { get }
    /// When it ended, else when it started; nil when the store kept no date.
    var playedAt: Date? { get }
    var score: Score? { get }
    /// The winner as stored; nil when the store kept none.
    var winner: Winner? { get }
    var players: [GatherPlayer] { get }
}

extension Gather: HistoryEntity {
    public var playedAt: Date? { endedAt ?? startedAt }
}

/// What a command does with a match, for the rules that depend on it.
public enum HistoryUse: Sendable, Equatable {
    case open, delete, share
}

/// Why History refused to act on a match.
public enum HistoryRefusal: Error, Sendable, Equatable {
    /// The history is not loaded (still loading, or loading failed): no number names a match.
    case notLoaded
    /// There are no finished matches to act on.
    case noMatches
    /// No match has this number; the history has `count`.
    case noSuchMatch(Int, count: Int)
    /// The history shown is the last loaded copy (the store can't be reached): nothing may be deleted.
    case offline
}
