import CSQLite
import Domain

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failure reported by SQLite, kept with the file it concerns so the
/// message shown to the user can say which database is in trouble.
public struct SQLiteError: Error, Sendable, Equatable {
    /// The extended result code (`sqlite3_extended_errcode`).
    let code: Int32
    let message: String
    let path: String
    /// The operating system's `errno` behind an I/O error, 0 if unknown.
    var systemErrno: Int32 = 0

    /// The primary result code: the low byte of the extended one.
    var primaryCode: Int32 { code & 0xFF }

    /// Another connection holds the lock (`SQLITE_BUSY`, `SQLITE_LOCKED` and their extended codes).
    var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }

    /// `SQLITE_CONSTRAINT_UNIQUE`, a macro Swift can't import (it is built with `|` and `<<`).
    public var isUniqueConstraintViolation: Bool { code == SQLITE_CONSTRAINT | (8 << 8) }

    /// No space on the disk, the user's quota used up, the file size limit (`ulimit -f`) reached.
    static let outOfSpaceErrnos: Set<Int32> = [ENOSPC, EDQUOT, EFBIG]

    /// What a presenter can show; every store failure leaves the module as a `ServiceError`.
    var serviceError: ServiceError {
        switch primaryCode {
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            .notAFootballGatherDatabase(at: path)
        case SQLITE_CANTOPEN:
            .unavailable("cannot open \(path): \(message)")
        case SQLITE_BUSY, SQLITE_LOCKED:
            .unavailable("the database is busy: another program is using \(path); try again in a moment")
        case SQLITE_READONLY, SQLITE_PERM:
            // Named: the part that is read-only, which may not be the database file itself.
            switch PrivateFile.readOnlyPart(ofDatabase: path) {
            case .companion(let file):
                .unavailable("the file \(file) beside the database is read-only (the database file itself is not); check its permissions")
            case .folder(let folder):
                .unavailable("the folder \(folder) holding the database \(path) is read-only; check its permissions")
            case .file, nil: .unavailable("the database file at \(path) is read-only; check its permissions")
            }
        case SQLITE_FULL:
            .unavailable("the disk holding \(path) is full; free some space and try again")
        case SQLITE_IOERR where Self.outOfSpaceErrnos.contains(systemErrno):
            // SQLite reports only ENOSPC as "full"; a quota or a file size limit is just as full to the user.
            .unavailable("there is no room left to write \(path) (\(String(cString: strerror(systemErrno)))); free some space and try again")
        case SQLITE_IOERR:
            .unavailable("cannot read or write \(path): \(message)")
        default:
            .unexpected("SQLite error \(code) on \(path): \(message)")
        }
    }
}

extension ServiceError {
    /// A file that is not a database, or a database with a damaged page.
    public static func notAFootballGatherDatabase(at path: String) -> ServiceError {
        .unavailable("the database file at \(path) is damaged or is not a Football Gather database")
    }
}
