import Domain
import Foundation
import RosterFilesInterface

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a roster file the user named (`~/` is the home folder), or what a link there points to,
/// refusing anything but a regular file (a folder, a named pipe, a device), or a file larger than
/// the limit, before reading any of it, and never waiting for a writer.
public struct RosterFileReader: RosterFileReading {
    /// Where "~/" points.
    private let home: URL

    public init(home: URL) {
        self.home = home
    }

    public func contents(ofPath path: String, limit: Int) async -> Result<Data, FileReadProblem> {
        let path = DataDirectory.expandingTilde(path, home: home)
        // A link is followed (people link their files), but only a regular file is opened at all.
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Self.problem(errno)) }
        if let kind = Self.special(info) { return .failure(.notAFile(kind)) }
        // O_NONBLOCK: something swapped in since for a named pipe is opened without waiting for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Self.problem(errno)) }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? file.close() }
        // What was opened is what is read: it is checked again.
        guard fstat(descriptor, &info) == 0 else { return .failure(Self.problem(errno)) }
        if let kind = Self.special(info) { return .failure(.notAFile(kind)) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(bytes: Int(info.st_size))) }
        do {
            // Read one byte past the limit: a file that grew since stat is still refused.
            let data = try file.read(upToCount: limit + 1) ?? Data()
            return data.count > limit ? .failure(.tooLarge(bytes: data.count)) : .success(data)
        } catch {
            return .failure(.failed(error.localizedDescription))
        }
    }

    /// What the file is when it is no regular file.
    private static func special(_ info: stat) -> SpecialFile? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .folder
        case S_IFIFO: .namedPipe
        case S_IFSOCK: .socket
        case S_IFLNK: .symbolicLink
        default: .device
        }
    }

    private static func problem(_ code: Int32) -> FileReadProblem {
        switch code {
        case ENOENT, ENOTDIR: .notFound
        case EACCES, EPERM: .permissionDenied
        default: .failed(String(cString: strerror(code)))
        }
    }
}
