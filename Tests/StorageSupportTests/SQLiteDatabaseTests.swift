import CSQLite
import Domain
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import StorageSupport

/// The SQLite layer under the store: values, transactions, errors.
@Suite struct SQLiteDatabaseTests {
    private struct Oops: Error {}

    private let settings = [Migration(version: 1, statements: ["CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)"])]

    @Test func rows_carryEachSQLiteType() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try SQLiteConnection(path: directory.appending(path: "values.sqlite").path)
            let row = try #require(try connection.query("SELECT ?, ?, ?, ?, x'00'", 42, "zoë", Date(timeIntervalSince1970: 1.5), String?.none).first)
            #expect(row.values == [.int(42), .text("zoë"), .double(1.5), .null, .null])
            #expect(row.int(0) == 42 && row.text(1) == "zoë" && row.date(2) == Date(timeIntervalSince1970: 1.5))
            #expect(row.int(1) == nil && row.text(0) == nil && row.date(0) == nil)
            let team: Team? = try #require(try connection.query("SELECT ?", Team.teamB).first).rawValue(0)
            #expect(team == .teamB)
        }
    }

    @Test func aStoredKind_isReadAsItsCase_andNothingForNullOrAValueNoCaseHas() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try SQLiteConnection(path: directory.appending(path: "kinds.sqlite").path)
            try connection.execute("CREATE TABLE kinds (position TEXT)")
            for stored in ["winger", "goalkeeper", "wizard", "Winger"] as [String?] + [nil] {
                try connection.execute("INSERT INTO kinds (position) VALUES (?)", stored)
            }
            let sql = "SELECT \(StoredKind.ordinal(of: "position", as: PlayerPosition.self)) FROM kinds ORDER BY rowid"
            let positions: [PlayerPosition?] = try connection.query(sql) { $0.kind(0) }
            #expect(positions == [.winger, .goalkeeper, nil, nil, nil])
            #expect(try connection.query("SELECT \(StoredKind.ordinal(of: "'Team B'", as: Team.self))").first?.kind(0) == Team.teamB)
        }
    }

    @Test func write_rollsEverythingBack_whenItsWorkThrows() async throws {
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase(path: directory.appending(path: "db.sqlite").path, migrations: settings)
            await #expect(throws: ServiceError.notFound) {
                try await database.write { connection in
                    try connection.execute("INSERT INTO settings (key, value) VALUES ('a', '1')")
                    throw ServiceError.notFound
                }
            }
            await #expect(throws: ServiceError.unexpected(String(describing: Oops()))) {
                try await database.write { connection in
                    try connection.execute("INSERT INTO settings (key, value) VALUES ('b', '2')")
                    throw Oops()
                }
            }
            #expect(try await database.read { try $0.query("SELECT key FROM settings") }.isEmpty)
        }
    }

    @Test func aKeptRead_isReadAgainOnlyOnceTheContentMayHaveChanged() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appending(path: "db.sqlite").path
            let database = try SQLiteDatabase(path: path, migrations: settings)
            let reads = Counter()
            @Sendable func values(_ connection: SQLiteConnection) throws -> [String] {
                reads.add()
                return try connection.query("SELECT value FROM settings ORDER BY key") { $0.text(0) ?? "" }
            }
            try await database.write { try $0.execute("INSERT INTO settings (key, value) VALUES ('a', '1')") }
            #expect(try await database.keptRead("values", values) == ["1"])
            #expect(try await database.keptRead("values", values) == ["1"])
            #expect(reads.value == 1, "nothing changed: kept")

            try await database.write { try $0.execute("UPDATE settings SET value = '2'") }
            #expect(try await database.keptRead("values", values) == ["2"], "its own write")
            await #expect(throws: ServiceError.notFound) { try await database.write { _ -> Void in throw ServiceError.notFound } }
            #expect(try await database.keptRead("values", values) == ["2"])
            #expect(reads.value == 3, "a write that failed may have changed something too")

            let other = try SQLiteConnection(path: path)
            try other.execute("INSERT INTO settings (key, value) VALUES ('b', '3')")
            #expect(try await database.keptRead("values", values) == ["2", "3"], "another connection's commit")
            #expect(try await database.keptRead("other", values) == ["2", "3"])
            #expect(reads.value == 5, "each key is read on its own")
        }
    }

    @Test func aReadAhead_keepsTheRead_forTheNextToFindKept_andReadsNothingWhileItIsKept() async throws {
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase(path: directory.appending(path: "db.sqlite").path, migrations: settings)
            let reads = Counter()
            let values = KeptRead("values") { connection in
                reads.add()
                return try connection.query("SELECT value FROM settings ORDER BY key") { $0.text(0) ?? "" }
            }
            try await database.write { try $0.execute("INSERT INTO settings (key, value) VALUES ('a', '1')") }

            await database.readAhead(values).value
            #expect(reads.value == 1)
            #expect(try await database.keptRead(values) == ["1"])
            await database.readAhead(values).value
            #expect(reads.value == 1, "kept: read once, ahead")

            try await database.write { try $0.execute("UPDATE settings SET value = '2'") }
            await database.readAhead(values).value
            #expect(reads.value == 2, "changed since: read ahead again")
            #expect(try await database.keptRead(values) == ["2"])
            #expect(reads.value == 2)
        }
    }

    @Test func aReadAhead_thatAnotherCommitCameDuring_isNotKept() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appending(path: "db.sqlite").path
            let database = try SQLiteDatabase(path: path, migrations: settings)
            try await database.write { try $0.execute("INSERT INTO settings (key, value) VALUES ('a', '1')") }
            let reads = Counter()
            let values = KeptRead("values") { connection in
                reads.add()
                // Another process commits while the read ahead runs.
                if reads.value == 1 { try SQLiteConnection(path: path).execute("UPDATE settings SET value = '2'") }
                return try connection.query("SELECT value FROM settings ORDER BY key") { $0.text(0) ?? "" }
            }

            await database.readAhead(values).value
            #expect(try await database.keptRead(values) == ["2"])
            #expect(reads.value == 2, "what was read ahead may not be the file as it is: read again")
        }
    }

    @Test func sqlErrors_becomeServiceErrors() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appending(path: "db.sqlite").path
            let database = try SQLiteDatabase(path: path, migrations: settings)
            #expect(database.path == path)
            let error = await #expect(throws: ServiceError.self) {
                try await database.read { try $0.query("SELECT * FROM nowhere") }
            }
            #expect(error == .unexpected("SQLite error \(SQLITE_ERROR) on \(path): no such table: nowhere"))
            await #expect(throws: ServiceError.self) {
                try await database.read { try $0.query("SELECT ?", 1, 2) }
            }
        }
    }

    @Test(arguments: [
        (SQLITE_CORRUPT, "the database file at /d.sqlite is damaged or is not a Football Gather database"),
        (SQLITE_NOTADB, "the database file at /d.sqlite is damaged or is not a Football Gather database"),
        (SQLITE_CANTOPEN, "cannot open /d.sqlite: why"),
        (SQLITE_BUSY, "the database is busy: another program is using /d.sqlite; try again in a moment"),
        (SQLITE_LOCKED, "the database is busy: another program is using /d.sqlite; try again in a moment"),
        (SQLITE_READONLY | (1 << 8), "the database file at /d.sqlite is read-only; check its permissions"),
        (SQLITE_PERM, "the database file at /d.sqlite is read-only; check its permissions"),
        (SQLITE_FULL, "the disk holding /d.sqlite is full; free some space and try again"),
        (SQLITE_IOERR | (1 << 8), "cannot read or write /d.sqlite: why"),
    ])
    func sqliteFailures_explainThemselves(code: Int32, detail: String) {
        #expect(SQLiteError(code: code, message: "why", path: "/d.sqlite").serviceError == .unavailable(detail))
    }

    @Test func otherFailures_areUnexpected() {
        let error = SQLiteError(code: SQLITE_CONSTRAINT | (8 << 8), message: "UNIQUE constraint failed", path: "/d.sqlite")
        #expect(error.isUniqueConstraintViolation)
        #expect(error.serviceError == .unexpected("SQLite error 2067 on /d.sqlite: UNIQUE constraint failed"))
        #expect(!SQLiteError(code: SQLITE_CONSTRAINT, message: "", path: "").isUniqueConstraintViolation)
    }

    @Test(arguments: [(ENOSPC, "No space left on device"), (EFBIG, "File too large"), (EDQUOT, "Disk quota exceeded")])
    func aWriteThatFoundNoRoom_saysSo(errno: Int32, reason: String) {
        let error = SQLiteError(code: SQLITE_IOERR | (3 << 8), message: "disk I/O error", path: "/d.sqlite", systemErrno: errno)
        #expect(
            error.serviceError
                == .unavailable(
                    "there is no room left to write /d.sqlite (\(reason)); free some space and try again"
                ))
    }

    @Test func anOtherIOError_keepsSQLitesWords() {
        let error = SQLiteError(code: SQLITE_IOERR | (3 << 8), message: "disk I/O error", path: "/d.sqlite", systemErrno: EIO)
        #expect(error.serviceError == .unavailable("cannot read or write /d.sqlite: disk I/O error"))
    }
}

