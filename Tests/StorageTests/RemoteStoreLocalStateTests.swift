import Domain
import Foundation
import RemoteTestSupport
@testable import Storage
import Testing

/// What the remote store keeps on this machine: "remember me" with its token,
/// and the teams, dates and progress the server does not keep.
@Suite struct RemoteStoreLocalStateTests {
    private let kickOff = Date(timeIntervalSince1970: 1_700_000_000)
    private let secretHash = "2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b"
    private let running = GatherProgress(score: Score(teamA: 3, teamB: 2), timer: GatherTimer(duration: 450, remaining: 321, isRunning: true))

    private func sessionFile(_ server: FakeFootballGatherServer, in directory: URL) -> URL {
        directory.appending(path: RemoteStore.fileStem(for: server.baseURL) + ".session.json")
    }

    private func gathersFile(_ server: FakeFootballGatherServer, in directory: URL) -> URL {
        directory.appending(path: RemoteStore.fileStem(for: server.baseURL) + ".gathers.json")
    }

    /// The token the server gave: the one the store sends.
    private func lastToken(_ server: FakeFootballGatherServer) throws -> String {
        let header = try #require(server.requests.last { $0.header("Authorization")?.hasPrefix("Bearer ") == true }?.header("Authorization"))
        return String(header.dropFirst("Bearer ".count))
    }

    // MARK: - Remember me

