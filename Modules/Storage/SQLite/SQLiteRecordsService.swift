import Domain
import Foundation
import RecordsInterface
import StorageSupport

/// One user's records: the table added up from the roster and the finished gathers, a player's matches by SQLite.
struct SQLiteRecordsService: RecordsService {
    let database: SQLiteDatabase
    /// nil when the `User` did not come from this store.
    let userID: Int?

    /// Added up by the rules every store shares (`RecordsTally`) from the roster and the finished gathers
    /// as the list and History keep them (`keptRead`): Records opened after them reads nothing.
    /// SQLite grouping 16 000 match rows by player took longer than reading them. The table itself is
    /// not kept: Records keeps it while it is shown, and kept here it outlived the screen (0.7 MB of
    /// 10 000 records) for as long as the file stayed as it was.
    func records(since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        try await database.combining(SQLitePlayersService.roster(of: userID), SQLiteGathersService.finished(of: userID)) { roster, gathers in
            RecordsTally.table(roster: roster, gathers: gathers, since: since)
        }
    }

    /// Their row alone, added up from the same kept roster and matches.
    func records(ofPlayer id: Int, since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        try await database.combining(SQLitePlayersService.roster(of: userID), SQLiteGathersService.finished(of: userID)) { roster, gathers in
            RecordsTally.table(ofPlayer: id, roster: roster, gathers: gathers, since: since)
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

    static let matchesSQL = """
        SELECT g.id, g.ended_at, g.score, gp.team, \(teamsKnown), gp.goals
        FROM gather_players gp JOIN gathers g ON g.id = gp.gather_id
        WHERE gp.player_id = ? AND g.user_id = ? AND g.score IS NOT NULL
          AND (gp.team <> 'Bench' OR NOT \(teamsKnown))
        ORDER BY g.ended_at DESC, g.rowid DESC
        LIMIT ?
        """
}