/// Opening again while another connection answers "busy" at once.
@Suite struct BusyRetryTests {
    private let busy = SQLiteError(code: SQLITE_BUSY, message: "database is locked", path: "/d.sqlite")

    @Test func aBusyOpen_isTriedAgain_whileThePauseSaysSo() throws {
        var attempts = 0
        var pauses = 0
        let opened = try SQLiteDatabase.retryingWhileBusy(pause: {
            pauses += 1; return true
        }) {
            attempts += 1
            if attempts < 3 { throw busy }
            return "open"
        }
        #expect(opened == "open" && attempts == 3 && pauses == 2)
    }

    @Test func whenThePauseSaysStop_theBusyErrorIsReported() {
        var attempts = 0
        #expect(throws: busy) {
            try SQLiteDatabase.retryingWhileBusy(pause: { false }) { () throws -> Int in
                attempts += 1
                throw busy
            }
        }
        #expect(attempts == 1)
    }

    @Test func otherErrors_areNotTriedAgain() {
        let corrupt = SQLiteError(code: SQLITE_CORRUPT, message: "malformed", path: "/d.sqlite")
        #expect(throws: corrupt) {
            try SQLiteDatabase.retryingWhileBusy(pause: {
                Issue.record("paused for a non-busy error"); return true
            }) { () throws -> Int in
                throw corrupt
            }
        }
    }

    @Test func thePause_goesOnUntilTheDeadline() {
        #expect(SQLiteDatabase.pause(until: ContinuousClock.now + .seconds(60), for: 0))
        #expect(!SQLiteDatabase.pause(until: ContinuousClock.now - .seconds(1)))
    }
}

/// How many times a read ran, from any task.
private final class Counter: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func add() {
        count.withLock { $0 += 1 }
    }
}
