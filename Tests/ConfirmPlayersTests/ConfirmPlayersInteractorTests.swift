import Domain
import Foundation
import Testing
import TestSupport
@testable import ConfirmPlayers

/// The sample roster, in the list's order.
extension Player {
    static let ann = Player(id: 11, details: PlayerDetails(name: "Ann Smith", position: .striker, skill: .amateur))
    static let bob = Player(id: 12, details: PlayerDetails(name: "Bob", position: .goalkeeper, skill: .professional))
    static let carla = Player(id: 13, details: PlayerDetails(name: "Carla Díaz", position: .midfielder, skill: .beginner))
    static let dmitri = Player(id: 14, details: PlayerDetails(name: "Dmitri"))
    static let roster = [ann, bob, carla, dmitri]
}

extension RegisteredUser {
    /// The sample roster added to this user's store: the same players with the ids the store gave, in the list's order.
    func addSampleRoster() async throws -> [Player] {
        var added: [Player] = []
        for player in Player.roster {
            added.append(try await players.add(player.details))
        }
        return added
    }
}

/// The rules of the team sheet: moves, the balanced split, and when a match may start.
/// Moves and splits never reach the store, so they run on the roster as plain values.
@MainActor
@Suite struct ConfirmPlayersInteractorTests {
    let ann: RegisteredUser
    let clock = ManualClock()

    init() async throws {
        ann = try await RegisteredUser.make()
    }

    func sheet(_ players: [Player] = Player.roster) -> ConfirmPlayersInteractor {
        ConfirmPlayersInteractor(players: players, gathers: ann.gathers, clock: clock)
    }

    /// A sheet of the sample roster as stored, which a gather can be started from.
    func storedSheet() async throws -> (sheet: ConfirmPlayersInteractor, roster: [Player]) {
        let roster = try await ann.addSampleRoster()
        return (sheet(roster), roster)
    }

    // MARK: The sheet

    @Test func aNewSheet_hasEveryoneOnTheBenchNumberedInTheGivenOrder() {
        let sut = sheet()

        #expect(sut.sheet.numbers(in: .bench) == [1, 2, 3, 4])
        #expect(sut.sheet.numbers(in: .teamA).isEmpty)
        #expect(sut.sheet.numbers(in: .teamB).isEmpty)
        #expect(sut.sheet.player(numbered: 2) == .bob)
        #expect(sut.sheet.player(numbered: 0) == nil)
        #expect(sut.sheet.player(numbered: 5) == nil)
    }

    // MARK: Moving

    @Test func move_putsTheNumberedPlayersInTheTeamAndKeepsTheirNumbers() {
        let sut = sheet()

        #expect(sut.move(numbers: [4, 1], to: .teamA) == .success(.moved([.dmitri, .ann])))
        #expect(sut.move(numbers: [2], to: .teamB) == .success(.moved([.bob])))

        #expect(sut.sheet.numbers(in: .teamA) == [1, 4])
        #expect(sut.sheet.numbers(in: .teamB) == [2])
        #expect(sut.sheet.numbers(in: .bench) == [3])
    }

    @Test func move_ofTheSameNumberTwice_movesItOnce() {
        let sut = sheet()

        #expect(sut.move(numbers: [2, 2], to: .teamA) == .success(.moved([.bob])))
        #expect(sut.sheet.numbers(in: .teamA) == [2])
    }

    @Test func move_backToTheBench_benchesThem() {
        let sut = sheet()
        _ = sut.move(numbers: [1, 2], to: .teamA)

        #expect(sut.move(numbers: [2], to: .bench) == .success(.moved([.bob])))
        #expect(sut.sheet.numbers(in: .teamA) == [1])
        #expect(sut.sheet.numbers(in: .bench) == [2, 3, 4])
    }

    @Test func move_ofSomeAlreadyThere_movesAndNamesOnlyTheOthers() {
        let sut = sheet()
        _ = sut.move(numbers: [1], to: .teamA)

        #expect(sut.move(numbers: [1, 2], to: .teamA) == .success(.moved([.bob])))
    }

    @Test func move_ofPlayersAllAlreadyThere_changesNothingAndNamesThemOnce() {
        let sut = sheet()
        _ = sut.move(numbers: [1, 2], to: .teamA)
        let before = sut.sheet

        #expect(sut.move(numbers: [2, 1, 2], to: .teamA) == .success(.alreadyThere([.bob, .ann])))
        #expect(sut.move(numbers: [3, 4], to: .bench) == .success(.alreadyThere([.carla, .dmitri])))
        #expect(sut.sheet == before)
    }

