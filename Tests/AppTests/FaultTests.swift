import Domain
import Foundation
import SQLiteStorage
import SeededRandom
import StorageSupport
import TestSupport
import Testing

/// Files that are not what they should be: the binary says so and exits with 1,
/// and the file is left exactly as it was (no write, no "repair", nothing added beside it).
@Suite struct DamagedFileTests {
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case randomBytes = "random bytes"
        case truncatedToHalf = "a valid database cut to half its pages"
        case truncatedMidPage = "a valid database cut in the middle of a page"
        case damagedTablePage = "a valid database with a damaged table page"
        case damagedCells = "a valid database with damaged cells in a page"
        case anotherProgramsDatabase = "another program's database"
        case aNewerVersion = "a database from a newer Football Gather"
        case aDirectory = "a directory where the file should be"

        var testDescription: String { rawValue }

        /// What stderr must say.
        var message: String {
            switch self {
            case .aNewerVersion: "was made by a newer version of Football Gather"
            case .aDirectory: "cannot open"
            default: "is damaged or is not a Football Gather database"
            }
        }
    }

    /// Every run tries one damage of each message; the slow set tries them all, and
    /// SQLiteFaultTests finds a damaged page and a file cut short in-process.
    @Test(arguments: SlowTests.enabled ? Damage.allCases : [.damagedTablePage, .aNewerVersion, .aDirectory])
    func isReportedWithStatus1_andLeftUntouched(damage: Damage) async throws {
        let directory = TemporaryDataDirectory()
        try directory.create()
        defer { directory.remove() }
        try await Self.make(damage, at: directory)
        let before = try directory.files()
        let beforeDatabase = try? Data(contentsOf: directory.database)

        let result = try await AppBinary.run(["--data-dir", directory.url.path], lines: ["r", "eve", "pass-word", "pass-word", "a", "Eve", "", "", "", ""])

        #expect(result.termination == .exited(1))
        #expect(result.error.hasPrefix("footballgather: Storage is unavailable: "), "\(result.error)")
        #expect(result.error.contains(damage.message), "\(result.error)")
        #expect(result.error.contains(directory.database.path), "\(result.error)")
        #expect(!result.output.contains("Football Gather · Login"), "the app started on a damaged file")
        #expect(try directory.files().map(\.name) == before.map(\.name), "files appeared or vanished")
        #expect(try directory.files().map(\.bytes) == before.map(\.bytes), "a file was changed")
        if let beforeDatabase { #expect(try Data(contentsOf: directory.database) == beforeDatabase) }
    }

    /// A healthy file of several dozen pages, written by the app's store: an account,
    /// 200 players, a finished match. (Through the store, not the binary: typing 200
    /// players into a debug build redraws a growing list 200 times, for nothing tested here.)
    static func healthyDatabase(at directory: TemporaryDataDirectory) async throws -> Data {
        let store = try SQLiteStore(fileURL: directory.database, passwordHasher: .fast)
        let ann = try await store.register(Credentials(username: "ann", password: "password"))
        let players = store.playersService(for: ann)
        var added: [Player] = []
        for number in 1...200 {
            let details = PlayerDetails(
                name: "Player \(number) with a longer name", age: 30, position: .defender, skill: .amateur, favouriteTeam: "Some Football Club")
            added.append(try await players.add(details))
        }
        let gathers = store.gathersService(for: ann)
        let teams = [GatherPlayer(player: added[0], team: .teamA), GatherPlayer(player: added[1], team: .teamB)]
        let gather = try await gathers.startGather(with: teams, at: Date(timeIntervalSince1970: 1_795_000_000))
        try await gathers.endGather(id: gather.id, score: Score(teamA: 1, teamB: 0), at: Date(timeIntervalSince1970: 1_795_003_600))
        try DatabaseInspection(directory.database).connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return try Data(contentsOf: directory.database)
    }

    static func make(_ damage: Damage, at directory: TemporaryDataDirectory) async throws {
        let file = directory.database
        switch damage {
        case .randomBytes:
            var generator = SeededGenerator(seed: 99)
            try Data((0..<8_192).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: file)
        case .truncatedToHalf:
            let bytes = try await healthyDatabase(at: directory)
            try bytes.prefix(bytes.count / 4_096 / 2 * 4_096).write(to: file)
        case .truncatedMidPage:
            let bytes = try await healthyDatabase(at: directory)
            try bytes.prefix(bytes.count - 4_096 - 1_000).write(to: file)
        case .damagedTablePage, .damagedCells:
            var bytes = try await healthyDatabase(at: directory)
            let root =
                try DatabaseInspection(file).connection
                .query("SELECT rootpage FROM sqlite_schema WHERE name = 'players'").first?.int(0) ?? 4
            let pageSize = 4_096
            let page = damage == .damagedTablePage ? root : bytes.count / pageSize - 1
            let start = (page - 1) * pageSize + (damage == .damagedTablePage ? 0 : 100)
            let length = damage == .damagedTablePage ? 12 : 600
            bytes.replaceSubrange(start..<(start + length), with: Array(repeating: damage == .damagedTablePage ? 0x07 : 0xA5, count: length))
            try bytes.write(to: file)
        case .anotherProgramsDatabase:
            try SQLiteConnection(path: file.path).execute("CREATE TABLE users (email TEXT, password TEXT)")
        case .aNewerVersion:
            _ = try await healthyDatabase(at: directory)
            try SQLiteConnection(path: file.path).execute("PRAGMA user_version = 99")
        case .aDirectory:
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        }
        // The file was closed by whoever made it: nothing beside it.
        for suffix in ["-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: file.path + suffix)
        }
    }
}

