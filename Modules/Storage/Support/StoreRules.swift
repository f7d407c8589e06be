import Domain
import Foundation
import GathersInterface

// Rules every store applies the same way, so swapping one store for another
// never changes what the user sees. Every store lists players in Domain's
// `NameOrder` (`sortedByName()`), sorted in Swift after reading them.

extension Result where Failure == ValidationError {
    /// The valid value, or the refusal as the `ServiceError` stores throw.
    public func orInvalid() throws(ServiceError) -> Success {
        switch self {
        case .success(let value): value
        case .failure(let error): throw .invalid(error)
        }
    }
}

public enum StoreRules {
    /// A gather keeps a copy of each player's name: it must be a valid name, stored trimmed.
    /// A gather just started has no goals yet.
    public static func validated(_ player: GatherPlayer) throws(ServiceError) -> GatherPlayer {
        var valid = player
        valid.goals = 0
        valid.name = try Validation.playerName(player.name).orInvalid()
        return valid
    }

    /// A match brought in finished: a readable score, the winner it implies when none is given,
    /// valid names, and goals in the score's range (no player scoring more than their team did).
    public static func validated(finished gather: Gather) throws(ServiceError) -> (gather: Gather, score: Score, winner: Winner) {
        guard let score = gather.score else { throw .invalid(.required(field: .score)) }
        try validate(score)
        let winner = gather.winner ?? score.winner
        var valid = gather
        valid.winner = winner
        valid.players = try gather.players.map { player throws(ServiceError) in
            var kept = try validated(player)
            let teamGoals = player.team == .teamA ? score.teamA : player.team == .teamB ? score.teamB : 0
            guard (0...teamGoals).contains(player.goals) else { throw .invalid(.outOfRange(field: .goals, range: 0...teamGoals)) }
            kept.goals = player.goals
            return kept
        }
        return (valid, score, winner)
    }

    /// A score outside 0…99 could not be read back from its stored form.
    public static func validate(_ score: Score) throws(ServiceError) {
        for goals in [score.teamA, score.teamB] where !Score.range.contains(goals) {
            throw .invalid(.outOfRange(field: .score, range: Score.range))
        }
    }

    /// A running gather's progress: a readable score, a settable duration, and
    /// time remaining that the countdown could have reached.
    public static func validate(_ progress: GatherProgress) throws(ServiceError) {
        try validate(progress.score)
        if let halfTime = progress.halfTimeScore { try validate(halfTime) }
        let timer = progress.timer
        guard GatherTimer.durationRange.contains(timer.duration) else {
            throw .invalid(.outOfRange(field: .timerDuration, range: GatherTimer.durationRange))
        }
        guard (0...timer.duration).contains(timer.remaining) else {
            throw .invalid(.outOfRange(field: .timeRemaining, range: 0...timer.duration))
        }
        for (index, goals) in progress.goals where index < 0 || !Score.range.contains(goals) {
            throw .invalid(.outOfRange(field: .goals, range: Score.range))
        }
        guard progress.goals.values.reduce(0, +) <= progress.score.teamA + progress.score.teamB else {
            throw .invalid(.outOfRange(field: .goals, range: 0...(progress.score.teamA + progress.score.teamB)))
        }
    }

    /// Adds what a match's two halves need to a `gathers` table, in both SQLite files: the half its clock
    /// is in (1 or 2; NULL, from before, is the one its time left says), and the score when the first
    /// half ended, kept once the match ends.
    public static let halvesStatements = [
        "ALTER TABLE gathers ADD COLUMN timer_half INTEGER",
        "ALTER TABLE gathers ADD COLUMN half_time_team_a INTEGER",
        "ALTER TABLE gathers ADD COLUMN half_time_team_b INTEGER",
    ]

