import Domain
import Foundation

/// One user's gathers in the SQLite store: every statement is scoped by `user_id`.
struct SQLiteGathersService: GathersService {
    let database: SQLiteDatabase
    /// nil when the `User` did not come from this store.
    let userID: Int?

    func startGather(with players: [GatherPlayer], at date: Date) async throws -> Gather {
        let gather = try Gather(id: UUID(), players: players.map(StoreRules.validated), startedAt: date)
        let userID = userID
        try await database.write { connection in
            let owner = try connection.owner(userID)
            try connection.execute(
                "INSERT INTO gathers (id, user_id, started_at) VALUES (?, ?, ?)",
                gather.id.uuidString, owner, date
            )
            for (ordinal, player) in gather.players.enumerated() {
                // A foreign key only proves the player exists; it must also be this user's.
                if let playerID = player.playerID,
                   try connection.query("SELECT 1 FROM players WHERE id = ? AND user_id = ?", playerID, owner).isEmpty {
                    throw ServiceError.notFound
                }
                try connection.execute(
                    """
                    INSERT INTO gather_players (gather_id, player_id, name, position, skill, team, ordinal)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                    gather.id.uuidString, player.playerID, player.name, player.position, player.skill, player.team, ordinal
                )
            }
        }
        return gather
    }

    func endGather(id: UUID, score: Score, at date: Date) async throws {
        try StoreRules.validate(score)
        let userID = userID
        try await database.write { connection in
            try connection.execute(
                "UPDATE gathers SET score = ?, winner = ?, ended_at = ? WHERE id = ? AND user_id = ?",
                score.description, score.winner, date, id.uuidString, connection.owner(userID)
            )
            guard connection.changes > 0 else { throw ServiceError.notFound }
        }
    }

    func finishedGathers() async throws -> [Gather] {
        let userID = userID
        // One statement, so the gathers and their players come from one snapshot.
        let rows = try await database.read { connection in
            try connection.query(
                """
                SELECT g.id, g.started_at, g.ended_at, g.score, g.winner,
                       p.player_id, p.name, p.position, p.skill, p.team
                FROM gathers g LEFT JOIN gather_players p ON p.gather_id = g.id
                WHERE g.user_id = ? AND g.score IS NOT NULL
                ORDER BY g.ended_at DESC, g.rowid DESC, p.ordinal
                """,
                connection.owner(userID)
            )
        }
        var gathers: [Gather] = []
        for row in rows {
            let id = try required(row.text(0).flatMap(UUID.init(uuidString:)), "gather id")
            if gathers.last?.id != id {
                gathers.append(Gather(
                    id: id,
                    players: [],
                    score: try required(row.text(3).flatMap(Score.init), "score"),
                    winner: try required(row.rawValue(4), "winner"),
                    startedAt: row.date(1),
                    endedAt: row.date(2)
                ))
            }
            // A gather without players has one row whose player columns are NULL.
            if let name = row.text(6) {
                gathers[gathers.count - 1].players.append(GatherPlayer(
                    playerID: row.int(5),
                    name: name,
                    position: row.rawValue(7),
                    skill: row.rawValue(8),
                    team: try required(row.rawValue(9), "team")
                ))
            }
        }
        return gathers
    }
}
