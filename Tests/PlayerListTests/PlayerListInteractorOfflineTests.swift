import Domain
import Foundation
import LastLoadedInterface
import TestSupport
import Testing

@testable import PlayerList

/// The roster as last loaded, shown read-only while the store can't be reached.
@MainActor
@Suite struct PlayerListInteractorOfflineTests {
    let account = ListAccount()
    let roster = SampleRoster()
    let copies = LastLoadedCopiesInMemory()
    let clock = ManualClock()

    func interactor(route: AppRoute? = nil) -> PlayerListInteractor {
        account.interactor(copies: copies, clock: clock, rosterFiles: RosterFilesInMemory("roster.csv", "name\nZed\n"), route: route)
    }

    /// Loaded once live at the clock's time, then again with the store away.
    func offline() async throws -> PlayerListInteractor {
        let sut = interactor()
        _ = try await sut.loadPlayers()
        clock.advance(by: 600)
        account.log.fail(.players, with: .unavailable("connection refused"))
        _ = try await sut.loadPlayers()
        return sut
    }

    var writes: [ServiceCall.Kind] {
        account.log.calls.map(\.kind).filter { [.addPlayer, .updatePlayer, .deletePlayer, .startGather, .discardGather].contains($0) }
    }

    @Test func aPlayerOpens_toChangeWhenLive_andToReadOnlyOffline() async throws {
        let live = interactor()
        _ = try await live.loadPlayers()
        #expect(result(try live.opening(numbered: 2)) == .success(.editable(playerID: roster.bob.id)))

        let sut = try await offline()
        #expect(result(try sut.opening(numbered: 2)) == .success(.readOnly(playerID: roster.bob.id)))
        #expect(result(try sut.opening(numbered: 9)).refusal == .noSuchPlayer(9, count: 4))
    }

    @Test func offline_theRosterIsReadOnly_andAFailedMatchCheckIsTheSameOutage_notNewsOfItsOwn() async throws {
        let sut = interactor()
        _ = try await sut.loadPlayers()
        #expect(!sut.isReadOnly)
        account.log.fail(.players, with: .unavailable("connection refused"))
        account.log.fail(.unfinishedGather, with: .unavailable("connection refused"))

        let unpicked = try await sut.loadRosterAndCheckUnfinishedMatch()

        #expect(unpicked.isEmpty)
        #expect(sut.isReadOnly)
        #expect(sut.matchCheckFailure == nil)
    }