    @Test(arguments: [[0], [5], [1, 9], [-1], [Int.max], [Int.min]])
    func move_withANumberOutsideTheSheet_isRefusedAndMovesNobody(numbers: [Int]) {
        let sut = sheet()

        let wrong = numbers.first { !(1...4).contains($0) } ?? 0
        #expect(sut.move(numbers: numbers, to: .teamA) == .failure(.noSuchPlayer(wrong, count: 4)))
        #expect(sut.sheet.numbers(in: .bench) == [1, 2, 3, 4])
    }

    @Test func move_onAnEmptySheet_isRefusedAsNobodyPicked() {
        #expect(sheet([]).move(numbers: [1], to: .teamA) == .failure(.nobodyPicked))
    }

    // MARK: The balanced split

    @Test func split_placesEveryoneTheBenchTooAsTheBalancedSplitSays() {
        let sut = sheet()
        _ = sut.move(numbers: [1, 2], to: .teamA)

        let split = sut.splitBalanced()

        #expect(split == .success(ConfirmPlayersInteractor.balancedSplit(of: Player.roster)))
        #expect(sut.sheet.numbers(in: .teamA) == [2, 3])
        #expect(sut.sheet.numbers(in: .teamB) == [1, 4])
        #expect(sut.sheet.numbers(in: .bench).isEmpty)
    }

    @Test func split_twice_givesTheSameTeams() {
        let sut = sheet()
        _ = sut.splitBalanced()
        let first = sut.sheet

        _ = sut.move(numbers: [1, 2, 3, 4], to: .bench)
        _ = sut.splitBalanced()

        #expect(sut.sheet == first)
    }

    @Test(arguments: [[Player](), [.bob]])
    func split_withFewerThanTwoPlayers_isRefused(players: [Player]) {
        let sut = sheet(players)

        #expect(sut.splitBalanced() == .failure(.tooFewToSplit))
        #expect(sut.sheet == TeamSheet(players: players))
    }

    // MARK: Starting

    @Test func start_createsTheGatherWithEveryPlayersTeamAtTheClocksTime() async throws {
        let (sut, roster) = try await storedSheet()
        _ = sut.move(numbers: [1, 2], to: .teamA)
        _ = sut.move(numbers: [3], to: .teamB)
        clock.advance(by: 90)

        let match = try await sut.startGather().get()

        #expect(match.progress == GatherProgress())
        #expect(match.gather.players == [
            GatherPlayer(playerID: roster[0].id, name: "Ann Smith", position: .striker, skill: .amateur, team: .teamA),
            GatherPlayer(playerID: roster[1].id, name: "Bob", position: .goalkeeper, skill: .professional, team: .teamA),
            GatherPlayer(playerID: roster[2].id, name: "Carla Díaz", position: .midfielder, skill: .beginner, team: .teamB),
            GatherPlayer(playerID: roster[3].id, name: "Dmitri", team: .bench),
        ])
        #expect(match.gather.startedAt == clock.now())
        #expect(try await ann.gathers.unfinishedGather() == match)
    }

    @Test(arguments: [Team.teamA, .teamB, .bench])
    func start_withoutAPlayerInEachTeam_isRefusedAndStoresNothing(everyoneIn team: Team) async throws {
        let sut = sheet()
        _ = sut.move(numbers: [1, 2, 3, 4], to: team)

        #expect(try await sut.startGather() == .failure(.teamWithoutPlayers))
        #expect(ann.services.calls.isEmpty)
    }

    @Test func start_withNobody_isRefused() async throws {
        #expect(try await sheet([]).startGather() == .failure(.teamWithoutPlayers))
        #expect(ann.services.calls.isEmpty)
    }

    @Test func start_whenTheStoreFails_throwsItsErrorKeepsTheSheetAndCanBeRetried() async throws {
        let (sut, _) = try await storedSheet()
        _ = sut.splitBalanced()
        let teams = sut.sheet
        ann.services.fail(.startGather, with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.startGather()
        }
        #expect(sut.sheet == teams)
        #expect(try await ann.gathers.unfinishedGather() == nil)

        let match = try await sut.startGather().get()
        #expect(try await ann.gathers.unfinishedGather() == match)
    }
}
