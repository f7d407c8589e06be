import Domain

/// One step of the schema's history. Released steps never change: a new
/// version appends a migration, and existing files catch up on open.
struct Migration: Sendable {
    let version: Int
    let statements: [String]
}

/// The database layout, versioned with `PRAGMA user_version`.
enum Schema {
    static let migrations: [Migration] = [
        Migration(version: 1, statements: [
            """
            CREATE TABLE users (
                id INTEGER PRIMARY KEY,
                username TEXT NOT NULL UNIQUE,
                password_hash TEXT NOT NULL
            )
            """,
            // AUTOINCREMENT: a deleted player's id is never handed to a new one.
            """
            CREATE TABLE players (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                age INTEGER,
                position TEXT,
                skill TEXT,
                favourite_team TEXT
            )
            """,
            "CREATE INDEX players_by_user ON players(user_id)",
            """
            CREATE TABLE gathers (
                id TEXT PRIMARY KEY,
                user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                started_at REAL,
                ended_at REAL,
                score TEXT,
                winner TEXT
            )
            """,
            "CREATE INDEX gathers_by_user ON gathers(user_id, ended_at)",
            // The copied name, position and skill keep the history readable after
            // the player is deleted (player_id then becomes NULL).
            """
            CREATE TABLE gather_players (
                gather_id TEXT NOT NULL REFERENCES gathers(id) ON DELETE CASCADE,
                player_id INTEGER REFERENCES players(id) ON DELETE SET NULL,
                name TEXT NOT NULL,
                position TEXT,
                skill TEXT,
                team TEXT NOT NULL,
                ordinal INTEGER NOT NULL,
                PRIMARY KEY (gather_id, ordinal)
            )
            """,
            // Lets a player's deletion find the rows to set to NULL without a full scan.
            "CREATE INDEX gather_players_by_player ON gather_players(player_id)",
            "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        ]),
        // A running gather's score and clock, saved on every change so a match
        // survives the app being killed. NULL until the first save (then the
        // progress is the default 0-0, 10:00 stopped); ignored once `score` is set.
        Migration(version: 2, statements: [
            "ALTER TABLE gathers ADD COLUMN progress_team_a INTEGER",
            "ALTER TABLE gathers ADD COLUMN progress_team_b INTEGER",
            "ALTER TABLE gathers ADD COLUMN timer_duration INTEGER",
            "ALTER TABLE gathers ADD COLUMN timer_remaining INTEGER",
            "ALTER TABLE gathers ADD COLUMN timer_running INTEGER",
            // Finds a user's newest unfinished gather without visiting their history.
            "CREATE INDEX unfinished_gathers_by_user ON gathers(user_id, started_at) WHERE score IS NULL",
        ]),
    ]

    /// Applies the missing migrations in one transaction, so a crash or a second
    /// process never sees a half-made schema.
    static func migrate(_ connection: SQLiteConnection, with migrations: [Migration]) throws {
        let latest = migrations.latestVersion
        try connection.transaction {
            let current = try connection.query("PRAGMA user_version").first?.int(0) ?? 0
            guard current <= latest else {
                throw ServiceError.unavailable(
                    "the database at \(connection.path) was made by a newer version of Football Gather "
                        + "(schema \(current), this one knows up to \(latest)); update Football Gather to open it"
                )
            }
            if current == 0, try connection.query("SELECT 1 FROM sqlite_schema LIMIT 1").isEmpty == false {
                // Another program's database: refuse it rather than mix our tables into it.
                throw ServiceError.notAFootballGatherDatabase(at: connection.path)
            }
            for migration in migrations where migration.version > current {
                for statement in migration.statements {
                    try connection.execute(statement)
                }
                // PRAGMA takes no bound parameters; the version is our own integer.
                try connection.execute("PRAGMA user_version = \(migration.version)")
            }
        }
    }
}

extension [Migration] {
    /// The version a file has once every migration ran.
    var latestVersion: Int { last?.version ?? 0 }
}
