import Domain
import Foundation
import GathersInterface
import StoreTestSupport
import TestSupport
import Testing

@testable import SQLiteStorage
@testable import StorageSupport

/// The SQLite store when its file is damaged, its disk is full, or another program
/// writes at the same time.
@Suite struct SQLiteFaultTests {
    /// A database with an account and enough players to fill several pages.
    private func healthyFile(in directory: URL) async throws -> URL {
        let file = directory.appending(path: "gather.sqlite")
        let store = try SQLiteStore(fileURL: file, passwordHasher: .fast)
        let ann = try await store.account("ann")
        for number in 1...200 {
            _ = try await ann.players.add(PlayerDetails(name: "Player \(number) with a longer name", age: 30, favouriteTeam: "Some Club"))
        }
        try SQLiteConnection(path: file.path).execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return file
    }

    private func rootPage(of table: String, in file: URL) throws -> Int {
        try #require(try SQLiteConnection(path: file.path).query("SELECT rootpage FROM sqlite_schema WHERE name = ?", table).first?.int(0))
    }

    /// SQLite only notices a damaged page when it reads it: the store checks every page
    /// when it opens, before it writes anything, and refuses the file as it is.
    @Test func aDamagedPage_isFoundAtOpen_andTheFileIsNotWritten() async throws {
        try await withTemporaryDirectory { directory in
            let file = try await healthyFile(in: directory)
            var bytes = try Data(contentsOf: file)
            let page = try rootPage(of: "players", in: file)
            let offset = (page - 1) * 4_096
            bytes.replaceSubrange(offset..<(offset + 12), with: [UInt8](repeating: 0x07, count: 12))
            try bytes.write(to: file)

            let error = try #require(throws: ServiceError.self) { try SQLiteStore(fileURL: file, passwordHasher: .fast) }

            #expect(error == .notAFootballGatherDatabase(at: file.path))
            #expect(try Data(contentsOf: file) == bytes)
        }
    }

    @Test func aDatabaseCutShort_isRefusedAtOpen_andLeftAsItIs() async throws {
        try await withTemporaryDirectory { directory in
            let file = try await healthyFile(in: directory)
            let bytes = try Data(contentsOf: file).dropLast(4_096 + 1_000)
            try Data(bytes).write(to: file)

            #expect(throws: ServiceError.notAFootballGatherDatabase(at: file.path)) {
                try SQLiteStore(fileURL: file, passwordHasher: .fast)
            }
            #expect(try Data(contentsOf: file) == Data(bytes))
        }
    }

    @Test func aHealthyFile_passesTheCheck_everyTimeItOpens() async throws {
        try await withTemporaryDirectory { directory in
            let file = try await healthyFile(in: directory)
            for _ in 1...3 {
                let store = try SQLiteStore(fileURL: file, passwordHasher: .fast)
                let user = try await store.logIn(Credentials(username: "ann", password: "secret"))
                #expect(try await store.playersService(for: user).players().count == 200)
            }
        }
    }

    /// Two stores on one file (what two running copies of the app are): every
    /// addition and every save of a running match lands, and none waits in vain.
    @Test func twoStoresWritingAtOnce_loseNothing() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "shared.sqlite")
            let first = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            let second = try SQLiteStore(fileURL: file, passwordHasher: .fast)
            let ann = try await first.account("ann")
            let stores = [first, second]
            let gather = try await ann.gathers.startGather(with: [], at: Date(timeIntervalSince1970: 0))

            let failures = await withTaskGroup(of: String?.self) { group in
                for index in 0..<200 {
                    let account = stores[index % 2].account(ann.user)
                    group.addTask {
                        do {
                            _ = try await account.players.add(PlayerDetails(name: "Player \(index)"))
                            try await account.gathers.saveProgress(
                                GatherProgress(score: Score(teamA: index % 100, teamB: 0)), ofGather: gather.id
                            )
                            return nil
                        } catch {
                            return "\(error)"
                        }
                    }
                }
                return await group.reduce(into: [String]()) { if let failure = $1 { $0.append(failure) } }
            }

            #expect(failures == [])
            let names = try await second.playersService(for: ann.user).players().map(\.name)
            #expect(Set(names) == Set((0..<200).map { "Player \($0)" }))
            let connection = try SQLiteConnection(path: file.path)
            #expect(try connection.query("PRAGMA integrity_check").first?.text(0) == "ok")
        }
    }
}
