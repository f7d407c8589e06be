import Domain
import Foundation
import StorageSupport
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    @Test func target_saysWhatIsThere_aLinkBeingALink_inTheHomeItWasGiven() async throws {
        try await withTemporaryDirectory { directory in
            let writer = ShareFileWriter(home: directory)
            try Data("x".utf8).write(to: directory.appending(path: "team.txt"))
            try FileManager.default.createSymbolicLink(atPath: directory.appending(path: "dangling").path, withDestinationPath: "/nowhere/at/all")
            try FileManager.default.createSymbolicLink(atPath: directory.appending(path: "link").path, withDestinationPath: "team.txt")
            #expect(mkfifo(directory.appending(path: "pipe").path, 0o600) == 0)

            #expect(await writer.target(atPath: "~/team.txt") == .file)
            #expect(await writer.target(atPath: "~/other.txt") == .nothing)
            #expect(await writer.target(atPath: "~/nope/other.txt") == .nothing)
            #expect(await writer.target(atPath: directory.path) == .refused(.folder))
            #expect(await writer.target(atPath: "~/dangling") == .refused(.symbolicLink))
            #expect(await writer.target(atPath: "~/link") == .refused(.symbolicLink))
            #expect(await writer.target(atPath: "~/pipe") == .refused(.namedPipe))
            #expect(await writer.target(atPath: "/dev/null") == .refused(.device))
        }
    }

    @Test func aMissingFolder_isSaidClearly() async throws {
        try await withTemporaryDirectory { directory in
            #expect(await writer.write("x", toPath: directory.appending(path: "nope/team.txt").path, replacing: false) == .failed("no such folder"))
        }
    }

    @Test func aLinkAPipeADeviceOrAFolder_isRefused_replacingOrNot_andNothingIsWritten() async throws {
        try await withTemporaryDirectory { directory in
            let target = directory.appending(path: "target.txt")
            try Data("linked\n".utf8).write(to: target)
            let link = directory.appending(path: "link.txt")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
            let dangling = directory.appending(path: "dangling.txt")
            try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: directory.appending(path: "gone.txt").path)
            let pipe = directory.appending(path: "pipe")
            #expect(mkfifo(pipe.path, 0o600) == 0)
            let folder = directory.appending(path: "folder")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            let cases: [(String, SpecialFile)] = [
                (link.path, .symbolicLink), (dangling.path, .symbolicLink), (pipe.path, .namedPipe), ("/dev/null", .device), (folder.path, .folder),
            ]

            for (path, kind) in cases {
                for replacing in [false, true] {
                    #expect(await writer.write("new\n", toPath: path, replacing: replacing) == .refused(kind), "\(path)")
                }
            }

            #expect(try String(contentsOf: target, encoding: .utf8) == "linked\n", "a link's target is left alone")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling.path).hasSuffix("gone.txt"))
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(names == ["dangling.txt", "folder", "link.txt", "pipe", "target.txt"], "no new or temporary file")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }

    @Test func aReplacedFile_isTheOwnersOnly_whateverItsModeWas() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "team.txt")
            try Data("old\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)

            #expect(await writer.write("new\n", toPath: file.path, replacing: true) == .written)

            #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
            #expect(try permissions(of: file) == 0o600)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["team.txt"])
        }
    }

    @Test func aFullDisk_leavesTheOldFileWhole_andNoTemporaryFile() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "export.json")
            try Data("the old export, whole\n".utf8).write(to: file)
            // The disk takes eight more bytes, then is full.
            let space = Mutex(8)
            let full = ShareFileWriter(home: directory) { descriptor, bytes in
                let count = space.withLock { space in
                    defer { space -= min(space, bytes.count) }
                    return min(space, bytes.count)
                }
                guard count > 0 else {
                    errno = ENOSPC
                    return -1
                }
                return ShareFileWriter.systemWrite(descriptor, UnsafeRawBufferPointer(rebasing: bytes[..<count]))
            }

            let outcome = await full.write("a new export, longer than eight bytes\n", toPath: file.path, replacing: true)

            #expect(outcome == .failed(String(cString: strerror(ENOSPC))))
            #expect(try String(contentsOf: file, encoding: .utf8) == "the old export, whole\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["export.json"])
            #expect(
                await full.write("small", toPath: directory.appending(path: "new.json").path, replacing: false) == .failed(String(cString: strerror(ENOSPC))))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["export.json"], "a new file is not left half written either")
        }
    }

    @Test func aFileThatAppearsBeforeANewFileIsPut_isLeftAlone() async throws {
        try await withTemporaryDirectory { (directory: URL) async throws in
            let file = directory.appending(path: "team.txt")
            // Another program creates the file while the new one is being written.
            let racing = ShareFileWriter(home: directory) { descriptor, bytes in
                _ = FileManager.default.createFile(atPath: file.path, contents: Data("theirs\n".utf8))
                return ShareFileWriter.systemWrite(descriptor, bytes)
            }

            #expect(await racing.write("ours\n", toPath: file.path, replacing: false) == .exists)

            #expect(try String(contentsOf: file, encoding: .utf8) == "theirs\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["team.txt"])
        }
    }

    @Test func onAFileSystemWithoutHardLinks_aNewFileIsWrittenToo_andOneThatAppearedIsLeftAlone() async throws {
        try await withTemporaryDirectory { (directory: URL) async throws in
            let noLinks = ShareFileWriter(
                home: directory,
                linkCall: { _, _ in
                    errno = EPERM
                    return -1
                })

            #expect(await noLinks.write("new\n", toPath: "~/team.txt", replacing: false) == .written)
            let file = directory.appending(path: "team.txt")
            #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
            #expect(try permissions(of: file) == 0o600)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["team.txt"])

            // Another program creates the file while the new one is being written.
            let other = directory.appending(path: "other.txt")
            let racing = ShareFileWriter(
                home: directory,
                writeCall: { descriptor, bytes in
                    _ = FileManager.default.createFile(atPath: other.path, contents: Data("theirs\n".utf8))
                    return ShareFileWriter.systemWrite(descriptor, bytes)
                },
                linkCall: { _, _ in
                    errno = ENOTSUP
                    return -1
                })
            #expect(await racing.write("ours\n", toPath: other.path, replacing: false) == .exists)
            #expect(try String(contentsOf: other, encoding: .utf8) == "theirs\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["other.txt", "team.txt"])
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
