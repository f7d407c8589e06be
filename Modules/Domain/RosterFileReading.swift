import Foundation

/// Reads a roster file the user named; features never touch the file system themselves.
public protocol RosterFileReading: Sendable {
    /// The bytes of the file at `path` (`~/` is the user's home), refused before it is read when it
    /// holds more than `limit` bytes, or when it is no file (a link to a file is read).
    func contents(ofPath path: String, limit: Int) async -> Result<Data, FileReadProblem>
}

/// Why a file could not be read; nothing of it was used.
public enum FileReadProblem: Error, Sendable, Equatable {
    case notFound
    /// A folder, a device, a named pipe: nothing to read as a roster, and nothing was waited for.
    case notAFile(SpecialFile)
    case permissionDenied
    /// Larger than the limit it was read with, in bytes.
    case tooLarge(bytes: Int)
    /// Any other reason, as the system words it.
    case failed(String)
}

/// What is at a path the user named when it is not a regular file.
public enum SpecialFile: Sendable, Equatable {
    case folder
    /// Never written through: what it points to may be any file.
    case symbolicLink
    /// A FIFO: reading or writing it would wait for another program.
    case namedPipe
    /// A character or block device, such as /dev/null or a disk.
    case device
    case socket
}