/// Places the app can't write: it says so clearly, with status 1, before any screen.
@Suite struct UnwritableDataDirectoryTests {
    /// Under /proc nothing can be created, whoever runs the app (root included).
    @Test(arguments: ["/proc/footballgather-test", "/proc/self/footballgather", "/proc"])
    func aDirectoryThatCannotBeCreatedOrWritten(path: String) async throws {
        let result = try await AppBinary.run(["--data-dir", path], lines: ["l"])

        #expect(result.termination == .exited(1))
        #expect(result.error.hasPrefix("footballgather: Storage is unavailable: "), "\(result.error)")
        // Root can't create anything there; anyone else is not even allowed to try.
        #expect(["cannot create ", "is not writable"].contains { result.error.contains($0) }, "\(result.error)")
        #expect(result.error.contains(path), "\(result.error)")
        #expect(!result.error.contains("The operation could not be completed"), "Foundation's vague words: \(result.error)")
        #expect(!result.output.contains("Football Gather · Login"))
    }

    /// A read-only file system holding a good database (a read-only bind mount in a
    /// private mount namespace; needs `unshare -m`, i.e. root with CAP_SYS_ADMIN).
    @Test func aReadOnlyFileSystem_withADatabaseOnIt() async throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try await AppBinary.makeAccount("ann", password: "pass-word", players: [PlayerDetails(name: "Ann")], in: directory.url)
        let probe = try await AppBinary.shell(
            "unshare -m sh -c 'mount --bind \"$1\" \"$1\" && mount -o remount,ro,bind \"$1\" && touch \"$1/probe\"' sh \(directory.url.path)")
        guard probe.error.contains("Read-only file system") else {
            print("skipped: no private read-only mount here (\(probe.error.trimmingCharacters(in: .whitespacesAndNewlines)))")
            return
        }
        let before = try directory.files()
        let binary = AppBinary.url.path

        let result = try await AppBinary.shell(
            "unshare -m sh -c 'mount --bind \"$1\" \"$1\" && mount -o remount,ro,bind \"$1\" && exec \"$2\" --data-dir \"$1\"' sh \(directory.url.path) \(binary)",
            lines: ["l", "ann", "pass-word"]
        )

        #expect(result.termination == .exited(1))
        #expect(
            result.error.contains("footballgather: Storage is unavailable: the data directory \(directory.url.path) is on a read-only file system"),
            "\(result.error)")
        #expect(try directory.files().map(\.bytes) == before.map(\.bytes))
    }
}

/// A full disk, made with the file size limit (`ulimit -f`) and SIGXFSZ ignored, so
/// SQLite's writes fail the way they fail on a full disk: the user reads that there
/// is no room, keeps what was typed, loses nothing saved, and the file stays sound.
@Suite struct FullDiskTests {
    /// Slow set; in every run, `aDiskFullFromTheStart…` fills the disk under the binary, and
    /// AppRetryTests and the features' Presenter tests keep the form when a write fails.
    @Test(SlowTests.only) func aFullDiskMidSession_saysSo_andLosesNothingSaved() async throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try await AppBinary.makeAccount("ann", password: "pass-word", in: directory.url)
        let size = try Data(contentsOf: directory.database).count
        var lines = ["l", "ann", "pass-word"]
        // About a dozen fit (each commit adds a few 4 KiB pages to the WAL); the rest are typed at a full disk.
        for number in 1...100 {
            lines += ["a", "Player \(number) " + String(repeating: "x", count: 30), "30", "1", "2", String(repeating: "y", count: 45)]
        }

        // Room for the file as it is, the WAL index (32 KiB) and about a dozen players.
        let limitKiB = size / 1_024 + 80
        let result = try await AppBinary.shell(
            "trap '' XFSZ; ulimit -f \(limitKiB); exec \"$1\" --data-dir \"$2\"", arguments: [AppBinary.url.path, directory.url.path], lines: lines
        )

