import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where tests keep their scratch files: a folder of this test process's own, `fg-tests-<pid>`, in a
/// file system in memory where there is one (/dev/shm on Linux), so that thousands of small SQLite
/// files and their fsyncs don't wait on a disk (a third of the suite's time here); in the system's
/// temporary folder otherwise. The files, and what the tests check on them, are the same either way.
///
/// Each test removes what it makes; the folder goes when the process ends, with whatever a test that
/// failed midway left, and one left by a test process that was killed goes when the next one starts.
public enum ScratchSpace {
    public static let root: URL = {
        let parent = scratchParent
        sweepFoldersOfEndedProcesses(in: parent)
        let root = parent.appending(path: "\(prefix)\(getpid())", directoryHint: .isDirectory)
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchSpace.root) }
        return root
    }()

    /// Names the per-process folders, so that the next run finds those of killed ones.
    public static let prefix = "fg-tests-"

    /// The file system in memory, or the system's temporary folder.
    public static var scratchParent: URL {
        let memory = "/dev/shm"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: memory, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isWritableFile(atPath: memory)
        {
            return URL(fileURLWithPath: memory, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
    }

    /// Removes the folders of test processes that are gone (killed before they could remove theirs).
    static func sweepFoldersOfEndedProcesses(in parent: URL) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid() else { continue }
            // kill(pid, 0) fails with ESRCH for a process that is no more.
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: parent.appending(path: name))
            }
        }
    }
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
