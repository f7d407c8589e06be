import Domain
import Foundation
import RecordsInterface
import StorageSupport

/// One user's records, added up by SQLite over the finished gathers' teams and scores.
struct SQLiteRecordsService: RecordsService {
    let database: SQLiteDatabase
    /// nil when the `User` did not come from this store.
    let userID: Int?

    /// Kept until the database changes (`keptRead`): Records opened again reads nothing.
    func records(since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        let userID = userID
        let key = "records of \(String(describing: userID)) since \(String(describing: since?.timeIntervalSince1970))"
        // One snapshot: the roster's records, and those of players deleted since.
        return try await database.keptRead(key) { connection in
            let owner = try connection.owner(userID)
            func record(_ row: SQLiteRow, id: Int) throws(ServiceError) -> PlayerRecord {
                PlayerRecord(
                    id: id,
                    name: try required(row.text(1), "player name"),
                    won: row.int(2) ?? 0, drawn: row.int(3) ?? 0, lost: row.int(4) ?? 0,
                    resultUnknown: row.int(5) ?? 0, goals: row.int(6) ?? 0
                )
            }
            // Each row read into its record as it arrives: a roster's rows are never all held at once.
            let records = try connection.query(Self.recordsSQL, owner, since, since, owner) { row in
                try record(row, id: try required(row.int(0), "player id"))
            }
            let deleted = try connection.query(Self.deletedRecordsSQL, owner, since, since) { row in try record(row, id: 0) }
            // Every gather this store keeps has its end date.
            return RecordsTable(records: records + PlayerRecord.deleted(deleted))
        }
    }

    func matches(ofPlayer id: Int, limit: Int) async throws -> [PlayerMatch] {
        let userID = userID
        let rows = try await database.read { connection in
            let owner = try connection.owner(userID)
            guard try !connection.query("SELECT 1 FROM players WHERE id = ? AND user_id = ?", id, owner).isEmpty else {
                throw ServiceError.notFound
            }
            return try connection.query(Self.matchesSQL, id, owner, limit)
        }
        return try rows.map { row in
            let unknown = row.int(4) == 0
            return PlayerMatch(
                id: try required(row.text(0).flatMap(UUID.init(uuidString:)), "gather id"),
                endedAt: row.date(1),
                score: try required(row.text(2).flatMap(Score.init), "score"),
                team: unknown ? nil : try required(row.rawValue(3), "team"),
                goals: max(row.int(5) ?? 0, 0)
            )
        }
    }

    // MARK: - Statements

    /// Whether anyone in gather `g` played in a team (else its teams are not known: all on the bench).
    private static let teamsKnown = "EXISTS (SELECT 1 FROM gather_players t WHERE t.gather_id = g.id AND t.team <> 'Bench')"

    /// A player's won, drawn, lost, result unknown and goals, over the gathers `gp` joins.
    private static let tally = """
        SUM(CASE WHEN gp.team = g.winner THEN 1 ELSE 0 END) AS won,
        SUM(CASE WHEN gp.team <> 'Bench' AND g.winner = 'None' THEN 1 ELSE 0 END) AS drawn,
        SUM(CASE WHEN gp.team <> 'Bench' AND g.winner NOT IN ('None', gp.team) THEN 1 ELSE 0 END) AS lost,
        SUM(CASE WHEN gp.team = 'Bench' THEN 1 ELSE 0 END) AS unknown,
        COALESCE(SUM(gp.goals), 0) AS goals
        """

    /// Every roster player with their finished gathers: a team player's result from the
    /// winner; everyone "result unknown" in a gather whose teams are not known. The match rows are
    /// added up per player first, then each player takes their line (nothing for one who never
    /// played): a third less work than joining every player to every match row and grouping then.
    static let recordsSQL = """
        SELECT p.id, p.name, COALESCE(t.won, 0), COALESCE(t.drawn, 0), COALESCE(t.lost, 0), COALESCE(t.unknown, 0), COALESCE(t.goals, 0)
        FROM players p
        LEFT JOIN (
            SELECT gp.player_id AS player_id, \(tally)
            FROM gather_players gp JOIN gathers g ON g.id = gp.gather_id
            WHERE g.user_id = ? AND g.score IS NOT NULL AND (? IS NULL OR g.ended_at >= ?)
              AND (gp.team <> 'Bench' OR NOT \(teamsKnown))
            GROUP BY gp.player_id
        ) t ON t.player_id = p.id
        WHERE p.user_id = ?
        ORDER BY p.id
        """

    /// The players of finished gathers deleted from the roster since, by the name they played with.
    static let deletedRecordsSQL = """
        SELECT NULL, gp.name, \(tally)
        FROM gather_players gp JOIN gathers g ON g.id = gp.gather_id
        WHERE gp.player_id IS NULL AND g.user_id = ? AND g.score IS NOT NULL AND (? IS NULL OR g.ended_at >= ?)
          AND (gp.team <> 'Bench' OR NOT \(teamsKnown))
        GROUP BY gp.name
        """

    static let matchesSQL = """
        SELECT g.id, g.ended_at, g.score, gp.team, \(teamsKnown), gp.goals
        FROM gather_players gp JOIN gathers g ON g.id = gp.gather_id
        WHERE gp.player_id = ? AND g.user_id = ? AND g.score IS NOT NULL
          AND (gp.team <> 'Bench' OR NOT \(teamsKnown))
        ORDER BY g.ended_at DESC, g.rowid DESC
        LIMIT ?
        """
}
