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
/// match with no players that this machine did not start (see `removeHalfMadeImports`).
struct RemoteImportJournal: Sendable {
    struct Entry: Sendable, Equatable {
        let token: UUID
        var gatherID: UUID?
    }

    let database: RemoteRecordsDatabase
    let userID: String

    /// Written before the match is asked for.
    func begin() async throws(ServiceError) -> Entry {
        let entry = Entry(token: UUID())
        try await database.write { [userID] connection in
            try connection.execute("INSERT INTO unfinished_imports (token, user_id) VALUES (?, ?)", entry.token.uuidString, userID)
        }
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
        _ = try? await database.write { connection in
            try connection.execute("DELETE FROM unfinished_imports WHERE token = ?", entry.token.uuidString)
        }
    }

    /// The user's entries, oldest first. One that can't be read is none.
    func unfinished() async -> [Entry] {
        let rows = try? await database.read { [userID] connection in
            try connection.query("SELECT token, gather_id FROM unfinished_imports WHERE user_id = ? ORDER BY rowid", userID)
        }
        return (rows ?? []).compactMap { row in
            row.text(0).flatMap(UUID.init(uuidString:)).map { Entry(token: $0, gatherID: row.text(1).flatMap(UUID.init(uuidString:))) }
        }
    }
}
