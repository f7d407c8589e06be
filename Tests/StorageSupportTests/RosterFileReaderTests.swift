import Domain
import Foundation
import StorageSupport
import TestSupport
import Testing

/// The roster file `import FILE` names, read whole or refused before any of it is read.
@Suite struct RosterFileReaderTests {
    @Test func aFile_isReadWhole_andATildePathIsInTheHomeItWasGiven() async throws {
        try await withTemporaryDirectory { directory in
            try Data("name\nAnn\n".utf8).write(to: directory.appending(path: "roster.csv"))
            let reader = RosterFileReader(home: directory)

            #expect(await reader.contents(ofPath: "~/roster.csv", limit: 100) == .success(Data("name\nAnn\n".utf8)))
            #expect(await reader.contents(ofPath: directory.appending(path: "roster.csv").path, limit: 9) == .success(Data("name\nAnn\n".utf8)))
        }
    }

    @Test func aMissingFile_aFolder_orAFileBeyondTheLimit_isRefused() async throws {
        try await withTemporaryDirectory { directory in
            try Data(count: 10).write(to: directory.appending(path: "big.csv"))
            let reader = RosterFileReader(home: directory)

            #expect(await reader.contents(ofPath: "~/missing.csv", limit: 100) == .failure(.notFound))
            #expect(await reader.contents(ofPath: "~/missing/roster.csv", limit: 100) == .failure(.notFound))
            #expect(await reader.contents(ofPath: directory.path, limit: 100) == .failure(.notAFile(.folder)))
            #expect(await reader.contents(ofPath: "~/big.csv", limit: 9) == .failure(.tooLarge(bytes: 10)))
            #expect(await reader.contents(ofPath: "/dev/null", limit: 9) == .failure(.notAFile(.device)), "a device is no roster")
        }
    }

    @Test func aNamedPipe_isRefusedAsSuch_withoutWaitingForAWriter() async throws {
        try await withTemporaryDirectory { directory in
            #expect(mkfifo(directory.appending(path: "pipe.csv").path, 0o600) == 0)
            try FileManager.default.createSymbolicLink(atPath: directory.appending(path: "linked.csv").path, withDestinationPath: "pipe.csv")
            let reader = RosterFileReader(home: directory)

            #expect(await reader.contents(ofPath: "~/pipe.csv", limit: 100) == .failure(.notAFile(.namedPipe)))
            #expect(await reader.contents(ofPath: "~/linked.csv", limit: 100) == .failure(.notAFile(.namedPipe)))
        }
    }

    @Test func aLinkToAFile_isReadAsTheFile_aDanglingOneIsNotFound() async throws {
        try await withTemporaryDirectory { directory in
            try Data("name\nAnn\n".utf8).write(to: directory.appending(path: "roster.csv"))
            try FileManager.default.createSymbolicLink(atPath: directory.appending(path: "linked.csv").path, withDestinationPath: "roster.csv")
            try FileManager.default.createSymbolicLink(atPath: directory.appending(path: "dangling.csv").path, withDestinationPath: "gone.csv")
            let reader = RosterFileReader(home: directory)

            #expect(await reader.contents(ofPath: "~/linked.csv", limit: 100) == .success(Data("name\nAnn\n".utf8)))
            #expect(await reader.contents(ofPath: "~/dangling.csv", limit: 100) == .failure(.notFound))
        }
    }

    @Test func aFileNobodyMayRead_isRefusedAsSuch() async throws {
        // Root reads anything: there is nothing to refuse then.
        guard getuid() != 0 else { return }
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "locked.csv")
            try Data("name\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)

            #expect(await RosterFileReader(home: directory).contents(ofPath: file.path, limit: 100) == .failure(.permissionDenied))
        }
    }
}
