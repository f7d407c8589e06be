import Domain
import Foundation
import GathersInterface
import StorageSupport

/// One user's gathers in the SQLite store: every statement is scoped by `user_id`.
struct SQLiteGathersService: GathersAtHand {
    let database: SQLiteDatabase
    /// nil when the `User` did not come from this store.
    let userID: Int?

    func startGather(with players: [GatherPlayer], at date: Date) async throws -> Gather {
        let gather = try Gather(id: UUID(), players: players.map(StoreRules.validated), startedAt: date)
        let userID = userID
        try await database.write { connection in try Self.insert(gather, owner: connection.owner(userID), into: connection) }
        return gather
    }

    /// One transaction: the gather, its players with their goals, and its result.
    func addFinishedGather(_ gather: Gather) async throws -> Gather {
        let added = try Self.toAdd(gather)
        let userID = userID
        try await database.write { connection in try Self.insertFinished(added, owner: connection.owner(userID), into: connection) }
        return added
    }

    /// One transaction (`BEGIN IMMEDIATE`: no other writer between reading the history and adding).
    func addFinishedGathers(_ matches: [Gather]) async throws -> [Gather] {
        let candidates = try matches.map(Self.toAdd)
        let userID = userID
        return try await database.write { connection in
            let owner = try connection.owner(userID)
            let missing = GroupImportPlan.missing(candidates, from: try Self.finishedGathers(owner: owner, in: connection))
            for added in missing { try Self.insertFinished(added, owner: owner, into: connection) }
            return missing
        }
    }

    /// `gather` checked by the store's rules, under a new id.
    private static func toAdd(_ gather: Gather) throws -> Gather {
        let valid = try StoreRules.validated(finished: gather).gather
        return Gather(
            id: UUID(), players: valid.players, score: valid.score, winner: valid.winner, startedAt: valid.startedAt, endedAt: valid.endedAt
        )
    }

    /// A finished gather's row, its players' with their goals, and its result.
    private static func insertFinished(_ added: Gather, owner: Int, into connection: SQLiteConnection) throws {
        try insert(added, owner: owner, into: connection)
        try connection.execute(
            "UPDATE gathers SET score = ?, winner = ?, ended_at = ? WHERE id = ?",
            added.score?.description, added.winner, added.endedAt, added.id.uuidString
        )
        try connection.setGoals(added.goalsByPlayer, ofGather: added.id)
    }

