import Domain
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes shared blocks to files the user names, private like every file the app writes.
public struct ShareFileWriter: ShareFileWriting {
    /// Where "~/" points.
    private let home: URL

    public init(home: URL) {
        self.home = home
    }

    public func somethingExists(atPath path: String) async -> Bool {
        var info = stat()
        return lstat(DataDirectory.expandingTilde(path, home: home), &info) == 0
    }

    public func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        let path = DataDirectory.expandingTilde(path, home: home)
        // A folder "exists" to O_EXCL: say what it is before asking to replace it.
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return .failed(Self.reason(EISDIR)) }
        var descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            // open's mode went through the umask; fchmod's does not.
            fchmod(descriptor, 0o600)
        } else if errno == EEXIST {
            guard replacing else { return .exists }
            // The file the user agreed to replace keeps its mode.
            descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        }
        guard descriptor >= 0 else { return .failed(Self.reason(errno)) }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try file.write(contentsOf: Data(text.utf8))
            try file.close()
            return .written
        } catch {
            return .failed(error.localizedDescription)
        }
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
