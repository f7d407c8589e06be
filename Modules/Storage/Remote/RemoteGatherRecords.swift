import Domain
import Foundation
import GathersInterface
import StorageSupport

/// What this machine knows about a gather it started and the server does not
/// keep: every player's team (the bench and guests included), the dates, and
/// the progress of a match still running.
struct GatherRecord: Sendable, Equatable {
    /// The server's id of the user who started it.
    var userID: String
    var players: [GatherPlayer]
    var startedAt: Date
    /// Set when this machine ended it; from then on no progress is saved.
    var endedAt: Date?
    var progress: GatherProgress?
}

/// The gather records in the records database, a row per gather and one per
/// player: saving a running match's progress updates one row.
struct RemoteGatherRecords: Sendable {
    let database: RemoteRecordsDatabase

    /// Records a gather just started (or brought in finished); all or nothing.
    func insert(_ record: GatherRecord, id: UUID) async throws(ServiceError) {
        try await database.write { connection in try Self.insert(record, id: id, into: connection) }
    }

    static func insert(_ record: GatherRecord, id: UUID, into connection: SQLiteConnection) throws {
        try connection.execute(
            """
            INSERT INTO gathers (id, user_id, started_at, ended_at,
                                 progress_team_a, progress_team_b, timer_duration, timer_remaining, timer_running)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            id.uuidString, record.userID, record.startedAt, record.endedAt,
            record.progress?.score.teamA, record.progress?.score.teamB,
            record.progress?.timer.duration, record.progress?.timer.remaining, record.progress?.timer.isRunning
        )
        for (ordinal, player) in record.players.enumerated() {
            try connection.execute(
                "INSERT INTO gather_players (gather_id, ordinal, player_id, name, position, skill, team) VALUES (?, ?, ?, ?, ?, ?, ?)",
                id.uuidString, ordinal, player.playerID, player.name, player.position, player.skill, player.team
            )
        }
        // A running match's goals are in its progress; a finished one's on its players.
        let goals = record.progress?.goals ?? Gather(id: id, players: record.players).goalsByPlayer
        if !goals.isEmpty {
            try connection.setGoals(goals, ofGather: id)
        }
    }

    /// The user's records by gather id. Records that can't be read (no data directory
    /// to open, a damaged file) count as none: the server's data is still shown.
    func records(of userID: String) async -> [UUID: GatherRecord] {
        let rows = try? await database.read { connection in
            try connection.query(
                """
                SELECT g.id, g.started_at, g.ended_at,
                       g.progress_team_a, g.progress_team_b, g.timer_duration, g.timer_remaining, g.timer_running,
                       p.player_id, p.name, p.position, p.skill, p.team, p.goals
                FROM gathers g LEFT JOIN gather_players p ON p.gather_id = g.id
                WHERE g.user_id = ?
                ORDER BY g.id, p.ordinal
                """,
                userID
            )
        }
        var records: [UUID: GatherRecord] = [:]
        for row in rows ?? [] {
            guard let id = row.text(0).flatMap(UUID.init(uuidString:)), let startedAt = row.date(1) else { continue }
            var record =
                records[id]
                ?? GatherRecord(
                    userID: userID, players: [], startedAt: startedAt, endedAt: row.date(2), progress: Self.progress(in: row, from: 3)
                )
            if let name = row.text(9) {
                // A value this app could not have written reads as "not set" (a team as the bench).
                record.players.append(
                    GatherPlayer(
                        playerID: row.int(8), name: name, position: row.rawValue(10), skill: row.rawValue(11), team: row.rawValue(12) ?? .bench,
                        goals: max(row.int(13) ?? 0, 0)
                    ))
            }
            records[id] = record
        }
        // A running match's goals are on its players' rows, as they stay once it ends.
        return records.mapValues { record in
            var record = record
            record.progress?.goals = Gather(id: UUID(), players: record.players).goalsByPlayer
            return record
        }
    }

    /// Changes the progress of the user's gather that this machine started and has not ended,
    /// in one transaction; one recorded as ended is `ended`, one not recorded `discarded`.
    func changeProgress<Outcome: Sendable>(
        of id: UUID,
        userID: String,
        _ change: @escaping @Sendable (inout GatherProgress) -> Outcome
    ) async throws(ServiceError) -> Result<ProgressChange<Outcome>, GatherGone> {
        try await database.write { connection in
            let rows = try connection.query(
                """
                SELECT ended_at, progress_team_a, progress_team_b, timer_duration, timer_remaining, timer_running
                FROM gathers WHERE id = ? AND user_id = ?
                """,
                id.uuidString, userID
            )
            guard let row = rows.first else { return .failure(.discarded) }
            guard row.date(0) == nil else { return .failure(.ended) }
            let stored = Self.progress(in: row, from: 1) ?? GatherProgress()
            return .success(try connection.changeProgress(ofGather: id, stored: stored, change))
        }
    }

    /// Moves a player of the user's running gather to `team`; its record says whether it runs.
    func movePlayer(at index: Int, to team: Team, of id: UUID, userID: String) async throws(ServiceError) -> GatherGone? {
        try await database.write { connection in
            let rows = try connection.query("SELECT ended_at FROM gathers WHERE id = ? AND user_id = ?", id.uuidString, userID)
            guard let row = rows.first else { return .discarded }
            guard row.date(0) == nil else { return .ended }
            try connection.setTeam(team, ofPlayerAt: index, inGather: id)
            return nil
        }
    }

    /// The server has the result; failing to note the date here loses only the date.
    func markEnded(_ id: UUID, at date: Date) async {
        _ = try? await database.write { connection in
            try connection.execute(
                """
                UPDATE gathers
                SET ended_at = ?, progress_team_a = NULL, progress_team_b = NULL,
                    timer_duration = NULL, timer_remaining = NULL, timer_running = NULL
                WHERE id = ?
                """,
                date, id.uuidString
            )
        }
    }

    /// The server deleted it; a record left behind is never shown (the server's list decides).
    func remove(_ id: UUID) async {
        _ = try? await database.write { connection in
            try connection.execute("DELETE FROM gathers WHERE id = ?", id.uuidString)
        }
    }

    /// The progress in the five columns from `column`: nil if never saved, the default
    /// one if the file holds something the app could not have saved.
    private static func progress(in row: SQLiteRow, from column: Int) -> GatherProgress? {
        guard let teamA = row.int(column) else { return nil }
        let progress = GatherProgress(
            score: Score(teamA: teamA, teamB: row.int(column + 1) ?? -1),
            timer: GatherTimer(
                duration: row.int(column + 2) ?? 0,
                remaining: row.int(column + 3) ?? -1,
                isRunning: row.int(column + 4) == 1
            )
        )
        do {
            try StoreRules.validate(progress)
            return progress
        } catch {
            return GatherProgress()
        }
    }
}
