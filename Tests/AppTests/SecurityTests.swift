import Domain
import Foundation
import SQLiteStorage
import TestSupport
import Testing

@testable import FootballGatherApp
@testable import StorageSupport

/// Secrets stay secret and accounts stay apart, checked on the files the real binary writes.
@Suite struct SecretsTests {
    static let password = "Tr0ub4dor&3-horse"

    /// Slow set (each real hash costs a third of a second); in every run, SQLiteStoreTests checks the
    /// stored form with a fast hasher and PasswordHasherTests the default count.
    @Test(SlowTests.only) func passwordsAreStoredOnlyAsSaltedPBKDF2Hashes() async throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        // Two accounts with one password, and "remember me" on.
        let result = try await AppBinary.run(
            ["--data-dir", directory.url.path],
            lines: [
                "m", "r", "ann", Self.password, Self.password, "o", "r", "bob", Self.password, Self.password, "o",
                "u", "ann", Self.password,
            ])
        #expect(result.termination == .exited(0), "\(result.error)")
        #expect(!result.output.contains(Self.password), "the password was shown")

        let inspection = try DatabaseInspection(directory.database)
        let hashes = try inspection.connection.query("SELECT password_hash FROM users ORDER BY id").compactMap { $0.text(0) }
        #expect(hashes.count == 2)
        var salts: Set<String> = []
        for hash in hashes {
            let parts = hash.split(separator: "$", omittingEmptySubsequences: false).map(String.init)
            #expect(parts.count == 4 && parts[0] == "pbkdf2-sha256", "\(hash)")
            guard parts.count == 4 else { continue }
            #expect(Int(parts[1]) == PasswordHasher.defaultIterations)
            #expect(Data(base64Encoded: parts[2])?.count == 16, "a 16-byte salt")
            #expect(Data(base64Encoded: parts[3])?.count == 32, "a 32-byte key")
            #expect(PasswordHasher.pbkdf2().verify(Self.password, against: hash))
            salts.insert(parts[2])
        }
        #expect(Set(hashes).count == 2, "one password, two accounts: two different hashes")
        #expect(salts.count == 2)
        // "Remember me" keeps the username, nothing else.
        let settings = try inspection.connection.query("SELECT key, value FROM settings")
        #expect(settings == [SQLiteRow(values: [.text("remembered_username"), .text("ann")])])
        // Neither the password nor an encoding of it is in any file.
        let forms = [
            Data(Self.password.utf8), Data(Self.password.utf8).base64EncodedData(), Data(Self.password.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        ]
        for file in try directory.files() {
            for form in forms { #expect(file.bytes.range(of: form) == nil, "\(file.name) holds the password") }
        }
    }

    /// Whatever the umask, the directory is 0700 and every file SQLite writes in it is 0600:
    /// checked while the app runs, when the -wal and -shm files exist.
    @Test func theDataDirectoryIs0700_andEveryDataFile0600_evenWithUmask000() async throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        var environment = AppBinary.environment()
        environment["FG_BINARY"] = AppBinary.url.path
        environment["FG_DATA"] = directory.url.path
        let child = try ChildProcess(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: [
                "-c", #"umask 000; exec "$FG_BINARY" --data-dir "$FG_DATA""#,
            ], environment: environment)
        // The first screen is drawn once the file is open and its schema written: no account is
        // needed (registering would cost a real password hash).
        #expect(await child.waitFor("· Login") != nil, "\(child.errorText)")

        let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(files == ["footballgather.sqlite", "footballgather.sqlite-shm", "footballgather.sqlite-wal"])
        #expect(try Self.mode(of: directory.url.path) == 0o700)
        for name in files {
            #expect(try Self.mode(of: directory.url.appendingPathComponent(name).path) == 0o600, "\(name)")
        }
        #expect(await child.finish() == .exited(0))
        #expect(try Self.mode(of: directory.database.path) == 0o600)
    }

