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
    /// What the server still lacks of it; nil when it holds all it keeps.
    var waiting: Waiting?
    /// The score it ended with while the server was away, kept until it is sent.
    var result: Score?
    /// The score when the first half ended, which the server does not keep.
    var halfTimeScore: Score?
    /// The players moved while it was played, which the server does not keep either.
    var substitutions: [GatherSubstitution] = []

    /// What a match played while the server was away still has to send.
    enum Waiting: String, SQLiteConvertible {
        /// Started here while the server was away: the server has none of it.
        case match
        /// On the server, but players who came into a team and the result may not be.
        case players
        /// Deleted here; still on the server.
        case deletion
    }

    /// Ended, with a result the server doesn't have yet.
    var isWaitingResult: Bool { endedAt != nil && result != nil && (waiting == .match || waiting == .players) }

    /// The match as it ended here, under `id`, with `players` (the recorded ones unless given).
    func finished(as id: UUID, players: [GatherPlayer]? = nil, notSentYet: Bool) -> Gather {
        var gather = Gather(
            id: id, players: players ?? self.players, score: result, winner: result?.winner,
            startedAt: startedAt, endedAt: endedAt, notSentYet: notSentYet, halfTimeScore: halfTimeScore
        )
        gather.substitutions = substitutions
        return gather
    }
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
        // Apart: the previous version's files are imported into the first version of the tables, which had no such columns.
        if record.waiting != nil || record.result != nil {
            try connection.execute(
                "UPDATE gathers SET waiting = ?, result_team_a = ?, result_team_b = ? WHERE id = ?",
                record.waiting, record.result?.teamA, record.result?.teamB, id.uuidString
            )
        }
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

    /// The user's records by gather id (`waitingOnly`: those with something waiting to be sent, a
    /// handful where the others may be thousands). Records that can't be read (no data directory
    /// to open, a damaged file) count as none: the server's data is still shown.
    func records(of userID: String, waitingOnly: Bool = false) async -> [UUID: GatherRecord] {
        let read = try? await database.read { connection in
            let rows = try connection.query(
                """
                SELECT g.id, g.started_at, g.ended_at, \(StoreRules.progressColumns("g.")),
                       p.player_id, p.name, p.position, p.skill, p.team, p.goals,
                       g.waiting, g.result_team_a, g.result_team_b
                FROM gathers g LEFT JOIN gather_players p ON p.gather_id = g.id
                WHERE g.user_id = ? AND (g.waiting IS NOT NULL OR NOT ?)
                ORDER BY g.id, p.ordinal
                """,
                userID, waitingOnly
            )
            // Only the gathers read above: on most loads, only those waiting to be sent (usually none).
            let gathersSQL = "SELECT id FROM gathers WHERE user_id = ? AND (waiting IS NOT NULL OR NOT ?)"
            return (rows, try StoreRules.substitutions(in: connection, ofGathers: gathersSQL, userID, waitingOnly))
        }
        var records: [UUID: GatherRecord] = [:]
        for row in read?.0 ?? [] {
            guard let id = row.text(0).flatMap(UUID.init(uuidString:)), let startedAt = row.date(1) else { continue }
            var record =
                records[id]
                ?? GatherRecord(
                    userID: userID, players: [], startedAt: startedAt, endedAt: row.date(2), progress: Self.progress(in: row, from: 3),
                    waiting: row.rawValue(17), result: StoreRules.score(in: row, from: 18), halfTimeScore: StoreRules.score(in: row, from: 9)
                )
            if let name = row.text(12) {
                // A value this app could not have written reads as "not set" (a team as the bench).
                record.players.append(
                    GatherPlayer(
                        playerID: row.int(11), name: name, position: row.rawValue(13), skill: row.rawValue(14), team: row.rawValue(15) ?? .bench,
                        goals: max(row.int(16) ?? 0, 0)
                    ))
            }
            record.substitutions = read?.1[id] ?? []
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
                SELECT ended_at, \(StoreRules.progressColumns())
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
            try connection.substitute(team, ofPlayerAt: index, inGather: id)
            return nil
        }
    }

    /// The server has the result; failing to note the date here loses only the date.
    func markEnded(_ id: UUID, at date: Date) async {
        _ = try? await keepEnded(id, at: date, result: nil, waiting: nil)
    }

    /// Ended while the server was away: the result waits here, with what else the server lacks,
    /// until it is sent. Nothing may be lost, so a failure is thrown.
    func keepEnded(_ id: UUID, at date: Date, result: Score?, waiting: GatherRecord.Waiting?) async throws(ServiceError) {
        try await database.write { connection in
            try connection.execute(
                """
                UPDATE gathers
                SET ended_at = ?, progress_team_a = NULL, progress_team_b = NULL,
                    timer_duration = NULL, timer_remaining = NULL, timer_running = NULL, timer_half = NULL,
                    waiting = ?, result_team_a = ?, result_team_b = ?
                WHERE id = ?
                """,
                date, waiting, result?.teamA, result?.teamB, id.uuidString
            )
        }
    }

    /// Notes what the server lacks of a match it holds (`players`, `deletion`); a match it doesn't
    /// hold at all stays `match` (a `match` deleted here is simply removed).
    func setWaiting(_ waiting: GatherRecord.Waiting, of id: UUID) async throws(ServiceError) {
        try await database.write { connection in
            try connection.execute(
                "UPDATE gathers SET waiting = ? WHERE id = ? AND (waiting IS NULL OR waiting <> 'match')", waiting, id.uuidString
            )
        }
    }

    /// The server holds all of it now.
    func settle(_ id: UUID) async throws(ServiceError) {
        try await database.write { connection in
            try connection.execute(
                "UPDATE gathers SET waiting = NULL, result_team_a = NULL, result_team_b = NULL WHERE id = ?", id.uuidString
            )
        }
    }

    /// A match sent whole is known by the server's id from now on: its record moves there, in `connection`'s
    /// transaction (which also closes the journal entry that sent it, so it is never sent twice).
    static func settle(_ localID: UUID, sentAs serverID: UUID, in connection: SQLiteConnection) throws {
        let (old, new) = (localID.uuidString, serverID.uuidString)
        try connection.execute(
            """
            INSERT INTO gathers (id, user_id, started_at, ended_at, \(StoreRules.progressColumns()))
            SELECT ?, user_id, started_at, ended_at, \(StoreRules.progressColumns())
            FROM gathers WHERE id = ?
            """,
            new, old
        )
        try connection.execute("UPDATE gather_players SET gather_id = ? WHERE gather_id = ?", new, old)
        try connection.execute("DELETE FROM gathers WHERE id = ?", old)
    }

    /// The server deleted it; a record left behind is never shown (the server's list decides).
    func remove(_ id: UUID) async {
        _ = try? await database.write { connection in
            try connection.execute("DELETE FROM gathers WHERE id = ?", id.uuidString)
        }
    }

    /// The ended matches among `recorded` whose result waits to be sent, newest started first.
    static func waitingResults(in recorded: [UUID: GatherRecord]) -> [(UUID, GatherRecord)] {
        recorded.filter(\.value.isWaitingResult).sorted { $0.value.startedAt > $1.value.startedAt }.map { ($0.key, $0.value) }
    }

    /// The progress from `column`: nil if never saved, the default one if the file holds something the
    /// app could not have saved.
    private static func progress(in row: SQLiteRow, from column: Int) -> GatherProgress? {
        do {
            return try StoreRules.progress(in: row, from: column)
        } catch {
            return GatherProgress()
        }
    }
}
