import CSQLite
import Domain
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What can still be read of a damaged database, copied into a new one: each table's rows as far as
/// they can be read. The damaged file is opened read-only and nothing is checked first, so it is read
/// as far as it goes and never written.
public enum SQLiteSalvage {
    /// Makes `fresh` a new database of `migrations`, then copies into it, for each of `tables`, the rows
    /// of `damaged` that can be read (the columns both tables have; a row whose key the new table has
    /// already is left out). Returns whether every table was read whole. Nothing is written to `fresh`
    /// unless all of it is.
    public static func copy(tables: [String], from damaged: String, into fresh: String, migrations: [Migration]) throws(ServiceError) -> Bool {
        do {
            let target = try SQLiteConnection(path: fresh)
            try target.migrate(with: migrations)
            let source = try? SQLiteConnection(path: damaged, flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX)
            // A schema naming a table whose pages are lost would refuse every table; this reads the others.
            try? source?.execute("PRAGMA writable_schema = ON")
            // A row whose parent could not be read is copied, then removed with the others like it.
            try target.execute("PRAGMA foreign_keys = OFF")
            defer { try? target.execute("PRAGMA foreign_keys = ON") }
            return try target.transaction {
                var whole = source != nil
                for table in tables {
                    guard let read = source?.readableRows(of: table) else { continue }
                    whole = whole && read.whole
                    let columns = try target.query("SELECT name FROM pragma_table_info(?)", table).compactMap { $0.text(0) }
                    let kept = read.columns.indices.filter { columns.contains(read.columns[$0]) }
                    guard !kept.isEmpty else { continue }
                    let names = kept.map { "\"\(read.columns[$0])\"" }.joined(separator: ", ")
                    let marks = Array(repeating: "?", count: kept.count).joined(separator: ", ")
                    _ = try target.insertEach(
                        "INSERT OR IGNORE INTO \"\(table)\" (\(names)) VALUES (\(marks))", read.rows.map { row in kept.map { row[$0] } })
                }
                for orphan in try target.query("PRAGMA foreign_key_check") {
                    guard let table = orphan.text(0), let rowID = orphan.int(1) else { continue }
                    try target.execute("DELETE FROM \"\(table)\" WHERE rowid = ?", rowID)
                    whole = false
                }
                return whole
            }
        } catch let error as SQLiteError {
            throw error.serviceError
        } catch {
            throw .unexpected(String(describing: error))
        }
    }
}

extension SQLiteSalvage {
    /// Gives the damaged database at `path` (with its `-wal` and `-shm`) a name of its own beside it,
    /// `<name>.damaged` (`.damaged-2`, … when taken), its bytes untouched; returns that name.
    public static func setAside(_ path: String) throws(ServiceError) -> String {
        var aside = path + ".damaged"
        var number = 1
        while FileManager.default.fileExists(atPath: aside) {
            number += 1
            aside = path + ".damaged-\(number)"
        }
        // The log first: until the database follows, a log waiting beside its new name is only unread.
        for suffix in ["-wal", "-shm", ""] where FileManager.default.fileExists(atPath: path + suffix) {
            guard rename(path + suffix, aside + suffix) == 0 else {
                throw .unavailable("cannot set the damaged database \(path) aside: \(String(cString: strerror(errno)))")
            }
        }
        return aside
    }
}

extension SQLiteValue: SQLiteConvertible {
    public var sqliteValue: SQLiteValue { self }
}

extension SQLiteConnection {
    /// The rows of `table` up to the first that can't be read, with their columns' names; `whole` when none failed.
    fileprivate func readableRows(of table: String) -> (columns: [String], rows: [[SQLiteValue]], whole: Bool) {
        var prepared: OpaquePointer?
        guard sqlite3_prepare_v2(handle, "SELECT * FROM \"\(table)\"", -1, &prepared, nil) == SQLITE_OK, let statement = prepared else {
            sqlite3_finalize(prepared)
            return ([], [], false)
        }
        defer { sqlite3_finalize(statement) }
        let columns = (0..<sqlite3_column_count(statement)).map { String(cString: sqlite3_column_name(statement, $0)) }
        var rows: [[SQLiteValue]] = []
        var status = sqlite3_step(statement)
        while status == SQLITE_ROW {
            rows.append((0..<Int32(columns.count)).map { value(in: statement, column: $0) })
            status = sqlite3_step(statement)
        }
        return (columns, rows, status == SQLITE_DONE)
    }
}
