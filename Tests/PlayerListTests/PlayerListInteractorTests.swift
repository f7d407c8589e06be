import Domain
import Foundation
import Testing
import TestSupport
@testable import PlayerList

/// The sample roster, in the service's order.
extension Player {
    static let ann = Player(id: 11, details: PlayerDetails(
        name: "Ann Smith", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"
    ))
    static let bob = Player(id: 12, details: PlayerDetails(name: "Bob", position: .goalkeeper, skill: .professional))
    static let carla = Player(id: 13, details: PlayerDetails(name: "Carla Díaz", position: .midfielder, skill: .beginner))
    static let dmitri = Player(id: 14, details: PlayerDetails(name: "Dmitri"))
    static let roster = [ann, bob, carla, dmitri]
}

extension UnfinishedGather {
    /// A match left at 2 : 1 with 7:42 to play.
    static let twoOne = UnfinishedGather(
        gather: Gather(id: UUID(), players: [GatherPlayer(player: .ann, team: .teamA), GatherPlayer(player: .bob, team: .teamB)]),
        progress: GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462))
    )
}

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
    let playersService = FakePlayersService(players: Player.roster)
    let gathers = FakeGathersService()
    let authentication = FakeAuthenticationService()
    let user = User(id: "7", username: "ann")

    func interactor(gathers: FakeGathersService? = nil) -> PlayerListInteractor {
        PlayerListInteractor(user: user, players: playersService, gathers: gathers ?? self.gathers, authentication: authentication)
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

        #expect(sut.players == Player.roster)
        #expect(sut.player(numbered: 1) == .success(.ann))
        #expect(sut.player(numbered: 4) == .success(.dmitri))
        #expect(sut.picked == nil)
    }

    @Test(arguments: [0, 5, -1, Int.min, Int.max])
    func aNumberOutsideTheRoster_namesNobodyAndSaysHowManyThereAre(number: Int) async throws {
        #expect(try await loaded().player(numbered: number) == .failure(.noSuchPlayer(number, count: 4)))
    }

    @Test func anEmptyRoster_hasNobodyToName() async throws {
        let sut = PlayerListInteractor(user: user, players: FakePlayersService(), gathers: gathers, authentication: authentication)
        _ = try await sut.loadPlayers()

        #expect(sut.player(numbered: 1) == .failure(.noPlayers))
        #expect(sut.select(numbers: []) == .failure(.noPlayers))
    }

    @Test func beforeTheRosterLoads_noNumberNamesAPlayer() {
        let sut = interactor()

        #expect(sut.player(numbered: 1) == .failure(.notLoaded))
        #expect(sut.select(numbers: [1]) == .failure(.notLoaded))
    }

    @Test func loadPlayers_whenTheServiceFails_throwsAndShowsNoRoster() async throws {
        let sut = try await loaded()
        playersService.fail(with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.loadPlayers()
        }
        #expect(sut.players.isEmpty)
        #expect(sut.player(numbered: 1) == .failure(.notLoaded))
    }

    @Test func loadPlayers_again_showsPlayersAddedMeanwhile() async throws {
        let sut = try await loaded()
        let eve = try await playersService.add(PlayerDetails(name: "Eve"))

        _ = try await sut.loadPlayers()

        #expect(sut.players == Player.roster + [eve])
    }

    // MARK: Deleting

    @Test func delete_removesThePlayerFromTheServiceTheRosterShownAndThePicks() async throws {
        let sut = try await loaded()
        _ = sut.select(numbers: [1, 2])

        try await sut.delete(.bob)

        #expect(playersService.snapshot.players == [.ann, .carla, .dmitri])
        #expect(sut.players == [.ann, .carla, .dmitri])
        #expect(sut.picked == [11])
        #expect(sut.player(numbered: 2) == .success(.carla))
    }

    @Test func delete_whenTheServiceFails_throwsAndKeepsThePlayerShown() async throws {
        let sut = try await loaded()
        playersService.fail(with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.delete(.bob)
        }
        #expect(sut.players == Player.roster)
    }

    // MARK: Picking who plays

    @Test func select_alone_beginsWithNobodyPicked() async throws {
        let sut = try await loaded()

        #expect(sut.select(numbers: []) == .success(.began))
        #expect(sut.picked == [])
    }

    @Test func select_withNumbers_beginsAndPicksThemAtOnce() async throws {
        let sut = try await loaded()

        #expect(sut.select(numbers: [1, 3, 4]) == .success(.began))
        #expect(sut.picked == [11, 13, 14])
    }

    @Test func select_whileSelecting_picksOrUnpicksToo() async throws {
        let sut = try await loaded()
        _ = sut.select(numbers: [1])

        #expect(sut.select(numbers: [1, 2]) == .success(.toggled))
        #expect(sut.picked == [12])
    }

    @Test func toggle_picksAndUnpicksSeveralAtOnceAndCountsANumberTypedTwiceOnce() async throws {
        let sut = try await loaded()
        _ = sut.select(numbers: [2])

        #expect(sut.toggle(numbers: [2, 3]).refusal == nil)
        #expect(sut.picked == [13])

        _ = sut.toggle(numbers: [1, 4, 4])
        #expect(sut.picked == [11, 13, 14])
    }

    @Test(arguments: [[9], [1, 0], [2, -1], [Int.min], [Int.max]])
    func toggle_withANumberOutsideTheRoster_isRefusedAndPicksNobody(numbers: [Int]) async throws {
        let sut = try await loaded()
        _ = sut.select(numbers: [2])

        let wrong = numbers.first { !(1...4).contains($0) } ?? 0
        #expect(sut.toggle(numbers: numbers).refusal == .noSuchPlayer(wrong, count: 4))
        #expect(sut.picked == [12])
    }

    @Test func select_withANumberOutsideTheRoster_isRefusedAndDoesNotBegin() async throws {
        let sut = try await loaded()

        #expect(sut.select(numbers: [5]) == .failure(.noSuchPlayer(5, count: 4)))
        #expect(sut.picked == nil)
    }

    @Test func toggleOrConfirm_whenNotSelecting_areRefused() async throws {
        let sut = try await loaded()

        #expect(sut.toggle(numbers: [1]).refusal == .notSelecting)
        #expect(sut.confirmSelection() == .failure(.notSelecting))
        #expect(sut.picked == nil)
    }

    @Test(arguments: [[Int](), [3]])
    func confirm_withFewerThanTwoPicked_isRefused(numbers: [Int]) async throws {
        let sut = try await loaded()
        _ = sut.select(numbers: numbers)

        #expect(sut.confirmSelection() == .failure(.tooFewPicked))
        #expect(sut.picked != nil)
    }

    @Test func confirm_givesThePickedPlayersInTheRostersOrder() async throws {
        let sut = try await loaded()
        _ = sut.select(numbers: [4, 1, 2])

        #expect(sut.confirmSelection() == .success([.ann, .bob, .dmitri]))
    }

    @Test func stopSelecting_dropsThePicks() async throws {
        let sut = try await loaded()
        _ = sut.select(numbers: [1, 2])

        sut.stopSelecting()
        #expect(sut.picked == nil)

        #expect(sut.select(numbers: []) == .success(.began))
        #expect(sut.picked == [])
    }

    @Test func picks_surviveAReload() async throws {
        let sut = try await loaded()
        _ = sut.select(numbers: [1, 2])

        #expect(try await sut.loadPlayers().isEmpty)
        #expect(sut.picked == [11, 12])
    }

    @Test func picks_ofPlayersDeletedMeanwhile_areDroppedOnReloadAndSaidWho() async throws {
        let sut = try await loaded()
        _ = sut.select(numbers: [1, 2, 3])
        try await playersService.delete(playerID: Player.bob.id)

        let unpicked = try await sut.loadPlayers()

        #expect(unpicked == [.bob])
        #expect(sut.picked == [11, 13])
    }

    @Test func picks_waitThroughAFailedLoadAndComeBackWithTheRoster() async throws {
        let sut = try await loaded()
        _ = sut.select(numbers: [1, 2])
        playersService.fail(with: .unavailable("disk"))
        _ = try? await sut.loadPlayers()

        #expect(sut.confirmSelection() == .failure(.tooFewPicked))

        playersService.fail(with: nil)
        #expect(try await sut.loadPlayers().isEmpty)
        #expect(sut.picked == [11, 12])
        #expect(sut.confirmSelection() == .success([.ann, .bob]))
    }

    // MARK: The unfinished match

    /// A store holding `UnfinishedGather.twoOne`, as it was saved.
    func storeWithAnUnfinishedMatch() async throws -> FakeGathersService {
        let gathers = FakeGathersService(gathers: [UnfinishedGather.twoOne.gather])
        try await gathers.saveProgress(UnfinishedGather.twoOne.progress, ofGather: UnfinishedGather.twoOne.gather.id)
        return gathers
    }

    @Test func checkUnfinishedMatch_findsTheMatchLeftRunningWithItsProgress() async throws {
        let sut = interactor(gathers: try await storeWithAnUnfinishedMatch())

        try await sut.checkUnfinishedMatch()

        #expect(sut.unfinishedMatch == .twoOne)
        #expect(sut.matchLeftUnfinished() == .success(.twoOne))
    }

    @Test func withoutAnUnfinishedMatch_resumingOrDiscardingIsRefused() async throws {
        let sut = interactor()

        try await sut.checkUnfinishedMatch()

        #expect(sut.unfinishedMatch == nil)
        #expect(sut.matchLeftUnfinished() == .failure(.noUnfinishedMatch))
    }

    @Test func checkUnfinishedMatch_whenTheServiceFails_throwsAndOffersNoMatch() async throws {
        let gathers = try await storeWithAnUnfinishedMatch()
        let sut = interactor(gathers: gathers)
        try await sut.checkUnfinishedMatch()
        gathers.fail(with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.checkUnfinishedMatch()
        }
        #expect(sut.matchLeftUnfinished() == .failure(.noUnfinishedMatch))
    }

    @Test func discard_dropsTheMatchAndItsTeamsAndOffersItNoMore() async throws {
        let gathers = try await storeWithAnUnfinishedMatch()
        let sut = interactor(gathers: gathers)
        try await sut.checkUnfinishedMatch()

        try await sut.discard(.twoOne)

        #expect(gathers.snapshot.gathers.isEmpty)
        #expect(sut.unfinishedMatch == nil)
    }

    @Test func discard_whenTheServiceFails_throwsAndStillOffersTheMatch() async throws {
        let gathers = try await storeWithAnUnfinishedMatch()
        let sut = interactor(gathers: gathers)
        try await sut.checkUnfinishedMatch()
        gathers.fail(with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.discard(.twoOne)
        }
        #expect(sut.matchLeftUnfinished() == .success(.twoOne))
    }

    // MARK: The session

    @Test func logOut_logsTheListsUserOut() async {
        await interactor().logOut()

        #expect(authentication.snapshot.logOuts == [user])
    }
}
