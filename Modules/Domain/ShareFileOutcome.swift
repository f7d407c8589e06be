/// How writing a shared block went.
public enum ShareFileOutcome: Sendable, Equatable {
    case written
    /// A file is there already: nothing was written.
    case exists
    /// Something other than a file is there: nothing was written.
    case refused(SpecialFile)
    /// The folder to write in (as typed) does not exist: nothing was written.
    case noFolder(String)
    /// Nothing was written; the text says why ("no such folder", "permission denied").
    case failed(String)
}
