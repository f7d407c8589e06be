import Domain
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

    /// The lock on `path` (made 0600 when missing), if nobody holds it; nil when somebody does. A file
    /// that can't be opened or locked (a folder in its place, its permissions) throws, naming it: taken
    /// for "somebody holds it", it would keep what it guards from ever happening, without a word.
    public static func take(atPath path: String) throws(ServiceError) -> FileLock? {
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw unusable(path) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let failure = errno
            close(descriptor)
            guard failure == EWOULDBLOCK else { throw unusable(path, failure) }
            return nil
        }
        return FileLock(descriptor: descriptor)
    }

    private static func unusable(_ path: String, _ failure: Int32 = errno) -> ServiceError {
        .unavailable("the lock file \(path) can't be used (\(String(cString: strerror(failure)))); remove it or put it right, then try again")
    }

    /// Let go by name, not only by closing: a process starting meanwhile (a fork before its exec)
    /// holds a copy of the descriptor for a moment, and the lock, which belongs to the open file,
    /// would outlive this close until that copy is gone.
    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