    static func mode(of path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }
}

/// One account never sees, changes or deletes another's players or matches, whatever
/// numbers it types: the rows the screens number are its own.
@MainActor
@Suite struct IsolationTests {
    static let othersNames = ["Ann Smith", "Carla Díaz", "山田太郎⚽"]

    @Test func anAccountWithoutPlayers_typingNumbers_neitherSeesNorTouchesAnothersRows() async throws {
        try await isolationCheck(as: "newcomer", lines: ["r", "newcomer", "pass-word", "pass-word"] + Self.probes)
    }

    @Test func anAccountWithItsOwnPlayer_typingNumbers_onlyReachesItsOwnRows() async throws {
        try await isolationCheck(
            as: "bob",
            lines: ["l", "bob", "pass-word"] + Self.probes + [
                "1", "1", "Zed Two", "b", "d 1", "y", "d 2", "y", "d 3", "y", "d 4", "y",
            ])
    }

    /// Row numbers and actions that would reach another account's data if anything leaked:
    /// the other account has four players (ids 1–4), a finished and an unfinished match.
    static let probes = [
        "1", "b", "2", "b", "3", "4", "5", "d 1", "y", "d 2", "y", "d 4", "y", "s 1 2 3 4", "c", "start", "x", "s 1 2", "c",
        "auto", "start", "end", "y", "h", "1", "2", "b", "b", "resume", "discard", "y", "0", "-1", "99999",
    ]

    private func isolationCheck(as username: String, lines: [String]) async throws {
        let directory = TemporaryDataDirectory()
        try directory.create()
        defer { directory.remove() }
        let seeded = try await SeededRoster.create(at: directory.database)
        let annsRows = { () throws -> [[SQLiteRow]] in
            let connection = try DatabaseInspection(directory.database).connection
            return [
                try connection.query("SELECT * FROM players WHERE user_id = ? ORDER BY id", seeded.ann),
                try connection.query("SELECT * FROM gathers WHERE user_id = ? ORDER BY rowid", seeded.ann),
                try connection.query(
                    """
                    SELECT gp.* FROM gather_players gp JOIN gathers g ON g.id = gp.gather_id WHERE g.user_id = ? ORDER BY gp.rowid
                    """, seeded.ann),
            ]
        }
        let before = try annsRows()

        let terminal = ScriptedTerminal(lines: lines, width: 120)
        let status = await FootballGatherApp.run(services: try AppServices.sqlite(directory.database), terminal: terminal)

        #expect(status == 0)
        #expect(try annsRows() == before, "another account's rows changed")
        for name in Self.othersNames {
            #expect(!terminal.output.contains(name), "\(username) saw \(name)")
        }
        #expect(!terminal.output.contains("An unfinished match"), "\(username) was offered another account's match")
        #expect(!terminal.output.contains("2–1"), "\(username) saw another account's result")
        #expect(try DatabaseInspection(directory.database).problems() == [])
    }
}

/// Signals other than Ctrl-C end the app with the documented statuses (143 for
/// SIGTERM, 129 for a closed terminal's SIGHUP), the database intact.
@Suite struct SignalTests {
    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGINT, Int32(130))])
    func aSignalEndsTheAppWithItsStatus(signal: Int32, status: Int32) async throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try await AppBinary.makeAccount("ann", password: "pass-word", in: directory.url)
        let child = try ChildProcess(AppBinary.url, arguments: ["--data-dir", directory.url.path], environment: AppBinary.environment())
        child.send(lines: ["l", "ann", "pass-word", "a", "Ann", "", "", "", ""])
        #expect(await child.waitFor("Players (1)") != nil, "\(child.errorText)")

        child.kill(signal)

        #expect(await child.waitForExit() == .exited(status))
        let inspection = try DatabaseInspection(directory.database)
        #expect(try inspection.problems() == [])
        #expect(try inspection.playerNames(of: "ann") == ["Ann"])
    }
}
