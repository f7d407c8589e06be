import Domain
import Foundation
import ShareFilesInterface

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes shared blocks to files the user names, private like every file the app writes.
///
/// The text goes to a new file beside the target first, written whole and synced, and only then
/// takes the target's name: a file being replaced stays as it was until the new one is complete
/// (a full disk leaves it intact), and what is written is always the owner's only (0600). A link,
/// a folder, a named pipe, a device or a socket at the path is never written to.
public struct ShareFileWriter: ShareFileWriting {
    /// Writes some of `bytes` to `descriptor` as write(2) does: the count written, or -1 with errno set.
    public typealias WriteCall = @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
    /// Gives the file at `existing` a second name as link(2) does: 0, or -1 with errno set.
    public typealias LinkCall = @Sendable (_ existing: String, _ new: String) -> Int32

    /// Where "~/" points.
    private let home: URL
    private let writeCall: WriteCall
    private let linkCall: LinkCall

    /// `writeCall`: how bytes reach the file; a test gives one that fails as a full disk would.
    /// `linkCall`: how a new file takes its name; a test gives one that fails as on a file system
    /// without hard links (FAT).
    public init(home: URL, writeCall: @escaping WriteCall = Self.systemWrite, linkCall: @escaping LinkCall = { link($0, $1) }) {
        self.home = home
        self.writeCall = writeCall
        self.linkCall = linkCall
    }

    /// write(2) itself.
    public static let systemWrite: WriteCall = { descriptor, bytes in
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes.baseAddress, bytes.count)
        #elseif canImport(Darwin)
        Darwin.write(descriptor, bytes.baseAddress, bytes.count)
        #endif
    }

    public func target(atPath path: String) async -> ShareFileTarget {
        Self.target(DataDirectory.expandingTilde(path, home: home))
    }

    public func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        let path = DataDirectory.expandingTilde(path, home: home)
        switch Self.target(path) {
        case .refused(let kind): return .refused(kind)
        case .file where !replacing: return .exists
        case .file, .nothing: break
        }
        let temporary: String
        switch Self.writeTemporary(Data(text.utf8), beside: path, writeCall) {
        case .success(let written): temporary = written
        case .failure(let error): return .failed(Self.reason(error.code))
        }
        if replacing {
            // rename replaces a link or a file that appeared since by the new file, never writes through it.
            guard rename(temporary, path) == 0 else { return Self.failed(errno, removing: temporary) }
        } else {
            // link, unlike rename, refuses a name that is taken: a file that appeared since is left alone.
            if linkCall(temporary, path) == 0 {
                unlink(temporary)
            } else if let failure = Self.takingName(path, from: temporary, linkFailure: errno) {
                return failure
            }
        }
        Self.syncFolder(of: path)
        return .written
    }

    /// What is at `path`, the path itself when it is a link.
    private static func target(_ path: String) -> ShareFileTarget {
        var info = stat()
        // Nothing to look at (or no folder to look in): the write says why, if it fails.
        guard lstat(path, &info) == 0 else { return .nothing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFLNK: return .refused(.symbolicLink)
        case S_IFDIR: return .refused(.folder)
        case S_IFIFO: return .refused(.namedPipe)
        case S_IFSOCK: return .refused(.socket)
        default: return .refused(.device)
        }
    }

    /// An errno, as a failure.
    private struct SystemError: Error {
        let code: Int32
    }

    /// A new private file in `path`'s folder holding all of `data`, synced to the disk; its path, or
    /// the errno that stopped it (then nothing of it is left).
    private static func writeTemporary(_ data: Data, beside path: String, _ writeCall: WriteCall) -> Result<String, SystemError> {
        let folder = (path as NSString).deletingLastPathComponent
        var descriptor: Int32 = -1
        var temporary = ""
        // The name is new (O_EXCL) and made up: nothing of anyone else's is opened.
        for _ in 0..<8 where descriptor < 0 {
            let name = ".footballgather-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
            temporary = folder.isEmpty ? name : folder + "/" + name
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor < 0 && errno != EEXIST { break }
        }
        guard descriptor >= 0 else { return .failure(SystemError(code: errno)) }
        // open's mode went through the umask; fchmod's does not.
        var failure = fchmod(descriptor, 0o600) == 0 ? 0 : errno
        if failure == 0 { failure = writeAll(data, to: descriptor, writeCall) }
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            return .failure(SystemError(code: failure))
        }
        return .success(temporary)
    }

    /// 0, or the errno of the write that failed.
    private static func writeAll(_ data: Data, to descriptor: Int32, _ writeCall: WriteCall) -> Int32 {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = writeCall(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                // A disk that takes nothing more without saying why is full.
                guard count > 0 else { return ENOSPC }
                offset += count
            }
            return 0
        }
    }

    /// The new name survives a power cut once the folder holding it is synced too.
    private static func syncFolder(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// On a file system without hard links, the name is taken as a new empty file (O_EXCL: one that
    /// appeared since is left alone), then the new file renamed over it; nil once it is there.
    private static func takingName(_ path: String, from temporary: String, linkFailure: Int32) -> ShareFileOutcome? {
        guard [EPERM, ENOTSUP, EOPNOTSUPP, EMLINK].contains(linkFailure) else { return failed(linkFailure, removing: temporary) }
        let placeholder = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard placeholder >= 0 else { return failed(errno, removing: temporary) }
        close(placeholder)
        guard rename(temporary, path) == 0 else {
            let failure = errno
            unlink(path)
            return failed(failure, removing: temporary)
        }
        return nil
    }

    /// `.exists` for EEXIST, else why it failed; the file at `temporary` is removed.
    private static func failed(_ code: Int32, removing temporary: String) -> ShareFileOutcome {
        unlink(temporary)
        return code == EEXIST ? .exists : .failed(reason(code))
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such folder"
        case EACCES, EPERM, EROFS: "permission denied"
        case EISDIR: "that is a folder"
        default: String(cString: strerror(code))
        }
    }
}
