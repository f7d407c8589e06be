import Domain
import Foundation
import Testing
import TerminalUI
import TestSupport
@testable import PlayerList

@MainActor
final class PlayerListInteractorSpy: PlayerListInteracting {
    var result: Result<[Player], ServiceError> = .success([])
    var deleteFailure: ServiceError?
    var unfinished: Result<UnfinishedGather?, ServiceError> = .success(nil)
    var discardFailure: ServiceError?
    private(set) var calls: [String] = []
    /// Checks for an unfinished match (every load makes one), kept apart from `calls`.
    private(set) var unfinishedChecks = 0

    func players() async throws -> [Player] {
        calls.append("players")
        return try result.get()
    }

    func delete(playerID: Int) async throws {
        calls.append("delete:\(playerID)")
        if let deleteFailure { throw deleteFailure }
        result = result.map { $0.filter { $0.id != playerID } }
    }

    func unfinishedGather() async throws -> UnfinishedGather? {
        unfinishedChecks += 1
        return try unfinished.get()
    }

    func discardGather(id: UUID) async throws {
        calls.append("discard")
        if let discardFailure { throw discardFailure }
        unfinished = .success(nil)
    }

    func logOut(_ user: User) async {
        calls.append("logOut:\(user.username)")
    }
}

@MainActor
final class PlayerListRouterSpy: PlayerListRouting {
    private(set) var calls: [String] = []
    func showAddPlayer() { calls.append("add") }
    func showDetails(of player: Player) { calls.append("details:\(player.id)") }
    func showConfirmPlayers(_ players: [Player]) { calls.append("confirm:" + players.map { String($0.id) }.joined(separator: ",")) }
    func showGather(_ unfinished: UnfinishedGather) { calls.append("gather:\(unfinished.progress.score)") }
    func showHistory() { calls.append("history") }
    func showLogin() { calls.append("login") }
}

@MainActor
final class PlayerListViewSpy: PlayerListDisplaying {
    private(set) var displayed: [PlayerListViewModel] = []
    var last: PlayerListViewModel? { displayed.last }
    /// The rows last shown, when the list was loaded.
    var rows: [PlayerListRow]? {
        guard case .loaded(let rows) = last?.state else { return nil }
        return rows
    }
    func display(_ viewModel: PlayerListViewModel) { displayed.append(viewModel) }
}

/// The roster of SCREENS.md, in the service's order.
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

@MainActor
@Suite struct PlayerListPresenterTests {
    let interactor = PlayerListInteractorSpy()
    let router = PlayerListRouterSpy()
    let view = PlayerListViewSpy()
    let sut: PlayerListPresenter

    init() {
        sut = PlayerListPresenter(user: User(id: "1", username: "ann"), interactor: interactor, router: router)
        sut.view = view
    }

    /// The presenter after the list loaded `players`.
    @discardableResult
    func loaded(_ players: [Player] = Player.roster) async -> PlayerListPresenter {
        interactor.result = .success(players)
        await sut.viewWillAppear()
        return sut
    }

    // MARK: Loading

