import Domain
import Foundation
import RemoteTestSupport
import StoreTestSupport
import TestSupport
import Testing

@testable import RemoteStorage

/// A match an import made on the server and did not finish (the app killed between its creation
/// and its result) is removed by the next import; one that was finished stays.
@Suite struct RemoteImportJournalTests {
    func match(_ roster: [Player], _ score: Score) -> Gather {
        Gather(
            id: UUID(), players: [GatherPlayer(player: roster[0], team: .teamA), GatherPlayer(player: roster[1], team: .teamB)],
            score: score, startedAt: Date(timeIntervalSince1970: 0), endedAt: Date(timeIntervalSince1970: 60)
        )
    }

    @Test func aMatchLeftHalfMade_isRemovedByTheNextImport_whichAddsItOnce() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let roster = try await ann.players.addAll([PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob")])
            let match = match(roster, Score(teamA: 1, teamB: 0))
            // As if the app died after creating the match: its result never sent, nothing cleaned up.
            server.intercept { request in request.method == "PUT" ? .failure(.connectionLost) : nil }
            server.intercept { request in request.method == "DELETE" ? .failure(.connectionLost) : nil }
            await #expect(throws: ServiceError.self) { try await ann.gathers.addFinishedGather(match) }
            #expect(server.gatherCount == 1, "half-made: created, no result")

            // The next run: another store on the same data directory, the same import.
            let rerun = server.store(dataDirectory: directory)
            let again = rerun.account(try await rerun.logIn(Credentials(username: "ann", password: "secret")))
            _ = try await again.gathers.addFinishedGather(match)

            #expect(server.gatherCount == 1, "the half-made one is gone, the match is there once")
            #expect(try await again.gathers.finishedGathers().map(\.score) == [Score(teamA: 1, teamB: 0)])
            let journal = RemoteImportJournal(database: RemoteRecordsDatabase(directory: directory, server: server.baseURL), userID: ann.user.id)
            #expect(await journal.unfinished() == [])
        }
    }

    @Test func aMatchFinishedBeforeTheAppDied_staysOnTheServer_andLeavesTheJournal() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let roster = try await ann.players.addAll([PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob")])
            let first = try await ann.gathers.addFinishedGather(match(roster, Score(teamA: 2, teamB: 2)))
            // As if the app died after the result was sent, before the journal heard of it.
            let journal = RemoteImportJournal(database: RemoteRecordsDatabase(directory: directory, server: server.baseURL), userID: ann.user.id)
            try await journal.name(try await journal.begin(), first.id)

            _ = try await ann.gathers.addFinishedGather(match(roster, Score(teamA: 0, teamB: 1)))

            #expect(Set(try await ann.gathers.finishedGathers().map(\.score)) == [Score(teamA: 2, teamB: 2), Score(teamA: 0, teamB: 1)])
            #expect(server.requests.filter { $0.method == "DELETE" }.isEmpty)
            #expect(await journal.unfinished() == [])
        }
    }

    /// Killed after the server made the match and before the journal named it: the entry stands for an
    /// unfinished match with no players that this machine did not start. Another machine's running
    /// match (it has players) is left alone.
    @Test func aMatchMadeJustBeforeTheAppDied_isFoundByItsEmptyRoster_andRemoved() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let roster = try await ann.players.addAll([PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob")])
            let elsewhere = server.store(dataDirectory: nil)
            let running = try await elsewhere.account(try await elsewhere.logIn(Credentials(username: "ann", password: "secret")))
                .gathers.startGather(with: match(roster, Score()).players, at: Date(timeIntervalSince1970: 5))
            let journal = RemoteImportJournal(database: RemoteRecordsDatabase(directory: directory, server: server.baseURL), userID: ann.user.id)
            _ = try await journal.begin()
            let service = try #require(ann.gathers as? RemoteGathersService)
            let orphan = try await service.connection.send("POST", "api/gathers", body: RemoteClient.json(RemoteGatherCreate()))
            #expect(orphan.status == 201)
            #expect(server.gatherCount == 2)

            _ = try await ann.gathers.addFinishedGather(match(roster, Score(teamA: 1, teamB: 1)))

            #expect(server.gatherCount == 2, "the orphan is gone; the running match and the new one are there")
            #expect(try await ann.gathers.finishedGathers().map(\.score) == [Score(teamA: 1, teamB: 1)])
            #expect(!server.requests.contains { $0.method == "DELETE" && $0.path.contains(running.id.uuidString) }, "the running match stays")
            #expect(await journal.unfinished() == [])
        }
    }

    @Test func aMatchStartedHere_isNotJournaled_norAnImportCleanedUpAtOnce() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let roster = try await ann.players.addAll([PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob")])
            let journal = RemoteImportJournal(database: RemoteRecordsDatabase(directory: directory, server: server.baseURL), userID: ann.user.id)
            server.intercept { request in request.method == "PUT" ? .answer(status: 503) : nil }
            await #expect(throws: ServiceError.self) { try await ann.gathers.addFinishedGather(match(roster, Score(teamA: 3, teamB: 1))) }
            #expect(server.gatherCount == 0)
            #expect(await journal.unfinished() == [], "deleted at once, so nothing is left to remove")

            _ = try await ann.gathers.startGather(with: match(roster, Score(teamA: 0, teamB: 0)).players, at: Date(timeIntervalSince1970: 100))
            #expect(await journal.unfinished() == [], "a running match is no half-made import")
        }
    }
}

/// Two imports of one file at once, on two machines sharing an account: each adds, then settles what
/// the other added too, so the server ends with each player and each match once, whichever order
/// their requests take.
@Suite struct RemoteConcurrentImportTests {
    @Test func twoImportsAtOnce_leaveEachPlayerAndMatchOnce() async throws {
        try await withFakeServer { server in
            let first = server.store(dataDirectory: nil)
            let user = try await first.register(Credentials(username: "ann", password: "secret"))
            let second = server.store(dataDirectory: nil)
            _ = try await second.logIn(Credentials(username: "ann", password: "secret"))
            let names = ["Ann", "Bob", "Cy", "Di"].map { PlayerDetails(name: $0) }

            async let one = first.playersService(for: user).addAll(names)
            async let two = second.playersService(for: user).addAll(names)
            let added = try await one.count + two.count

            let roster = try await first.playersService(for: user).players()
            #expect(roster.map(\.name) == ["Ann", "Bob", "Cy", "Di"])
            #expect(added == 4, "what each says it added is what stayed")

            let matches = [Score(teamA: 1, teamB: 0), Score(teamA: 2, teamB: 2), Score(teamA: 2, teamB: 2)].enumerated().map { index, score in
                Gather(
                    id: UUID(), players: [GatherPlayer(player: roster[0], team: .teamA), GatherPlayer(player: roster[1], team: .teamB)],
                    score: score, startedAt: Date(timeIntervalSince1970: Double(index) * 1_000),
                    endedAt: Date(timeIntervalSince1970: Double(index) * 1_000 + 60))
            }
            async let oneMatches = first.gathersService(for: user).addFinishedGathers(matches)
            async let twoMatches = second.gathersService(for: user).addFinishedGathers(matches)
            let addedMatches = try await oneMatches.count + twoMatches.count

            let history = try await first.gathersService(for: user).finishedGathers()
            #expect(history.compactMap(\.score?.description).sorted() == ["1-0", "2-2", "2-2"], "the two alike in the file both stay")
            #expect(addedMatches == 3)
        }
    }
}
