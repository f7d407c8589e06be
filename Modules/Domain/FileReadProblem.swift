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
