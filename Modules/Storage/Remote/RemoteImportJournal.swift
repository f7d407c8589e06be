import Domain
import Foundation
import StorageSupport

/// The matches an import is making on the server and has not finished (players attached, result
/// sent), in this server's records database. An import that dies midway (killed, the machine off)
/// leaves its entry here; the next import removes the match from the server before adding anything,
/// so a half-made match (no result, so in no history) is never left behind for good.
///
/// An entry is written before the match is created and names it once the server has said its id:
/// an import killed in between leaves an entry without a match, which stands for an unfinished
/// match with no players that this machine did not start (see `RemoteGathersService.removeHalfMade`).
///
/// Sending a match played while the server was away is journaled the same way, its entry naming
/// the waiting match it sends (`waitingID`); those entries are settled by the next sending, not
/// by an import (see `RemoteGathersService+Waiting.swift`). So is starting a match: it is kept here
/// as a match the server doesn't hold until the server has made it whole, and its entry names it.
struct RemoteImportJournal: Sendable {
    struct Entry: Sendable, Equatable {
        let token: UUID
        var gatherID: UUID?
        /// The match kept here that this entry sends; nil for an import.
        var waitingID: UUID?
    }

    let database: RemoteRecordsDatabase
    let userID: String

    /// Written before the match is asked for; `waitingID` when it sends a match kept here.
    func begin(sending waitingID: UUID? = nil) async throws(ServiceError) -> Entry {
        try await database.write { [userID] connection in try Self.begin(sending: waitingID, userID: userID, in: connection) }
    }

    /// The same, in `connection`'s transaction.
    static func begin(sending waitingID: UUID?, userID: String, in connection: SQLiteConnection) throws -> Entry {
        let entry = Entry(token: UUID(), waitingID: waitingID)
        try connection.execute(
            "INSERT INTO unfinished_imports (token, user_id, waiting_id) VALUES (?, ?, ?)",
            entry.token.uuidString, userID, waitingID?.uuidString
        )
        return entry
    }

    /// Written as soon as the server said the match's id, before anything else is sent for it.
    func name(_ entry: Entry, _ id: UUID) async throws(ServiceError) {
        try await database.write { connection in
            try connection.execute("UPDATE unfinished_imports SET gather_id = ? WHERE token = ?", id.uuidString, entry.token.uuidString)
        }
    }

    /// The match is finished on the server, or gone from it, or was never made.
    func finish(_ entry: Entry) async {
        _ = try? await database.write { connection in try Self.finish(entry, in: connection) }
    }

    /// The same, in `connection`'s transaction.
    static func finish(_ entry: Entry, in connection: SQLiteConnection) throws {
        try connection.execute("DELETE FROM unfinished_imports WHERE token = ?", entry.token.uuidString)
    }

    /// The user's entries, oldest first: an import's, or (`sending`) those sending matches kept here.
    /// One that can't be read is none.
    func unfinished(sending: Bool = false) async -> [Entry] {
        let rows = try? await database.read { [userID] connection in
            try connection.query(
                "SELECT token, gather_id, waiting_id FROM unfinished_imports WHERE user_id = ? AND (waiting_id IS NOT NULL) = ? ORDER BY rowid",
                userID, sending
            )
        }
        return (rows ?? []).compactMap { row in
            row.text(0).flatMap(UUID.init(uuidString:)).map {
                Entry(token: $0, gatherID: row.text(1).flatMap(UUID.init(uuidString:)), waitingID: row.text(2).flatMap(UUID.init(uuidString:)))
            }
        }
    }
}
