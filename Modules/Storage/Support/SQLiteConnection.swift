import CSQLite
import Foundation

/// One open SQLite connection: prepares, binds, steps and finalises statements.
///
/// Not `Sendable` on purpose: a connection must be used by one thread at a time,
/// so a store reaches one through `SQLiteDatabase` (an actor), which lends it to
/// synchronous work. Tests open their own to look at a file from outside.
public final class SQLiteConnection {
    /// How long a write waits for another process's lock before reporting "busy".
    static let busyTimeoutMilliseconds: Int32 = 5_000

    public let path: String
    let handle: OpaquePointer

    /// Opens (creating if missing) the file, checks it, and sets WAL, the busy
    /// timeout and foreign keys. A file that is not a database, or a database
    /// with a damaged page, fails here, untouched: nothing is written before the
    /// check (not even the switch to WAL), so a damaged file is never "repaired".
    public convenience init(path: String) throws {
        // NOMUTEX: the connection is confined to one actor, so SQLite's own per-call
        // locking only costs time (a lock and unlock around every column read).
        try self.init(path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX)
        // The pages read last, in this process: 512 KiB where SQLite's default is 2 MiB. The file stays in the
        // system's cache, where a page not kept here is read back in a microsecond; the default filled up
        // at the check below and stayed a tenth of the app's memory.
        try execute("PRAGMA cache_size = -512")
        try checkIntegrity()
        try execute("PRAGMA foreign_keys = ON")
        try execute("PRAGMA journal_mode = WAL")
    }

    /// Opens `path` to read only, for one piece of work beside the connection that writes (which checked
    /// the file and set it up), keeping as few pages as that one.
    public convenience init(readingOnly path: String) throws {
        try self.init(path: path, flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX)
        try execute("PRAGMA cache_size = -512")
    }

    /// Opens `path` as `flags` say, checking nothing.
    init(path: String, flags: Int32) throws {
        var opened: OpaquePointer?
        let status = sqlite3_open_v2(path, &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            // SQLite hands out a handle even on failure, only to carry the message.
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close_v2(opened)
            throw SQLiteError(code: status, message: message, path: path)
        }
        self.path = path
        handle = opened
        sqlite3_busy_timeout(handle, Self.busyTimeoutMilliseconds)
    }

    /// `PRAGMA quick_check`: every page of every table and index is readable and
    /// well formed (a few milliseconds for 100 000 players). Without it a damaged
    /// page only shows up when some screen happens to read it, after the app may
    /// already have written into the damaged file.
    private func checkIntegrity() throws {
        let answers = try query("PRAGMA quick_check").compactMap { $0.text(0) }
        guard answers == ["ok"] else {
            throw SQLiteError(code: SQLITE_CORRUPT, message: answers.first ?? "quick_check found a problem", path: path)
        }
    }

    deinit {
        // Every statement is finalised where it was prepared, so closing succeeds.
        sqlite3_close_v2(handle)
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE (tells "not found" apart).
    public var changes: Int { Int(sqlite3_changes(handle)) }

    public var lastInsertedRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    /// Runs one statement, ignoring any rows it returns (PRAGMAs do return some).
    public func execute(_ sql: String, _ parameters: any SQLiteConvertible...) throws {
        try run(sql, parameters) { _ in }
    }

    /// Runs one INSERT once per row of `rows`, prepared once (a roster of a thousand players is a
    /// thousand bindings, not a thousand parses); returns each row's new rowid, in order.
    public func insertEach(_ sql: String, _ rows: [[any SQLiteConvertible]]) throws -> [Int] {
        var prepared: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &prepared, nil) == SQLITE_OK, let statement = prepared else {
            throw lastError()
        }
        defer { sqlite3_finalize(statement) }
        return try rows.map { parameters in
            sqlite3_reset(statement)
            for (offset, parameter) in parameters.enumerated() {
                guard bind(parameter.sqliteValue, at: Int32(offset + 1), in: statement) == SQLITE_OK else { throw lastError() }
            }
            guard sqlite3_step(statement) == SQLITE_DONE else { throw lastError() }
            return lastInsertedRowID
        }
    }

    /// Runs one statement and returns all of its rows.
    public func query(_ sql: String, _ parameters: any SQLiteConvertible...) throws -> [SQLiteRow] {
        try query(sql, parameters) { $0 }
    }

    /// Runs one statement and turns each row into a value as it arrives, so a long
    /// result is never held twice (as rows, then as values). Inlinable, so the
    /// store's module specialises it for its own values.
    @inlinable
    public func query<Value>(_ sql: String, _ parameters: any SQLiteConvertible..., row transform: (SQLiteRow) throws -> Value) throws -> [Value] {
        try query(sql, parameters, row: transform)
    }

