import Domain
import PlayersInterface
import StorageSupport

/// One user's roster in the SQLite store: every statement is scoped by `user_id`.
struct SQLitePlayersService: PlayersService {
    private static let insertSQL = "INSERT INTO players (user_id, name, age, position, skill, favourite_team) VALUES (?, ?, ?, ?, ?, ?)"
    let database: SQLiteDatabase
    /// nil when the `User` did not come from this store.
    let userID: Int?
    /// Each time the roster is read, the finished gathers are read after it in the background, unless
    /// kept already: the list is shown, History is likely next, and it then shows at once.
    var readsHistoryAhead = false

    /// In `NameOrder`, sorted here rather than by SQLite (which knows no such order). Nothing pages
    /// the roster in SQL: every player is read, and kept sorted until the database changes (`keptRead`).
    func players() async throws -> [Player] {
        let roster = try await database.keptRead(Self.roster(of: userID))
        if readsHistoryAhead { database.readAhead(SQLiteGathersService.finished(of: userID)) }
        return roster
    }

    /// The roster, sorted, as `keptRead` keeps it (the records are added up from it too).
    static func roster(of userID: Int?) -> KeptRead<[Player]> {
        KeptRead("players of \(String(describing: userID))") { connection in
            try connection.query(
                """
                SELECT id, name, age, \(StoredKind.ordinal(of: "position", as: PlayerPosition.self)),
                       \(StoredKind.ordinal(of: "skill", as: PlayerSkill.self)), favourite_team
                FROM players WHERE user_id = ?
                """,
                connection.owner(userID)
            ) { row in
                try Player(
                    id: required(row.int(0), "player id"),
                    details: PlayerDetails(
                        name: required(row.text(1), "player name"),
                        age: row.int(2),
                        position: row.kind(3),
                        skill: row.kind(4),
                        favouriteTeam: row.text(5)
                    )
                )
            }.sortedByName()
        }
    }

    func add(_ details: PlayerDetails) async throws -> Player {
        let valid = try Validation.player(details).orInvalid()
        let userID = userID
        let id = try await database.write { connection in
            try connection.execute(
                Self.insertSQL,
                connection.owner(userID), valid.name, valid.age, valid.position, valid.skill, valid.favouriteTeam
            )
            return connection.lastInsertedRowID
        }
        return Player(id: id, details: valid)
    }

    /// One transaction (`BEGIN IMMEDIATE`: no other writer between reading the roster's names and
    /// adding): a failed insert rolls back the ones before it.
    func addAll(_ players: [PlayerDetails]) async throws -> [Player] {
        let valid = try players.map { try Validation.player($0).orInvalid() }
        let userID = userID
        return try await database.write { connection in
            let owner = try connection.owner(userID)
            let names = try connection.query("SELECT name FROM players WHERE user_id = ?", owner) { row in try required(row.text(0), "player name") }
            let toAdd = GroupImportPlan.byName(valid, namesTaken: names).toAdd
            let ids = try connection.insertEach(Self.insertSQL, toAdd.map { [owner, $0.name, $0.age, $0.position, $0.skill, $0.favouriteTeam] })
            return zip(ids, toAdd).map { Player(id: $0, details: $1) }
        }
    }

    func update(_ player: Player) async throws -> Player {
        let valid = try Validation.player(player.details).orInvalid()
        let userID = userID
        try await database.write { connection in
            try connection.execute(
                """
                UPDATE players SET name = ?, age = ?, position = ?, skill = ?, favourite_team = ?
                WHERE id = ? AND user_id = ?
                """,
                valid.name, valid.age, valid.position, valid.skill, valid.favouriteTeam, player.id, connection.owner(userID)
            )
            guard connection.changes > 0 else { throw ServiceError.notFound }
        }
        return Player(id: player.id, details: valid)
    }

    /// Gathers keep the player's copied name; their link becomes NULL (ON DELETE SET NULL).
    func delete(playerID: Int) async throws {
        let userID = userID
        try await database.write { connection in
            try connection.execute("DELETE FROM players WHERE id = ? AND user_id = ?", playerID, connection.owner(userID))
            guard connection.changes > 0 else { throw ServiceError.notFound }
        }
    }
}
