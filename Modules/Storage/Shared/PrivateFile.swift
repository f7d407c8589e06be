import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files only their owner may read: the database holds password hashes, the
/// remote store's "remember me" file a login token.
enum PrivateFile {
    /// Creates an empty file with mode 0600 unless one exists. SQLite treats an
    /// empty file as a new database and gives its -wal and -shm files the same
    /// mode, so nothing it writes is ever readable by others.
    static func createIfMissing(atPath path: String) throws(ServiceError) {
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
    /// Replaces the file at `path` with `data`, atomically and with mode 0600:
    /// the bytes go to a new private file beside it, which is then renamed over
    /// the old one, so a reader sees the old content or the new, never half of it.
    static func replace(atPath path: String, with data: Data) throws(ServiceError) {
        let temporary = path + ".\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("cannot write \(path)") }
        fchmod(descriptor, 0o600)
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let error = written ? nil : failure("cannot write \(path)")
        close(descriptor)
        if let error {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot replace \(path)")
            unlink(temporary)
            throw error
        }
    }

    /// Deletes the file at `path`; a missing file is already deleted.
    static func remove(atPath path: String) throws(ServiceError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw failure("cannot delete \(path)") }
    }

    /// The file's content, or nil when there is no such file.
    static func contents(atPath path: String) throws(ServiceError) -> Data? {
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
