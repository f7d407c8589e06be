import Domain
import Foundation
import GathersInterface
import RemoteTestSupport
import StorageSupport
import StoreTestSupport
import Synchronization
import TestSupport
import Testing

@testable import RemoteStorage

/// A match played while the server is away: kept here as it is played, listed as not sent yet, and
/// sent when the server is back, exactly once, however the app stops while sending it.
@Suite struct RemoteOfflineMatchTests {
    let kickOff = Date(timeIntervalSince1970: 1_800_000_000)

    /// Ten players, five a side, as the roster has them.
    func lineUp(_ roster: [Player]) -> [GatherPlayer] {
        roster.enumerated().map { index, player in GatherPlayer(player: player, team: index < 5 ? .teamA : .teamB) }
    }

    func roster(of account: StoreAccount, count: Int = 10) async throws -> [Player] {
        try await account.players.addAll((1...count).map { PlayerDetails(name: "Player \($0)") })
    }

    /// Starts and ends a match of `roster` while `server` is away; returns it as ended.
    func playOffline(_ account: StoreAccount, _ roster: [Player], on server: FakeFootballGatherServer, score: Score) async throws -> Gather {
        server.beginOutage()
        defer { server.endOutage() }
        let gather = try await account.gathers.startGather(with: lineUp(roster), at: kickOff)
        _ = try await account.gathers.changeProgress(ofGather: gather.id) { $0.score = score }
        #expect(try await account.gathers.endGather(id: gather.id, score: score, at: kickOff.addingTimeInterval(3_600)) == .waitingForServer)
        return gather
    }

    @Test func aMatchPlayedWhileTheServerIsAway_waitsHere_andIsSentOnceWhenItIsBack() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let roster = try await roster(of: ann)
            try await store.setRememberedUsername("ann")
            await store.lastLoadedCopies(for: ann.user).keep(players: roster, at: kickOff)
            await store.copiesWritten()
            server.beginOutage()
            let gather = try await ann.gathers.startGather(with: lineUp(roster), at: kickOff)
            #expect(server.gatherCount == 0)
            _ = try await ann.gathers.changeProgress(ofGather: gather.id) { $0.score = Score(teamA: 3, teamB: 2) }

            // Resumable after a crash: another store on the same data directory, signed in by "remember me"
            // while the server is still away, finds it.
            let rerun = server.store(dataDirectory: directory)
            guard case .offline(let user, _) = await rerun.restoreSession() else {
                Issue.record("signed in offline")
                return
            }
            let again = rerun.account(user)
            let resumed = try #require(try await again.gathers.unfinishedGather())
            #expect(resumed.gather.id == gather.id && resumed.progress.score == Score(teamA: 3, teamB: 2))