    @Test func aRoute_leadsWhereTheCommandsWould_andIsRefusedAsTheyAre() async throws {
        let live = interactor()
        _ = try await live.loadPlayers()
        #expect(result(try live.destination(of: .player(number: 2))) == .success(.details(.editable(playerID: roster.bob.id))))
        #expect(result(try live.destination(of: .editPlayer(number: 1, field: .age))) == .success(.edit(playerID: roster.ann.id, .age)))
        #expect(result(try live.destination(of: .editPlayer(number: 7, field: .age))).refusal == .noSuchPlayer(7, count: 4))
        #expect(result(try live.destination(of: .historyEntry(number: 3))) == .success(.historyEntry(number: 3)))
        #expect(result(try live.destination(of: .records)) == .success(.records))
        #expect(result(try live.destination(of: .match)).refusal == .noUnfinishedMatch)

        let sut = try await offline()
        #expect(
            result(try sut.destination(of: .player(number: 2))) == .success(.details(.readOnly(playerID: roster.bob.id))),
            "offline, a player opens to read only")
    }

    @Test func theCommandLinesRoute_isFollowedOnce_andRefusedAsItsScreenWouldSayIt() async throws {
        let none = interactor()
        _ = try await none.loadPlayers()
        #expect(result(try none.followRoute()) == .success(nil))

        let bob = interactor(route: .player(number: 2))
        _ = try await bob.loadPlayers()
        #expect(result(try bob.followRoute()) == .success(.details(.editable(playerID: roster.bob.id))))
        #expect(result(try bob.followRoute()) == .success(nil), "once")

        let beyond = interactor(route: .editPlayer(number: 7, field: .age))
        _ = try await beyond.loadPlayers()
        #expect(result(try beyond.followRoute()).refusal == .noSuchPlayer(7, count: 4))

        let empty = ListAccount([]).interactor(copies: copies, clock: clock, route: .player(number: 1))
        _ = try await empty.loadPlayers()
        #expect(result(try empty.followRoute()).refusal == .noSuchPlayer(1, count: 0), "an empty list has no player 1")

        // Offline, the match left unfinished can't be resumed: to the route there is none.
        let resume = try await offline()
        let match = interactor(route: .match)
        _ = try await match.loadPlayers()
        #expect(result(try match.followRoute()).refusal == .noUnfinishedMatch)
        #expect(resume.isReadOnly)
    }

    @Test func aLiveLoad_keepsACopyStampedWithTheClock_andIsNotOffline() async throws {
        let sut = interactor()
        _ = try await sut.loadPlayers()

        #expect(await copies.players() == LastLoaded(roster.all, loadedAt: clock.now()))
        #expect(sut.offlineSince == nil)
        #expect(result(try sut.mayChangeRoster()).refusal == nil)
    }

    @Test func withTheStoreAway_theCopyIsShown_offlineSinceItWasLoaded() async throws {
        let loadedAt = clock.now()
        let sut = try await offline()

        #expect(sut.roster == roster.all)
        #expect(sut.offlineSince == loadedAt)
        #expect(result(try sut.player(numbered: 2)) == .success(roster.bob), "reading still works")
        #expect(await copies.players()?.loadedAt == loadedAt, "the copy is not restamped")
    }

    /// The roster is the server's: it can't change while the server is away. A match can be played: the
    /// store keeps it here until the server is back.
    @Test func offline_everyRosterChangeIsRefused_beforeAnyRequest_butAMatchCanBePlayed() async throws {
        // Left unfinished by a match played offline.
        let match = roster.unfinishedMatch
        account.leaveUnfinished(match)
        let sut = try await offline()

        #expect(result(try sut.mayChangeRoster()).refusal == .offline)
        #expect(result(try sut.playerToDelete(numbered: 1)).refusal == .offline)
        #expect(await awaited(try await sut.delete(roster.ann)).refusal == .offline)
        #expect(!writes.contains(.deletePlayer))
        #expect(sut.roster == roster.all)

        #expect(sut.select("1 2") == .success(.began))
        #expect(result(try sut.confirmSelection()) == .success([roster.ann.id, roster.bob.id]))
        try await sut.checkUnfinishedMatch()
        #expect(result(try sut.matchLeftUnfinished()) == .success(match), "resumed offline")
        #expect(await awaited(try await sut.discard(match)).refusal == nil)
        #expect(writes.last == .discardGather)
    }

    @Test func aLiveLoad_sendsTheMatchesThatWait_andOfflineTheyAreCounted() async throws {
        let report = WaitingMatchesSent(sent: [SentMatch(gather: Gather(id: UUID(), players: [], score: Score(teamA: 1)))], stillWaiting: 1)
        account.gathers.onSendWaitingMatches = { roster in
            #expect(roster?.count == 4, "the roster just loaded: asked no more")
            return report
        }
        account.gathers.onWaitingMatchCount = { 2 }
        let sut = account.interactor(copies: copies, clock: clock)
        _ = try await sut.loadRosterAndCheckUnfinishedMatch()
        #expect(sut.sending == report && sut.waitingMatches == 1)

        account.log.fail(.players, with: .unavailable("connection refused"))
        _ = try await sut.loadRosterAndCheckUnfinishedMatch()
        #expect(sut.sending == nil && sut.waitingMatches == 2, "offline: counted, not sent")
    }

    @Test func aLiveLoadAfterwards_leavesOfflineMode_andChangesWorkAgain() async throws {
        let sut = try await offline()

        _ = try await sut.loadPlayers()

        #expect(sut.offlineSince == nil)
        #expect(await copies.players()?.loadedAt == clock.now())
        #expect(await awaited(try await sut.delete(roster.dmitri)).refusal == nil)
        #expect(sut.roster == [roster.ann, roster.bob, roster.carla])
    }

    @Test func withTheStoreAway_andNoCopy_theFailureIsThrown() async throws {
        let sut = interactor()
        account.log.fail(.players, with: .unavailable("connection refused"))

        await #expect(throws: PlayerListRefusal.failed(.unavailable("connection refused"))) { try await sut.loadPlayers() }
        #expect(sut.offlineSince == nil)
        #expect(result(try sut.player(numbered: 1)).refusal == .notLoaded)
    }

    @Test(arguments: [ServiceError.sessionExpired, .unexpected("a 500")])
    func anyOtherFailure_isThrown_evenWithACopy(error: ServiceError) async throws {
        let sut = try await offline()
        account.log.fail(.players, with: error)

        await #expect(throws: PlayerListRefusal.failed(StoreFailure(error))) { try await sut.loadPlayers() }
        #expect(sut.offlineSince == nil)
        #expect(sut.players.isEmpty)
    }
}