    @Test func viewWillAppear_showsLoadingThenTheRowsInTheServicesOrder() async {
        interactor.result = .success(Player.roster)

        await sut.viewWillAppear()

        #expect(view.displayed.first == PlayerListViewModel(username: "ann", state: .loading))
        #expect(view.last == PlayerListViewModel(username: "ann", state: .loaded([
            PlayerListRow(number: 1, name: "Ann Smith", position: "ST", skill: "amateur"),
            PlayerListRow(number: 2, name: "Bob", position: "GK", skill: "professional"),
            PlayerListRow(number: 3, name: "Carla Díaz", position: "MID", skill: "beginner"),
            PlayerListRow(number: 4, name: "Dmitri", position: "—", skill: "—"),
        ])))
    }

    @Test(arguments: [
        (PlayerPosition.goalkeeper, "GK"), (.defender, "DEF"), (.midfielder, "MID"), (.winger, "W"), (.striker, "ST"),
    ])
    func viewWillAppear_showsEachPositionAsItsAcronym(position: PlayerPosition, acronym: String) async {
        await loaded([Player(id: 1, details: PlayerDetails(name: "Eve", position: position))])

        #expect(view.last?.state == .loaded([PlayerListRow(number: 1, name: "Eve", position: acronym, skill: "—")]))
    }

    @Test func viewWillAppear_withNoPlayers_showsTheEmptyState() async {
        await loaded([])

        #expect(view.last == PlayerListViewModel(username: "ann", state: .empty))
    }

    @Test func viewWillAppear_whenLoadingFails_showsWhyAndHowToRetry() async {
        interactor.result = .failure(.unavailable("disk"))

        await sut.viewWillAppear()

        #expect(view.last == PlayerListViewModel(
            username: "ann",
            state: .failed("Storage is unavailable (disk)."),
            message: .error("Storage is unavailable (disk). Type r to retry.")
        ))
    }

    @Test func retry_afterAFailure_loadsTheList() async {
        interactor.result = .failure(.unavailable("disk"))
        await sut.viewWillAppear()
        interactor.result = .success([.bob])

        await sut.didChooseRetry()

        #expect(view.last == PlayerListViewModel(username: "ann", state: .loaded([
            PlayerListRow(number: 1, name: "Bob", position: "GK", skill: "professional"),
        ])))
        #expect(interactor.calls == ["players", "players"])
    }

    @Test func viewWillAppear_again_showsPlayersAddedMeanwhile() async {
        let sut = await loaded([.bob])
        interactor.result = .success([.ann, .bob])

        await sut.viewWillAppear()

        #expect(view.rows?.map(\.name) == ["Ann Smith", "Bob"])
    }

    @Test func failure_staysShownAfterAnotherMessageIsGone() async {
        interactor.result = .failure(.unavailable("disk"))
        await sut.viewWillAppear()

        sut.didEnterUnknownCommand("x")
        #expect(view.last?.message == .unknownCommand("x"))

        sut.didChooseAdd()
        #expect(view.last?.message == .error("Storage is unavailable (disk). Type r to retry."))
    }

    // MARK: Add, details

    @Test func add_opensPlayerAddAndClearsTheMessage() async {
        let sut = await loaded()
        sut.didEnterUnknownCommand("x")

        sut.didChooseAdd()

        #expect(router.calls == ["add"])
        #expect(view.last?.message == nil)
    }

    @Test func choosingANumber_opensThatPlayersDetails() async {
        let sut = await loaded()

        sut.didChoosePlayer(number: 1)
        sut.didChoosePlayer(number: 4)

        #expect(router.calls == ["details:11", "details:14"])
    }

    @Test func choosingANumber_clearsTheMessage() async {
        let sut = await loaded()
        sut.didEnterUnknownCommand("x")

        sut.didChoosePlayer(number: 2)

        #expect(view.last?.message == nil)
        #expect(router.calls == ["details:12"])
    }

    @Test(arguments: [0, 5, -1, 123_456_789, Int.min])
    func choosingANumber_outsideTheList_saysWhichNumbersExist(number: Int) async {
        await loaded().didChoosePlayer(number: number)

        #expect(view.last?.message == .error("There is no player \(number): choose 1–4."))
        #expect(router.calls.isEmpty)
    }

    @Test func choosingANumber_withOnePlayer_saysOnlyOneExists() async {
        await loaded([.bob]).didChoosePlayer(number: 2)

        #expect(view.last?.message == .error("There is no player 2: choose 1."))
    }

    @Test func choosingANumber_withNoPlayers_saysHowToAddOne() async {
        await loaded([]).didChoosePlayer(number: 1)

        #expect(view.last?.state == .empty)
        #expect(view.last?.message == .error("There are no players to pick yet. Type a to add one."))
    }

    @Test func choosingANumber_whenTheListFailed_saysHowToRetry() async {
        interactor.result = .failure(.unavailable("disk"))
        await sut.viewWillAppear()

        sut.didChooseDelete(number: 1)

        #expect(view.last?.message == .error("Your players are not loaded. Type r to retry."))
        #expect(view.last?.confirmation == nil)
    }

    // MARK: Delete

    @Test func delete_withoutANumber_explainsHow() async {
        await loaded().didChooseDelete(number: nil)

        #expect(view.last?.message == .error("Type d and a player's number, e.g. d 2."))
        #expect(view.last?.confirmation == nil)
    }

    @Test func delete_withANumberOutsideTheList_saysWhichNumbersExist() async {
        await loaded().didChooseDelete(number: 7)

        #expect(view.last?.message == .error("There is no player 7: choose 1–4."))
        #expect(view.last?.confirmation == nil)
    }

    @Test func delete_asksForConfirmationByName() async {
        await loaded().didChooseDelete(number: 2)

        #expect(view.last?.confirmation == "Delete Bob? (y/n)")
        #expect(view.last?.message == nil)
        #expect(!interactor.calls.contains("delete:12"))
    }

    @Test(arguments: ["y", "yes", " Y ", "YES"])
    func delete_confirmed_deletesAndReloads(answer: String) async {
        let sut = await loaded()
        sut.didChooseDelete(number: 2)

        await sut.didAnswerConfirmation(answer)

        #expect(interactor.calls == ["players", "delete:12", "players"])
        #expect(view.last?.confirmation == nil)
        #expect(view.last?.message == .success("Deleted Bob."))
        #expect(view.rows?.map(\.name) == ["Ann Smith", "Carla Díaz", "Dmitri"])
        #expect(view.rows?.map(\.number) == [1, 2, 3])
    }

    @Test func delete_ofTheLastPlayer_showsTheEmptyState() async {
        let sut = await loaded([.bob])
        sut.didChooseDelete(number: 1)

        await sut.didAnswerConfirmation("y")

        #expect(view.last == PlayerListViewModel(username: "ann", state: .empty, message: .success("Deleted Bob.")))
    }

    @Test(arguments: ["n", "no", "", "maybe", "q"])
    func delete_answeredWithAnythingElse_keepsThePlayer(answer: String) async {
        let sut = await loaded()
        sut.didChooseDelete(number: 2)

        await sut.didAnswerConfirmation(answer)

        #expect(interactor.calls == ["players"])
        #expect(view.last?.confirmation == nil)
        #expect(view.last?.message == .info("Kept Bob."))
        #expect(view.rows?.count == 4)
    }

    @Test func delete_whenTheServiceFails_showsTheErrorAndKeepsTheList() async {
        let sut = await loaded()
        let before = view.last?.state
        interactor.deleteFailure = .unavailable("disk")
        sut.didChooseDelete(number: 2)

        await sut.didAnswerConfirmation("y")

        #expect(view.last?.message == .error("Could not delete Bob: Storage is unavailable (disk)."))
        #expect(view.last?.state == before)
        #expect(view.last?.confirmation == nil)
        #expect(interactor.calls == ["players", "delete:12"])
    }

    @Test func delete_whenThePlayerIsAlreadyGone_saysSoAndShowsTheListAsItIsNow() async {
        let sut = await loaded()
        interactor.deleteFailure = .notFound
        interactor.result = .success([.ann, .carla, .dmitri])
        sut.didChooseDelete(number: 2)

        await sut.didAnswerConfirmation("y")

        #expect(view.last?.message == .error("Could not delete Bob: That item no longer exists."))
        #expect(view.rows?.map(\.name) == ["Ann Smith", "Carla Díaz", "Dmitri"])
    }

    @Test func delete_whenReloadingAfterwardsFails_showsTheFailure() async {
        let sut = await loaded()
        sut.didChooseDelete(number: 1)
        interactor.result = .failure(.unavailable("network"))

        await sut.didAnswerConfirmation("yes")

        #expect(view.last?.state == .failed("Storage is unavailable (network)."))
        #expect(view.last?.message == .error("Storage is unavailable (network). Type r to retry."))
    }

    @Test func answer_withoutAQuestion_doesNothing() async {
        let sut = await loaded()
        let shown = view.displayed.count

        await sut.didAnswerConfirmation("y")

        #expect(view.displayed.count == shown)
        #expect(interactor.calls == ["players"])
    }

    @Test func viewWillAppear_whileAskingToDelete_dropsTheQuestion() async {
        let sut = await loaded()
        sut.didChooseDelete(number: 1)

        await sut.viewWillAppear()

        #expect(view.last?.confirmation == nil)
        await sut.didAnswerConfirmation("y")
        #expect(!interactor.calls.contains("delete:11"))
    }

    // MARK: Log out, unknown commands, messages

    @Test func logOut_logsTheUserOutThenShowsLogin() async {
        await loaded().didChooseLogOut()

        #expect(interactor.calls == ["players", "logOut:ann"])
        #expect(router.calls == ["login"])
    }

    @Test func unknownCommand_isReported() async {
        await loaded().didEnterUnknownCommand("dance")

        #expect(view.last?.message == .unknownCommand("dance"))
    }

    @Test func messages_clearOnTheNextEvent() async {
        let sut = await loaded()
        sut.didChoosePlayer(number: 9)
        #expect(view.last?.message != nil)

        sut.didChooseDelete(number: 1)
        #expect(view.last?.message == nil)

        await sut.didAnswerConfirmation("n")
        #expect(view.last?.message == .info("Kept Ann Smith."))

        await sut.didChooseRetry()
        #expect(view.last?.message == nil)
    }

    // MARK: Selection

    /// The picked rows' numbers last shown.
    var picked: [Int]? { view.rows?.filter(\.isSelected).map(\.number) }

    @Test func select_entersSelectionModeWithNobodyPickedAndSaysHow() async {
        await loaded().didChooseSelect(numbers: [])

        #expect(view.last?.selection == PlayerListSelection(count: 0))
        #expect(picked == [])
        #expect(view.last?.message == .info("Type the numbers of the players who play, e.g. 1 3 4, then c to confirm."))
    }

    @Test func select_withNumbers_entersAndPicksThemAtOnce() async {
        await loaded().didChooseSelect(numbers: [1, 3, 4])

        #expect(view.last?.selection == PlayerListSelection(count: 3))
        #expect(view.rows?.map(\.isSelected) == [true, false, true, true])
        #expect(view.last?.message == nil)
    }

    @Test func toggle_picksAndUnpicksSeveralAtOnce() async {
        let sut = await loaded()
        sut.didChooseSelect(numbers: [2])

        sut.didToggle(numbers: [2, 3])
        #expect(picked == [3])

        sut.didToggle(numbers: [1, 4, 4])
        #expect(picked == [1, 3, 4])
        #expect(view.last?.selection == PlayerListSelection(count: 3))
    }

    @Test func select_whileSelecting_togglesToo() async {
        let sut = await loaded()
        sut.didChooseSelect(numbers: [1])

        sut.didChooseSelect(numbers: [1, 2])

        #expect(picked == [2])
        #expect(view.last?.message == nil)
    }

    @Test(arguments: [[9], [1, 0], [2, -1], [Int.min], [Int.max]])
    func toggle_withANumberOutsideTheList_picksNobodyAndSaysWhichNumbersExist(numbers: [Int]) async {
        let sut = await loaded()
        sut.didChooseSelect(numbers: [2])

        sut.didToggle(numbers: numbers)

        let wrong = numbers.first { !(1...4).contains($0) } ?? 0
        #expect(view.last?.message == .error("There is no player \(wrong): choose 1–4."))
        #expect(picked == [2])
    }

    @Test func select_withANumberOutsideTheList_staysOutOfSelection() async {
        await loaded().didChooseSelect(numbers: [5])

        #expect(view.last?.message == .error("There is no player 5: choose 1–4."))
        #expect(view.last?.selection == nil)
    }

    @Test func select_followedBySomethingElse_explainsHow() async {
        await loaded().didChooseSelect(numbers: nil)

        #expect(view.last?.message == .error("Type s and the players' numbers, e.g. s 1 3 4, or s alone to start picking."))
        #expect(view.last?.selection == nil)
    }

    @Test func select_withNoPlayers_saysHowToAddOne() async {
        await loaded([]).didChooseSelect(numbers: [])

        #expect(view.last?.message == .error("There are no players to pick yet. Type a to add one."))
        #expect(view.last?.selection == nil)
    }

    @Test func select_whenTheListFailed_saysHowToRetry() async {
        interactor.result = .failure(.unavailable("disk"))
        await sut.viewWillAppear()

        sut.didChooseSelect(numbers: [1])

        #expect(view.last?.message == .error("Your players are not loaded. Type r to retry."))
        #expect(view.last?.selection == nil)
    }

    @Test(arguments: [[Int](), [3]])
    func confirm_withFewerThanTwoPicked_explainsAndStays(numbers: [Int]) async {
        let sut = await loaded()
        sut.didChooseSelect(numbers: numbers)

        sut.didChooseConfirm()

        #expect(view.last?.message == .error("Select at least two players: type their numbers, e.g. 1 2."))
        #expect(router.calls.isEmpty)
        #expect(view.last?.selection != nil)
    }

    @Test func confirm_opensConfirmPlayersWithThePickedPlayersInListOrder() async {
        let sut = await loaded()
        sut.didChooseSelect(numbers: [4, 1, 2])

        sut.didChooseConfirm()

        #expect(router.calls == ["confirm:11,12,14"])
        #expect(view.last?.message == nil)
    }

    @Test func selection_survivesAReturnFromConfirmPlayers() async {
        let sut = await loaded()
        sut.didChooseSelect(numbers: [1, 2])
        sut.didChooseConfirm()

        await sut.viewWillAppear()

        #expect(view.last?.selection == PlayerListSelection(count: 2))
        #expect(picked == [1, 2])
        #expect(view.last?.message == nil)
    }

    @Test func selection_ofAPlayerDeletedMeanwhile_isDroppedOnReload() async {
        let sut = await loaded()
        sut.didChooseSelect(numbers: [1, 2, 3])
        interactor.result = .success([.ann, .dmitri, .carla].sorted { $0.id < $1.id })

        await sut.viewWillAppear()

        #expect(view.last?.selection == PlayerListSelection(count: 2))
        #expect(view.rows?.filter(\.isSelected).map(\.name) == ["Ann Smith", "Carla Díaz"])
        #expect(view.last?.message == .info("No longer selected, as deleted meanwhile: Bob."))
    }

    @Test func selection_isHiddenWhileTheListFailsAndBackOnceItLoads() async {
        let sut = await loaded()
        sut.didChooseSelect(numbers: [1, 2])
        interactor.result = .failure(.unavailable("disk"))

        await sut.viewWillAppear()
        #expect(view.last?.selection == nil)

        interactor.result = .success(Player.roster)
        await sut.didChooseRetry()
        #expect(view.last?.selection == PlayerListSelection(count: 2))
    }

    @Test func done_leavesSelectionModeAndDropsThePicks() async {
        let sut = await loaded()
        sut.didChooseSelect(numbers: [1, 2])

        sut.didChooseDoneSelecting()
        #expect(view.last?.selection == nil)
        #expect(view.rows?.contains(where: \.isSelected) == false)

        sut.didChooseSelect(numbers: [])
        #expect(view.last?.selection == PlayerListSelection(count: 0))
    }

    @Test func toggleOrConfirm_whenNotSelecting_changeNothing() async {
        let sut = await loaded()

        sut.didToggle(numbers: [1])
        sut.didChooseConfirm()

        #expect(view.last?.selection == nil)
        #expect(router.calls.isEmpty)
    }

    // MARK: Unfinished match

    @Test func viewWillAppear_withAnUnfinishedMatch_showsItsScoreAndTimeLeft() async {
        interactor.unfinished = .success(.twoOne)

        await loaded()

        #expect(view.last?.unfinished == PlayerListUnfinishedMatch(teamA: 2, teamB: 1, remaining: "07:42"))
        #expect(view.rows?.count == 4)
        #expect(interactor.unfinishedChecks == 1)
    }

    @Test func viewWillAppear_withAMatchWhoseTimeIsUp_saysSo() async {
        var match = UnfinishedGather.twoOne
        match.progress.timer.remaining = 0
        interactor.unfinished = .success(match)

        await loaded()

        #expect(view.last?.unfinished == PlayerListUnfinishedMatch(teamA: 2, teamB: 1, remaining: nil))
    }

    @Test(arguments: [(600, "10:00"), (462, "07:42"), (5, "00:05"), (59, "00:59"), (60, "01:00"), (5_999, "99:59")])
    func remainingTime_isShownAsMinutesAndSeconds(seconds: Int, shown: String) {
        #expect(PlayerListUnfinishedMatch.clock(seconds) == shown)
    }

    @Test func viewWillAppear_whenTheCheckFails_showsTheErrorAndStillThePlayers() async {
        interactor.unfinished = .failure(.unavailable("disk"))

        await loaded()

        #expect(view.rows?.count == 4)
        #expect(view.last?.unfinished == nil)
        #expect(view.last?.message == .error("Could not check for an unfinished match: Storage is unavailable (disk)."))
    }

    @Test func viewWillAppear_whenBothFail_showsTheListFailureWithItsRetry() async {
        interactor.unfinished = .failure(.unavailable("disk"))
        interactor.result = .failure(.unavailable("disk"))

        await sut.viewWillAppear()

        #expect(view.last?.state == .failed("Storage is unavailable (disk)."))
        #expect(view.last?.message == .error("Storage is unavailable (disk). Type r to retry."))
    }

    @Test func resume_opensTheMatchWhereItStopped() async {
        interactor.unfinished = .success(.twoOne)
        let sut = await loaded()

        sut.didChooseResume()

        #expect(router.calls == ["gather:2-1"])
    }

    @Test func resumeOrDiscard_withoutAnUnfinishedMatch_saySo() async {
        let sut = await loaded()

        sut.didChooseResume()
        #expect(view.last?.message == .error("There is no unfinished match."))
        sut.didChooseDiscard()
        #expect(view.last?.message == .error("There is no unfinished match."))
        #expect(view.last?.confirmation == nil)
        #expect(router.calls.isEmpty)
    }

    @Test func discard_asksFirstThenDropsTheMatchAndReloads() async {
        interactor.unfinished = .success(.twoOne)
        let sut = await loaded()

        sut.didChooseDiscard()
        #expect(view.last?.confirmation == "Discard the unfinished match (Team A 2 : 1 Team B)? (y/n)")
        #expect(interactor.calls == ["players"])

        await sut.didAnswerConfirmation("y")

        #expect(interactor.calls == ["players", "discard", "players"])
        #expect(view.last?.unfinished == nil)
        #expect(view.last?.confirmation == nil)
        #expect(view.last?.message == .success("Discarded the unfinished match."))
    }

    @Test(arguments: ["n", "", "resume"])
    func discard_answeredWithAnythingElse_keepsTheMatch(answer: String) async {
        interactor.unfinished = .success(.twoOne)
        let sut = await loaded()
        sut.didChooseDiscard()

        await sut.didAnswerConfirmation(answer)

        #expect(interactor.calls == ["players"])
        #expect(view.last?.unfinished != nil)
        #expect(view.last?.message == .info("Kept the unfinished match: type resume to play on."))
    }

    @Test func discard_whenTheServiceFails_showsTheErrorAndKeepsTheMatch() async {
        interactor.unfinished = .success(.twoOne)
        interactor.discardFailure = .unavailable("disk")
        let sut = await loaded()
        sut.didChooseDiscard()

        await sut.didAnswerConfirmation("yes")

        #expect(view.last?.message == .error("Could not discard the match: Storage is unavailable (disk)."))
        #expect(view.last?.unfinished != nil)
    }

    @Test func discard_whenTheMatchIsAlreadyGone_saysSoAndReloads() async {
        interactor.unfinished = .success(.twoOne)
        let sut = await loaded()
        interactor.discardFailure = .notFound
        interactor.unfinished = .success(nil)
        sut.didChooseDiscard()

        await sut.didAnswerConfirmation("y")

        #expect(view.last?.message == .error("Could not discard the match: That item no longer exists."))
        #expect(view.last?.unfinished == nil)
        #expect(interactor.unfinishedChecks == 2)
    }

    // MARK: History

    @Test func history_opensTheHistoryAndClearsTheMessage() async {
        let sut = await loaded()
        sut.didEnterUnknownCommand("x")

        sut.didChooseHistory()

        #expect(router.calls == ["history"])
        #expect(view.last?.message == nil)
    }
}
