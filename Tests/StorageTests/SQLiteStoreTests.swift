import Domain
import Foundation
@testable import Storage
import Testing

/// What only the file-backed store has to get right.
@Suite struct SQLiteStoreTests {
    private let credentials = Credentials(username: "ann", password: "correct horse battery staple")

    @Test func data_survivesReopeningTheFile() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            let first = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            let ann = try await first.account(credentials.username, password: credentials.password)
            let max = try await ann.players.add(PlayerDetails(name: "Max", age: 31))
            let gather = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: Date(timeIntervalSince1970: 10))
            try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 3, teamB: 1), at: Date(timeIntervalSince1970: 20))
            try await first.setRememberedUsername("ann")

            let reopened = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            #expect(reopened.fileURL == file)
            let user = try await reopened.logIn(credentials)
            #expect(user == ann.user)
            #expect(try await reopened.playersService(for: user).players() == [max])
            #expect(try await reopened.gathersService(for: user).finishedGathers().map(\.id) == [gather.id])
            #expect(try await reopened.rememberedUsername() == "ann")
        }
    }

    @Test func twoProgramsOnOneFile_takeTurns_andOneUsernameIsRegisteredOnce() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "shared.sqlite")
            let stores = try [SQLiteStore(fileURL: file, passwordHasher: .fast), SQLiteStore(fileURL: file, passwordHasher: .fast)]
            // Each task reports its failure, or nil when it succeeded.
            let failures = await withTaskGroup(of: ServiceError?.self) { group in
                for index in 0..<20 {
                    let store = stores[index % 2]
                    for username in ["ann", "user\(index)"] {
                        group.addTask {
                            do {
                                _ = try await store.register(Credentials(username: username, password: "secret"))
                                return nil
                            } catch {
                                return error as? ServiceError ?? .unexpected("\(error)")
                            }
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(failures.filter { $0 == nil }.count == 21)
            #expect(failures.filter { $0 == .usernameTaken }.count == 19)
            for index in 0..<20 {
                _ = try await stores[1 - index % 2].logIn(Credentials(username: "user\(index)", password: "secret"))
            }
        }
    }

    @Test func userVersion_isTheLatestSchemaVersion() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            _ = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            let rows = try SQLiteConnection(path: file.path).query("PRAGMA user_version")
            #expect(rows == [SQLiteRow(values: [.int(Int64(Schema.migrations.latestVersion))])])
            #expect(Schema.migrations.latestVersion == 1)
        }
    }

    @Test func aLaterSchemaVersion_onlyAppendsAMigration() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            let ann = try await SQLiteStore(fileURL: file, passwordHasher: .fast).account("ann")
            let next = Schema.migrations.latestVersion + 1
            let migrations = Schema.migrations + [Migration(version: next, statements: ["CREATE TABLE venues (name TEXT)"])]

            let upgraded = try SQLiteStore(fileURL: file, passwordHasher: .fast, migrations: migrations)

            #expect(try await upgraded.logIn(Credentials(username: "ann", password: "secret")) == ann.user)
            let connection = try SQLiteConnection(path: file.path)
            #expect(try connection.query("PRAGMA user_version").first?.int(0) == next)
            #expect(try connection.query("SELECT name FROM venues").isEmpty)
        }
    }

    @Test func aDatabaseFromANewerVersion_isRefusedClearly() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            _ = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            try SQLiteConnection(path: file.path).execute("PRAGMA user_version = 99")

            let error = try #require(throws: ServiceError.self) { try SQLiteStore(fileURL: file, passwordHasher: .fast) }
            guard case .unavailable(let detail) = error else { Issue.record("unexpected \(error)"); return }
            #expect(detail.contains("made by a newer version of Football Gather"))
            #expect(detail.contains(file.path))
        }
    }

    @Test func aFileOfRandomBytes_isRefusedClearly_andLeftUntouched() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "footballgather.sqlite")
            let bytes = Data((0..<4_096).map { _ in UInt8.random(in: 0...255) })
            try bytes.write(to: file)

            let error = try #require(throws: ServiceError.self) { try SQLiteStore(fileURL: file, passwordHasher: .fast) }

            #expect(error == .unavailable("the database file at \(file.path) is damaged or is not a Football Gather database"))
            #expect(try Data(contentsOf: file) == bytes)
        }
    }

    @Test func anotherProgramsDatabase_isRefused_andLeftUntouched() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "other.sqlite")
            try SQLiteConnection(path: file.path).execute("CREATE TABLE users (email TEXT)")
            let before = try Data(contentsOf: file)

            #expect(throws: ServiceError.notAFootballGatherDatabase(at: file.path)) {
                try SQLiteStore(fileURL: file, passwordHasher: .fast)
            }
            #expect(try Data(contentsOf: file) == before)
        }
    }

    @Test func aFileThatCannotBeCreatedOrOpened_isReported() async throws {
        try await withTemporaryDirectory { directory in
            let missing = directory.appending(path: "missing/gather.sqlite")
            #expect(throws: ServiceError.unavailable("cannot create \(missing.path): No such file or directory")) {
                try SQLiteStore(fileURL: missing, passwordHasher: .fast)
            }
            let folder = try #require(throws: ServiceError.self) { try SQLiteStore(fileURL: directory, passwordHasher: .fast) }
            guard case .unavailable(let detail) = folder else { Issue.record("unexpected \(folder)"); return }
            #expect(detail.hasPrefix("cannot open \(directory.path)"))
        }
    }

    @Test func theDataDirectory_andTheDatabaseFiles_arePrivate() async throws {
        try await withTemporaryDirectory { directory in
            let data = directory.appending(path: "nested/data", directoryHint: .isDirectory)
            let file = try DataDirectory.prepare(data)
            let store = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            _ = try await store.account("ann")

            #expect(try permissions(of: data) == 0o700)
            for name in ["footballgather.sqlite", "footballgather.sqlite-wal", "footballgather.sqlite-shm"] {
                #expect(try permissions(of: data.appending(path: name)) == 0o600, "\(name)")
            }
        }
    }

    @Test func passwordHashes_holdNoPlaintext() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            _ = try await SQLiteStore(fileURL: file, passwordHasher: .fast).register(credentials)

            let stored = try #require(try SQLiteConnection(path: file.path).query("SELECT password_hash FROM users").first?.text(0))
            #expect(stored.hasPrefix("pbkdf2-sha256$1$"))
            #expect(!stored.contains(credentials.password))
            #expect(PasswordHasher.fast.verify(credentials.password, against: stored))
        }
    }

    @Test func anUnreadableStoredValue_isReportedAsUnexpected() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            let ann = try await SQLiteStore(fileURL: file, passwordHasher: .fast).account("ann")
            let gather = try await ann.gathers.startGather(with: [], at: Date(timeIntervalSince1970: 0))
            try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 1, teamB: 0), at: Date(timeIntervalSince1970: 1))
            try SQLiteConnection(path: file.path).execute("UPDATE gathers SET score = 'one-nil'")

            await #expect(throws: ServiceError.unexpected("the database holds an unreadable score")) {
                try await ann.gathers.finishedGathers()
            }
        }
    }
}
