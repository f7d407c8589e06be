import Domain
import Foundation
import Testing
import TerminalUI
import TestSupport
@testable import ConfirmPlayers

@MainActor
final class ConfirmPlayersInteractorSpy: ConfirmPlayersInteracting {
    var failure: ServiceError?
    private(set) var started: [[GatherPlayer]] = []
    let gatherID = UUID()

    func startGather(with players: [GatherPlayer]) async throws -> Gather {
        started.append(players)
        if let failure { throw failure }
        return Gather(id: gatherID, players: players, startedAt: Date(timeIntervalSince1970: 0))
    }
}

@MainActor
final class ConfirmPlayersRouterSpy: ConfirmPlayersRouting {
    private(set) var calls: [String] = []
    private(set) var gathers: [UnfinishedGather] = []
    func showGather(_ unfinished: UnfinishedGather) {
        calls.append("gather")
        gathers.append(unfinished)
    }
    func close() { calls.append("close") }
}

@MainActor
final class ConfirmPlayersViewSpy: ConfirmPlayersDisplaying {
    private(set) var displayed: [ConfirmPlayersViewModel] = []
    var last: ConfirmPlayersViewModel? { displayed.last }
    /// The numbers last shown in each group.
    var numbers: (teamA: [Int], teamB: [Int], bench: [Int])? {
        guard case .teams(let teamA, let teamB, let bench) = last?.state else { return nil }
        return (teamA.map(\.number), teamB.map(\.number), bench.map(\.number))
    }
    func display(_ viewModel: ConfirmPlayersViewModel) { displayed.append(viewModel) }
}

/// The roster of SCREENS.md, in the list's order.
extension Player {
    static let ann = Player(id: 11, details: PlayerDetails(name: "Ann Smith", position: .striker, skill: .amateur))
    static let bob = Player(id: 12, details: PlayerDetails(name: "Bob", position: .goalkeeper, skill: .professional))
    static let carla = Player(id: 13, details: PlayerDetails(name: "Carla Díaz", position: .midfielder, skill: .beginner))
    static let dmitri = Player(id: 14, details: PlayerDetails(name: "Dmitri"))
    static let roster = [ann, bob, carla, dmitri]
}

@MainActor
@Suite struct ConfirmPlayersPresenterTests {
    let interactor = ConfirmPlayersInteractorSpy()
    let router = ConfirmPlayersRouterSpy()
    let view = ConfirmPlayersViewSpy()

    /// The presenter for `players`, shown.
    func showing(_ players: [Player] = Player.roster) -> ConfirmPlayersPresenter {
        let sut = ConfirmPlayersPresenter(players: players, interactor: interactor, router: router)
        sut.view = view
        sut.viewWillAppear()
        return sut
    }

    static let entries = [
        ConfirmPlayersEntry(number: 1, name: "Ann Smith", position: "ST"),
        ConfirmPlayersEntry(number: 2, name: "Bob", position: "GK"),
        ConfirmPlayersEntry(number: 3, name: "Carla Díaz", position: "MID"),
        ConfirmPlayersEntry(number: 4, name: "Dmitri", position: "—"),
    ]

    // MARK: Showing

    @Test func viewWillAppear_showsEveryoneOnTheBenchNumberedInTheGivenOrder() {
        _ = showing()

        #expect(view.displayed == [ConfirmPlayersViewModel(state: .teams(teamA: [], teamB: [], bench: Self.entries))])
    }

    @Test func viewWillAppear_withNobody_showsTheEmptyState() {
        _ = showing([])

        #expect(view.last == ConfirmPlayersViewModel(state: .empty))
    }

    // MARK: Moving