    @Test func rememberMe_keepsTheUsernameAndToken_inAPrivateFile_neverThePassword() async throws {
        try await withTemporaryDirectory { parent in
            try await withFakeServer { server in
                let directory = parent.appending(path: "data", directoryHint: .isDirectory)
                let store = server.store(dataDirectory: directory)
                let ann = try await store.account("ann")
                _ = try await ann.players.players()
                try await store.setRememberedUsername("ann")

                let file = sessionFile(server, in: directory)
                #expect(try permissions(of: file) == 0o600)
                #expect(try permissions(of: directory) == 0o700)
                let text = try String(contentsOf: file, encoding: .utf8)
                #expect(text.contains("\"ann\""))
                #expect(text.contains(try lastToken(server)))
                #expect(text.contains(ann.user.id))
                #expect(!text.contains("secret") && !text.contains(secretHash))
                // Only the two files of this server; no temporary file left behind.
                #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [file.lastPathComponent])

                try await store.setRememberedUsername(nil)
                #expect(!FileManager.default.fileExists(atPath: file.path))
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
            let user = try #require(await restarted.restoredUser())
            #expect(user == ann.user)
            #expect(try await restarted.playersService(for: user).players() == [max])
            #expect(server.requests.filter { $0.path == "/api/users/login" }.count == 1)
        }
    }

    @Test func restoredUser_whenTheServerRejectsTheToken_forgetsIt_butKeepsTheUsername() async throws {
        try await withRemoteStore { server, store, directory in
            _ = try await store.account("ann")
            try await store.setRememberedUsername("ann")
            let token = try String(contentsOf: sessionFile(server, in: directory), encoding: .utf8)
            server.expireAllTokens()

            let restarted = server.store(dataDirectory: directory)
            #expect(await restarted.restoredUser() == nil)
            #expect(try await restarted.rememberedUsername() == "ann")
            let text = try String(contentsOf: sessionFile(server, in: directory), encoding: .utf8)
            #expect(!text.contains("token") && token.contains("token"))
            #expect(await server.store(dataDirectory: directory).restoredUser() == nil)
        }
    }

    @Test func restoredUser_whenTheServerIsAway_keepsTheTokenForNextTime() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            try await store.setRememberedUsername("ann")

            server.intercept { _ in .failure(.cannotConnectToHost) }
            #expect(await server.store(dataDirectory: directory).restoredUser() == nil)
            #expect(await server.store(dataDirectory: directory).restoredUser() == ann.user)
        }
    }

    @Test func restoredUser_needsARememberedToken() async throws {
        try await withRemoteStore { server, store, directory in
            #expect(await store.restoredUser() == nil)
            // Remembered before logging in: the username only.
            try await store.setRememberedUsername("bob")
            #expect(try await store.rememberedUsername() == "bob")
            #expect(await store.restoredUser() == nil)
            #expect(server.requests.isEmpty)

            // A token that could not go into a header is dropped, never sent.
            let forged = RememberedSession(username: "ann", userID: UUID().uuidString, token: "abc\r\nX-Evil: 1")
            try JSONEncoder().encode(forged).write(to: sessionFile(server, in: directory))
            let restarted = server.store(dataDirectory: directory)
            #expect(await restarted.restoredUser() == nil)
            #expect(server.requests.isEmpty)
            #expect(try await restarted.rememberedUsername() == "ann")
            #expect(try !String(contentsOf: sessionFile(server, in: directory), encoding: .utf8).contains("token"))
        }
    }

    @Test func logOut_forgetsTheStoredToken_butNotTheUsername() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            try await store.setRememberedUsername("ann")
            await store.logOut(ann.user)

            #expect(try await store.rememberedUsername() == "ann")
            #expect(await server.store(dataDirectory: directory).restoredUser() == nil)
            // Logging out someone else leaves the remembered token alone.
            let bob = try await store.account("bob")
            try await store.setRememberedUsername("bob")
            await store.logOut(ann.user)
            #expect(await server.store(dataDirectory: directory).restoredUser() == bob.user)
        }
    }

    @Test func aTokenRejectedDuringUse_isAlsoForgottenOnDisk() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            try await store.setRememberedUsername("ann")
            server.expireAllTokens()
            await #expect(throws: ServiceError.sessionExpired) { try await ann.players.players() }
            #expect(try !String(contentsOf: sessionFile(server, in: directory), encoding: .utf8).contains("token"))
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
                    #expect(await elsewhere.restoredUser() == nil)
                    #expect(second.requests.isEmpty)
                }
            }
        }
    }

    @Test func damagedFiles_areIgnored_neverACrash() async throws {
        try await withRemoteStore { server, store, directory in
            try Data("{\"username\": 7".utf8).write(to: sessionFile(server, in: directory))
            try Data([0xFF, 0x00, 0x7B]).write(to: gathersFile(server, in: directory))
            #expect(try await store.rememberedUsername() == nil)
            #expect(await store.restoredUser() == nil)
            let ann = try await store.account("ann")
            let gather = try await ann.gathers.startGather(with: [], at: kickOff)
            #expect(try await ann.gathers.unfinishedGather()?.gather.id == gather.id)
        }
    }

    @Test func anUnreadableSessionFile_isUnavailable() async throws {
        try await withRemoteStore { server, store, directory in
            // A directory where the file should be: it can't be read.
            try FileManager.default.createDirectory(at: sessionFile(server, in: directory), withIntermediateDirectories: true)
            await #expect(throws: ServiceError.self) { try await store.rememberedUsername() }
            #expect(await store.restoredUser() == nil)
        }
    }

    @Test func withoutADataDirectory_everythingStaysInMemory() async throws {
        try await withFakeServer { server in
            let store = server.store(dataDirectory: nil)
            #expect(store.dataDirectory == nil)
            let ann = try await store.account("ann")
            try await store.setRememberedUsername("ann")
            #expect(try await store.rememberedUsername() == "ann")
            let gather = try await ann.gathers.startGather(with: [GatherPlayer(playerID: nil, name: "Guest", team: .bench)], at: kickOff)
            try await ann.gathers.saveProgress(running, ofGather: gather.id)
            #expect(try await ann.gathers.unfinishedGather() == UnfinishedGather(gather: gather, progress: running))
            await store.logOut(ann.user)
            #expect(await store.restoredUser() == nil)
            try await store.setRememberedUsername(nil)
            #expect(try await store.rememberedUsername() == nil)
        }
    }

    // MARK: - Gathers: what this machine adds to the server's

    @Test func aRunningMatch_resumesAfterARestart_onThisMachine() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max", position: .goalkeeper))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            let gather = try await ann.gathers.startGather(with: [
                GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .bench),
                GatherPlayer(playerID: nil, name: "Guest", team: .teamB),
            ], at: kickOff)
            try await ann.gathers.saveProgress(running, ofGather: gather.id)
            #expect(try permissions(of: gathersFile(server, in: directory)) == 0o600)

            let restarted = server.store(dataDirectory: directory)
            let user = try await restarted.logIn(Credentials(username: "ann", password: "secret"))
            let gathers = restarted.gathersService(for: user)
            #expect(try await gathers.unfinishedGather() == UnfinishedGather(gather: gather, progress: running))

            try await gathers.endGather(id: gather.id, score: Score(teamA: 0, teamB: 1), at: kickOff + 900)
            let history = try await gathers.finishedGathers()
            #expect(history == [Gather(
                id: gather.id, players: gather.players, score: Score(teamA: 0, teamB: 1), winner: .teamB,
                startedAt: kickOff, endedAt: kickOff + 900
            )])
        }
    }

    @Test func aSecondMachine_seesTheSameRosterAndHistory_withoutTeamsOrDates() async throws {
        try await withTemporaryDirectory { first in
            try await withTemporaryDirectory { second in
                try await withFakeServer { server in
                    let here = try await server.store(dataDirectory: first).account("ann")
                    let max = try await here.players.add(PlayerDetails(name: "Max", skill: .professional))
                    let kim = try await here.players.add(PlayerDetails(name: "Kim"))
                    let lou = try await here.players.add(PlayerDetails(name: "Lou"))
                    let played = try await here.gathers.startGather(with: [
                        GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .teamB),
                        GatherPlayer(player: lou, team: .bench), GatherPlayer(playerID: nil, name: "Guest", team: .teamA),
                    ], at: kickOff)
                    try await here.gathers.endGather(id: played.id, score: Score(teamA: 3, teamB: 3), at: kickOff + 600)
                    let running = try await here.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff + 700)

                    let otherStore = server.store(dataDirectory: second)
                    let user = try await otherStore.logIn(Credentials(username: "ann", password: "secret"))
                    let there = otherStore.account(user)
                    #expect(try await there.players.players() == [kim, lou, max])
                    // The server knows who played, not where, nor when; the bench and guests not at all.
                    #expect(try await there.gathers.finishedGathers() == [Gather(
                        id: played.id,
                        players: [GatherPlayer(player: max, team: .bench), GatherPlayer(player: kim, team: .bench)],
                        score: Score(teamA: 3, teamB: 3),
                        winner: Winner.none
                    )])
                    // The match running on the first machine is not offered here, nor changed from here.
                    #expect(try await there.gathers.unfinishedGather() == nil)
                    await #expect(throws: ServiceError.notFound) {
                        try await there.gathers.saveProgress(GatherProgress(), ofGather: running.id)
                    }
                    #expect(try await here.gathers.unfinishedGather()?.gather.id == running.id)

                    // Deleting a player on one machine shows on the other.
                    try await there.players.delete(playerID: max.id)
                    #expect(try await here.players.players() == [kim, lou])
                    #expect(try await there.gathers.finishedGathers().first?.players == [GatherPlayer(player: kim, team: .bench)])
                    #expect(try await here.gathers.finishedGathers().first?.players.map(\.playerID) == [nil, kim.id, lou.id, nil])
                }
            }
        }
    }

    @Test func aRecordFromAnotherVersion_readsAsUnknown_notAsACrash() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let gather = try await ann.gathers.startGather(with: [GatherPlayer(playerID: nil, name: "Guest", team: .teamA)], at: kickOff)
            try await ann.gathers.saveProgress(running, ofGather: gather.id)

            let file = gathersFile(server, in: directory)
            var text = try String(contentsOf: file, encoding: .utf8)
            text = text.replacingOccurrences(of: "\"Team A\"", with: "\"Team C\"")
                .replacingOccurrences(of: "\"remaining\":321", with: "\"remaining\":9999")
            try Data(text.utf8).write(to: file)

            let restarted = server.store(dataDirectory: directory)
            let user = try await restarted.logIn(Credentials(username: "ann", password: "secret"))
            let unfinished = try #require(try await restarted.gathersService(for: user).unfinishedGather())
            #expect(unfinished.gather.players == [GatherPlayer(playerID: nil, name: "Guest", team: .bench)])
            #expect(unfinished.progress == GatherProgress())
        }
    }

    @Test func theServersList_decidesWhichGathersAreUnfinished() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let gather = try await ann.gathers.startGather(with: [], at: kickOff)
            server.intercept { $0.method == "GET" && $0.path == "/api/gathers" ? .json(200, "[]") : nil }
            #expect(try await ann.gathers.unfinishedGather() == nil)
            #expect(try await ann.gathers.unfinishedGather()?.gather.id == gather.id)
        }
    }
}
