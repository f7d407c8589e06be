import Domain
import Foundation
import ShareFilesInterface
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

    @Test func aMissingFolder_isNamedAsTyped_andNothingIsMade() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appending(path: "nope/deeper").path
            #expect(await writer.write("x", toPath: folder + "/team.txt", replacing: false) == .noFolder(folder))
            #expect(await writer.write("x", toPath: "~/nope/team.txt", replacing: false) == .noFolder("~/nope"))
            #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "nope").path))
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

    // MARK: files written as one

    /// An export's two files in `folder`, with their new text.
    private static func pair(in folder: String, replacing: Bool) -> [ShareFile] {
        [
            ShareFile(text: "name\r\nAnn\r\n", path: folder + "/x-players.csv", replacing: replacing),
            ShareFile(text: "match,player\r\n1,Ann\r\n", path: folder + "/x-matches.csv", replacing: replacing),
        ]
    }

    /// The old files, not all UTF-8 and not the owner's only, so that "as it was" is checked byte for byte and mode for mode.
    private static let old = [Data([0xEF, 0xBB, 0xBF] + Array("the old players\r\n".utf8) + [0xFF]), Data("the old matches, longer\r\n".utf8)]

    private static func writeOld(_ files: [ShareFile]) throws {
        for (file, data) in zip(files, old) {
            try data.write(to: URL(fileURLWithPath: file.path))
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        }
    }

    /// What is at a path: its bytes, its mode, and which file it is (the same one, not a copy of it).
    private struct FileState: Equatable {
        let data: Data
        let mode: mode_t
        let inode: UInt64

        init?(atPath path: String) {
            var info = stat()
            guard lstat(path, &info) == 0, let data = FileManager.default.contents(atPath: path) else { return nil }
            self.data = data
            mode = info.st_mode & 0o777
            inode = UInt64(info.st_ino)
        }

        static func of(_ files: [ShareFile]) -> [FileState?] { files.map { FileState(atPath: $0.path) } }
    }

    private static func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// Where writing two files as one is stopped: the calls numbered here (1 is the first) fail,
    /// write(2)'s as on a full disk, link(2)'s and rename(2)'s as on a failing one (EIO) unless `linkError` says.
    struct Fault: Sendable, CustomTestStringConvertible {
        let step: String
        /// Whether files are there already, to be replaced.
        var replacing = false
        var writes: Set<Int> = []
        var links: Set<Int> = []
        var linkError = EIO
        var renames: Set<Int> = []

        var testDescription: String { (replacing ? "replacing: " : "new: ") + step }
        /// Why the write says it failed.
        var reason: String { String(cString: strerror(writes.isEmpty ? EIO : ENOSPC)) }

        static let atEachStep = [
            Fault(step: "writing the first temporary", writes: [1]),
            Fault(step: "writing the second temporary", writes: [2]),
            Fault(step: "the first file taking its name", links: [1]),
            Fault(step: "the second file taking its name", links: [2]),
            Fault(step: "writing the first temporary", replacing: true, writes: [1]),
            Fault(step: "writing the second temporary", replacing: true, writes: [2]),
            Fault(step: "the first old file keeping a second name", replacing: true, links: [1]),
            Fault(step: "the first file taking its name", replacing: true, renames: [1]),
            Fault(step: "the second file taking its name", replacing: true, renames: [2]),
        ]
    }

    /// A writer on the system's calls, failing where `fault` says; it notes what was at `files` when the first failed.
    private final class Faulty: Sendable {
        private let fault: Fault
        private let files: [ShareFile]
        private let calls = Mutex<[String: Int]>([:])
        private let seen = Mutex<[FileState?]?>(nil)

        init(_ fault: Fault, _ files: [ShareFile]) {
            self.fault = fault
            self.files = files
        }

        /// What was at the files when the first call failed; nil if none did.
        var atFailure: [FileState?]? { seen.withLock { $0 } }

        func writer(home: URL) -> ShareFileWriter {
            ShareFileWriter(
                home: home,
                writeCall: { descriptor, bytes in
                    self.fault.writes.contains(self.numbered("write")) ? self.failing(ENOSPC) : ShareFileWriter.systemWrite(descriptor, bytes)
                },
                linkCall: { existing, new in
                    self.fault.links.contains(self.numbered("link")) ? Int32(self.failing(self.fault.linkError)) : ShareFileWriter.systemLink(existing, new)
                },
                renameCall: { existing, new in
                    self.fault.renames.contains(self.numbered("rename")) ? Int32(self.failing(EIO)) : ShareFileWriter.systemRename(existing, new)
                })
        }

        /// 1 for the first `call`, 2 for the second…
        private func numbered(_ call: String) -> Int {
            calls.withLock { counts in
                counts[call, default: 0] += 1
                return counts[call, default: 0]
            }
        }

        private func failing(_ code: Int32) -> Int {
            seen.withLock { seen in
                if seen == nil { seen = FileState.of(files) }
            }
            errno = code
            return -1
        }
    }

    @Test func twoFiles_areWrittenTogether_privateEach_andNoTemporaryIsLeft() async throws {
        try await withTemporaryDirectory { (directory: URL) async throws in
            let new = Self.pair(in: directory.path, replacing: false)
            #expect(await writer.write(new) == .written)
            let replacing = new.map { ShareFile(text: $0.text + "more\r\n", path: $0.path, replacing: true) }
            #expect(await writer.write(replacing) == .written)

            for file in replacing {
                #expect(try String(contentsOfFile: file.path, encoding: .utf8) == file.text)
                #expect(try permissions(of: URL(fileURLWithPath: file.path)) == 0o600)
            }
            #expect(try Self.names(in: directory) == ["x-matches.csv", "x-players.csv"], "the old files' second names are gone too")
        }
    }

    @Test(arguments: Fault.atEachStep)
    func aFailureAtAnyStep_leavesBothPathsAsTheyWere_byteForByte_andNoTemporary(fault: Fault) async throws {
        try await withTemporaryDirectory { (directory: URL) async throws in
            let files = Self.pair(in: directory.path, replacing: fault.replacing)
            if fault.replacing { try Self.writeOld(files) }
            let before = FileState.of(files)
            let faulty = Faulty(fault, files)

            #expect(await faulty.writer(home: directory).write(files) == .failed(fault.reason))

            #expect(FileState.of(files) == before)
            #expect(try Self.names(in: directory) == (fault.replacing ? ["x-matches.csv", "x-players.csv"] : []))
            let atFailure = try #require(faulty.atFailure, "the fault struck")
            if fault.step == "the second file taking its name" {
                #expect(atFailure[0]?.data == Data(files[0].text.utf8), "the first file had its new text, and was put back")
            } else {
                #expect(atFailure == before)
            }
        }
    }

    @Test func aFirstFileThatCantBePutBack_isSaid_andItsOldTextStaysBesideIt() async throws {
        try await withTemporaryDirectory { (directory: URL) async throws in
            let files = Self.pair(in: directory.path, replacing: true)
            try Self.writeOld(files)
            // The second file can't take its name (rename 2), then the first can't be put back (3).
            let faulty = Faulty(Fault(step: "putting the first back", replacing: true, renames: [2, 3]), files)

            #expect(await faulty.writer(home: directory).write(files) == .partlyWritten(notPutBack: [files[0].path], reason: String(cString: strerror(EIO))))

            #expect(FileManager.default.contents(atPath: files[0].path) == Data(files[0].text.utf8))
            #expect(FileManager.default.contents(atPath: files[1].path) == Self.old[1])
            let kept = try Self.names(in: directory).filter { $0.hasPrefix(".footballgather-") }
            #expect(kept.map { FileManager.default.contents(atPath: directory.appending(path: $0).path) } == [Self.old[0]], "and no temporary")
        }
    }

    @Test func onAFileSystemWithoutHardLinks_twoFilesAreWrittenTogether_orBothPutBack() async throws {
        try await withTemporaryDirectory { (directory: URL) async throws in
            let files = Self.pair(in: directory.path, replacing: false)
            let noLinks = Fault(step: "no hard links", links: Set(1...8), linkError: EPERM)
            #expect(await Faulty(noLinks, files).writer(home: directory).write(files) == .written)
            #expect(files.map { FileManager.default.contents(atPath: $0.path) } == files.map { Data($0.text.utf8) })
            #expect(try files.map { try permissions(of: URL(fileURLWithPath: $0.path)) } == [0o600, 0o600])
            #expect(try Self.names(in: directory) == ["x-matches.csv", "x-players.csv"])

            try Self.writeOld(files)
            let replacing = Self.pair(in: directory.path, replacing: true)
            let before = FileState.of(files)
            // The first old file is moved aside (rename 1), the first new file takes its name (2), the second can't (3).
            var failing = noLinks
            failing.renames = [3]

            #expect(await Faulty(failing, files).writer(home: directory).write(replacing) == .failed(String(cString: strerror(EIO))))

            #expect(FileState.of(files) == before)
            #expect(try Self.names(in: directory) == ["x-matches.csv", "x-players.csv"])
        }
    }

    @Test func aFileThatAppearsAtTheSecondPath_isLeftAlone_andTheFirstIsNotWritten() async throws {
        try await withTemporaryDirectory { (directory: URL) async throws in
            let matches = directory.appending(path: "x-matches.csv")
            // Another program creates the second file while the new ones are being written.
            let racing = ShareFileWriter(home: directory) { descriptor, bytes in
                _ = FileManager.default.createFile(atPath: matches.path, contents: Data("theirs\n".utf8))
                return ShareFileWriter.systemWrite(descriptor, bytes)
            }

            #expect(await racing.write(Self.pair(in: "~", replacing: false)) == .exists(path: "~/x-matches.csv"))

            #expect(try String(contentsOf: matches, encoding: .utf8) == "theirs\n")
            #expect(try Self.names(in: directory) == ["x-matches.csv"])
        }
    }

    @Test func aSecondPathTaken_orNotAFile_stopsTheWrite_beforeAnythingIsWritten() async throws {
        try await withTemporaryDirectory { (directory: URL) async throws in
            let writer = ShareFileWriter(home: directory)
            try Data("kept\n".utf8).write(to: directory.appending(path: "x-matches.csv"))

            #expect(await writer.write(Self.pair(in: "~", replacing: false)) == .exists(path: "~/x-matches.csv"))
            #expect(try Self.names(in: directory) == ["x-matches.csv"])

            try FileManager.default.createDirectory(at: directory.appending(path: "x-players.csv"), withIntermediateDirectories: false)
            #expect(await writer.write(Self.pair(in: "~", replacing: true)) == .refused(path: "~/x-players.csv", .folder))
            #expect(try String(contentsOf: directory.appending(path: "x-matches.csv"), encoding: .utf8) == "kept\n")
            #expect(try Self.names(in: directory) == ["x-matches.csv", "x-players.csv"])
        }
    }
}
