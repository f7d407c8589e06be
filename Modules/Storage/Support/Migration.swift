import Domain

/// One step of a database's schema history. Released steps never change: a new
/// version appends a migration, and existing files catch up when opened.
public struct Migration: Sendable {
    let version: Int
    let statements: [String]
    /// Runs after the statements, in the same transaction: for data the new
    /// tables take over from somewhere else (files of an older version, say).
    let data: (@Sendable (SQLiteConnection) throws -> Void)?

    public init(version: Int, statements: [String], data: (@Sendable (SQLiteConnection) throws -> Void)? = nil) {
        self.version = version
        self.statements = statements
        self.data = data
    }
}

extension [Migration] {
    /// The version a file has once every migration ran.
    var latestVersion: Int { last?.version ?? 0 }
}

extension SQLiteConnection {
    /// Applies the missing migrations, recording the version in `PRAGMA user_version`,
    /// in one transaction: a crash or a second process never sees a half-made schema.
    func migrate(with migrations: [Migration]) throws {
        let latest = migrations.latestVersion
        try transaction {
            let current = try query("PRAGMA user_version").first?.int(0) ?? 0
            guard current <= latest else {
                throw ServiceError.unavailable(
                    "the database at \(path) was made by a newer version of Football Gather "
                        + "(schema \(current), this one knows up to \(latest)); update Football Gather to open it"
                )
            }
            if current == 0, try query("SELECT 1 FROM sqlite_schema LIMIT 1").isEmpty == false {
                // Another program's database: refuse it rather than mix our tables into it.
                throw ServiceError.notAFootballGatherDatabase(at: path)
            }
            for migration in migrations where migration.version > current {
                for statement in migration.statements {
                    try execute(statement)
                }
                try migration.data?(self)
                // PRAGMA takes no bound parameters; the version is our own integer.
                try execute("PRAGMA user_version = \(migration.version)")
            }
        }
    }
}
