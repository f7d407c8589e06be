import Domain
import Foundation
import SQLiteStorage
import StorageSupport
import TestSupport

@testable import FootballGatherApp

/// A Football Gather database for tests that look at it from outside the app:
/// every row of every table, and every rule a healthy file keeps.
struct DatabaseInspection {
    let file: URL
    let connection: SQLiteConnection

    init(_ file: URL) throws {
        self.file = file
        connection = try SQLiteConnection(path: file.path)
    }

    static let tables = ["users", "players", "sqlite_sequence", "gathers", "gather_players", "settings"]

    /// Every row of every table, in storage order: equal dumps mean nothing changed.
    func dump() throws -> [String: [SQLiteRow]] {
        var rows: [String: [SQLiteRow]] = [:]
        for table in Self.tables {
            rows[table] = try connection.query("SELECT * FROM \(table) ORDER BY rowid")
        }
        return rows
    }

    /// What is wrong with the file; empty when SQLite's own check, the foreign keys
    /// and the rules the schema can't state all hold.
    func problems() throws -> [String] {
        var problems: [String] = []
        let integrity = try connection.query("PRAGMA integrity_check").compactMap { $0.text(0) }
        if integrity != ["ok"] { problems.append("integrity_check: \(integrity.prefix(5))") }
        let foreignKeys = try connection.query("PRAGMA foreign_key_check")
        if !foreignKeys.isEmpty { problems.append("foreign_key_check: \(foreignKeys.prefix(5))") }
        let rules: [(String, String)] = [
            ("team rows of a gather that does not exist", "SELECT COUNT(*) FROM gather_players WHERE gather_id NOT IN (SELECT id FROM gathers)"),
            ("players of a user that does not exist", "SELECT COUNT(*) FROM players WHERE user_id NOT IN (SELECT id FROM users)"),
            ("gathers of a user that does not exist", "SELECT COUNT(*) FROM gathers WHERE user_id NOT IN (SELECT id FROM users)"),
            (
                "a gather holding another user's player",
                """
                SELECT COUNT(*) FROM gather_players gp JOIN gathers g ON g.id = gp.gather_id
                JOIN players p ON p.id = gp.player_id WHERE p.user_id != g.user_id
                """
            ),
            (
                "a finished gather without a readable score or winner",
                """
                SELECT COUNT(*) FROM gathers WHERE score IS NOT NULL
                AND (score NOT GLOB '[0-9]*-[0-9]*' OR winner NOT IN ('Team A', 'Team B', 'None') OR ended_at IS NULL)
                """
            ),
            ("a team that is not Team A, Team B or Bench", "SELECT COUNT(*) FROM gather_players WHERE team NOT IN ('Team A', 'Team B', 'Bench')"),
            (
                "a score outside 0…99",
                """
                SELECT COUNT(*) FROM gathers WHERE progress_team_a NOT BETWEEN 0 AND 99 OR progress_team_b NOT BETWEEN 0 AND 99
                """
            ),
            ("a password stored in another form than PBKDF2", "SELECT COUNT(*) FROM users WHERE password_hash NOT LIKE 'pbkdf2-sha256$%$%$%'"),
        ]
        for (rule, sql) in rules {
            let count = try connection.query(sql).first?.int(0) ?? -1
            if count != 0 { problems.append("\(count) × \(rule)") }
        }
        return problems
    }

    /// The names of a user's players in the order they were added.
    func playerNames(of username: String) throws -> [String] {
        try connection.query(
            "SELECT p.name FROM players p JOIN users u ON u.id = p.user_id WHERE u.username = ? ORDER BY p.id", username
        ).compactMap { $0.text(0) }
    }
}

/// A data directory in the temporary folder, removed by `remove()`.
struct TemporaryDataDirectory {
    let url = ScratchSpace.root.appendingPathComponent("fg-\(UUID().uuidString)", isDirectory: true)

    var database: URL { url.appendingPathComponent(DataDirectory.databaseFileName) }

    func create() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Every entry in the directory with its bytes (the database, its -wal and -shm,
    /// anything else); a directory shows as its name with a slash, and no bytes.
    func files() throws -> [(name: String, bytes: Data)] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().map { name in
            var isDirectory: ObjCBool = false
            let path = url.appendingPathComponent(name)
            _ = FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory)
            return isDirectory.boolValue ? (name + "/", Data()) : (name, try Data(contentsOf: path))
        }
    }
}

/// The app's services on a SQLite file, as `FootballGatherApp` builds them, with a test clock.
extension AppServices {
    static func sqlite(
        _ file: URL, hasher: PasswordHasher = .fast, clock: ManualClock = ManualClock(), storageDescription: String = "test"
    ) throws -> AppServices {
        let store = try SQLiteStore(fileURL: file, passwordHasher: hasher)
        return AppServices(
            authentication: store, rememberedUsernames: store, userServices: store, storageDescription: storageDescription,
            clock: clock, timeZone: TimeZone(identifier: "UTC") ?? .current
        )
    }
}

/// The binary and the environment tests run it with.
enum AppBinary {
    static var url: URL { BinaryTests.binary }

    /// The test's environment: plain text, 80 columns, the local store in the directory given.
    static func environment(_ changes: [String: String?] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "80"
        environment["FOOTBALLGATHER_DATA_DIR"] = nil
        environment["FOOTBALLGATHER_SERVER"] = nil
        for (key, value) in changes { environment[key] = value }
        return environment
    }

    /// An account (with players) written to the database by the store, for tests of what
    /// comes after registering: its password hash takes one PBKDF2 iteration, so the binary
    /// logs in at once (registering through the binary costs 600 000, about 0.3 s of CPU).
    static func makeAccount(_ username: String, password: String, players: [PlayerDetails] = [], in directory: URL) async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = try SQLiteStore(fileURL: directory.appending(path: DataDirectory.databaseFileName), passwordHasher: .fast)
        let user = try await store.register(Credentials(username: username, password: password))
        for details in players {
            _ = try await store.playersService(for: user).add(details)
        }
    }

    /// Runs the binary on `lines` through a pipe and returns when it ends.
    static func run(
        _ arguments: [String], lines: [String] = [], environment: [String: String] = environment(), timeout: Duration = .seconds(120)
    ) async throws -> (termination: ChildProcess.Termination, output: String, error: String, bytes: [UInt8]) {
        let child = try ChildProcess(url, arguments: arguments, environment: environment)
        child.send(lines: lines)
        let termination = await child.finish(timeout: timeout)
        return (termination, child.text, child.errorText, child.output)
    }
}
