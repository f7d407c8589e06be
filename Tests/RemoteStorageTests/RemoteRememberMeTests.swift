import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import RemoteTestSupport
import StoreTestSupport
import TestSupport
import Testing

@testable import RemoteStorage

/// "Remember me" on the web service: the username, and the login token until the
/// server rejects it, in the records database of that server.
@Suite struct RemoteRememberMeTests {
    private let secretHash = "2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b"
    private let kickOff = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func rememberMe_keepsTheUsernameAndToken_inAPrivateFile_neverThePassword() async throws {
        try await withTemporaryDirectory { parent in
            try await withFakeServer { server in
                let directory = parent.appending(path: "data", directoryHint: .isDirectory)
                let store = server.store(dataDirectory: directory)
                let ann = try await store.account("ann")
                _ = try await ann.players.players()
                try await store.setRememberedUsername("ann")

                let files = RecordFiles(server, in: directory)
                #expect(try files.remembered() == ["ann", ann.user.id, try server.lastToken()])
                #expect(try permissions(of: directory) == 0o700)
                let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                // The database and SQLite's own files beside it, all private; nothing else.
                #expect(Set(names).isSubset(of: ["-wal", "-shm", ""].map { files.database.lastPathComponent + $0 }))
                for name in names {
                    #expect(try permissions(of: directory.appending(path: name)) == 0o600, "\(name)")
                    let bytes = try Data(contentsOf: directory.appending(path: name))
                    #expect(bytes.range(of: Data("secret".utf8)) == nil && bytes.range(of: Data(secretHash.utf8)) == nil)
                }

                try await store.setRememberedUsername(nil)
                #expect(try files.remembered() == [])
                #expect(try await store.rememberedUsername() == nil)
                try await store.setRememberedUsername(nil)
            }
        }
    }

    @Test func restoredUser_signsInAgain_withTheStoredToken() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            try await store.setRememberedUsername("ann")

