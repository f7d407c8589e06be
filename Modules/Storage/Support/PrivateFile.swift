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
