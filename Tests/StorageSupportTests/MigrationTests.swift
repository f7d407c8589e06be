import Domain
import Foundation
import TestSupport
import Testing

@testable import StorageSupport

/// Schema histories: each step once, in one transaction, recorded in `user_version`.
@Suite struct MigrationTests {
    private struct Refused: Error {}

    private let first = Migration(version: 1, statements: ["CREATE TABLE notes (text TEXT NOT NULL)"])

    @Test func eachStepRunsOnce_withItsDataStep_andTheVersionIsRecorded() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appending(path: "notes.sqlite").path
            let seeded = Migration(version: 2, statements: ["ALTER TABLE notes ADD COLUMN pinned INTEGER"]) { connection in
                try connection.execute("INSERT INTO notes (text, pinned) VALUES (?, ?)", "from an older file", true)
            }
            _ = try SQLiteDatabase(path: path, migrations: [first])
            let database = try SQLiteDatabase(path: path, migrations: [first, seeded])
            _ = try SQLiteDatabase(path: path, migrations: [first, seeded])

            let rows = try await database.read { try $0.query("SELECT text, pinned FROM notes") }
            #expect(rows == [SQLiteRow(values: [.text("from an older file"), .int(1)])])
            #expect(try await database.read { try $0.query("PRAGMA user_version") }.first?.int(0) == 2)
            #expect([first, seeded].latestVersion == 2 && [Migration]().latestVersion == 0)
        }
    }

    @Test func aFailingDataStep_leavesTheFileAsItWas() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appending(path: "notes.sqlite").path
            let failing = Migration(version: 2, statements: ["CREATE TABLE tags (name TEXT)"]) { _ in throw Refused() }
            #expect(throws: ServiceError.unexpected(String(describing: Refused()))) {
                try SQLiteDatabase(path: path, migrations: [first, failing])
            }
            let connection = try SQLiteConnection(path: path)
            #expect(try connection.query("PRAGMA user_version").first?.int(0) == 0)
            #expect(try connection.query("SELECT name FROM sqlite_schema").isEmpty)
        }
    }

    @Test func anInMemoryDatabase_isMigratedToo() async throws {
        let database = try SQLiteDatabase(path: ":memory:", migrations: [first])
        try await database.write { try $0.execute("INSERT INTO notes (text) VALUES (?)", "kept while it runs") }
        #expect(try await database.read { try $0.query("SELECT text FROM notes") }.first?.text(0) == "kept while it runs")
    }
}