            // The next start of the app, on the same machine.
            let restarted = server.store(dataDirectory: directory)
            #expect(try await restarted.rememberedUsername() == "ann")
            let user = try #require(await restarted.restoreSession().user)
            #expect(user == ann.user)
            #expect(try await restarted.playersService(for: user).players() == [max])
            #expect(server.requests.filter { $0.path == "/api/users/login" }.count == 1)
        }
    }

    @Test func restoredUser_whenTheServerRejectsTheToken_forgetsIt_butKeepsTheUsername() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            try await store.setRememberedUsername("ann")
            server.expireAllTokens()

            let restarted = server.store(dataDirectory: directory)
            #expect(await restarted.restoreSession().user == nil)
            #expect(try await restarted.rememberedUsername() == "ann")
            #expect(try RecordFiles(server, in: directory).remembered() == ["ann", ann.user.id, nil])
            #expect(await server.store(dataDirectory: directory).restoreSession().user == nil)
        }
    }

    @Test func restoredUser_whenTheServerIsAway_keepsTheTokenForNextTime() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            try await store.setRememberedUsername("ann")

            server.intercept { _ in .failure(.connectionRefused) }
            #expect(await server.store(dataDirectory: directory).restoreSession().user == nil)
            #expect(await server.store(dataDirectory: directory).restoreSession().user == ann.user)
        }
    }

    @Test func restoredUser_whenTheServerIsAway_withTheRosterAsLastLoaded_signsInOffline_withTheKeptToken() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            await store.lastLoadedCopies(for: ann.user).keep(players: [max], at: kickOff)
            await store.copiesWritten()
            try await store.setRememberedUsername("ann")

            server.intercept { _ in .failure(.connectionRefused) }
            let restarted = server.store(dataDirectory: directory)
            let restored = await restarted.restoreSession()
            guard case .offline(let user, let error) = restored else {
                Issue.record("not offline: \(restored)")
                return
            }
            #expect(user == ann.user)
            #expect(error.isUnavailable)
            #expect(await restarted.lastLoadedCopies(for: user).players() == LastLoaded([max], loadedAt: kickOff))

            // The interception was for one request: the server answers again.
            #expect(try await restarted.playersService(for: user).players() == [max], "the kept token is used once the server is back")
        }
    }

    @Test func restoredUser_needsARememberedToken() async throws {
        try await withRemoteStore { server, store, directory in
            #expect(await store.restoreSession().user == nil)
            // Remembered before logging in: the username only.
            try await store.setRememberedUsername("bob")
            #expect(try await store.rememberedUsername() == "bob")
            #expect(await store.restoreSession().user == nil)
            #expect(server.requests.isEmpty)

            // A token that could not go into a header is dropped, never sent.
            let files = RecordFiles(server, in: directory)
            try files.execute("UPDATE remembered_session SET username = 'ann', user_id = '\(UUID())', token = 'abc' || char(13, 10) || 'X-Evil: 1'")
            let restarted = server.store(dataDirectory: directory)
            #expect(await restarted.restoreSession().user == nil)
            #expect(server.requests.isEmpty)
            #expect(try await restarted.rememberedUsername() == "ann")
            #expect(try files.remembered().last == .some(nil))
        }
    }

    @Test func logOut_forgetsTheStoredToken_butNotTheUsername() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            try await store.setRememberedUsername("ann")
            await store.logOut(ann.user)

            #expect(try await store.rememberedUsername() == "ann")
            #expect(await server.store(dataDirectory: directory).restoreSession().user == nil)
            // Logging out someone else leaves the remembered token alone.
            let bob = try await store.account("bob")
            try await store.setRememberedUsername("bob")
            await store.logOut(ann.user)
            #expect(await server.store(dataDirectory: directory).restoreSession().user == bob.user)
        }
    }

    @Test func aTokenRejectedDuringUse_isAlsoForgottenOnDisk() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            try await store.setRememberedUsername("ann")
            server.expireAllTokens()
            await #expect(throws: ServiceError.sessionExpired) { try await ann.players.players() }
            #expect(try RecordFiles(server, in: directory).remembered() == ["ann", ann.user.id, nil])
        }
    }

    @Test func theRememberedToken_isOnlyForTheServerThatGaveIt() async throws {
        try await withTemporaryDirectory { directory in
            try await withFakeServer { first in
                try await withFakeServer { second in
                    let store = first.store(dataDirectory: directory)
                    _ = try await store.account("ann")
                    try await store.setRememberedUsername("ann")

                    let elsewhere = second.store(dataDirectory: directory)
                    #expect(try await elsewhere.rememberedUsername() == nil)
                    #expect(await elsewhere.restoreSession().user == nil)
                    #expect(second.requests.isEmpty)
                }
            }
        }
    }

    @Test func withoutADataDirectory_everythingStaysInMemory() async throws {
        try await withFakeServer { server in
            let store = server.store(dataDirectory: nil)
            #expect(store.dataDirectory == nil)
            let ann = try await store.account("ann")
            try await store.setRememberedUsername("ann")
            #expect(try await store.rememberedUsername() == "ann")
            let running = GatherProgress(score: Score(teamA: 1, teamB: 0), timer: GatherTimer(remaining: 500, isRunning: true))
            let gather = try await ann.gathers.startGather(with: [GatherPlayer(playerID: nil, name: "Guest", team: .bench)], at: kickOff)
            try await ann.gathers.saveProgress(running, ofGather: gather.id)
            #expect(try await ann.gathers.unfinishedGather() == UnfinishedGather(gather: gather, progress: running))
            // Another store has its own memory.
            #expect(try await server.store(dataDirectory: nil).rememberedUsername() == nil)
            await store.logOut(ann.user)
            #expect(await store.restoreSession().user == nil)
            try await store.setRememberedUsername(nil)
            #expect(try await store.rememberedUsername() == nil)
        }
    }
}