    /// Adds the players moved while a match is played to both SQLite files: who (by ordinal), where to,
    /// and how long the clock had run, in the order they moved; they go with their match.
    public static let substitutionsStatements = [
        """
        CREATE TABLE gather_substitutions (
            gather_id TEXT NOT NULL REFERENCES gathers(id) ON DELETE CASCADE,
            sequence INTEGER NOT NULL,
            ordinal INTEGER NOT NULL,
            team TEXT NOT NULL,
            elapsed INTEGER NOT NULL,
            PRIMARY KEY (gather_id, sequence)
        )
        """
    ]

    /// The substitutions of the gathers `gathersSQL` selects (a query of gather ids taking `parameters`,
    /// the one that reads the gathers themselves), by gather, each match's in the order they were made.
    public static func substitutions(
        in connection: SQLiteConnection, ofGathers gathersSQL: String, _ parameters: any SQLiteConvertible...
    ) throws -> [UUID: [GatherSubstitution]] {
        let sql = "SELECT gather_id, ordinal, team, elapsed FROM gather_substitutions WHERE gather_id IN (\(gathersSQL)) ORDER BY gather_id, sequence"
        var byGather: [UUID: [GatherSubstitution]] = [:]
        for row in try connection.query(sql, parameters, row: { $0 }) {
            guard let id = row.text(0).flatMap(UUID.init(uuidString:)), let ordinal = row.int(1), let team: Team = row.rawValue(2),
                let elapsed = row.int(3)
            else { throw ServiceError.unexpected("the database holds an unreadable substitution") }
            byGather[id, default: []].append(GatherSubstitution(ordinal: ordinal, team: team, elapsed: elapsed))
        }
        return byGather
    }

    /// A running gather's progress as both SQLite files keep it on its `gathers` row, these columns in
    /// this order (`prefix`: the table's alias in a join, with its dot).
    public static func progressColumns(_ prefix: String = "") -> String {
        [
            "progress_team_a", "progress_team_b", "timer_duration", "timer_remaining", "timer_running",
            "timer_half", "half_time_team_a", "half_time_team_b",
        ].map { prefix + $0 }.joined(separator: ", ")
    }

    /// The score in two columns from `column` (a result waiting to be sent, a half-time score): nil if
    /// none is kept, or if it is not one the app could have kept.
    public static func score(in row: SQLiteRow, from column: Int) -> Score? {
        guard let teamA = row.int(column), let teamB = row.int(column + 1) else { return nil }
        return Score("\(teamA)-\(teamB)")
    }

    /// The progress in the `progressColumns` from `column`: nil if it was never saved; thrown if it is
    /// one the app could not have saved (a hand-edited file). A match saved before halves were kept has
    /// the half its time left says, and no half-time score.
    public static func progress(in row: SQLiteRow, from column: Int) throws(ServiceError) -> GatherProgress? {
        guard let teamA = row.int(column) else { return nil }
        let unreadable = ServiceError.unexpected("the database holds an unreadable gather progress")
        guard let teamB = row.int(column + 1), let duration = row.int(column + 2), let remaining = row.int(column + 3),
            let running = row.int(column + 4)
        else { throw unreadable }
        var half: MatchHalf?
        if let number = row.int(column + 5) {
            guard let known = MatchHalf(rawValue: number) else { throw unreadable }
            half = known
        }
        let halfTime = row.int(column + 6).flatMap { teamA in row.int(column + 7).map { Score(teamA: teamA, teamB: $0) } }
        let progress = GatherProgress(
            score: Score(teamA: teamA, teamB: teamB),
            timer: GatherTimer(duration: duration, remaining: remaining, isRunning: running != 0, half: half),
            halfTimeScore: halfTime
        )
        do {
            try validate(progress)
        } catch {
            throw unreadable
        }
        return progress
    }

    /// The goals a gather with `playerCount` players keeps: scorers only, of players it has.
    public static func keptGoals(_ goals: [Int: Int], playerCount: Int) -> [Int: Int] {
        goals.filter { (0..<playerCount).contains($0.key) && $0.value > 0 }
    }
}

