import Domain
import Foundation

/// Records added up from the roster and the finished gathers, by every store: one set of rules
/// (a player's last matches, one player at a time, are the SQLite store's statement).
public enum RecordsTally {
    /// A gather with nobody in a team: the store knows who played, not on which side.
    public static func teamsUnknown(_ gather: Gather) -> Bool {
        gather.players.allSatisfy { $0.team == .bench }
    }

    /// Every player of `roster`, in its order, over the finished `gathers` ended on or after `since`; then
    /// those deleted from it since, by name.
    public static func table(roster: [Player], gathers: [Gather], since: Date?) -> RecordsTable {
        // Counted in place, found by id through an index: a roster of 10 000 over 16 000 match rows.
        var records: [PlayerRecord] = []
        records.reserveCapacity(roster.count + 16)  // and a few rows of players deleted since
        var place = [Int: Int](minimumCapacity: roster.count)
        for player in roster where place[player.id] == nil {
            place[player.id] = records.count
            records.append(PlayerRecord(id: player.id, name: player.name))
        }
        var deleted: [String: PlayerRecord] = [:]
        var undated = 0
        var notSentYet = 0
        for gather in gathers {
            guard let score = gather.score else { continue }
            if let since {
                guard let endedAt = gather.endedAt else {
                    undated += 1
                    continue
                }
                guard endedAt >= since else { continue }
            }
            if gather.notSentYet { notSentYet += 1 }
            let unknown = teamsUnknown(gather)
            for player in gather.players {
                guard let id = player.playerID else {
                    // Deleted from the roster since: counted under the name they played with.
                    count(player, score: score, teamsUnknown: unknown, into: &deleted[player.name, default: PlayerRecord(id: 0, name: player.name)])
                    continue
                }
                guard let index = place[id] else { continue }
                count(player, score: score, teamsUnknown: unknown, into: &records[index])
            }
        }
        // In the roster's order, the deleted after them, appended in place: a table of 10 000 made again
        // as a copy, or sorted with a buffer beside it, held it twice at its peak (the table has no order).
        records.append(contentsOf: PlayerRecord.deleted(deleted.values.filter { $0.played > 0 }))
        return RecordsTable(records: records, undatedMatchesLeftOut: undated, matchesNotSentYet: notSentYet)
    }

    /// Player `id`'s record alone: the table of a roster of them only, so no one else is counted.
    public static func table(ofPlayer id: Int, roster: [Player], gathers: [Gather], since: Date?) -> RecordsTable {
        only(id, in: table(roster: roster.filter { $0.id == id }, gathers: gathers, since: since))
    }

    /// `table` with player `id`'s row alone (none when it has no such row).
    public static func only(_ id: Int, in table: RecordsTable) -> RecordsTable {
        var table = table
        table.records.removeAll { $0.id != id || $0.isDeleted }
        return table
    }

    /// One more match of `player`'s in `record`: won, drawn, lost or with its result unknown, and their goals.
    private static func count(_ player: GatherPlayer, score: Score, teamsUnknown: Bool, into record: inout PlayerRecord) {
        if teamsUnknown {
            record.resultUnknown += 1
        } else {
            switch MatchOutcome(team: player.team, winner: score.winner) {
            case .won: record.won += 1
            case .drawn: record.drawn += 1
            case .lost: record.lost += 1
            case nil: return
            }
        }
        record.goals += player.goals
    }

    /// Player `id`'s last `limit` matches among `gathers` (given newest first).
    public static func matches(ofPlayer id: Int, in gathers: [Gather], limit: Int) -> [PlayerMatch] {
        var matches: [PlayerMatch] = []
        for gather in gathers where matches.count < limit {
            guard let score = gather.score, let player = gather.players.first(where: { $0.playerID == id }) else { continue }
            let unknown = teamsUnknown(gather)
            guard unknown || player.team != .bench else { continue }
            matches.append(PlayerMatch(id: gather.id, endedAt: gather.endedAt, score: score, team: unknown ? nil : player.team, goals: player.goals))
        }
        return matches
    }
}