            #expect(
                try await again.gathers.endGather(id: gather.id, score: Score(teamA: 3, teamB: 2), at: kickOff.addingTimeInterval(3_600)) == .waitingForServer)
            #expect(await again.gathers.waitingMatchCount() == 1)
            let away = await again.gathers.sendWaitingMatches()
            #expect(away.sent.isEmpty && away.stillWaiting == 1 && away.failure?.isUnavailable == true)

            server.endOutage()
            let listed = try await again.gathers.finishedGatherList()
            #expect(listed.gathers.map(\.notSentYet) == [true])
            #expect(listed.gathers.first?.score == Score(teamA: 3, teamB: 2) && listed.gathers.first?.players == lineUp(roster))

            let sent = await again.gathers.sendWaitingMatches()
            #expect(sent.failure == nil && sent.stillWaiting == 0 && sent.sent.map(\.leftOut) == [[]])
            let held = try #require(server.heldGathers.only)
            #expect(held.score == "3-2" && held.winnerTeam == "Team A")
            #expect(held.teams == Dictionary(uniqueKeysWithValues: lineUp(roster).map { ($0.playerID!, $0.team.rawValue) }))
            let history = try await again.gathers.finishedGathers()
            #expect(history.map(\.id) == [held.id] && history.map(\.notSentYet) == [false])
            #expect(history.first?.players == lineUp(roster) && history.first?.startedAt == kickOff, "the teams and dates kept here")

            let before = server.requests.count
            #expect(await again.gathers.sendWaitingMatches() == WaitingMatchesSent())
            #expect(server.requests.count == before, "nothing waits: nothing is asked")
        }
    }

    /// The app killed at each request of the sending in turn (the request reaches the server, its answer
    /// never comes back, nothing after it is sent): the next run leaves the match on the server once,
    /// whole, and nothing half-made.
    @Test func killedAtEveryStepOfSending_theNextRunLeavesTheMatchOnTheServerOnce() async throws {
        // The sending's requests: the roster, the match, its 10 players, its result.
        let steps = 13
        for step in 0...steps {
            try await withRemoteStore { server, store, directory in
                let ann = try await store.account("ann")
                let roster = try await roster(of: ann)
                let match = try await playOffline(ann, roster, on: server, score: Score(teamA: 1, teamB: 4))

                let dying = DyingTransport(server: server, dieAt: step)
                let killed = RemoteStore(baseURL: server.baseURL, dataDirectory: directory, transport: dying, retryBackoff: .zero, clock: SteppedClock())
                let user = try await logIn(killed, server: server)
                dying.arm()
                let report = await killed.gathersService(for: user).sendWaitingMatches()
                #expect(dying.reachedServer == min(step + 1, steps), "step \(step)")
                if step == steps {
                    #expect(report.sent.count == 1, "no death: all \(steps) requests sent it")
                    return
                }
                #expect(report.sent.isEmpty && report.stillWaiting == 1)

                let rerun = server.store(dataDirectory: directory)
                let again = rerun.account(try await logIn(rerun, server: server))
                let sent = await again.gathers.sendWaitingMatches()
                #expect(sent.failure == nil && sent.stillWaiting == 0, "step \(step)")
                #expect(sent.sent.map(\.gather.score) == [Score(teamA: 1, teamB: 4)], "step \(step): said sent, once")
                let held = server.heldGathers
                #expect(held.count == 1, "step \(step): one match, nothing half-made: \(held)")
                #expect(held.first?.score == "1-4" && held.first?.winnerTeam == "Team B", "step \(step)")
                #expect(held.first?.teams.count == 10, "step \(step)")
                let history = try await again.gathers.finishedGathers()
                #expect(history.map(\.notSentYet) == [false] && history.first?.players == match.players, "step \(step)")
                let journal = RemoteImportJournal(database: RemoteRecordsDatabase(directory: directory, server: server.baseURL), userID: user.id)
                #expect(await journal.unfinished(sending: true) == [], "step \(step)")
            }
        }
    }

    @Test func aMatchStartedOnline_goesOnWhenTheServerIsLost_andIsFinishedWhenItIsBack() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let roster = try await roster(of: ann, count: 3)
            var players = [GatherPlayer(player: roster[0], team: .teamA), GatherPlayer(player: roster[1], team: .teamB)]
            players.append(GatherPlayer(player: roster[2], team: .bench))
            let gather = try await ann.gathers.startGather(with: players, at: kickOff)
            #expect(server.heldGathers.only?.teams.count == 2)

            server.beginOutage()
            try await ann.gathers.movePlayer(at: 2, to: .teamA, inGather: gather.id)
            _ = try await ann.gathers.changeProgress(ofGather: gather.id) { $0.score = Score(teamA: 2, teamB: 0) }
            #expect(try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 2, teamB: 0), at: kickOff.addingTimeInterval(60)) == .waitingForServer)
            server.endOutage()
            #expect(try await ann.gathers.finishedGatherList().gathers.map(\.notSentYet) == [true], "the server lists it unfinished")

            let sent = await ann.gathers.sendWaitingMatches()
            #expect(sent.sent.map(\.gather.id) == [gather.id])
            let held = try #require(server.heldGathers.only)
            #expect(held.id == gather.id && held.score == "2-0" && held.teams[roster[2].id] == "Team A")
            #expect(try await ann.gathers.finishedGathers().map(\.notSentYet) == [false])
        }
    }

    /// The server held the match unfinished, and another machine discarded it meanwhile: what this
    /// machine kept of it is sent again, whole.
    @Test func aMatchDeletedOnTheServerWhileItsResultWaited_isSentWhole() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let roster = try await roster(of: ann)
            let gather = try await ann.gathers.startGather(with: lineUp(roster), at: kickOff)
            server.beginOutage()
            #expect(try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 4, teamB: 4), at: kickOff) == .waitingForServer)
            server.endOutage()
            try await withTemporaryDirectory { otherDirectory in
                let other = server.store(dataDirectory: otherDirectory)
                try await other.account(try await other.logIn(Credentials(username: "ann", password: "secret"))).gathers.discardGather(id: gather.id)
            }
            #expect(server.gatherCount == 0)

            let sent = await ann.gathers.sendWaitingMatches()
            #expect(sent.failure == nil && sent.sent.map(\.gather.score) == [Score(teamA: 4, teamB: 4)])
            let held = try #require(server.heldGathers.only)
            #expect(held.score == "4-4" && held.teams.count == 10 && held.id != gather.id)
            #expect(try await ann.gathers.finishedGathers().map(\.id) == [held.id])
        }
    }

    @Test func aPlayerDeletedOnTheServerMeanwhile_isLeftOut_andNamed() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let roster = try await roster(of: ann)
            _ = try await playOffline(ann, roster, on: server, score: Score(teamA: 1, teamB: 1))
            try await ann.players.delete(playerID: roster[9].id)

            let sent = await ann.gathers.sendWaitingMatches()
            #expect(sent.sent.map(\.leftOut) == [["Player 10"]])
            #expect(server.heldGathers.only?.teams.count == 9)
        }
    }

    @Test func aRefusedSignIn_leavesTheMatchesWaiting_andSaysSo() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            _ = try await playOffline(ann, try await roster(of: ann), on: server, score: Score(teamA: 0, teamB: 1))
            server.expireAllTokens()

            let report = await ann.gathers.sendWaitingMatches()
            #expect(report.failure == .sessionExpired && report.stillWaiting == 1 && report.sent.isEmpty)
            #expect(server.gatherCount == 0)
        }
    }

    /// Two windows on one data directory: while one sends, the other sends nothing, so no match goes twice.
    @Test func whileAnotherWindowSends_nothingIsSentTwice() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            _ = try await playOffline(ann, try await roster(of: ann), on: server, score: Score(teamA: 2, teamB: 1))
            let otherWindow = RemoteRecordsDatabase(directory: directory, server: server.baseURL)
            #expect(try await otherWindow.beginSending())

            let meanwhile = await ann.gathers.sendWaitingMatches()
            #expect(meanwhile.sent.isEmpty && meanwhile.stillWaiting == 1 && server.gatherCount == 0)

            await otherWindow.endSending()
            #expect(await ann.gathers.sendWaitingMatches().sent.count == 1)
            #expect(server.gatherCount == 1)
        }
    }

    /// Each machine keeps its own: two with a match waiting each send theirs, and neither twice.
    @Test func twoMachinesWithMatchesWaiting_eachSendTheirOwn_once() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let roster = try await roster(of: ann)
            try await withTemporaryDirectory { otherDirectory in
                let other = server.store(dataDirectory: otherDirectory)
                let annElsewhere = other.account(try await other.logIn(Credentials(username: "ann", password: "secret")))
                _ = try await playOffline(ann, roster, on: server, score: Score(teamA: 1, teamB: 0))
                _ = try await playOffline(annElsewhere, roster, on: server, score: Score(teamA: 0, teamB: 3))

                #expect(await ann.gathers.sendWaitingMatches().sent.map(\.gather.score) == [Score(teamA: 1, teamB: 0)])
                #expect(await annElsewhere.gathers.sendWaitingMatches().sent.map(\.gather.score) == [Score(teamA: 0, teamB: 3)])
                #expect(await ann.gathers.sendWaitingMatches().sent.isEmpty)
                #expect(await annElsewhere.gathers.sendWaitingMatches().sent.isEmpty)
                #expect(server.heldGathers.map(\.score).sorted { ($0 ?? "") < ($1 ?? "") } == ["0-3", "1-0"])
            }
        }
    }

    @Test func aWaitingMatch_canBeDeletedBeforeItIsSent() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let roster = try await roster(of: ann)
            let offline = try await playOffline(ann, roster, on: server, score: Score(teamA: 1, teamB: 0))
            // Started online, ended while the server is away: the server holds it unfinished.
            let online = try await ann.gathers.startGather(with: lineUp(roster), at: kickOff.addingTimeInterval(7_200))
            server.beginOutage()
            try await ann.gathers.endGather(id: online.id, score: Score(teamA: 0, teamB: 2), at: kickOff.addingTimeInterval(9_000))

            try await ann.gathers.deleteFinishedGather(id: offline.id)
            try await ann.gathers.deleteFinishedGather(id: online.id)
            #expect(await ann.gathers.waitingMatchCount() == 0)
            server.endOutage()
            #expect(try await ann.gathers.finishedGatherList().gathers.isEmpty)

            #expect(await ann.gathers.sendWaitingMatches().sent.isEmpty)
            #expect(server.gatherCount == 0, "the deletion was sent")
            #expect(server.requests.filter { $0.method == "POST" && $0.path == "/api/gathers" }.count == 1, "the offline one never went")
        }
    }

    @Test func theHistoryAsLastLoaded_showsTheMatchesWaiting_first() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let roster = try await roster(of: ann)
            let online = try await ann.gathers.startGather(with: lineUp(roster), at: kickOff)
            try await ann.gathers.endGather(id: online.id, score: Score(teamA: 5, teamB: 5), at: kickOff.addingTimeInterval(60))
            let copies = store.lastLoadedCopies(for: ann.user)
            await copies.keep(history: try await ann.gathers.finishedGathers(), at: kickOff)
            let offline = try await playOffline(ann, roster, on: server, score: Score(teamA: 1, teamB: 0))
            // The live list, waiting match included, kept as the copy: the match is not kept twice.
            await copies.keep(history: try await ann.gathers.finishedGathers(), at: kickOff)

            let copy = try #require(await copies.history())
            #expect(copy.value.map(\.id) == [offline.id, online.id])
            #expect(copy.value.map(\.notSentYet) == [true, false])
        }
    }

    @Test func theRecords_countAMatchNotSentYet_andSaySo() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let roster = try await roster(of: ann)
            _ = try await playOffline(ann, roster, on: server, score: Score(teamA: 0, teamB: 2))

            let table = try await ann.records.records(since: nil, progress: nil)
            #expect(table.matchesNotSentYet == 1)
            #expect(table.records.first { $0.id == roster[0].id }?.lost == 1 && table.records.first { $0.id == roster[9].id }?.won == 1)
            _ = await ann.gathers.sendWaitingMatches()
            #expect(try await ann.records.records(since: nil, progress: nil).matchesNotSentYet == 0)
        }
    }

    @Test func aMatchDiscardedBeforeItEnds_neverReachesTheServer() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let roster = try await roster(of: ann)
            server.beginOutage()
            let gather = try await ann.gathers.startGather(with: lineUp(roster), at: kickOff)
            try await ann.gathers.discardGather(id: gather.id)
            #expect(try await ann.gathers.unfinishedGather() == nil)
            server.endOutage()
            #expect(await ann.gathers.sendWaitingMatches() == WaitingMatchesSent())
            #expect(server.gatherCount == 0)
        }
    }

    private func logIn(_ store: RemoteStore, server: FakeFootballGatherServer) async throws -> User {
        try await store.logIn(Credentials(username: "ann", password: "secret"))
    }
}

extension Collection {
    /// The one element, or nil when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
