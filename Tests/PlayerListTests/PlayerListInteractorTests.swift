import Domain
import Foundation
import LastLoadedInterface
import TestSupport
import Testing

@testable import PlayerList

extension Result {
    /// Why the interactor refused; nil when it did not.
    var refusal: Failure? {
        guard case .failure(let refusal) = self else { return nil }
        return refusal
    }
}

/// The rules of the list: the roster shown and its numbers, picking who plays, the unfinished match.
@MainActor
@Suite struct PlayerListInteractorTests {
    let account = ListAccount()
    let roster = SampleRoster()

    func interactor(files: RosterFilesInMemory = RosterFilesInMemory()) -> PlayerListInteractor {
        account.interactor(rosterFiles: files)
    }

    /// The interactor with the roster loaded.
    func loaded() async throws -> PlayerListInteractor {
        let sut = interactor()
        _ = try await sut.loadPlayers()
        return sut
    }

    // MARK: The roster and its numbers

    @Test func loadPlayers_showsTheRosterInTheServicesOrderNumberedFromOne() async throws {
        let sut = try await loaded()

        #expect(sut.roster == roster.all)
        #expect(result(try sut.player(numbered: 1)) == .success(roster.ann))
        #expect(result(try sut.player(numbered: 4)) == .success(roster.dmitri))
        #expect(sut.picked == nil)
    }

    @Test(arguments: [0, 5, -1, Int.min, Int.max])
    func aNumberOutsideTheRoster_namesNobodyAndSaysHowManyThereAre(number: Int) async throws {
        let sut = try await loaded()
        #expect(result(try sut.player(numbered: number)).refusal == .noSuchPlayer(number, count: 4))
    }

    @Test func anEmptyRoster_hasNobodyToName() async throws {
        let sut = ListAccount([]).interactor()
        _ = try await sut.loadPlayers()

        #expect(result(try sut.player(numbered: 1)).refusal == .noPlayers)
        #expect(sut.select("") == .failure(.noPlayers))
    }

    @Test func beforeTheRosterLoads_noNumberNamesAPlayer() {
        let sut = interactor()

        #expect(result(try sut.player(numbered: 1)).refusal == .notLoaded)
        #expect(sut.select("1") == .failure(.notLoaded))
    }