    @Test func move_putsThePlayersInTheTeamAndKeepsTheirNumbers() {
        let sut = showing()

        sut.didChooseMove(numbers: [1, 3], to: .teamA)
        sut.didChooseMove(numbers: [4], to: .teamB)

        #expect(view.last == ConfirmPlayersViewModel(
            state: .teams(teamA: [Self.entries[0], Self.entries[2]], teamB: [Self.entries[3]], bench: [Self.entries[1]]),
            message: .info("Moved Dmitri to Team B.")
        ))
    }

    @Test func move_ofSeveralPlayers_namesThemAll() {
        let sut = showing()

        sut.didChooseMove(numbers: [3, 1, 2], to: .teamB)

        #expect(view.last?.message == .info("Moved Carla Díaz, Ann Smith and Bob to Team B."))
        #expect(view.numbers?.teamB == [1, 2, 3])
    }

    @Test func move_backToTheBench_saysSo() {
        let sut = showing()
        sut.didChooseMove(numbers: [1, 2], to: .teamA)

        sut.didChooseMove(numbers: [2], to: .bench)

        #expect(view.last?.message == .info("Moved Bob to the bench."))
        #expect(view.numbers?.teamA == [1])
        #expect(view.numbers?.bench == [2, 3, 4])
    }

    @Test func move_ofTheSameNumberTwice_movesItOnce() {
        let sut = showing()

        sut.didChooseMove(numbers: [2, 2], to: .teamA)

        #expect(view.last?.message == .info("Moved Bob to Team A."))
        #expect(view.numbers?.teamA == [2])
    }

    @Test func move_ofPlayersAlreadyThere_saysSoAndChangesNothing() {
        let sut = showing()
        sut.didChooseMove(numbers: [1, 2], to: .teamA)

        sut.didChooseMove(numbers: [1], to: .teamA)
        #expect(view.last?.message == .info("Ann Smith is already in Team A."))

        sut.didChooseMove(numbers: [3, 4], to: .bench)
        #expect(view.last?.message == .info("Carla Díaz and Dmitri are already on the bench."))
        #expect(view.numbers?.teamA == [1, 2])
    }

    @Test func move_ofSomeAlreadyThere_namesOnlyThoseWhoMoved() {
        let sut = showing()
        sut.didChooseMove(numbers: [1], to: .teamA)

        sut.didChooseMove(numbers: [1, 2], to: .teamA)

        #expect(view.last?.message == .info("Moved Bob to Team A."))
    }

    @Test(arguments: [[0], [5], [1, 9], [-1], [Int.max]])
    func move_withANumberOutsideTheSheet_movesNobodyAndSaysWhichNumbersExist(numbers: [Int]) {
        let sut = showing()

        sut.didChooseMove(numbers: numbers, to: .teamA)

        let wrong = numbers.first { !(1...4).contains($0) } ?? 0
        #expect(view.last?.message == .error("There is no player \(wrong): choose 1–4."))
        #expect(view.numbers?.bench == [1, 2, 3, 4])
    }

    @Test func move_withOnePlayer_saysOnlyOneExists() {
        showing([.bob]).didChooseMove(numbers: [2], to: .teamA)

        #expect(view.last?.message == .error("There is no player 2: choose 1."))
    }

    @Test func move_withNobody_saysHowToGoBack() {
        showing([]).didChooseMove(numbers: [1], to: .teamA)

        #expect(view.last?.state == .empty)
        #expect(view.last?.message == .error("No players were selected: type b to go back and select some."))
    }

    @Test(arguments: [([Int](), Team?.some(.teamA)), ([1], nil), ([], nil)])
    func move_incomplete_explainsHow(numbers: [Int], team: Team?) {
        showing().didChooseMove(numbers: numbers, to: team)

        #expect(view.last?.message == .error("Type m, the players' numbers and where to, e.g. m 1 3 a (a, b or bench)."))
        #expect(view.numbers?.bench == [1, 2, 3, 4])
    }

    // MARK: Automatic split

    @Test func auto_splitsEveryoneIncludingTheBenchAndExplainsHow() {
        let sut = showing()
        sut.didChooseMove(numbers: [1, 2], to: .teamA)

        sut.didChooseAutoSplit()

        #expect(view.last == ConfirmPlayersViewModel(
            state: .teams(teamA: [Self.entries[1], Self.entries[2]], teamB: [Self.entries[0], Self.entries[3]], bench: []),
            explanation: "Balanced by skill: Team A 4 pts · Team B 4 pts; goalkeeper: Bob in A; "
                + "Dmitri has no skill set, counted as amateur (2 pts)."
        ))
    }

    @Test func auto_twice_givesTheSameTeams() {
        let sut = showing()
        sut.didChooseAutoSplit()
        let first = view.last

        sut.didChooseMove(numbers: [1, 2, 3, 4], to: .bench)
        sut.didChooseAutoSplit()

        #expect(view.last == first)
    }

    @Test func auto_explanationStaysUntilSomeoneIsMovedByHand() {
        let sut = showing()
        sut.didChooseAutoSplit()

        sut.didEnterUnknownCommand("x")
        #expect(view.last?.explanation != nil)
        sut.didChooseMove(numbers: [2], to: .teamA)
        #expect(view.last?.explanation != nil)

        sut.didChooseMove(numbers: [2], to: .teamB)
        #expect(view.last?.explanation == nil)
    }

    @Test(arguments: [[Player](), [.bob]])
    func auto_withFewerThanTwoPlayers_saysWhy(players: [Player]) {
        showing(players).didChooseAutoSplit()

        #expect(view.last?.message == .error("A split needs at least two players: type b to go back and select more."))
        #expect(view.last?.explanation == nil)
    }

    // MARK: Starting

    @Test func start_createsTheGatherWithEveryPlayersTeamThenShowsIt() async {
        let sut = showing()
        sut.didChooseMove(numbers: [1, 2], to: .teamA)
        sut.didChooseMove(numbers: [3], to: .teamB)

        await sut.didChooseStart()

        #expect(interactor.started == [[
            GatherPlayer(player: .ann, team: .teamA),
            GatherPlayer(player: .bob, team: .teamA),
            GatherPlayer(player: .carla, team: .teamB),
            GatherPlayer(player: .dmitri, team: .bench),
        ]])
        #expect(router.calls == ["gather"])
        #expect(router.gathers.first?.gather.id == interactor.gatherID)
        #expect(router.gathers.first?.progress == GatherProgress())
        #expect(view.last?.message == nil)
    }

    @Test(arguments: [[Int](), [1]])
    func start_withoutAPlayerInEachTeam_explainsAndStartsNothing(teamA: [Int]) async {
        let sut = showing()
        sut.didChooseMove(numbers: teamA.isEmpty ? [1] : [2], to: teamA.isEmpty ? .teamB : .teamA)

        await sut.didChooseStart()

        #expect(view.last?.message == .error(
            "Each team needs at least one player: move players with m, e.g. m 1 a, or type auto for balanced teams."
        ))
        #expect(interactor.started.isEmpty)
        #expect(router.calls.isEmpty)
    }

    @Test func start_withNobody_startsNothing() async {
        await showing([]).didChooseStart()

        #expect(view.last?.state == .empty)
        #expect(interactor.started.isEmpty)
    }

    @Test func start_whenTheStoreFails_showsTheErrorKeepsTheTeamsAndCanBeRetried() async {
        let sut = showing()
        sut.didChooseAutoSplit()
        let teams = view.last?.state
        interactor.failure = .unavailable("disk")

        await sut.didChooseStart()

        #expect(view.last == ConfirmPlayersViewModel(
            state: teams ?? .empty,
            explanation: "Balanced by skill: Team A 4 pts · Team B 4 pts; goalkeeper: Bob in A; "
                + "Dmitri has no skill set, counted as amateur (2 pts).",
            message: .error("Could not start the gather: Storage is unavailable (disk). Type start to try again.")
        ))
        #expect(router.calls.isEmpty)

        interactor.failure = nil
        await sut.didChooseStart()

        #expect(interactor.started.count == 2)
        #expect(interactor.started[0] == interactor.started[1])
        #expect(router.calls == ["gather"])
    }

    // MARK: Back, unknown commands, messages

    @Test func back_closesTheScreen() {
        let sut = showing()
        sut.didEnterUnknownCommand("x")

        sut.didChooseBack()

        #expect(router.calls == ["close"])
        #expect(view.last?.message == nil)
    }

    @Test func unknownCommand_isReported() {
        showing().didEnterUnknownCommand("dance")

        #expect(view.last?.message == .unknownCommand("dance"))
    }

    @Test func messages_clearOnTheNextEvent() async {
        let sut = showing()
        sut.didChooseMove(numbers: [9], to: .teamA)
        #expect(view.last?.message != nil)

        sut.didChooseAutoSplit()
        #expect(view.last?.message == nil)

        sut.didEnterUnknownCommand("x")
        sut.viewWillAppear()
        #expect(view.last?.message == nil)
    }
}
