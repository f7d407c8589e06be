import Domain
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files only their owner may read: the database holds password hashes, the
/// remote store's local records a login token.
public enum PrivateFile {
    /// Creates an empty file with mode 0600 unless one exists. SQLite treats an
    /// empty file as a new database and gives its -wal and -shm files the same
    /// mode, so nothing it writes is ever readable by others.
    public static func createIfMissing(atPath path: String) throws(ServiceError) {
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let failure = errno
            // An existing file (or directory) is left as it is; SQLite reports whether it can use it.
            guard failure == EEXIST else {
                throw .unavailable("cannot create \(path): \(String(cString: strerror(failure)))")
            }
            return
        }
        // open's mode is filtered by the umask; fchmod is not.
        fchmod(descriptor, 0o600)
        close(descriptor)
    }
}

extension PrivateFile {
    /// Deletes the file at `path`; a missing file is already deleted.
    public static func remove(atPath path: String) throws(ServiceError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw failure("cannot delete \(path)") }
    }

    /// The file's content, or nil when there is no such file.
    public static func contents(atPath path: String) throws(ServiceError) -> Data? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unavailable("cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// The last system error, as an "unavailable" a presenter can show.
    private static func failure(_ what: String) -> ServiceError {
        .unavailable("\(what): \(String(cString: strerror(errno)))")
    }
}

extension PrivateFile {
    /// What SQLite keeps beside a database in WAL mode: the log and the shared-memory index.
    public static let databaseCompanionSuffixes = ["-wal", "-shm"]

    /// SQLite gives a new -wal or -shm file the database file's mode: one made while the database
    /// was read-only stays read-only after the database is writable again, and every start fails.
    /// When the database is ours and writable, a companion of ours is made 0600 again.
    public static func repairCompanions(ofDatabase path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(), info.st_mode & S_IWUSR != 0 else {
            return
        }
        for companion in databaseCompanionSuffixes.map({ path + $0 }) {
            // A link or a folder under that name is not SQLite's: it is left alone.
            guard lstat(companion, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
                info.st_mode & 0o777 != 0o600
            else { continue }
            chmod(companion, 0o600)
        }
    }

    /// Which of the database at `path`, its -wal and -shm files, or the folder holding them can't
    /// be written, checked in that order; nil when there is no such database, or all can be.
    public static func readOnlyPart(ofDatabase path: String) -> DatabasePart? {
        guard isPresent(path) else { return nil }
        if isReadOnly(path) { return .file(path) }
        for companion in databaseCompanionSuffixes.map({ path + $0 }) where isPresent(companion) && isReadOnly(companion) {
            return .companion(companion)
        }
        let folder = (path as NSString).deletingLastPathComponent
        return isReadOnly(folder.isEmpty ? "." : folder) ? .folder(folder) : nil
    }

    private static func isPresent(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Not writable for this process, or (what root, who writes anyway, is told) not by its owner.
    private static func isReadOnly(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return access(path, W_OK) != 0 || (info.st_uid == geteuid() && info.st_mode & S_IWUSR == 0)
    }
}

/// A part of a database on disk.
public enum DatabasePart: Sendable, Equatable {
    case file(String)
    /// Its -wal or -shm file.
    case companion(String)
    /// The folder holding it, where SQLite creates the companions.
    case folder(String)
}
