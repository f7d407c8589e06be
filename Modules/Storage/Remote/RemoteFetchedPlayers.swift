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

    /// The kept player ids of those of `ids` seen before. SQLite reads the kept JSON: thousands of small
    /// arrays cost more through `JSONDecoder` than the rest of the screen. An earlier version kept each
    /// player whole, so an object gives its `id`. A damaged entry counts as not kept: it is fetched again.
    func playerIDs(of ids: [UUID]) async -> [UUID: [Int]] {
        let wanted = Set(ids.map(\.uuidString))
        // A row per kept player, and one with no index for a gather that had none.
        let rows = try? await database.read { [userID] connection in
            try connection.query(
                """
                SELECT kept.gather_id, player.key,
                    CASE player.type WHEN 'integer' THEN player.value WHEN 'object' THEN json_extract(player.value, '$.id') END
                FROM fetched_gather_players AS kept LEFT JOIN json_each(kept.json) AS player
                WHERE kept.user_id = ? AND json_valid(kept.json) AND json_type(kept.json) = 'array'
                ORDER BY kept.gather_id, player.key
                """, userID
            ) { row in (gather: row.text(0) ?? "", isPlayer: row.int(1) != nil, playerID: row.int(2)) }
        }
        var kept: [String: [Int]] = [:]
        var damaged: Set<String> = []
        for row in rows ?? [] where wanted.contains(row.gather) {
            switch (row.isPlayer, row.playerID) {
            case (_, let playerID?): kept[row.gather, default: []].append(playerID)
            case (true, nil): damaged.insert(row.gather)
            case (false, nil): kept[row.gather] = []
            }
        }
        return Dictionary(
            uniqueKeysWithValues: kept.compactMap { gather, playerIDs in
                damaged.contains(gather) ? nil : UUID(uuidString: gather).map { ($0, playerIDs) }
            })
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
