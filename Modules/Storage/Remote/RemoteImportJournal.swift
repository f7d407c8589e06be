import Domain
import Foundation
import StorageSupport

/// The matches an import created on the server and has not finished yet (players attached, result
/// sent), in this server's records database. An import that dies midway (killed, the machine off)
/// leaves its match here; the next import removes it from the server before adding anything, so a
/// half-made match (no result, so in no history) is never left behind for good.
struct RemoteImportJournal: Sendable {
    let database: RemoteRecordsDatabase
    let userID: String

    /// Written as soon as the server said the match's id, before anything else is sent for it.
    func begin(_ id: UUID) async throws(ServiceError) {
        try await database.write { [userID] connection in
            try connection.execute("INSERT OR REPLACE INTO unfinished_imports (gather_id, user_id) VALUES (?, ?)", id.uuidString, userID)
        }
    }

    /// The match is finished on the server, or gone from it.
    func finish(_ id: UUID) async {
        _ = try? await database.write { connection in
            try connection.execute("DELETE FROM unfinished_imports WHERE gather_id = ?", id.uuidString)
        }
    }

    /// The user's matches begun and not finished, oldest first. One that can't be read is none.
    func unfinished() async -> [UUID] {
        let rows = try? await database.read { [userID] connection in
            try connection.query("SELECT gather_id FROM unfinished_imports WHERE user_id = ? ORDER BY rowid", userID)
        }
        return (rows ?? []).compactMap { $0.text(0).flatMap(UUID.init(uuidString:)) }
    }
}

extension RemoteGathersService {
    var journal: RemoteImportJournal { RemoteImportJournal(database: records.database, userID: userID) }

    /// Deletes the matches an import began and never finished, unless the server lists them with a
    /// result (the import died after sending it): those are complete, and only leave the journal.
    func removeHalfMadeImports() async throws(ServiceError) {
        let unfinished = await journal.unfinished()
        guard !unfinished.isEmpty else { return }
        let finished = Set(try await listedGathers().filter { !$0.isUnfinished }.map(\.id))
        for id in unfinished {
            if !finished.contains(id) {
                do {
                    _ = try await connection.send("DELETE", "api/gathers/\(id.uuidString)")
                } catch .notFound {
                    // Gone already.
                }
                await records.remove(id)
            }
            await journal.finish(id)
        }
    }
}
