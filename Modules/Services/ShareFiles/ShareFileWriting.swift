import Domain

/// Writes a shared block (or an export) to a file the user named; features never touch the file
/// system themselves.
public protocol ShareFileWriting: Sendable {
    /// What is at `path` (`~/` is the user's home): asked before a write that would replace it, so
    /// nothing is written, and nothing asked, for a path that can't be written.
    func target(atPath path: String) async -> ShareFileTarget
    /// Writes `text` whole to a new file, readable by its owner only (0600), then puts it at `path`:
    /// a file there is `.exists` unless `replacing`, and then stays as it was until the new one is
    /// complete. Anything but a file at `path` is `.refused`, whatever `replacing` says.
    func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome
}

/// What is at the path a shared block (or an export) is to be written to.
public enum ShareFileTarget: Sendable, Equatable {
    case nothing
    /// A file, replaced only once the user says so.
    case file
    /// Something never written to, link or not: nothing is asked about it.
    case refused(SpecialFile)
}
