import Domain
import Foundation
import GathersInterface
import RemoteTestSupport
import StorageSupport
import StoreTestSupport
import TestSupport
import Testing

@testable import RemoteStorage

/// This machine's records for a server, damaged (cut in half, not a database at all), or unusable (a
/// folder in the place of the file or of its sending lock): said, naming the file, never set aside in
/// silence; a damaged file stays byte for byte as it was, beside a new one that keeps what could be
/// read of it, and a match still readable there is sent, once.
@Suite struct RemoteDamagedRecordsTests {
    let kickOff = Date(timeIntervalSince1970: 1_800_000_000)

    /// Ann remembered, her ten players kept as last loaded, and a match of them played while the
    /// server was away, 2–1, waiting here to be sent.
    func aMatchWaiting(_ server: FakeFootballGatherServer, _ store: RemoteStore) async throws {
        let ann = try await store.account("ann")
        let roster = try await ann.players.addAll((1...10).map { PlayerDetails(name: "Player \($0)") })
        try await store.setRememberedUsername("ann")
        await store.lastLoadedCopies(for: ann.user).keep(players: roster, at: kickOff)
        await store.copiesWritten()
        server.beginOutage()
        let players = roster.enumerated().map { GatherPlayer(player: $1, team: $0 < 5 ? .teamA : .teamB) }
        let gather = try await ann.gathers.startGather(with: players, at: kickOff)
        _ = try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 2, teamB: 1), at: kickOff.addingTimeInterval(3_600))
        server.endOutage()
    }

    @Test func aRecordsFileCutInHalf_isSetAsideAsItWas_andTheMatchStillReadableThereIsSentOnce() async throws {
        try await withRemoteStore { server, store, directory in
            try await aMatchWaiting(server, store)
            let file = RecordFiles(server, in: directory).database
            // Everything in the file itself, as after the app ended, then half of it gone.
            try SQLiteConnection(path: file.path).execute("PRAGMA wal_checkpoint(TRUNCATE)")
            let whole = try Data(contentsOf: file)
            let damaged = whole.prefix(whole.count / 2)
            try damaged.write(to: file)

            let again = server.store(dataDirectory: directory)
            let problem = await again.checkRecords()

            let aside = file.path + ".damaged"
            let kept = RemoteRecordsProblem.KeptRecords(savedSignIn: true, waitingMatches: 1, whole: false)
            #expect(problem == .damaged(file: file.path, setAside: aside, kept: kept))
            #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == damaged, "byte for byte as it was")
            guard case .restored(let user) = await again.restoreSession() else {
                Issue.record("the saved sign-in read from the damaged file signs in")
                return
            }
            let sent = await again.account(user).gathers.sendWaitingMatches()
            #expect(sent.sent.map(\.gather.score) == [Score(teamA: 2, teamB: 1)] && sent.failure == nil)
            #expect(server.heldGathers.count == 1 && server.heldGathers.first?.teams.count == 10)
            #expect(await server.store(dataDirectory: directory).checkRecords() == nil, "said once: the new file is sound")
        }
    }

    @Test func aRecordsFileOfRandomBytes_isSetAside_andANewOneServes() async throws {
        try await withRemoteStore { server, store, directory in
            let file = RecordFiles(server, in: directory).database
            let noise = Data((0..<8_192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
            try noise.write(to: file)

            let problem = await store.checkRecords()

            let kept = RemoteRecordsProblem.KeptRecords(savedSignIn: false, waitingMatches: 0, whole: false)
            #expect(problem == .damaged(file: file.path, setAside: file.path + ".damaged", kept: kept))
            #expect(try Data(contentsOf: URL(fileURLWithPath: file.path + ".damaged")) == noise)
            try await store.setRememberedUsername("ann")
            #expect(try await store.rememberedUsername() == "ann", "the new file keeps what is remembered")
        }
    }

    @Test func aFolderInThePlaceOfTheRecordsFile_isSaid_naming_it() async throws {
        try await withRemoteStore { server, store, directory in
            let file = RecordFiles(server, in: directory).database
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)

            guard case .unusable(let named, _) = await store.checkRecords() else {
                Issue.record("a records file that can't be opened is said")
                return
            }
            #expect(named == file.path)
            #expect(FileManager.default.fileExists(atPath: file.path), "left where it is")
        }
    }

    @Test func aSendingLockThatCantBeUsed_isSaid_naming_it_andTheMatchWaits() async throws {
        try await withRemoteStore { server, store, directory in
            try await aMatchWaiting(server, store)
            let lock = directory.appending(path: RemoteRecordsDatabase.fileStem(for: server.baseURL) + ".sending")
            try? FileManager.default.removeItem(at: lock)
            try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: true)
            let ann = store.account(try await store.logIn(Credentials(username: "ann", password: "secret")))

            let refused = await ann.gathers.sendWaitingMatches()

            #expect(refused.stillWaiting == 1 && refused.sent.isEmpty)
            guard case .unavailable(let reason) = refused.failure else {
                Issue.record("the lock's failure is said: \(String(describing: refused.failure))")
                return
            }
            #expect(reason.contains(lock.path))
            #expect(server.gatherCount == 0)

            try FileManager.default.removeItem(at: lock)
            #expect(await ann.gathers.sendWaitingMatches().sent.count == 1)
        }
    }
}
