import Foundation

/// Reads a roster file the user named; features never touch the file system themselves.
public protocol RosterFileReading: Sendable {
    /// The bytes of the file at `path` (`~/` is the user's home), refused before it is read when it
    /// holds more than `limit` bytes.
    func contents(ofPath path: String, limit: Int) async -> Result<Data, FileReadProblem>
}

/// Why a file could not be read; nothing of it was used.
public enum FileReadProblem: Error, Sendable, Equatable {
    case notFound
    /// A folder, a device: nothing to read as a roster.
    case notAFile
    case permissionDenied
    /// Larger than the limit it was read with, in bytes.
    case tooLarge(bytes: Int)
    /// Any other reason, as the system words it.
    case failed(String)
}
