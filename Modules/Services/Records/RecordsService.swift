import Domain
import Foundation

/// How far a slow load has got: the matches whose players were fetched so far, of how many must be.
/// Called from any task, as they come; never for a store that has nothing to fetch.
public typealias RecordsProgress = @Sendable (_ fetched: Int, _ of: Int) -> Void

/// The signed-in user's players' records, from their finished matches.
public protocol RecordsService: Sendable {
    /// Every player's record over the matches ended on or after `since` (all when nil).
    /// A player counts where they played for Team A or B; the bench does not play.
    /// A store that fetches matches one by one (the web service) tells `progress` how far it got.
    func records(since: Date?, progress: RecordsProgress?) async throws -> RecordsTable
    /// Player `id`'s record over the same matches: `records`' table with their row alone (none when the
    /// roster no longer has them), its notes on the matches the whole table's. A store that can adds up
    /// theirs alone: a player's page need not make the records of 10 000 players to show one.
    func records(ofPlayer id: Int, since: Date?, progress: RecordsProgress?) async throws -> RecordsTable
    /// The player's last `limit` finished matches, newest first; an unknown player is `notFound`.
    func matches(ofPlayer id: Int, limit: Int) async throws -> [PlayerMatch]
}

extension RecordsService {
    public func records(since: Date?) async throws -> RecordsTable {
        try await records(since: since, progress: nil)
    }
}
