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
    /// What the entries were last read as.
    let decoded: RemoteDecodedLists

    /// The kept player ids of those of `ids` seen before.
    func playerIDs(of ids: [UUID]) async -> [UUID: [Int]] {
        let wanted = Set(ids)
        let rows = try? await database.read { [userID] connection in
            try connection.query("SELECT gather_id, json FROM fetched_gather_players WHERE user_id = ?", userID)
        }
        let entries = (rows ?? []).compactMap { row in row.text(0).flatMap { id in row.text(1).map { (id: id, json: $0) } } }
        // Records reads them all at every open, and they seldom change between two.
        let lists = decoded.value(at: "fetched_gather_players \(userID)", from: entries.map(\.json)) { texts in
            Self.decodedTogether(texts) ?? texts.map { Self.ids(in: $0) }
        }
        var kept: [UUID: [Int]] = [:]
        for (entry, ids) in zip(entries, lists) {
            guard let id = UUID(uuidString: entry.id), wanted.contains(id) else { continue }
            kept[id] = ids
        }
        return kept
    }

    /// Every entry read in one decoding, when each is a plain list of numbers (one "[" first, one "]"
    /// last, none between, so none can swallow its neighbour): a decoder's start costs more than a
    /// match's few ids, and Records reads a thousand. Nil when an entry is anything else.
    static func decodedTogether(_ texts: [String]) -> [[Int]]? {
        guard texts.allSatisfy(isFlatList) else { return nil }
        let lists = try? JSONDecoder().decode([[Int]].self, from: Data(("[" + texts.joined(separator: ",") + "]").utf8))
        return lists?.count == texts.count ? lists : nil
    }

    /// One entry's ids. An earlier version kept each player whole: their ids are read from it.
    private static func ids(in text: String) -> [Int]? {
        let decoder = JSONDecoder()
        return (try? decoder.decode([Int].self, from: Data(text.utf8)))
            ?? (try? decoder.decode([StoredPlayer].self, from: Data(text.utf8)))?.map(\.id)
    }

    private static func isFlatList(_ text: String) -> Bool {
        let bytes = text.utf8
        let brackets = bytes.lazy.filter { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }.count
        return bytes.first == UInt8(ascii: "[") && bytes.last == UInt8(ascii: "]") && brackets == 2
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
