import Domain
import Foundation
import GathersInterface
import StoreTestSupport
import TestSupport
import Testing

@testable import SQLiteStorage
@testable import StorageSupport

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

    /// Two imports of one export at once, in two programs on one file: both planned before either
    /// added, each store checks the plan again inside its write, so every player and match is there once.
    @Test func twoImportsAtOnce_onOneFile_addEachPlayerAndMatchOnce() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "shared.sqlite")
            let first = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            let user = try await first.account("ann").user
            let second = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            let start = Date(timeIntervalSince1970: 1_750_000_000)
            let names = (1...50).map { "Player \($0)" }
            // Matches played two a day, a draw among them now and then.
            let matches = (0..<20).map { (index: Int) -> Gather in
                let players = [
                    GatherPlayer(playerID: nil, name: names[index], team: .teamA), GatherPlayer(playerID: nil, name: names[index + 1], team: .teamB),
                ]
                let day = start + TimeInterval(index / 2 * 86_400)
                let score = Score(teamA: index % 3, teamB: 1)
                return Gather(id: UUID(), players: players, score: score, winner: score.winner, startedAt: day, endedAt: day + 3_600)
            }
            let export = GroupExport(username: "ann", exportedAt: start, players: names.map { PlayerDetails(name: $0) }, matches: matches)
            var plans: [GroupImportPlan] = []
            for store in [first, second] {
                let account = store.account(user)
                plans.append(
                    GroupImportPlan(importing: export, into: try await account.players.players(), history: try await account.gathers.finishedGathers()))
            }
            #expect(plans.allSatisfy { $0.playersToAdd.count == 50 && $0.matchesToAdd.count == 20 })

            let added = try await withThrowingTaskGroup(of: (players: Int, matches: Int).self) { group in
                for (store, plan) in zip([first, second], plans) {
                    let account = store.account(user)
                    group.addTask {
                        let players = try await account.players.addAll(plan.playersToAdd)
                        let roster = try await account.players.players()
                        let matches = try await account.gathers.addFinishedGathers(plan.matches.map { GroupImportPlan.linked($0, to: roster) })
                        return (players.count, matches.count)
                    }
                }
                return try await group.reduce(into: [(players: Int, matches: Int)]()) { $0.append($1) }
            }

            #expect(added.map(\.players).reduce(0, +) == 50)
            #expect(added.map(\.matches).reduce(0, +) == 20)
            let account = second.account(user)
            #expect(try await account.players.players().map(\.name).sorted() == names.sorted())
            let history = try await account.gathers.finishedGathers()
            #expect(history.count == 20)
            #expect(GroupImportPlan(importing: export, into: try await account.players.players(), history: history).isEmpty)
            #expect(history.allSatisfy { $0.players.allSatisfy { $0.playerID != nil } })
        }
    }

    @Test func userVersion_isTheLatestSchemaVersion() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            _ = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            let rows = try SQLiteConnection(path: file.path).query("PRAGMA user_version")
            #expect(rows == [SQLiteRow(values: [.int(Int64(Schema.migrations.latestVersion))])])
            #expect(Schema.migrations.latestVersion == 5)
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

    // MARK: - Running gathers

    private let progress = GatherProgress(
        score: Score(teamA: 2, teamB: 1),
        timer: GatherTimer(duration: 600, remaining: 417, isRunning: true)
    )

    /// The scorers are part of that guarantee: committed with each save, seen by another
    /// program at once, kept by the file.
    @Test func scorers_areCommittedAtOnce_andSurviveReopeningTheFile() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            let scored = GatherProgress(score: Score(teamA: 2, teamB: 1), goals: [0: 2, 1: 1])
            let first = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            let ann = try await first.account(credentials.username, password: credentials.password)
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            let gather = try await ann.gathers.startGather(
                with: [GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .teamB)], at: Date(timeIntervalSince1970: 10)
            )
            try await ann.gathers.saveProgress(scored, ofGather: gather.id)

            let other = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            let seen = try #require(try await other.gathersService(for: other.logIn(credentials)).unfinishedGather())
            #expect(seen.progress == scored)
            #expect(seen.gather.players.map(\.goals) == [2, 1])
            let rows = try SQLiteConnection(path: file.path).query("SELECT goals FROM gather_players ORDER BY ordinal")
            #expect(rows.map { $0.int(0) } == [2, 1])
        }
    }

    /// The "resume after the process was killed" guarantee: each save is committed
    /// at once, so another process sees it while the first still runs, and it
    /// outlives the store that wrote it.
    @Test func progress_isCommittedAtOnce_andSurvivesReopeningTheFile() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            var ids: [UUID] = []
            do {
                let first = try SQLiteStore(fileURL: file, passwordHasher: .fast)
                let ann = try await first.account(credentials.username, password: credentials.password)
                let max = try await ann.players.add(PlayerDetails(name: "Max"))
                let gather = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: Date(timeIntervalSince1970: 10))
                try await ann.gathers.saveProgress(progress, ofGather: gather.id)
                ids.append(gather.id)

                // A second program opening the file while the first is still running.
                let other = try SQLiteStore(fileURL: file, passwordHasher: .fast)
                let seen = try await other.gathersService(for: other.logIn(credentials)).unfinishedGather()
                #expect(seen == UnfinishedGather(gather: gather, progress: progress))
                // The first one is still in use here, never closed before the check above.
                #expect(first.fileURL == file)
            }

            let reopened = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            let gathers = try await reopened.gathersService(for: reopened.logIn(credentials))
            let unfinished = try #require(try await gathers.unfinishedGather())
            #expect(unfinished.gather.id == ids.first)
            #expect(unfinished.gather.players.map(\.name) == ["Max"])
            #expect(unfinished.progress == progress)
        }
    }

    @Test func aVersion1Database_upgradesInPlace_andKeepsItsGathers() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            let version1 = Array(Schema.migrations.prefix { $0.version <= 1 })
            let old = try SQLiteStore(fileURL: file, passwordHasher: .fast, migrations: version1)
            let ann = try await old.account(credentials.username, password: credentials.password)
            let max = try await ann.players.add(PlayerDetails(name: "Max", skill: .amateur))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            let players = [GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .teamB)]
            let finished = try await ann.gathers.startGather(with: players, at: Date(timeIntervalSince1970: 10))
            try await ann.gathers.endGather(id: finished.id, score: Score(teamA: 1, teamB: 2), at: Date(timeIntervalSince1970: 20))
            let running = try await ann.gathers.startGather(with: players, at: Date(timeIntervalSince1970: 30))
            let connection = try SQLiteConnection(path: file.path)
            #expect(try connection.query("PRAGMA user_version").first?.int(0) == 1)
            #expect(try !columns(of: "gathers", in: connection).contains("timer_remaining"))

            let upgraded = try SQLiteStore(fileURL: file, passwordHasher: .fast)

            #expect(try connection.query("PRAGMA user_version").first?.int(0) == 5)
            #expect(
                try columns(of: "gathers", in: connection).suffix(8) == [
                    "progress_team_a", "progress_team_b", "timer_duration", "timer_remaining", "timer_running",
                    "timer_half", "half_time_team_a", "half_time_team_b",
                ])
            // Version 3: goals per player; the matches played before it have none credited.
            #expect(try columns(of: "gather_players", in: connection).last == "goals")
            // Version 5: the players moved during a match; the matches played before it have none.
            #expect(try columns(of: "gather_substitutions", in: connection) == ["gather_id", "sequence", "ordinal", "team", "elapsed"])
            let user = try await upgraded.logIn(credentials)
            #expect(user == ann.user)
            #expect(try await upgraded.playersService(for: user).players() == [kim, max])
            let gathers = upgraded.gathersService(for: user)
            let history = try await gathers.finishedGathers()
            #expect(history.map(\.id) == [finished.id])
            #expect(history.first?.players == players)
            #expect(history.first?.score == Score(teamA: 1, teamB: 2))
            #expect(history.first?.substitutions == [])
            // A gather left running by the old version resumes from the start of its clock.
            #expect(try await gathers.unfinishedGather() == UnfinishedGather(gather: running, progress: GatherProgress()))
            try await gathers.saveProgress(progress, ofGather: running.id)
            #expect(try await gathers.unfinishedGather()?.progress == progress)
            // Opening again finds nothing left to migrate.
            _ = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            #expect(try await gathers.unfinishedGather()?.progress == progress)
        }
    }

    /// changeProgress runs every second of a match: it must find its rows through an
    /// index, never by reading the table; so must the lookup at login.
    @Test func theRunningGathersStatements_useIndexes() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            _ = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            let connection = try SQLiteConnection(path: file.path)
            let plan = { (sql: String) throws -> [String] in
                try connection.query("EXPLAIN QUERY PLAN " + sql).compactMap { $0.text(3) }
            }

            let byID = ["SEARCH gathers USING INDEX sqlite_autoindex_gathers_1 (id=?)"]
            #expect(try plan(SQLiteGathersService.progressSQL) == byID)
            #expect(try plan(SQLiteConnection.progressUpdateSQL) == byID)
            #expect(try plan(SQLiteConnection.goalsSQL) == ["SEARCH gather_players USING INDEX sqlite_autoindex_gather_players_1 (gather_id=?)"])
            // The scorers' goals, saved with it: the gather's rows through the primary key.
            #expect(try plan(SQLiteConnection.clearGoalsSQL) == ["SEARCH gather_players USING INDEX sqlite_autoindex_gather_players_1 (gather_id=?)"])
            #expect(
                try plan(SQLiteConnection.setGoalsSQL) == [
                    "SEARCH gather_players USING INDEX sqlite_autoindex_gather_players_1 (gather_id=? AND ordinal=?)"
                ])

            let find = try plan(SQLiteGathersService.unfinishedGatherSQL)
            #expect(find.contains { $0.contains("USING INTEGER PRIMARY KEY (rowid=?)") })
            #expect(find.contains { $0.contains("USING INDEX unfinished_gathers_by_user (user_id=?)") })
            // Neither a table scan nor a sort: the index already holds the newest first.
            #expect(!find.contains { $0.hasPrefix("SCAN") || $0.contains("TEMP B-TREE") })
        }
    }

    @Test func discardGather_deletesTheGathersTeamRows() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            let ann = try await SQLiteStore(fileURL: file, passwordHasher: .fast).account("ann")
            let players = [GatherPlayer(playerID: nil, name: "Max", team: .teamA), GatherPlayer(playerID: nil, name: "Kim", team: .teamB)]
            let kept = try await ann.gathers.startGather(with: players, at: Date(timeIntervalSince1970: 0))
            let discarded = try await ann.gathers.startGather(with: players, at: Date(timeIntervalSince1970: 1))

            try await ann.gathers.discardGather(id: discarded.id)

            let connection = try SQLiteConnection(path: file.path)
            #expect(try connection.query("SELECT id FROM gathers").compactMap { $0.text(0) } == [kept.id.uuidString])
            #expect(Set(try connection.query("SELECT gather_id FROM gather_players").compactMap { $0.text(0) }) == [kept.id.uuidString])
        }
    }

    @Test func deleteFinishedGather_deletesTheGathersTeamRows() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            let ann = try await SQLiteStore(fileURL: file, passwordHasher: .fast).account("ann")
            let players = [GatherPlayer(playerID: nil, name: "Max", team: .teamA), GatherPlayer(playerID: nil, name: "Kim", team: .teamB)]
            let kept = try await ann.gathers.startGather(with: players, at: Date(timeIntervalSince1970: 0))
            let deleted = try await ann.gathers.startGather(with: players, at: Date(timeIntervalSince1970: 1))
            try await ann.gathers.endGather(id: deleted.id, score: Score(teamA: 3, teamB: 2), at: Date(timeIntervalSince1970: 2))

            try await ann.gathers.deleteFinishedGather(id: deleted.id)

            let connection = try SQLiteConnection(path: file.path)
            #expect(try connection.query("SELECT id FROM gathers").compactMap { $0.text(0) } == [kept.id.uuidString])
            #expect(Set(try connection.query("SELECT gather_id FROM gather_players").compactMap { $0.text(0) }) == [kept.id.uuidString])
        }
    }

    @Test(arguments: [
        "timer_remaining = 601",
        "timer_duration = 0, timer_remaining = 0",
        "progress_team_b = 100",
        "progress_team_b = NULL",
        "timer_running = 'yes'",
    ])
    func anUnreadableStoredProgress_isReportedAsUnexpected(change: String) async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            let ann = try await SQLiteStore(fileURL: file, passwordHasher: .fast).account("ann")
            let gather = try await ann.gathers.startGather(with: [], at: Date(timeIntervalSince1970: 0))
            try await ann.gathers.saveProgress(progress, ofGather: gather.id)
            try SQLiteConnection(path: file.path).execute("UPDATE gathers SET \(change)")

            let error = await #expect(throws: ServiceError.self) { try await ann.gathers.unfinishedGather() }
            #expect(error == .unexpected("the database holds an unreadable gather progress"))
        }
    }

    private func columns(of table: String, in connection: SQLiteConnection) throws -> [String] {
        try connection.query("SELECT name FROM pragma_table_info(?)", table).compactMap { $0.text(0) }
    }
}
