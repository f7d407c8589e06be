import StorageSupport

/// The local store's database layout, versioned with `PRAGMA user_version`.
enum Schema {
    static let migrations: [Migration] = [
        Migration(
            version: 1,
            statements: [
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
        Migration(
            version: 2,
            statements: [
                "ALTER TABLE gathers ADD COLUMN progress_team_a INTEGER",
                "ALTER TABLE gathers ADD COLUMN progress_team_b INTEGER",
                "ALTER TABLE gathers ADD COLUMN timer_duration INTEGER",
                "ALTER TABLE gathers ADD COLUMN timer_remaining INTEGER",
                "ALTER TABLE gathers ADD COLUMN timer_running INTEGER",
                // Finds a user's newest unfinished gather without visiting their history.
                "CREATE INDEX unfinished_gathers_by_user ON gathers(user_id, started_at) WHERE score IS NULL",
            ]),
        // Goals credited to each player, saved with a running match's progress and
        // kept once it ends; a team's goals beyond these were credited to no one.
        Migration(
            version: 3,
            statements: [
                "ALTER TABLE gather_players ADD COLUMN goals INTEGER NOT NULL DEFAULT 0"
            ]),
        // A match has two halves.
        Migration(version: 4, statements: StoreRules.halvesStatements),
        // The players moved while a match is played, shown in its history.
        Migration(version: 5, statements: StoreRules.substitutionsStatements),
    ]
}
