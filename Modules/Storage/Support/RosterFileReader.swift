import Domain
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a roster file the user named (`~/` is the home folder), refusing a folder, or a file larger
/// than the limit, before reading any of it.
public struct RosterFileReader: RosterFileReading {
    /// Where "~/" points.
    private let home: URL

    public init(home: URL) {
        self.home = home
    }

    public func contents(ofPath path: String, limit: Int) async -> Result<Data, FileReadProblem> {
        let path = DataDirectory.expandingTilde(path, home: home)
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Self.problem(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notAFile) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(bytes: Int(info.st_size))) }
        // A regular file found but not opened is one this user may not read.
        guard let file = FileHandle(forReadingAtPath: path) else { return .failure(.permissionDenied) }
        defer { try? file.close() }
        do {
            // Read one byte past the limit: a file that grew since stat is still refused.
            let data = try file.read(upToCount: limit + 1) ?? Data()
            return data.count > limit ? .failure(.tooLarge(bytes: data.count)) : .success(data)
        } catch {
            return .failure(.failed(error.localizedDescription))
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
