import Domain
import Foundation

/// Reads a roster file the user named; features never touch the file system themselves.
public protocol RosterFileReading: Sendable {
    /// The bytes of the file at `path` (`~/` is the user's home), refused before it is read when it
    /// holds more than `limit` bytes, or when it is no file (a link to a file is read).
    func contents(ofPath path: String, limit: Int) async -> Result<Data, FileReadProblem>
}