    @Test func loadPlayers_whenTheServiceFails_throwsAndShowsNoRoster() async throws {
        let sut = try await loaded()
        account.log.fail(.players, with: .unavailable("disk"))

        await #expect(throws: PlayerListRefusal.failed(.unavailable("disk"))) {
            try await sut.loadPlayers()
        }
        #expect(sut.players.isEmpty)
        #expect(result(try sut.player(numbered: 1)).refusal == .notLoaded)
    }

    @Test func loadPlayers_again_showsPlayersAddedMeanwhile() async throws {
        let sut = try await loaded()
        let eve = account.kept.add(PlayerDetails(name: "Eve"))

        _ = try await sut.loadPlayers()

        #expect(sut.roster == roster.all + [eve])
    }

    // MARK: Deleting

    @Test func delete_removesThePlayerFromTheServiceTheRosterShownAndThePicks() async throws {
        let sut = try await loaded()
        _ = sut.select("1 2")

        #expect(await awaited(try await sut.delete(roster.bob)).refusal == nil)

        #expect(account.log.calls(.deletePlayer) == [.deletePlayer(id: roster.bob.id)])
        #expect(sut.roster == [roster.ann, roster.carla, roster.dmitri])
        #expect(sut.picked == [roster.ann.id])
        #expect(result(try sut.player(numbered: 2)) == .success(roster.carla))
    }

    @Test func delete_whenTheServiceFails_throwsAndKeepsThePlayerShown() async throws {
        let sut = try await loaded()
        account.log.fail(.deletePlayer, with: .unavailable("disk"))

        await #expect(throws: PlayerListRefusal.failed(.unavailable("disk"))) {
            try await sut.delete(roster.bob)
        }
        #expect(sut.roster == roster.all)
    }

    // MARK: Picking who plays

    @Test func select_alone_beginsWithNobodyPicked() async throws {
        let sut = try await loaded()

        #expect(sut.select("") == .success(.began))
        #expect(sut.picked == [])
    }

    @Test func select_withNumbers_beginsAndPicksThemAtOnce() async throws {
        let sut = try await loaded()

        #expect(sut.select("1 3 4") == .success(.began))
        #expect(sut.picked == [roster.ann.id, roster.carla.id, roster.dmitri.id])
    }

    @Test func select_whileSelecting_picksOrUnpicksToo() async throws {
        let sut = try await loaded()
        _ = sut.select("1")

        #expect(sut.select("2") == .success(.toggled))
        #expect(sut.picked == [roster.ann.id, roster.bob.id])
        #expect(sut.select("1") == .success(.toggled))
        #expect(sut.picked == [roster.bob.id])
    }

    @Test func toggle_severalNumbers_picksThemAll_unlessAllWerePicked_andCountsANumberTypedTwiceOnce() async throws {
        let sut = try await loaded()
        _ = sut.select("2")

        #expect(sut.toggle("2 3").refusal == nil)
        #expect(sut.picked == [roster.bob.id, roster.carla.id], "2 stays picked: the line asks for 2 and 3")

        #expect(sut.toggle("3 2 3").refusal == nil)
        #expect(sut.picked == [], "both were picked: both are unpicked")

        _ = sut.toggle("1 4 4")
        #expect(sut.picked == [roster.ann.id, roster.dmitri.id])
    }

    @Test(arguments: [
        ("9", 9), ("1 0", 0), ("1,5", 5), ("2-7", 7), ("0-2", 0), ("1-999999999", 999_999_999), ("4 9223372036854775807", 9_223_372_036_854_775_807),
    ])
    func toggle_withANumberOutsideTheRoster_isRefusedAndChangesNothing(line: String, wrong: Int) async throws {
        let sut = try await loaded()
        _ = sut.select("2")

        #expect(sut.toggle(line).refusal == .noSuchPlayer(wrong, count: 4))
        #expect(sut.picked == [roster.bob.id])
    }

    @Test(arguments: ["1-4", "1,2,3,4", "1, 2,3 4", "1-2, 3-4", "1 - 2,3–4", "4-1", "all", "ALL", " all "])
    func select_picksRangesListsAndAll(line: String) async throws {
        let sut = try await loaded()

        #expect(sut.select(line) == .success(.began))
        #expect(sut.picked == Set(roster.all.map(\.id)))
    }

    @Test func toggle_takesRangesAndListsInAnyMix() async throws {
        let sut = try await loaded()
        _ = sut.select("")

        #expect(sut.toggle("1-2, 4").refusal == nil)
        #expect(sut.picked == [roster.ann.id, roster.bob.id, roster.dmitri.id])

        #expect(sut.toggle("2-3").refusal == nil)
        #expect(sut.picked == Set(roster.all.map(\.id)))

        #expect(sut.toggle("4-1").refusal == nil)
        #expect(sut.picked == [])
    }

    @Test func allAndNone_setThePicksWhateverTheyWere() async throws {
        let sut = try await loaded()
        _ = sut.select("2")

        #expect(sut.toggle("all").refusal == nil)
        #expect(sut.picked == Set(roster.all.map(\.id)))
        #expect(sut.toggle("none").refusal == nil)
        #expect(sut.picked == [], "still selecting, with no one picked")
        #expect(sut.select("none") == .success(.toggled))
    }

    @Test(arguments: ["done", "1-", "-1", "1--3", "1-2-3", "1 x", "a-b", "1,,x", "allx", "all 1"])
    func aLineNamingNoPlayers_isNoPick(line: String) async throws {
        #expect(PlayerPicks(line) == nil, "the View reads it as no pick: it never reaches the Interactor")
    }

    @Test func select_withANumberOutsideTheRoster_isRefusedAndDoesNotBegin() async throws {
        let sut = try await loaded()

        #expect(sut.select("5") == .failure(.noSuchPlayer(5, count: 4)))
        #expect(sut.picked == nil)
    }

    @Test func toggleOrConfirm_whenNotSelecting_areRefused() async throws {
        let sut = try await loaded()

        #expect(sut.toggle("1").refusal == .notSelecting)
        #expect(result(try sut.confirmSelection()).refusal == .notSelecting)
        #expect(sut.picked == nil)
    }

    @Test(arguments: ["", "3"])
    func confirm_withFewerThanTwoPicked_isRefused(numbers: String) async throws {
        let sut = try await loaded()
        _ = sut.select(numbers)

        #expect(result(try sut.confirmSelection()).refusal == .tooFewPicked)
        #expect(sut.picked != nil)
    }

    @Test func confirm_givesThePickedPlayersInTheRostersOrder() async throws {
        let sut = try await loaded()
        _ = sut.select("4 1 2")

        #expect(result(try sut.confirmSelection()) == .success([roster.ann, roster.bob, roster.dmitri].map(\.id)))
    }

    @Test func stopSelecting_dropsThePicks() async throws {
        let sut = try await loaded()
        _ = sut.select("1 2")

        sut.stopSelecting()
        #expect(sut.picked == nil)

        #expect(sut.select("") == .success(.began))
        #expect(sut.picked == [])
    }

    @Test func picks_surviveAReload() async throws {
        let sut = try await loaded()
        _ = sut.select("1 2")

        #expect(try await sut.loadPlayers().isEmpty)
        #expect(sut.picked == [roster.ann.id, roster.bob.id])
    }

    @Test func picks_ofPlayersDeletedMeanwhile_areDroppedOnReloadAndSaidWho() async throws {
        let sut = try await loaded()
        _ = sut.select("1 2 3")
        account.kept.delete(roster.bob.id)

        let unpicked = try await sut.loadPlayers()

        #expect(unpicked == [roster.bob])
        #expect(sut.picked == [roster.ann.id, roster.carla.id])
    }

    @Test func picks_waitThroughAFailedLoadAndComeBackWithTheRoster() async throws {
        let sut = try await loaded()
        _ = sut.select("1 2")
        account.log.fail(.players, with: .unavailable("disk"))
        _ = try? await sut.loadPlayers()

        #expect(result(try sut.confirmSelection()).refusal == .tooFewPicked)

        #expect(try await sut.loadPlayers().isEmpty)
        #expect(sut.picked == [roster.ann.id, roster.bob.id])
        #expect(result(try sut.confirmSelection()) == .success([roster.ann, roster.bob].map(\.id)))
    }

    // MARK: The players of the last match

    /// A match played to the end at `end` seconds, as the store lists it.
    func played(_ lineUp: [GatherPlayer], endingAt end: TimeInterval) -> Gather {
        Gather(
            id: UUID(), players: lineUp, score: Score(teamA: 1, teamB: 0), winner: .teamA, startedAt: Date(timeIntervalSince1970: end - 600),
            endedAt: Date(timeIntervalSince1970: end))
    }

    @Test func last_picksExactlyThePlayersOfTheLatestFinishedMatch_inPlaceOfThePicks() async throws {
        let earlier = played([GatherPlayer(player: roster.ann, team: .teamA), GatherPlayer(player: roster.bob, team: .teamB)], endingAt: 1_795_000_000)
        let latest = played(
            [
                GatherPlayer(player: roster.bob, team: .teamA), GatherPlayer(player: roster.dmitri, team: .teamB),
                GatherPlayer(player: roster.carla, team: .bench),
            ], endingAt: 1_796_000_000)
        account.finish(latest, earlier)
        // Started later but never ended: not a finished match.
        account.leaveUnfinished(roster.unfinishedMatch)
        let sut = try await loaded()
        _ = sut.select("1")

        #expect(await awaited(try await sut.selectLastLineUp()) == .success(PlayerListLastLineUp(selected: 3, gone: 0)))
        #expect(sut.picked == [roster.bob.id, roster.dmitri.id, roster.carla.id])
        // Their teams go along to the team sheet; the bench is no team.
        #expect(sut.lastLineUpTeams == [roster.bob.id: .teamA, roster.dmitri.id: .teamB])
    }

    @Test func last_teams_areForgotten_whenTheSelectionEndsOrStartsAfresh() async throws {
        account.finish(played([GatherPlayer(player: roster.ann, team: .teamA), GatherPlayer(player: roster.bob, team: .teamB)], endingAt: 1_795_000_000))
        let sut = try await loaded()
        _ = sut.select("")
        _ = try await sut.selectLastLineUp()
        #expect(!sut.lastLineUpTeams.isEmpty)
        // Picking more keeps them: the teams follow the people.
        _ = sut.toggle("3")
        #expect(sut.lastLineUpTeams == [roster.ann.id: .teamA, roster.bob.id: .teamB])

        sut.stopSelecting()
        #expect(sut.lastLineUpTeams.isEmpty)
        _ = sut.select("")
        _ = try await sut.selectLastLineUp()
        sut.stopSelecting()
        _ = sut.select("1 2")
        #expect(sut.lastLineUpTeams.isEmpty)
    }

    @Test func last_leavesOutWhoIsNoLongerOnTheRoster_andCountsThem() async throws {
        account.finish(
            played(
                [
                    GatherPlayer(player: roster.ann, team: .teamA), GatherPlayer(player: roster.bob, team: .teamB),
                    GatherPlayer(player: roster.carla, team: .teamB), GatherPlayer(playerID: nil, name: "Guest", team: .teamA),
                ], endingAt: 1_796_000_000))
        account.kept.delete(roster.bob.id)
        let sut = try await loaded()
        _ = sut.select("all")

        #expect(await awaited(try await sut.selectLastLineUp()) == .success(PlayerListLastLineUp(selected: 2, gone: 2)))
        #expect(sut.picked == [roster.ann.id, roster.carla.id])
    }

    @Test func last_withoutAFinishedMatch_isRefused_andKeepsThePicks() async throws {
        account.leaveUnfinished(roster.unfinishedMatch)
        let sut = try await loaded()
        _ = sut.select("2")

        #expect(await awaited(try await sut.selectLastLineUp()).refusal == .noFinishedMatch)
        #expect(sut.picked == [roster.bob.id])
    }

    @Test func last_whenNotSelectingOrNotLoaded_isRefused_withoutAskingTheStore() async throws {
        account.finish(played([GatherPlayer(player: roster.ann, team: .teamA)], endingAt: 1_796_000_000))

        let notSelecting = try await loaded()
        #expect(await awaited(try await notSelecting.selectLastLineUp()).refusal == .notSelecting)
        let unloaded = interactor()
        account.log.fail(.players, with: .unavailable("disk"))
        _ = try? await unloaded.loadPlayers()
        _ = unloaded.select("")
        #expect(await awaited(try await unloaded.selectLastLineUp()).refusal != nil)
        #expect(!account.log.calls.contains(.finishedGathers))
    }

    @Test func last_whenTheStoreFails_throws_andKeepsThePicks() async throws {
        let sut = try await loaded()
        _ = sut.select("1 2")
        account.log.fail(.finishedGathers, with: .unavailable("disk"))

        await #expect(throws: PlayerListRefusal.failed(.unavailable("disk"))) { try await sut.selectLastLineUp() }
        #expect(sut.picked == [roster.ann.id, roster.bob.id])
    }

    @Test func picks_readAsTyped_andSayThemselvesPlainly() {
        #expect(PlayerPicks("1-3, 7")?.description == "1-3 7")
        #expect(PlayerPicks(" 5 – 2 ")?.kind == .numbers([2...5]))
        #expect(PlayerPicks("ALL") == PlayerPicks(.all))
        #expect(PlayerPicks("")?.isEmpty == true)
        #expect(PlayerPicks("me") == nil)
        #expect(PlayerPicks(.none).description == "none")
    }

    // MARK: The unfinished match

    @Test func checkUnfinishedMatch_findsTheMatchLeftRunningWithItsProgress() async throws {
        let match = roster.unfinishedMatch
        account.leaveUnfinished(match)
        let sut = interactor()

        try await sut.checkUnfinishedMatch()

        #expect(sut.unfinishedMatch == match)
        #expect(result(try sut.matchLeftUnfinished()) == .success(match))
    }

    /// Looked up one after the other, the two calls would never meet: the time limit fails the test then.
    @Test(.timeLimit(.minutes(1)))
    func theRosterAndTheUnfinishedMatch_areLookedUpSideBySide_neitherWaitingForTheOther() async throws {
        let match = roster.unfinishedMatch
        account.leaveUnfinished(match)
        let sut = interactor()
        account.log.meet(.players, .unfinishedGather)

        let unpicked = try await sut.loadRosterAndCheckUnfinishedMatch()

        #expect(account.log.met == true)
        #expect(unpicked.isEmpty)
        #expect(sut.matchCheckFailure == nil)
        #expect(sut.roster == roster.all)
        #expect(sut.unfinishedMatch == match)
    }

    @Test func whenTheCheckFails_theRosterStillLoads_andTheCheckSaysWhy() async throws {
        let sut = interactor()
        account.log.fail(.unfinishedGather, with: .unavailable("disk"))

        _ = try await sut.loadRosterAndCheckUnfinishedMatch()

        #expect(sut.roster == roster.all)
        #expect(sut.matchCheckFailure == .failed(.unavailable("disk")))
        account.log.fail(.players, with: .unavailable("disk"))
        await #expect(throws: PlayerListRefusal.failed(.unavailable("disk"))) { try await sut.loadRosterAndCheckUnfinishedMatch() }
        #expect(sut.matchCheckFailure == nil)
    }

    @Test func withoutAnUnfinishedMatch_resumingOrDiscardingIsRefused() async throws {
        let sut = interactor()

        try await sut.checkUnfinishedMatch()

        #expect(sut.unfinishedMatch == nil)
        #expect(result(try sut.matchLeftUnfinished()).refusal == .noUnfinishedMatch)
    }

    @Test func checkUnfinishedMatch_whenTheServiceFails_throwsAndOffersNoMatch() async throws {
        account.leaveUnfinished(roster.unfinishedMatch)
        let sut = interactor()
        try await sut.checkUnfinishedMatch()
        account.log.fail(.unfinishedGather, with: .unavailable("disk"))

        await #expect(throws: PlayerListRefusal.failed(.unavailable("disk"))) {
            try await sut.checkUnfinishedMatch()
        }
        #expect(result(try sut.matchLeftUnfinished()).refusal == .noUnfinishedMatch)
    }

    @Test func discard_dropsTheMatchAndItsTeamsAndOffersItNoMore() async throws {
        let match = roster.unfinishedMatch
        account.leaveUnfinished(match)
        let sut = interactor()
        try await sut.checkUnfinishedMatch()

        #expect(await awaited(try await sut.discard(match)).refusal == nil)

        #expect(account.log.calls(.discardGather) == [.discardGather(id: match.gather.id)])
        #expect(sut.unfinishedMatch == nil)
    }

    @Test func discard_whenTheServiceFails_throwsAndStillOffersTheMatch() async throws {
        let match = roster.unfinishedMatch
        account.leaveUnfinished(match)
        let sut = interactor()
        try await sut.checkUnfinishedMatch()
        account.log.fail(.discardGather, with: .unavailable("disk"))

        await #expect(throws: PlayerListRefusal.failed(.unavailable("disk"))) {
            try await sut.discard(match)
        }
        #expect(result(try sut.matchLeftUnfinished()) == .success(match))
    }

    // MARK: The session

    @Test func logOut_logsTheListsUserOut() async {
        await interactor().logOut()

        #expect(account.log.calls(.logOut) == [.logOut(account.user)])
    }
}
