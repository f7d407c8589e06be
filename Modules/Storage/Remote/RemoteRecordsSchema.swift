import StorageSupport

/// The layout of the web-service store's local records, versioned with `PRAGMA user_version`.
enum RemoteRecordsSchema {
    /// - Parameter legacy: the previous version's files, read into the tables as they are made.
    static func migrations(importing legacy: LegacyRecordFiles?) -> [Migration] {
        [
            Migration(
                version: 1,
                statements: [
                    // "Remember me" for this server: one row at most.
                    """
                    CREATE TABLE remembered_session (
                        only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
                        username TEXT NOT NULL,
                        user_id TEXT,
                        token TEXT
                    )
                    """,
                    // A gather this machine started: the server has its id and result,
                    // not its dates nor a running match's score and clock.
                    """
                    CREATE TABLE gathers (
                        id TEXT PRIMARY KEY,
                        user_id TEXT NOT NULL,
                        started_at REAL NOT NULL,
                        ended_at REAL,
                        progress_team_a INTEGER,
                        progress_team_b INTEGER,
                        timer_duration INTEGER,
                        timer_remaining INTEGER,
                        timer_running INTEGER
                    )
                    """,
                    "CREATE INDEX gathers_by_user ON gathers(user_id)",
                    // Every player's team, the bench and guests too: the server keeps only Team A and B.
                    """
                    CREATE TABLE gather_players (
                        gather_id TEXT NOT NULL REFERENCES gathers(id) ON DELETE CASCADE,
                        ordinal INTEGER NOT NULL,
                        player_id INTEGER,
                        name TEXT NOT NULL,
                        position TEXT,
                        skill TEXT,
                        team TEXT NOT NULL,
                        PRIMARY KEY (gather_id, ordinal)
                    )
                    """,
                ],
                data: legacy?.importRows(into:)
            ),
            // Goals credited to each player: the server keeps only the score.
            Migration(
                version: 2,
                statements: [
                    "ALTER TABLE gather_players ADD COLUMN goals INTEGER NOT NULL DEFAULT 0"
                ]),
            // The roster and history as last loaded, per user: shown read-only while the server is away.
            Migration(
                version: 3,
                statements: [
                    """
                    CREATE TABLE last_loaded (
                        user_id TEXT NOT NULL,
                        kind TEXT NOT NULL,
                        loaded_at REAL NOT NULL,
                        json TEXT NOT NULL,
                        PRIMARY KEY (user_id, kind)
                    )
                    """
                ]),
            // The players the server lists for finished gathers started elsewhere, fetched once each:
            // a finished gather's players don't change.
            Migration(
                version: 4,
                statements: [
                    """
                    CREATE TABLE fetched_gather_players (
                        user_id TEXT NOT NULL,
                        gather_id TEXT NOT NULL,
                        json TEXT NOT NULL,
                        PRIMARY KEY (user_id, gather_id)
                    )
                    """
                ]),
            // The matches an import created on the server and has not finished: removed by the next
            // import if the one that made them died midway (see RemoteImportJournal).
            Migration(
                version: 5,
                statements: [
                    """
                    CREATE TABLE unfinished_imports (
                        token TEXT PRIMARY KEY,
                        user_id TEXT NOT NULL,
                        gather_id TEXT
                    )
                    """
                ]),
            // What a match played while the server was away still has to send (see RemoteGatherRecords.Waiting),
            // the result it ended with, and which of those matches a journaled sending is making.
            Migration(
                version: 6,
                statements: [
                    "ALTER TABLE gathers ADD COLUMN waiting TEXT",
                    "ALTER TABLE gathers ADD COLUMN result_team_a INTEGER",
                    "ALTER TABLE gathers ADD COLUMN result_team_b INTEGER",
                    "ALTER TABLE unfinished_imports ADD COLUMN waiting_id TEXT",
                ]),
            // A match has two halves, kept as the local store keeps them.
            Migration(version: 7, statements: StoreRules.halvesStatements),
            // The players moved while a match is played, kept as the local store keeps them.
            Migration(version: 8, statements: StoreRules.substitutionsStatements),
        ]
    }
}