        #expect(result.termination == .exited(0), "\(result.error)")
        let full = "there is no room left to write \(directory.database.path) (File too large); free some space and try again"
        // Messages wrap at 80 columns, each line indented by one space; a long path wraps where it must.
        let unwrapped = result.output.replacingOccurrences(of: "\n ", with: " ")
        #expect(result.output.filter { !$0.isWhitespace }.contains(full.filter { !$0.isWhitespace }), "\(result.output.suffix(1_500))")
        #expect(unwrapped.contains("Type r to try again, or b to cancel."))
        let shown = KillLoopTests.lastCount(in: result.output)
        #expect(shown > 0, "no player was saved before the disk filled up")
        let inspection = try DatabaseInspection(directory.database)
        #expect(try inspection.problems() == [])
        #expect(try inspection.playerNames(of: "ann").count == shown)
    }

    @Test func aDiskFullFromTheStart_isReportedBeforeAnyScreen() async throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try directory.create()

        let result = try await AppBinary.shell(
            "trap '' XFSZ; ulimit -f 0; exec \"$1\" --data-dir \"$2\"", arguments: [AppBinary.url.path, directory.url.path], lines: ["l"]
        )

        #expect(result.termination == .exited(1))
        #expect(result.error.contains("footballgather: Storage is unavailable: there is no room left to write"), "\(result.error)")
    }
}

/// Two copies of the app on one database at once, as with two terminal windows.
/// 10 players each by default, 150 with `FOOTBALLGATHER_SLOW_TESTS=1`, which also starts two on a fresh directory 5 times.
@Suite struct ConcurrentProcessesTests {
    @Test func twoProcessesAddingToOneAccount_loseNothing_andNeverShowLocked() async throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try await AppBinary.makeAccount("ann", password: "pass-word", in: directory.url)
        let perProcess = SlowTests.count("FOOTBALLGATHER_CONCURRENT_PLAYERS", quick: 10, slow: 150)
        let children = try ["A", "B"].map { _ in
            try ChildProcess(AppBinary.url, arguments: ["--data-dir", directory.url.path], environment: AppBinary.environment())
        }
        for child in children { child.send(lines: ["l", "ann", "pass-word"]) }
        // Both logged in before either starts writing, so the writes overlap.
        for child in children { #expect(await child.waitFor("Football Gather · Players") != nil, "\(child.errorText)") }
        for (child, tag) in zip(children, ["A", "B"]) {
            child.send(lines: (1...perProcess).flatMap { ["a", "\(tag) \($0)", "", "", "", "", "1", "2", "\($0 % 120 + 1)", "b"] })
            child.closeInput()
        }
        var terminations: [ChildProcess.Termination] = []
        for child in children { terminations.append(await child.finish(timeout: .seconds(300))) }

        #expect(terminations == [.exited(0), .exited(0)])
        for child in children {
            for alarm in ["locked", "busy", "Storage is unavailable", "Something unexpected"] {
                #expect(!child.text.contains(alarm), "a process showed “\(alarm)”")
            }
        }
        let inspection = try DatabaseInspection(directory.database)
        #expect(try inspection.problems() == [])
        let names = try inspection.playerNames(of: "ann")
        #expect(names.count == 2 * perProcess, "lost: \(2 * perProcess - names.count)")
        #expect(Set(names) == Set(["A", "B"].flatMap { tag in (1...perProcess).map { "\(tag) \($0)" } }))
        // The edits made between the additions landed too.
        let ages = try inspection.connection.query("SELECT COUNT(*) FROM players WHERE age IS NOT NULL").first?.int(0) ?? 0
        #expect(ages > 0)
    }

    /// Slow set; in every run, `twoProcessesAddingToOneAccount` writes from two processes at once.
    @Test(SlowTests.only) func twoProcessesStartingOnAFreshDirectory_bothRegister() async throws {
        for _ in 1...SlowTests.count("FOOTBALLGATHER_CONCURRENT_STARTS", quick: 1, slow: 5) {
            let directory = TemporaryDataDirectory()
            defer { directory.remove() }
            let children = try ["ann", "bob"].map { name in
                let child = try ChildProcess(AppBinary.url, arguments: ["--data-dir", directory.url.path], environment: AppBinary.environment())
                child.send(lines: ["r", name, "pass-word", "pass-word", "a", name.capitalized, "", "", "", ""])
                return child
            }
            var terminations: [ChildProcess.Termination] = []
            for child in children { terminations.append(await child.finish()) }
            #expect(terminations == [.exited(0), .exited(0)], "\(children.map(\.errorText))")
            for child in children { #expect(child.text.contains("Players (1)"), "\(child.text.suffix(800))") }
        }
    }
}

extension AppBinary {
    /// Runs a shell command line (bash, for `ulimit -f` in KiB) with `$1`, `$2`… set to `arguments`.
    static func shell(
        _ command: String, arguments: [String] = [], lines: [String] = [], timeout: Duration = .seconds(120)
    ) async throws -> (termination: ChildProcess.Termination, output: String, error: String) {
        let child = try ChildProcess(URL(fileURLWithPath: "/bin/bash"), arguments: ["-c", command, "bash"] + arguments, environment: environment())
        child.send(lines: lines)
        let termination = await child.finish(timeout: timeout)
        return (termination, child.text, child.errorText)
    }
}