extension SQLiteConnection {
    /// Applies `change` to running gather `id`, whose `gathers` row holds `stored` (its score and
    /// clock) and whose `gather_players` rows hold its goals; writes only what changed. Both
    /// SQLite files lay a gather out this way. Call it in the transaction that found the gather
    /// running, so nothing comes between the read and the write.
    public func changeProgress<Outcome: Sendable>(
        ofGather id: UUID,
        stored: GatherProgress,
        _ change: (inout GatherProgress) -> Outcome
    ) throws -> ProgressChange<Outcome> {
        let rows = try query(Self.goalsSQL, id.uuidString)
        var before = stored
        before.goals = rows.reduce(into: [:]) { goals, row in
            if let ordinal = row.int(0), let count = row.int(1), count > 0 { goals[ordinal] = count }
        }
        var after = before
        let outcome = change(&after)
        if after != before {
            try StoreRules.validate(after)
            after.goals = StoreRules.keptGoals(after.goals, playerCount: rows.count)
        }
        if after != before {
            try execute(
                Self.progressUpdateSQL,
                after.score.teamA, after.score.teamB, after.timer.duration, after.timer.remaining, after.timer.isRunning,
                after.timer.half.rawValue, after.halfTimeScore?.teamA, after.halfTimeScore?.teamB, id.uuidString
            )
            if after.goals != before.goals { try setGoals(after.goals, ofGather: id) }
        }
        return ProgressChange(outcome: outcome, before: before, after: after)
    }

    /// Sets the goals of gather `id`'s players (keyed by ordinal) in a `gather_players`
    /// table; only rows whose goals change are written, since this runs on every tick.
    public func setGoals(_ goals: [Int: Int], ofGather id: UUID) throws {
        let scorers = "," + goals.keys.sorted().map(String.init).joined(separator: ",") + ","
        try execute(Self.clearGoalsSQL, id.uuidString, scorers)
        for (ordinal, count) in goals {
            try execute(Self.setGoalsSQL, count, id.uuidString, ordinal, count)
        }
    }

    /// Moves gather `id`'s player at `index` to `team`, noting when, as the clock stored stands; no such
    /// player is `notFound`. Both SQLite files keep a gather's players this way; call it in the
    /// transaction that found the gather running.
    public func substitute(_ team: Team, ofPlayerAt index: Int, inGather id: UUID) throws {
        try execute("UPDATE gather_players SET team = ? WHERE gather_id = ? AND ordinal = ?", team, id.uuidString, index)
        guard changes > 0 else { throw ServiceError.notFound }
        try execute(
            """
            INSERT INTO gather_substitutions (gather_id, sequence, ordinal, team, elapsed)
            SELECT g.id, (SELECT COUNT(*) FROM gather_substitutions WHERE gather_id = g.id) + 1, ?, ?,
                   MAX(COALESCE(g.timer_duration - g.timer_remaining, 0), 0)
            FROM gathers g WHERE g.id = ?
            """, index, team, id.uuidString)
    }

    /// A gather's players' goals, by ordinal (one row per player).
    public static let goalsSQL = "SELECT ordinal, goals FROM gather_players WHERE gather_id = ?"
    public static let progressUpdateSQL = """
        UPDATE gathers
        SET progress_team_a = ?, progress_team_b = ?, timer_duration = ?, timer_remaining = ?, timer_running = ?,
            timer_half = ?, half_time_team_a = ?, half_time_team_b = ?
        WHERE id = ?
        """

    /// Takes the goals of the players not in `,0,3,` (the scorers' ordinals) back to none.
    public static let clearGoalsSQL =
        "UPDATE gather_players SET goals = 0 WHERE gather_id = ? AND goals <> 0 AND instr(?, ',' || ordinal || ',') = 0"
    public static let setGoalsSQL = "UPDATE gather_players SET goals = ? WHERE gather_id = ? AND ordinal = ? AND goals <> ?"
}