    @inlinable
    func query<Value>(_ sql: String, _ parameters: [any SQLiteConvertible], row transform: (SQLiteRow) throws -> Value) throws -> [Value] {
        var values: [Value] = []
        var failure: (any Error)?
        try run(sql, parameters) { row in
            guard failure == nil else { return }
            do { values.append(try transform(row)) } catch { failure = error }
        }
        if let failure { throw failure }
        return values
    }

    /// Runs `body` in `BEGIN IMMEDIATE … COMMIT`, rolling back when anything throws.
    /// IMMEDIATE takes the write lock up front, so two processes wait for each
    /// other (busy timeout) instead of failing halfway through.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try within("BEGIN IMMEDIATE", body)
    }

    /// Runs reads in one transaction, so they see one state of the file whatever another process commits
    /// between them; inside a transaction already, that one does.
    public func snapshot<T>(_ body: () throws -> T) throws -> T {
        guard sqlite3_get_autocommit(handle) != 0 else { return try body() }
        return try within("BEGIN", body)
    }

    private func within<T>(_ begin: String, _ body: () throws -> T) throws -> T {
        try execute(begin)
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // ROLLBACK fails only when SQLite has already rolled back; the first error is the one to report.
            try? execute("ROLLBACK")
            throw error
        }
    }

    // MARK: - Statements

    @usableFromInline
    func run(_ sql: String, _ parameters: [any SQLiteConvertible], onRow: (SQLiteRow) -> Void) throws {
        var prepared: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &prepared, nil) == SQLITE_OK, let statement = prepared else {
            throw lastError()
        }
        defer { sqlite3_finalize(statement) }

        for (offset, parameter) in parameters.enumerated() {
            guard bind(parameter.sqliteValue, at: Int32(offset + 1), in: statement) == SQLITE_OK else { throw lastError() }
        }
        // One buffer for every row: a row not kept by `onRow` leaves it to the next (a history is 16 000 rows).
        var values: [SQLiteValue] = []
        let columns = sqlite3_column_count(statement)
        values.reserveCapacity(Int(columns))
        var status = sqlite3_step(statement)
        while status == SQLITE_ROW {
            values.removeAll(keepingCapacity: true)
            for column in 0..<columns { values.append(value(in: statement, column: column)) }
            onRow(SQLiteRow(values: values))
            status = sqlite3_step(statement)
        }
        guard status == SQLITE_DONE else { throw lastError() }
    }

    func bind(_ value: SQLiteValue, at index: Int32, in statement: OpaquePointer) -> Int32 {
        switch value {
        case .int(let number): sqlite3_bind_int64(statement, index, number)
        case .double(let number): sqlite3_bind_double(statement, index, number)
        // The byte count keeps the whole string; TRANSIENT makes SQLite copy it
        // because Swift's temporary C string dies when this call returns.
        case .text(let text): sqlite3_bind_text(statement, index, text, Int32(text.utf8.count), csqlite_transient())
        case .null: sqlite3_bind_null(statement, index)
        }
    }

    func value(in statement: OpaquePointer, column: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: .int(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: .double(sqlite3_column_double(statement, column))
        case SQLITE_TEXT: .text(text(of: statement, column: column))
        // NULL, and blobs, which this schema never stores.
        default: .null
        }
    }

    private func text(of statement: OpaquePointer, column: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    private func lastError() -> SQLiteError {
        SQLiteError(
            code: sqlite3_extended_errcode(handle),
            message: String(cString: sqlite3_errmsg(handle)),
            path: path,
            systemErrno: lastSystemErrno()
        )
    }

    /// The `errno` behind the last I/O error. `sqlite3_system_errno` is often 0 by
    /// the time the error is reported (SQLite reads `errno` after cleaning up), so
    /// the files' own records are asked too: the database file's, then the WAL's,
    /// where a write that hit a full disk or the file size limit usually failed.
    private func lastSystemErrno() -> Int32 {
        let reported = sqlite3_system_errno(handle)
        if reported != 0 { return reported }
        var database: Int32 = 0
        if sqlite3_file_control(handle, "main", SQLITE_FCNTL_LAST_ERRNO, &database) == SQLITE_OK, database != 0 {
            return database
        }
        var journal: UnsafeMutablePointer<sqlite3_file>?
        guard sqlite3_file_control(handle, "main", SQLITE_FCNTL_JOURNAL_POINTER, &journal) == SQLITE_OK,
            let journal, let control = journal.pointee.pMethods?.pointee.xFileControl
        else { return 0 }
        var written: Int32 = 0
        return control(journal, SQLITE_FCNTL_LAST_ERRNO, &written) == SQLITE_OK ? written : 0
    }
}
