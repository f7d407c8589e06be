import Domain

/// Writes a shared block (or an export) to a file the user named; features never touch the file
/// system themselves.
public protocol ShareFileWriting: Sendable {
    /// What is at `path` (`~/` is the user's home): asked before a write that would replace it, so
    /// nothing is written, and nothing asked, for a path that can't be written.
    func target(atPath path: String) async -> ShareFileTarget
    /// Writes `files` as one: each text whole to a new file, readable by its owner only (0600), and
    /// only once all are complete are they put at their paths, so either every path has its new
    /// text or every path is as it was (an export's two CSV files never disagree; `.partlyWritten`
    /// says when one could not be put back). A file at a path is `.exists` unless its `replacing`
    /// says otherwise, and then stays as it was until the new ones are complete. Anything but a
    /// file at a path is `.refused`, whatever `replacing` says.
    func write(_ files: [ShareFile]) async -> ShareFilesOutcome
}

extension ShareFileWriting {
    /// One file, as `write(_:)` writes several: `text` at `path` (`~/` is the user's home).
    public func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        switch await write([ShareFile(text: text, path: path, replacing: replacing)]) {
        case .written: .written
        case .exists: .exists
        case .refused(_, let kind): .refused(kind)
        case .noFolder(let folder): .noFolder(folder)
        case .failed(let reason), .partlyWritten(_, let reason): .failed(reason)
        }
    }
}

/// What is at the path a shared block (or an export) is to be written to.
public enum ShareFileTarget: Sendable, Equatable {
    case nothing
    /// A file, replaced only once the user says so.
    case file
    /// Something never written to, link or not: nothing is asked about it.
    case refused(SpecialFile)
}

/// A file to write: its text, where (`~/` is the user's home), and whether a file there is replaced.
public struct ShareFile: Sendable, Equatable {
    public var text: String
    public var path: String
    /// A file there already is replaced only when the user said so; otherwise it is `.exists`.
    public var replacing: Bool

    public init(text: String, path: String, replacing: Bool) {
        self.text = text
        self.path = path
        self.replacing = replacing
    }
}

/// How writing files as one went (`ShareFileOutcome` is one file's): all of them, or none.
public enum ShareFilesOutcome: Sendable, Equatable {
    case written
    /// A file is at `path` already: nothing was written.
    case exists(path: String)
    /// Something other than a file is at `path`: nothing was written.
    case refused(path: String, SpecialFile)
    /// The folder a file was to go in (as typed) does not exist: nothing was written.
    case noFolder(String)
    /// Nothing was written, and every path is as it was; the text says why ("no such folder").
    case failed(String)
    /// Nothing more was written after a failure (the text says why), and `notPutBack` could not be
    /// put back as they were (their folder changed meanwhile; an old file then stays beside its path
    /// under a hidden name); every other path is as it was. Never for one file, which has nothing to
    /// put back.
    case partlyWritten(notPutBack: [String], reason: String)
}
