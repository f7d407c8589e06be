import Foundation
import Testing

/// Where tests keep their scratch files: a file system in memory where there is one
/// (/dev/shm on Linux), so that thousands of small SQLite files and their fsyncs don't wait
/// on a disk (a third of the suite's time here); the system's temporary folder otherwise.
/// The files, and what the tests check on them, are the same either way.
public enum ScratchSpace {
    public static let root: URL = {
        let memory = "/dev/shm"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: memory, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isWritableFile(atPath: memory)
        {
            return URL(fileURLWithPath: memory, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
    }()
}

/// A unique empty folder, removed afterwards whatever happens.
public func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = ScratchSpace.root.appending(path: "fg-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// The POSIX permission bits of a file or folder.
public func permissions(of url: URL) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
}
