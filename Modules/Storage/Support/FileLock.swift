import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock on a file that one holder at a time has, across processes: the system lets it go when its
/// holder does, or when the holding process ends, however it ends (killed too), so none is left stale.
public final class FileLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The lock on `path` (made 0600 when missing), if nobody holds it; nil when somebody does, or
    /// when the file can't be opened.
    public static func take(atPath path: String) -> FileLock? {
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return FileLock(descriptor: descriptor)
    }

    deinit {
        close(descriptor)
    }
}