    /// The gather's row and its players', each player checked to be `owner`'s.
    private static func insert(_ gather: Gather, owner: Int, into connection: SQLiteConnection) throws {
        try connection.execute(
            "INSERT INTO gathers (id, user_id, started_at) VALUES (?, ?, ?)",
            gather.id.uuidString, owner, gather.startedAt
        )
        for (ordinal, player) in gather.players.enumerated() {
            // A foreign key only proves the player exists; it must also be this user's.
            if let playerID = player.playerID,
                try connection.query("SELECT 1 FROM players WHERE id = ? AND user_id = ?", playerID, owner).isEmpty
            {
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

    func endGather(id: UUID, score: Score, at date: Date) async throws -> GatherEnding {
        try StoreRules.validate(score)
        let userID = userID
        try await database.write { connection in
            try connection.execute(
                "UPDATE gathers SET score = ?, winner = ?, ended_at = ? WHERE id = ? AND user_id = ? AND score IS NULL",
                score.description, score.winner, date, id.uuidString, connection.owner(userID)
            )
            guard connection.changes > 0 else { throw ServiceError.notFound }
        }
        return .stored
    }

    /// Kept until the database changes (`keptRead`): History, `s last` and a match opened read them once.
    func finishedGathers() async throws -> [Gather] {
        try await database.keptRead(Self.finished(of: userID))
    }

    /// The finished gathers as `keptRead` keeps them (the records are added up from them too).
    static func finished(of userID: Int?) -> KeptRead<[Gather]> {
        KeptRead("finished gathers of \(String(describing: userID))") { connection in
            try Self.finishedGathers(owner: connection.owner(userID), in: connection)
        }
    }

    /// `owner`'s finished gathers, newest first, each with its players.
    private static func finishedGathers(owner: Int, in connection: SQLiteConnection) throws -> [Gather] {
        // The gathers, then every player of them in the same order, each row naming its gather by rowid:
        // a join's rows would each repeat their gather's columns (its id, 36 characters, above all), and a
        // history of 1 000 matches has some 16 000 players. One snapshot for the three statements.
        try connection.snapshot {
            let order = "ORDER BY g.ended_at DESC, g.rowid DESC"
            var rowIDs: [Int] = []
            var gathers = try connection.query(
                """
                SELECT g.rowid, g.id, g.started_at, g.ended_at, g.score, g.winner, g.half_time_team_a, g.half_time_team_b
                FROM gathers g WHERE g.user_id = ? AND g.score IS NOT NULL \(order)
                """,
                owner
            ) { row in
                rowIDs.append(try required(row.int(0), "gather"))
                return Gather(
                    id: try required(row.text(1).flatMap(UUID.init(uuidString:)), "gather id"),
                    players: [],
                    score: try required(row.text(4).flatMap(Score.init), "score"),
                    winner: try required(row.rawValue(5), "winner"),
                    startedAt: row.date(2),
                    endedAt: row.date(3),
                    halfTimeScore: StoreRules.score(in: row, from: 6)
                )
            }
            // The rows of a gather follow each other, in the gathers' order.
            var index = 0
            _ = try connection.query(
                """
                SELECT g.rowid, \(Self.playerColumns)
                FROM gathers g JOIN gather_players p ON p.gather_id = g.id
                WHERE g.user_id = ? AND g.score IS NOT NULL \(order), p.ordinal
                """,
                owner
            ) { row in
                let rowID = try required(row.int(0), "gather")
                while index < rowIDs.count, rowIDs[index] != rowID { index += 1 }
                guard index < rowIDs.count else { throw ServiceError.unexpected("the database holds an unreadable gather") }
                if let player = try Self.player(in: row, from: 1) { gathers[index].players.append(player) }
            }
            let substitutions = try StoreRules.substitutions(
                in: connection, ofGathers: "SELECT id FROM gathers WHERE user_id = ? AND score IS NOT NULL", owner)
            for index in gathers.indices { gathers[index].substitutions = substitutions[gathers[index].id] ?? [] }
            return gathers
        }
    }

    /// One transaction (`BEGIN IMMEDIATE`: no other writer between the read and the write),
    /// by primary key: it runs every second of a match.
    func changeProgress<Outcome: Sendable>(
        ofGather id: UUID,
        _ change: @escaping @Sendable (inout GatherProgress) -> Outcome
    ) async throws -> ProgressChange<Outcome> {
        let userID = userID
        let result = try await database.write { connection -> Result<ProgressChange<Outcome>, GatherGone> in
            let rows = try connection.query(Self.progressSQL, id.uuidString, userID)
            guard let row = rows.first else {
                // Only a failed change pays for telling an expired session from a missing gather.
                _ = try connection.owner(userID)
                return .failure(.discarded)
            }
            guard row.text(0) == nil else { return .failure(.ended) }
            return .success(try connection.changeProgress(ofGather: id, stored: try StoreRules.progress(in: row, from: 1) ?? GatherProgress(), change))
        }
        return try result.get()
    }

    func movePlayer(at index: Int, to team: Team, inGather id: UUID) async throws {
        let userID = userID
        let gone = try await database.write { connection -> GatherGone? in
            let rows = try connection.query(Self.progressSQL, id.uuidString, userID)
            guard let row = rows.first else {
                _ = try connection.owner(userID)
                return .discarded
            }
            guard row.text(0) == nil else { return .ended }
            try connection.substitute(team, ofPlayerAt: index, inGather: id)
            return nil
        }
        if let gone { throw gone }
    }

    func unfinishedGather() async throws -> UnfinishedGather? {
        let userID = userID
        // One statement, so the gather, its players and its progress come from one snapshot.
        let rows = try await database.read { connection in
            try connection.query(Self.unfinishedGatherSQL, connection.owner(userID))
        }
        guard let first = rows.first else { return nil }
        var gather = Gather(
            id: try required(first.text(0).flatMap(UUID.init(uuidString:)), "gather id"),
            players: [],
            startedAt: first.date(1)
        )
        gather.players = try rows.compactMap { try Self.player(in: $0, from: 10) }
        var progress = try StoreRules.progress(in: first, from: 2) ?? GatherProgress()
        progress.goals = gather.goalsByPlayer
        return UnfinishedGather(gather: gather, progress: progress)
    }

    func discardGather(id: UUID) async throws -> GatherDiscarding {
        let userID = userID
        try await database.write { connection in
            try connection.execute(
                "DELETE FROM gathers WHERE id = ? AND user_id = ? AND score IS NULL",
                id.uuidString, connection.owner(userID)
            )
            guard connection.changes > 0 else { throw ServiceError.notFound }
            // ON DELETE CASCADE already did this; saying it keeps the rule visible here.
            try connection.execute("DELETE FROM gather_players WHERE gather_id = ?", id.uuidString)
        }
        return .discarded
    }

    func deleteFinishedGather(id: UUID) async throws {
        let userID = userID
        try await database.write { connection in
            try connection.execute(
                "DELETE FROM gathers WHERE id = ? AND user_id = ? AND score IS NOT NULL",
                id.uuidString, connection.owner(userID)
            )
            guard connection.changes > 0 else { throw ServiceError.notFound }
            try connection.execute("DELETE FROM gather_players WHERE gather_id = ?", id.uuidString)
        }
    }

    // MARK: - Statements and rows

    /// This user's gather `id`: its score (NULL while it runs), then its progress; through the primary key's index.
    static let progressSQL = """
        SELECT score, \(StoreRules.progressColumns())
        FROM gathers WHERE id = ? AND user_id = ?
        """

    /// The newest unfinished gather (latest start, then latest created) with its
    /// players in their order; the inner lookup uses `unfinished_gathers_by_user`.
    static let unfinishedGatherSQL = """
        SELECT g.id, g.started_at, \(StoreRules.progressColumns("g.")),
               \(playerColumns)
        FROM gathers g LEFT JOIN gather_players p ON p.gather_id = g.id
        WHERE g.rowid = (
            SELECT rowid FROM gathers WHERE user_id = ? AND score IS NULL
            ORDER BY started_at DESC, rowid DESC LIMIT 1
        )
        ORDER BY p.ordinal
        """

    /// A gather's player (`p`) as `player(in:from:)` reads them: its kinds as their cases' places.
    static let playerColumns = [
        "p.player_id", "p.name", StoredKind.ordinal(of: "p.position", as: PlayerPosition.self),
        StoredKind.ordinal(of: "p.skill", as: PlayerSkill.self), StoredKind.ordinal(of: "p.team", as: Team.self), "p.goals",
    ].joined(separator: ", ")

    /// The player in the six `playerColumns` from `column`; nil for the NULL columns of a gather without players.
    private static func player(in row: SQLiteRow, from column: Int) throws(ServiceError) -> GatherPlayer? {
        guard let name = row.text(column + 1) else { return nil }
        return GatherPlayer(
            playerID: row.int(column),
            name: name,
            position: row.kind(column + 2),
            skill: row.kind(column + 3),
            team: try required(row.kind(column + 4), "team"),
            goals: max(row.int(column + 5) ?? 0, 0)
        )
    }
}
