import Domain
import Foundation
import StorageSupport
import TestSupport
import Testing

@Suite struct ShareFileWriterTests {
    let writer = ShareFileWriter(home: FileManager.default.homeDirectoryForCurrentUser)

    @Test func aTildePath_isInTheHomeItWasGiven() async throws {
        try await withTemporaryDirectory { directory in
            let writer = ShareFileWriter(home: directory)
            #expect(await writer.write("x\n", toPath: "~/team.txt", replacing: false) == .written)
            let text = try String(contentsOf: directory.appending(path: "team.txt"), encoding: .utf8)
            #expect(text == "x\n")
        }
    }

    @Test func aNewFile_isCreatedPrivate_withTheText() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "team.md")
            #expect(await writer.write("## Team A\n- Ann\n", toPath: file.path, replacing: false) == .written)
            let text = try String(contentsOf: file, encoding: .utf8)
            let mode = try permissions(of: file)
            #expect(text == "## Team A\n- Ann\n")
            #expect(mode == 0o600)
        }
    }

    @Test func anExistingFile_isLeftAlone_unlessReplacing() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "team.txt")
            try Data("old, and longer than the new text\n".utf8).write(to: file)

            #expect(await writer.write("new\n", toPath: file.path, replacing: false) == .exists)
            let kept = try String(contentsOf: file, encoding: .utf8)
            #expect(kept == "old, and longer than the new text\n")

            #expect(await writer.write("new\n", toPath: file.path, replacing: true) == .written)
            let replaced = try String(contentsOf: file, encoding: .utf8)
            #expect(replaced == "new\n")
        }
    }

    @Test func somethingExists_forAFileAFolderOrALink_inTheHomeItWasGiven() async throws {
        try await withTemporaryDirectory { directory in
            let writer = ShareFileWriter(home: directory)
            try Data("x".utf8).write(to: directory.appending(path: "team.txt"))
            try FileManager.default.createSymbolicLink(atPath: directory.appending(path: "dangling").path, withDestinationPath: "/nowhere/at/all")

            #expect(await writer.somethingExists(atPath: "~/team.txt"))
            #expect(await writer.somethingExists(atPath: directory.path))
            #expect(await writer.somethingExists(atPath: "~/dangling"))
            #expect(await !writer.somethingExists(atPath: "~/other.txt"))
        }
    }

    @Test func aMissingFolder_orAFolder_isSaidClearly() async throws {
        try await withTemporaryDirectory { directory in
            #expect(await writer.write("x", toPath: directory.appending(path: "nope/team.txt").path, replacing: false) == .failed("no such folder"))
            #expect(await writer.write("x", toPath: directory.path, replacing: true) == .failed("that is a folder"))
            // Before any question about replacing it.
            #expect(await writer.write("x", toPath: directory.path, replacing: false) == .failed("that is a folder"))
        }
    }

    @Test func aFolderWithoutWritePermission_isSaidClearly() async throws {
        // Root may write anywhere: there is nothing to refuse then.
        guard getuid() != 0 else { return }
        try await withTemporaryDirectory { directory in
            let locked = directory.appending(path: "locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
            try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked.path) }

            #expect(await writer.write("x", toPath: locked.appending(path: "team.txt").path, replacing: false) == .failed("permission denied"))
        }
    }
}
