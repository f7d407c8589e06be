import Domain
import Foundation
import StorageSupport

/// Who played each of one user's finished gathers started elsewhere, as the server first listed
/// them, in this server's records database: a finished gather's players don't change, so Records
/// asks the server only for gathers it hasn't seen. Only their ids are kept (the roster says who they
/// are now). A gather deleted here or gone from the server's list is forgotten. Anything that can't
/// be read or written counts as not kept: those gathers are fetched again.
struct RemoteFetchedPlayers: Sendable {
    let database: RemoteRecordsDatabase
    let userID: String

    /// The kept player ids of those of `ids` seen before.
    func playerIDs(of ids: [UUID]) async -> [UUID: [Int]] {
        let wanted = Set(ids)
        let rows = try? await database.read { [userID] connection in
            try connection.query("SELECT gather_id, json FROM fetched_gather_players WHERE user_id = ?", userID)
        }
        var kept: [UUID: [Int]] = [:]
        let decoder = JSONDecoder()
        for row in rows ?? [] {
            guard let id = row.text(0).flatMap(UUID.init(uuidString:)), wanted.contains(id), let json = row.text(1) else { continue }
            // An earlier version kept each player whole: their ids are read from it.
            let ids =
                (try? decoder.decode([Int].self, from: Data(json.utf8)))
                ?? (try? decoder.decode([StoredPlayer].self, from: Data(json.utf8)))?.map(\.id)
            kept[id] = ids
        }
        return kept
    }

    /// Keeps who played what was just fetched, and forgets the gathers no longer among `finished`, in one transaction.
    func keep(_ fetched: [UUID: [Player]], forgettingAllBut finished: Set<UUID>) async {
        let encoded = fetched.compactMap { id, players in
            (try? JSONEncoder().encode(players.map(\.id))).map { (id.uuidString, String(decoding: $0, as: UTF8.self)) }
        }
        let keep = Set(finished.map(\.uuidString))
        _ = try? await database.write { [userID] connection in
            for (id, json) in encoded {
                try connection.execute(
                    "INSERT OR REPLACE INTO fetched_gather_players (user_id, gather_id, json) VALUES (?, ?, ?)", userID, id, json
                )
            }
            let stored = try connection.query("SELECT gather_id FROM fetched_gather_players WHERE user_id = ?", userID)
            for id in stored.compactMap({ $0.text(0) }) where !keep.contains(id) {
                try connection.execute("DELETE FROM fetched_gather_players WHERE user_id = ? AND gather_id = ?", userID, id)
            }
        }
    }

    func forget(_ id: UUID) async {
        _ = try? await database.write { [userID] connection in
            try connection.execute("DELETE FROM fetched_gather_players WHERE user_id = ? AND gather_id = ?", userID, id.uuidString)
        }
    }
}
