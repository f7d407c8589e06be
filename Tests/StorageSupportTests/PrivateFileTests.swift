import Domain
import Foundation
import StorageSupport
import TestSupport
import Testing

/// Files only their owner may read.
@Suite struct PrivateFileTests {
    @Test func createIfMissing_makesAnEmptyPrivateFile_andLeavesAnExistingOneAlone() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "records.sqlite")
            try PrivateFile.createIfMissing(atPath: file.path)
            #expect(try permissions(of: file) == 0o600)
            #expect(try PrivateFile.contents(atPath: file.path) == Data())

            try Data("kept".utf8).write(to: file)
            try PrivateFile.createIfMissing(atPath: file.path)
            #expect(try PrivateFile.contents(atPath: file.path) == Data("kept".utf8))
        }
    }

    @Test func remove_deletesTheFile_andAMissingFileIsAlreadyDeleted() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "old.json")
            try Data("{}".utf8).write(to: file)
            try PrivateFile.remove(atPath: file.path)
            try PrivateFile.remove(atPath: file.path)
            #expect(try PrivateFile.contents(atPath: file.path) == nil)
        }
    }

    @Test func failures_sayWhichFileAndWhy() async throws {
        try await withTemporaryDirectory { directory in
            let missing = directory.appending(path: "missing/records.sqlite").path
            #expect(throws: ServiceError.unavailable("cannot create \(missing): No such file or directory")) {
                try PrivateFile.createIfMissing(atPath: missing)
            }
            // A non-empty directory can't be deleted as a file, nor read as one.
            let occupied = directory.appending(path: "occupied", directoryHint: .isDirectory)
            try FileManager.default.createDirectory(at: occupied.appending(path: "inside"), withIntermediateDirectories: true)
            let removal = try #require(throws: ServiceError.self) { try PrivateFile.remove(atPath: occupied.path) }
            #expect(Self.detail(of: removal).contains("cannot delete \(occupied.path): "))
            let reading = try #require(throws: ServiceError.self) { try PrivateFile.contents(atPath: occupied.path) }
            #expect(Self.detail(of: reading).contains("cannot read \(occupied.path): "))
        }
    }

    /// What an `.unavailable` error says happened; the whole error for any other case, so the check fails.
    private static func detail(of error: ServiceError) -> String {
        if case .unavailable(let detail) = error { return detail }
        return String(describing: error)
    }
}
