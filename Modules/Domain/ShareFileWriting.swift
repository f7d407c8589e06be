import Foundation

/// Writes a shared block (or an export) to a file the user named; features never touch the file
/// system themselves.
public protocol ShareFileWriting: Sendable {
    /// Whether something is at `path` already (`~/` is the user's home): asked before a write
    /// that would replace it, so nothing is written before the user says yes.
    func somethingExists(atPath path: String) async -> Bool
    /// Creates the file, readable by its owner only (0600), holding `text`. An existing file
    /// is `.exists` unless `replacing`; then its content is replaced (its mode left as it was).
    func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome
}

/// How writing a shared block went.
public enum ShareFileOutcome: Sendable, Equatable {
    case written
    /// A file is there already: nothing was written.
    case exists
    /// Nothing was written; the text says why ("no such folder", "permission denied").
    case failed(String)
}
