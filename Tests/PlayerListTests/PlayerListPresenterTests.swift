import Domain
import Foundation
import GathersInterface
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import PlayerList

/// A player as plain data: all the presenter may know of one.
struct Footballer: PlayerListEntity {
    var id: Int
    var name: String
    var position: PlayerPosition?
    var skill: PlayerSkill?

    static let ann = Footballer(id: 11, name: "Ann Smith", position: .striker, skill: .amateur)
    static let bob = Footballer(id: 12, name: "Bob", position: .goalkeeper, skill: .professional)
    static let carla = Footballer(id: 13, name: "Carla Díaz", position: .midfielder, skill: .beginner)
    static let dmitri = Footballer(id: 14, name: "Dmitri")
    static let roster = [ann, bob, carla, dmitri]
}

extension UnfinishedGather {
    /// A match left at 2 : 1 with 7:42 to play.
    static let twoOne = UnfinishedGather(
        gather: Gather(
            id: UUID(),
            players: [
                GatherPlayer(playerID: Footballer.ann.id, name: "Ann Smith", position: .striker, skill: .amateur, team: .teamA),
                GatherPlayer(playerID: Footballer.bob.id, name: "Bob", position: .goalkeeper, skill: .professional, team: .teamB),
            ]),
        progress: GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462))
    )
}

/// Answers as the test says; applies no rule of its own.
@MainActor
final class PlayerListInteractorStub: PlayerListInteracting {
    var username = "ann"
    var shown: [any PlayerListEntity] = []
    var players: EntityList<any PlayerListEntity> { EntityList(shown) { $0 } }
    var picked: Set<Int>?
    var lastLineUpTeams: [Int: Team] = [:]
    var unfinishedMatch: UnfinishedGather?
    private(set) var matchCheckFailure: PlayerListRefusal?
    /// Set: the roster shown is a copy loaded then, and every change is refused as offline.
    var offlineSince: Date?
    /// Set: the roster shown is the copy loaded then, while the store is asked.
    var checkingSince: Date?
    var isReadOnly: Bool { offlineSince != nil || checkingSince != nil }
    /// What `showLastCopy` finds kept: the copy and when it was loaded; nil, none.
    var lastCopy: (players: [Footballer], loadedAt: Date)?
    var waitingMatches = 0
    var sending: WaitingMatchesSent?
    /// What the next load finds.
    var roster: Result<[Footballer], ServiceError> = .success(Footballer.roster)
    /// The picked players the next load says are gone.
    var unpicked: [Footballer] = []
    /// What the next check for an unfinished match finds.
    var unfinishedCheck: Result<UnfinishedGather?, ServiceError> = .success(nil)
    /// The next rule asked refuses with this, when set.
    var refusal: PlayerListRefusal?
    var selecting = PlayerListSelecting.began
    var confirmed = [Footballer.ann, .bob]
    /// The next delete or discard fails with this, when set.
    var changeFailure: ServiceError?
    private(set) var calls: [String] = []

    /// A store's error as the Interactor reads it.
    private func refused(_ error: ServiceError) -> PlayerListRefusal {
        error == .notFound ? .gone : .failed(StoreFailure(error))
    }

    func showLastCopy() async -> Bool {
        calls.append("copy")
        guard let lastCopy else { return false }
        shown = lastCopy.players
        checkingSince = lastCopy.loadedAt
        return true
    }

    func loadRosterAndCheckUnfinishedMatch() async throws(PlayerListRefusal) -> [any PlayerListEntity] {
        checkingSince = nil
        calls.append("unfinished")
        unfinishedMatch = nil
        var matchCheck: PlayerListRefusal?
        switch unfinishedCheck {
        case .success(let match): unfinishedMatch = match
        case .failure(let error): matchCheck = refused(error)
        }
        calls.append("players")
        shown = []
        // As the Interactor's rule: offline, a failed check is the outage the notice tells.
        matchCheckFailure = offlineSince == nil ? matchCheck : nil
        switch roster {
        case .success(let roster): shown = roster
        case .failure(let error): throw refused(error)
        }
        return unpicked
    }

    /// Refused when the test set `offlineSince`.
    func mayChangeRoster() throws(PlayerListRefusal) {
        if offlineSince != nil { throw .offline }
    }

    func playerToDelete(numbered number: Int) throws(PlayerListRefusal) -> any PlayerListEntity {
        try mayChangeRoster()
        return try player(numbered: number)
    }

    func player(numbered number: Int) throws(PlayerListRefusal) -> any PlayerListEntity {
        calls.append("player \(number)")
        if let refusal { throw refusal }
        return shown[number - 1]
    }

    /// Read-only when the test set `offlineSince`.
    func opening(numbered number: Int) throws(PlayerListRefusal) -> PlayerListOpening {
        let id = try player(numbered: number).id
        return offlineSince == nil ? .editable(playerID: id) : .readOnly(playerID: id)
    }

    /// The command line's route the test gave, followed once.
    var route: AppRoute?

    func followRoute() throws(PlayerListRefusal) -> PlayerListDestination? {
        try route.take().map(destination(of:))
    }

    /// Where a route leads, found through the stub's own answers above (so their calls are recorded).
    func destination(of route: AppRoute) throws(PlayerListRefusal) -> PlayerListDestination {
        switch route {
        case .player(let number): .details(try opening(numbered: number))
        case .editPlayer(let number, let field): .edit(playerID: try player(numbered: number).id, field)
        case .match: .match(try matchLeftUnfinished())
        case .players: .players
        case .newPlayer: .newPlayer
        case .history: .history
        case .historyEntry(let number): .historyEntry(number: number)
        case .records: .records
        }
    }

    func delete(_ player: any PlayerListEntity) async throws(PlayerListRefusal) {
        calls.append("delete \(player.id)")
        try change()
    }

    /// A change fails as the test set it, else is refused offline.
    private func change() throws(PlayerListRefusal) {
        if let changeFailure { throw refused(changeFailure) }
        try mayChangeRoster()
    }

    func select(_ picks: PlayerPicks) throws(PlayerListRefusal) -> PlayerListSelecting {
        calls.append("select \(picks)")
        if let refusal { throw refusal }
        return selecting
    }

    func toggle(_ picks: PlayerPicks) throws(PlayerListRefusal) {
        calls.append("toggle \(picks)")
        if let refusal { throw refusal }
    }

    func confirmSelection() throws(PlayerListRefusal) -> [Int] {
        calls.append("confirm")
        if let refusal { throw refusal }
        return confirmed.map(\.id)
    }

    func stopSelecting() {
        calls.append("stop")
        picked = nil
    }

    /// What `last` finds; it leaves the picks to the test.
    var lastLineUp: Result<PlayerListLastLineUp, ServiceError> = .success(PlayerListLastLineUp(selected: 0, gone: 0))

    func selectLastLineUp() async throws(PlayerListRefusal) -> PlayerListLastLineUp {
        calls.append("last")
        if let refusal { throw refusal }
        switch lastLineUp {
        case .success(let lineUp): return lineUp
        case .failure(let error): throw refused(error)
        }
    }

    func matchLeftUnfinished() throws(PlayerListRefusal) -> UnfinishedGather {
        calls.append("match")
        if let refusal { throw refusal }
        return unfinishedMatch ?? .twoOne
    }

    /// What the next discard says of the store.
    var discarding = GatherDiscarding.discarded

    func discard(_ match: UnfinishedGather) async throws(PlayerListRefusal) -> GatherDiscarding {
        calls.append("discard")
        try change()
        return discarding
    }

    /// What `importPreview` answers; it asks when there is someone to add.
    var preview: Result<RosterImport, PlayerListRefusal> = .success(RosterImport(path: "roster.csv", toAdd: []))

    private(set) var lastImport: RosterImport?

    func importPreview(fromPath path: String) async throws(PlayerListRefusal) -> PlayerListImportPreview {
        calls.append("preview \(path)")
        lastImport = nil
        let file = try preview.get()
        lastImport = file
        return PlayerListImportPreview(file: file, asks: !file.toAdd.isEmpty)
    }

    func make(_ change: PlayerListChange) async throws(PlayerListRefusal) -> GatherDiscarding? {
        switch change {
        case .delete(let player, _): try await delete(player)
        case .discard(let match): return try await discard(match)
        case .importPlayers(let file): try await addImported(file)
        }
        return nil
    }

    func addImported(_ preview: RosterImport) async throws(PlayerListRefusal) {
        calls.append("import \(preview.toAdd.count)")
        try change()
    }

    func logOut() async {
        calls.append("logOut")
    }
}

@MainActor
final class PlayerListRouterSpy: PlayerListRouting {
    private(set) var calls: [String] = []
    func showAddPlayer() { calls.append("add") }
    func showDetails(ofPlayer id: Int) { calls.append("details:\(id)") }
    func showReadOnlyDetails(ofPlayer id: Int) { calls.append("read-only details:\(id)") }
    func showConfirmPlayers(_ ids: [Int], teams: [Int: Team]) {
        calls.append("confirm:" + ids.map { String($0) }.joined(separator: ",") + (teams.isEmpty ? "" : " with teams"))
    }
    func showGather(_ unfinished: UnfinishedGather) { calls.append("gather:\(unfinished.progress.score)") }
    func showDetails(ofPlayer id: Int, editing field: PlayerField) { calls.append("details:\(id):edit \(field)") }
    func showHistory() { calls.append("history") }
    func showHistory(openingMatch number: Int) { calls.append("history:\(number)") }
    func showRecords() { calls.append("records") }
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
    /// The picked rows' numbers last shown.
    var picked: [Int]? { rows?.filter(\.isSelected).map(\.number) }
    func display(_ viewModel: PlayerListViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct PlayerListPresenterTests {
    let interactor = PlayerListInteractorStub()
    let router = PlayerListRouterSpy()
    let view = PlayerListViewSpy()
    let sut: PlayerListPresenter

    init() {
        sut = PlayerListPresenter(
            interactor: interactor, router: router,
            offline: OfflineNotice(timeZone: TimeZone(secondsFromGMT: 0) ?? .current, now: ManualClock().now))
        sut.view = view
    }

    /// The presenter after the list loaded `players`.
    @discardableResult
    func loaded(_ players: [Footballer] = Footballer.roster) async -> PlayerListPresenter {
        interactor.roster = .success(players)
        await sut.viewWillAppear()
        return sut
    }

    static let rows = [
        PlayerListRow(number: 1, name: "Ann Smith", position: "ST", skill: "amateur"),
        PlayerListRow(number: 2, name: "Bob", position: "GK", skill: "professional"),
        PlayerListRow(number: 3, name: "Carla Díaz", position: "MID", skill: "beginner"),
        PlayerListRow(number: 4, name: "Dmitri", position: "—", skill: "—"),
    ]

    // MARK: Loading

    /// A saved sign-in not checked yet: the copy is shown at once, read-only, saying so, while the
    /// load asks the store in the background; then the store's list, and the loop is told.
    @Test func viewWillAppear_checkingInBackground_showsTheCopyAtOnce_thenTheLoadedList() async {
        let updates = ScreenUpdates()
        let checking = PlayerListPresenter(
            interactor: interactor, router: router,
            offline: OfflineNotice(timeZone: TimeZone(secondsFromGMT: 0) ?? .current, now: { Date(timeIntervalSince1970: 66_000) }),
            checkingInBackground: updates)
        checking.view = view
        interactor.lastCopy = ([.ann], Date(timeIntervalSince1970: 65_000))

        await checking.viewWillAppear()

        #expect(view.displayed.first?.state == .loaded([PlayerListRow(number: 1, name: "Ann Smith", position: "ST", skill: "amateur")]))
        #expect(view.displayed.first?.message?.text.hasPrefix("Checking your saved sign-in with the server… Meanwhile, your list as last loaded 18:03") == true)
        #expect(!view.displayed.contains { $0.state == .loading }, "never a blank loading list")
        for await _ in updates.events { break }
        #expect(!checking.isWaiting)
        #expect(view.last?.state == .loaded(Self.rows))
        #expect(interactor.calls == ["copy", "unfinished", "players"])
    }

    @Test func viewWillAppear_checkingInBackground_withNoCopy_loadsAsEver() async {
        let checking = PlayerListPresenter(
            interactor: interactor, router: router, offline: OfflineNotice(timeZone: .current, now: Date.init), checkingInBackground: ScreenUpdates())
        checking.view = view

        await checking.viewWillAppear()

        #expect(!checking.isWaiting)
        #expect(view.displayed.first?.state == .loading && view.last?.state == .loaded(Self.rows))
    }

    @Test func viewWillAppear_showsLoadingThenTheRowsInTheInteractorsOrder() async {
        await sut.viewWillAppear()

        #expect(view.displayed.first == PlayerListViewModel(username: "ann", state: .loading))
        #expect(view.last == PlayerListViewModel(username: "ann", state: .loaded(Self.rows)))
        #expect(interactor.calls == ["unfinished", "players"])
    }

    @Test(arguments: [
        (PlayerPosition.goalkeeper, "GK"), (.defender, "DEF"), (.midfielder, "MID"), (.winger, "W"), (.striker, "ST"),
    ])
    func viewWillAppear_showsEachPositionAsItsAcronym(position: PlayerPosition, acronym: String) async {
        await loaded([Footballer(id: 1, name: "Eve", position: position)])

        #expect(view.last?.state == .loaded([PlayerListRow(number: 1, name: "Eve", position: acronym, skill: "—")]))
    }

    @Test func viewWillAppear_withNoPlayers_showsTheEmptyState() async {
        await loaded([])

        #expect(view.last == PlayerListViewModel(username: "ann", state: .empty))
    }

    @Test func viewWillAppear_whenLoadingFails_showsWhyAndHowToRetry() async {
        interactor.roster = .failure(.unavailable("disk"))

        await sut.viewWillAppear()

        #expect(
            view.last
                == PlayerListViewModel(
                    username: "ann",
                    state: .failed("Storage is unavailable: disk."),
                    message: .error("Storage is unavailable: disk. Type r to retry.")
                ))
    }

    @Test func retry_afterAFailure_loadsTheList() async {
        interactor.roster = .failure(.unavailable("disk"))
        await sut.viewWillAppear()
        interactor.roster = .success([.bob])

        await sut.didChooseRetry()

        #expect(view.last == PlayerListViewModel(username: "ann", state: .loaded([Self.rows[1].renumbered(1)])))
        #expect(interactor.calls == ["unfinished", "players", "unfinished", "players"])
    }

    @Test func viewWillAppear_again_showsPlayersAddedMeanwhile() async {
        let sut = await loaded([.bob])
        interactor.roster = .success([.ann, .bob])

        await sut.viewWillAppear()

        #expect(view.rows?.map(\.name) == ["Ann Smith", "Bob"])
    }

    @Test func failure_staysShownAfterAnotherMessageIsGone() async {
        interactor.roster = .failure(.unavailable("disk"))
        await sut.viewWillAppear()

        sut.didEnterUnknownCommand("x")
        #expect(view.last?.message == .unknownCommand("x"))

        sut.didChooseAdd()
        #expect(view.last?.message == .error("Storage is unavailable: disk. Type r to retry."))
    }

    @Test(arguments: [([Footballer.bob], "Bob"), ([.bob, .dmitri], "Bob, Dmitri")])
    func reload_namesPickedPlayersWhoWereDeletedMeanwhile(unpicked: [Footballer], names: String) async {
        interactor.unpicked = unpicked

        await loaded()

        #expect(view.last?.message == .info("No longer selected, as deleted meanwhile: \(names)."))
    }

    // MARK: Add, details, numbers

    @Test func add_opensPlayerAddAndClearsTheMessage() async {
        let sut = await loaded()
        sut.didEnterUnknownCommand("x")

        sut.didChooseAdd()

        #expect(router.calls == ["add"])
        #expect(view.last?.message == nil)
    }

    @Test func choosingANumber_opensThePlayerTheInteractorNamesAndClearsTheMessage() async {
        let sut = await loaded()
        sut.didEnterUnknownCommand("x")

        sut.didChoosePlayer(number: 1)
        sut.didChoosePlayer(number: 4)

        #expect(interactor.calls.suffix(2) == ["player 1", "player 4"])
        #expect(router.calls == ["details:11", "details:14"])
        #expect(view.last?.message == nil)
    }

    @Test(arguments: [
        (PlayerListRefusal.noSuchPlayer(5, count: 4), "There is no player 5: choose 1–4."),
        (.noSuchPlayer(2, count: 1), "There is no player 2: choose 1."),
        (.noSuchPlayer(Int.max, count: 4), "There is no player that high: choose 1–4."),
        (.notLoaded, "Your players are not loaded. Type r to retry."),
    ])
    func aNumberNamingNobody_saysWhyForDetailsDeleteAndSelection(refusal: PlayerListRefusal, news: String) async {
        let sut = await loaded()
        interactor.refusal = refusal

        sut.didChoosePlayer(number: 5)
        #expect(view.last?.message == .error(news))
        sut.didChooseDelete(number: 5)
        #expect(view.last?.message == .error(news))
        #expect(view.last?.confirmation == nil)
        sut.didChooseSelect("5")
        #expect(view.last?.message == .error(news))
        sut.didPick("5")
        #expect(view.last?.message == .error(news))

        #expect(router.calls.isEmpty)
    }

    @Test func anEmptyRoster_isWordedForWhatWasAsked() async {
        let sut = await loaded([])
        interactor.refusal = .noPlayers

        sut.didChooseDelete(number: 1)
        #expect(view.last?.message == .error("There is nobody to delete: you have no players yet. Type a to add one."))
        sut.didChoosePlayer(number: 1)
        #expect(view.last?.message == .error("There are no players yet. Type a to add one."))
        sut.didChooseSelect("1")
        #expect(view.last?.message == .error("There are no players to pick yet. Type a to add one."))
        sut.didPick("1")
        #expect(view.last?.message == .error("There are no players to pick yet. Type a to add one."))
        #expect(view.last?.confirmation == nil)
    }

    // MARK: Delete

    @Test func delete_withoutANumber_explainsHow() async {
        await loaded().didChooseDelete(number: nil)

        #expect(view.last?.message == .error("Type d and one player's number, e.g. d 2: players are deleted one at a time."))
        #expect(view.last?.confirmation == nil)
        #expect(interactor.calls == ["unfinished", "players"])
    }

    @Test func delete_asksForConfirmationByName() async {
        await loaded().didChooseDelete(number: 2)

        #expect(view.last?.confirmation == "Delete Bob? (y/n)")
        #expect(view.last?.message == nil)
        #expect(interactor.calls == ["unfinished", "players", "player 2"])
    }

    @Test func delete_ofOneOfTwoPlayersOfTheSameName_tellsThemApartByPositionAndNumber() async {
        let otherBob = Footballer(id: 15, name: "bob", position: .defender)
        let sut = await loaded([.ann, .bob, .carla, otherBob])

        sut.didChooseDelete(number: 2)
        #expect(view.last?.confirmation == "Delete Bob (GK, #2)? (y/n)")
        await sut.didAnswerConfirmation("n")
        #expect(view.last?.message == .info("Kept Bob (GK, #2)."))

        sut.didChooseDelete(number: 4)
        #expect(view.last?.confirmation == "Delete bob (DEF, #4)? (y/n)")
        interactor.roster = .success([.ann, .bob, .carla])
        await sut.didAnswerConfirmation("y")
        #expect(interactor.calls.contains("delete 15"))
        #expect(view.last?.message == .success("Deleted bob (DEF, #4)."))
    }

    @Test func delete_ofOneOfTwoPlayersOfTheSameNameWithoutAPosition_tellsThemApartByNumber() async {
        let sut = await loaded([.dmitri, Footballer(id: 16, name: "Dmitri")])
        interactor.changeFailure = .unavailable("disk")

        sut.didChooseDelete(number: 2)
        #expect(view.last?.confirmation == "Delete Dmitri (#2)? (y/n)")
        await sut.didAnswerConfirmation("y")
        #expect(view.last?.message == .error("Could not delete Dmitri (#2). Storage is unavailable: disk. Type r to try again."))
    }

    @Test func reload_namesPickedPlayersWhoWereDeletedMeanwhile_tellingApartThoseOfTheSameName() async {
        interactor.unpicked = [.bob, Footballer(id: 15, name: "Bob", position: .defender)]

        await loaded()

        #expect(view.last?.message == .info("No longer selected, as deleted meanwhile: Bob (GK), Bob (DEF)."))
    }

    @Test(arguments: ["y", "yes", " Y ", "YES"])
    func delete_confirmed_deletesAndReloads(answer: String) async {
        let sut = await loaded()
        sut.didChooseDelete(number: 2)
        interactor.roster = .success([.ann, .carla, .dmitri])

        await sut.didAnswerConfirmation(answer)

        #expect(interactor.calls.suffix(3) == ["delete 12", "unfinished", "players"])
        #expect(view.last?.confirmation == nil)
        #expect(view.last?.message == .success("Deleted Bob."))
        #expect(view.rows?.map(\.name) == ["Ann Smith", "Carla Díaz", "Dmitri"])
        #expect(view.rows?.map(\.number) == [1, 2, 3])
    }

    @Test func delete_confirmedOnceTheStoreWentAway_isRefusedAsOffline() async {
        let sut = await loaded()
        sut.didChooseDelete(number: 2)
        interactor.offlineSince = Date(timeIntervalSince1970: 0)

        await sut.didAnswerConfirmation("y")

        #expect(interactor.calls.last == "delete 12")
        #expect(view.last?.message == PlayerListWording.refusal(.offline, .delete))
    }

    @Test func delete_ofTheLastPlayer_showsTheEmptyState() async {
        let sut = await loaded([.bob])
        sut.didChooseDelete(number: 1)
        interactor.roster = .success([])

        await sut.didAnswerConfirmation("y")

        #expect(view.last == PlayerListViewModel(username: "ann", state: .empty, message: .success("Deleted Bob.")))
    }

    @Test(arguments: ["", "maybe", "q", "d 2"])
    func delete_answeredWithNeitherYesNorNo_asksAgain(answer: String) async {
        let sut = await loaded()
        sut.didChooseDelete(number: 2)

        await sut.didAnswerConfirmation(answer)

        #expect(!interactor.calls.contains("delete 12"))
        #expect(view.last?.confirmation == "Delete Bob? (y/n)")
        #expect(view.last?.message == .error("Type y for yes or n for no (b or cancel say no too)."))

        await sut.didAnswerConfirmation("n")
        #expect(view.last?.message == .info("Kept Bob."))
    }

    @Test(arguments: ["n", "no", " N "])
    func delete_answeredNo_keepsThePlayer(answer: String) async {
        let sut = await loaded()
        sut.didChooseDelete(number: 2)

        await sut.didAnswerConfirmation(answer)

        #expect(!interactor.calls.contains("delete 12"))
        #expect(view.last?.confirmation == nil)
        #expect(view.last?.message == .info("Kept Bob."))
        #expect(view.rows?.count == 4)
    }

    @Test func delete_whenTheServiceFails_showsTheErrorAndKeepsTheList() async {
        let sut = await loaded()
        let before = view.last?.state
        interactor.changeFailure = .unavailable("disk")
        sut.didChooseDelete(number: 2)

        await sut.didAnswerConfirmation("y")

        #expect(view.last?.message == .error("Could not delete Bob. Storage is unavailable: disk. Type r to try again."))
        #expect(view.last?.state == before)
        #expect(view.last?.confirmation == nil)
        #expect(interactor.calls.last == "delete 12")
    }

    @Test func retry_rightAfterAFailedDelete_deletesAgain_withoutAskingAgain() async {
        let sut = await loaded()
        interactor.changeFailure = .unavailable("disk")
        sut.didChooseDelete(number: 2)
        await sut.didAnswerConfirmation("y")

        interactor.changeFailure = nil
        interactor.roster = .success([.ann, .carla, .dmitri])
        await sut.didChooseRetry()

        #expect(interactor.calls.filter { $0 == "delete 12" }.count == 2)
        #expect(view.displayed.contains { $0.message == .working("Deleting Bob…") })
        #expect(view.last?.message == .success("Deleted Bob."))
        #expect(view.rows?.map(\.name) == ["Ann Smith", "Carla Díaz", "Dmitri"])
    }

    @Test func retry_afterSomethingElseFollowedAFailedDelete_reloadsTheList() async {
        let sut = await loaded()
        interactor.changeFailure = .unavailable("disk")
        sut.didChooseDelete(number: 2)
        await sut.didAnswerConfirmation("y")
        sut.didEnterUnknownCommand("x")

        await sut.didChooseRetry()

        #expect(interactor.calls.filter { $0 == "delete 12" }.count == 1)
        #expect(interactor.calls.suffix(2) == ["unfinished", "players"])
    }

    @Test func delete_whenThePlayerIsAlreadyGone_saysSoAndShowsTheListAsItIsNow() async {
        let sut = await loaded()
        interactor.changeFailure = .notFound
        sut.didChooseDelete(number: 2)
        interactor.roster = .success([.ann, .carla, .dmitri])

        await sut.didAnswerConfirmation("y")

        #expect(view.last?.message == .error("Could not delete Bob. That item no longer exists."))
        #expect(view.rows?.map(\.name) == ["Ann Smith", "Carla Díaz", "Dmitri"])
    }

    @Test func delete_whenReloadingAfterwardsFails_showsTheFailure() async {
        let sut = await loaded()
        sut.didChooseDelete(number: 1)
        interactor.roster = .failure(.unavailable("network"))

        await sut.didAnswerConfirmation("yes")

        #expect(view.last?.state == .failed("Storage is unavailable: network."))
        #expect(view.last?.message == .error("Storage is unavailable: network. Type r to retry."))
    }

    @Test func answer_withoutAQuestion_doesNothing() async {
        let sut = await loaded()
        let shown = view.displayed.count

        await sut.didAnswerConfirmation("y")

        #expect(view.displayed.count == shown)
        #expect(interactor.calls == ["unfinished", "players"])
    }

    @Test func viewWillAppear_whileAskingToDelete_dropsTheQuestion() async {
        let sut = await loaded()
        sut.didChooseDelete(number: 1)

        await sut.viewWillAppear()

        #expect(view.last?.confirmation == nil)
        await sut.didAnswerConfirmation("y")
        #expect(!interactor.calls.contains("delete 11"))
    }

    // MARK: Log out, unknown commands, messages

    @Test func logOut_logsOutThenShowsLogin() async {
        await loaded().didChooseLogOut()

        #expect(interactor.calls.last == "logOut")
        #expect(router.calls == ["login"])
    }

    @Test func unknownCommand_isReported() async {
        await loaded().didEnterUnknownCommand("dance")

        #expect(view.last?.message == .unknownCommand("dance"))
    }

    @Test func messages_clearOnTheNextEvent() async {
        let sut = await loaded()
        sut.didChooseDelete(number: nil)
        #expect(view.last?.message != nil)

        sut.didChooseDelete(number: 1)
        #expect(view.last?.message == nil)

        await sut.didAnswerConfirmation("n")
        #expect(view.last?.message == .info("Kept Ann Smith."))

        await sut.didChooseRetry()
        #expect(view.last?.message == nil)
    }
}

/// Picking who plays and the match left unfinished, as the list shows them.
extension PlayerListPresenterTests {
    // MARK: Selection

    @Test func select_alone_beginsAndSaysHow() async {
        let sut = await loaded()
        interactor.picked = []

        sut.didChooseSelect("")

        #expect(interactor.calls.last == "select ")
        #expect(view.last?.selection == PlayerListSelection(count: 0))
        #expect(view.last?.minimumPicked == Gather.minimumPlayers, "the help of c says how many a match takes")
        #expect(view.picked == [])
        #expect(view.last?.message == .info("Type the numbers of the players who play, e.g. 1 3 4, 1-6 or all, then c to confirm."))
    }

    @Test func select_withNumbers_showsThePickedWithoutAHint() async {
        let sut = await loaded()
        interactor.picked = [11, 13, 14]

        sut.didChooseSelect("1 3-4")

        #expect(interactor.calls.last == "select 1 3-4")
        #expect(view.last?.selection == PlayerListSelection(count: 3))
        #expect(view.rows?.map(\.isSelected) == [true, false, true, true])
        #expect(view.last?.message == nil)
    }

    @Test func select_alone_whileSelecting_bringsNoHint() async {
        let sut = await loaded()
        interactor.picked = [12]
        interactor.selecting = .toggled

        sut.didChooseSelect("")

        #expect(view.picked == [2])
        #expect(view.last?.message == nil)
    }

    @Test func select_followedBySomethingElse_explainsHow() async {
        let sut = await loaded()

        sut.didChooseSelect("me")
        #expect(!interactor.calls.contains { $0.hasPrefix("select") }, "a line that picks no one never reaches the Interactor")

        #expect(view.last?.message == .error("Type s and the players to pick, e.g. s 1 3 4, s 1-4 or s all, or s alone to start picking."))
        #expect(view.last?.selection == nil)
    }

    @Test func aLineWhileSelectingThatNamesNoPlayers_isAnUnknownCommand() async {
        let sut = await loaded()
        interactor.picked = [11]

        sut.didPick("done")

        #expect(!interactor.calls.contains { $0.hasPrefix("toggle") })
        #expect(view.last?.message == .unknownCommand("done"))
        #expect(view.last?.selection == PlayerListSelection(count: 1))
    }

    @Test func toggle_showsThePicksAsTheInteractorHasThem() async {
        let sut = await loaded()
        interactor.picked = [13]

        sut.didPick("2,3")

        #expect(interactor.calls.last == "toggle 2 3")
        #expect(view.picked == [3])
        #expect(view.last?.selection == PlayerListSelection(count: 1))
        #expect(view.last?.message == nil)
    }

    @Test func toggleOrConfirm_whenNotSelecting_sayNothing() async {
        let sut = await loaded()
        interactor.refusal = .notSelecting

        sut.didPick("1")
        #expect(view.last?.message == nil)
        sut.didChooseConfirm()
        #expect(view.last?.message == nil)

        #expect(view.last?.selection == nil)
        #expect(router.calls.isEmpty)
    }

    // MARK: The players of the last match

    @Test(arguments: [
        (PlayerListLastLineUp(selected: 6, gone: 0), "Selected the 6 players of the last match."),
        (PlayerListLastLineUp(selected: 1, gone: 0), "Selected the 1 player of the last match."),
        (PlayerListLastLineUp(selected: 4, gone: 2), "Selected 4 players of the last match; 2 who played in it are no longer on your roster."),
        (PlayerListLastLineUp(selected: 3, gone: 1), "Selected 3 players of the last match; 1 who played in it is no longer on your roster."),
        (PlayerListLastLineUp(selected: 0, gone: 5), "Selected nobody: no one who played in the last match is still on your roster."),
    ])
    func last_saysHowManyWereSelectedAndHowManyAreGone(lineUp: PlayerListLastLineUp, message: String) async {
        let sut = await loaded()
        interactor.picked = [11, 12]
        interactor.lastLineUp = .success(lineUp)

        await sut.didChooseLastLineUp()

        #expect(interactor.calls.last == "last")
        #expect(view.last?.message == .info(message))
        #expect(view.picked == [1, 2])
        #expect(view.last?.selection == PlayerListSelection(count: 2))
    }

    @Test func last_withoutAFinishedMatch_saysSo() async {
        let sut = await loaded()
        interactor.picked = []
        interactor.refusal = .noFinishedMatch

        await sut.didChooseLastLineUp()

        #expect(view.last?.message == .error("There is no finished match yet to take the players from."))
        #expect(view.last?.selection == PlayerListSelection(count: 0))
    }

    @Test func last_whenTheStoreFails_saysWhatFailed_andKeepsThePicks() async {
        let sut = await loaded()
        interactor.picked = [13]
        interactor.lastLineUp = .failure(.unavailable("disk"))

        await sut.didChooseLastLineUp()

        #expect(view.last?.message == .error("Could not load the last match. Storage is unavailable: disk."))
        #expect(view.picked == [3])
    }

    @Test func confirm_withTooFewPicked_explainsAndStays() async {
        let sut = await loaded()
        interactor.picked = [13]
        interactor.refusal = .tooFewPicked

        sut.didChooseConfirm()

        #expect(view.last?.message == .error("Select at least 2 players: type their numbers, e.g. 1 2."))
        #expect(view.last?.selection == PlayerListSelection(count: 1))
        #expect(router.calls.isEmpty)
    }

    @Test func confirm_opensConfirmPlayersWithThePlayersTheInteractorGives() async {
        let sut = await loaded()
        interactor.picked = [11, 12, 14]
        interactor.confirmed = [.ann, .bob, .dmitri]

        sut.didChooseConfirm()

        #expect(router.calls == ["confirm:11,12,14"])
        #expect(view.last?.message == nil)
    }

    @Test func cancel_stopsSelecting() async {
        let sut = await loaded()
        interactor.picked = [11, 12]

        sut.didChooseCancelSelecting()

        #expect(interactor.calls.last == "stop")
        #expect(view.last?.selection == nil)
        #expect(view.rows?.contains(where: \.isSelected) == false)
    }

    @Test func selection_isHiddenWhileTheListLoadsOrFailsAndBackOnceItLoads() async {
        let sut = await loaded()
        interactor.picked = [11, 12]
        interactor.roster = .failure(.unavailable("disk"))

        await sut.viewWillAppear()
        #expect(view.displayed.contains { $0.state == .loading && $0.selection == nil })
        #expect(view.last?.selection == nil)

        interactor.roster = .success(Footballer.roster)
        await sut.didChooseRetry()
        #expect(view.last?.selection == PlayerListSelection(count: 2))
        #expect(view.picked == [1, 2])
    }

    // MARK: Unfinished match

    @Test(arguments: [(462, "07:42 left"), (600, "10:00 left"), (5, "00:05 left"), (60, "01:00 left"), (5_999, "99:59 left"), (0, "time is up")])
    func anUnfinishedMatch_isShownWithItsScoreAndTimeLeft(seconds: Int, time: String) async {
        var match = UnfinishedGather.twoOne
        match.progress.timer.remaining = seconds
        interactor.unfinishedCheck = .success(match)

        await loaded()

        #expect(view.last?.unfinished == "An unfinished match: Team A 2–1 Team B, \(time).")
        #expect(view.rows?.count == 4)
    }

    @Test func viewWillAppear_whenTheCheckFails_showsTheErrorAndStillThePlayers() async {
        interactor.unfinishedCheck = .failure(.unavailable("disk"))

        await loaded()

        #expect(view.rows?.count == 4)
        #expect(view.last?.unfinished == nil)
        #expect(view.last?.message == .error("Could not check for an unfinished match. Storage is unavailable: disk."))
    }

    @Test func viewWillAppear_whenBothFail_showsTheListFailureWithItsRetry() async {
        interactor.unfinishedCheck = .failure(.unavailable("disk"))
        interactor.roster = .failure(.unavailable("disk"))

        await sut.viewWillAppear()

        #expect(view.last?.state == .failed("Storage is unavailable: disk."))
        #expect(view.last?.message == .error("Storage is unavailable: disk. Type r to retry."))
    }

    @Test func resume_opensTheMatchWhereItStopped() async {
        interactor.unfinishedCheck = .success(.twoOne)
        let sut = await loaded()

        sut.didChooseResume()

        #expect(router.calls == ["gather:2-1"])
    }

    @Test func resumeOrDiscard_refused_saySo() async {
        let sut = await loaded()
        interactor.refusal = .noUnfinishedMatch

        sut.didChooseResume()
        #expect(view.last?.message == .error("There is no unfinished match."))
        sut.didChooseDiscard()
        #expect(view.last?.message == .error("There is no unfinished match."))
        #expect(view.last?.confirmation == nil)
        #expect(router.calls.isEmpty)
    }

    @Test func discard_asksFirstThenDropsTheMatchAndReloads() async {
        interactor.unfinishedCheck = .success(.twoOne)
        let sut = await loaded()

        sut.didChooseDiscard()
        #expect(view.last?.confirmation == "Discard the unfinished match (Team A 2–1 Team B)? (y/n)")
        #expect(!interactor.calls.contains("discard"))

        interactor.unfinishedCheck = .success(nil)
        await sut.didAnswerConfirmation("y")

        #expect(interactor.calls.suffix(3) == ["discard", "unfinished", "players"])
        #expect(view.last?.unfinished == nil)
        #expect(view.last?.confirmation == nil)
        #expect(view.last?.message == .success("Discarded the unfinished match."))
    }

    /// A match whose start the server never answered: gone here; what it made there goes once it answers.
    @Test func discard_theServerNotAnswering_saysItDropsItOnceItAnswers() async {
        interactor.unfinishedCheck = .success(.twoOne)
        interactor.discarding = .waitingForServer
        let sut = await loaded()

        sut.didChooseDiscard()
        await sut.didAnswerConfirmation("y")

        #expect(view.last?.message == .success("Discarded the unfinished match. The server drops it once it answers again."))
    }

    @Test(arguments: ["", "resume"])
    func discard_answeredWithNeitherYesNorNo_asksAgain(answer: String) async {
        interactor.unfinishedCheck = .success(.twoOne)
        let sut = await loaded()
        sut.didChooseDiscard()

        await sut.didAnswerConfirmation(answer)

        #expect(!interactor.calls.contains("discard"))
        #expect(view.last?.confirmation == "Discard the unfinished match (Team A 2–1 Team B)? (y/n)")
        #expect(view.last?.message == .error("Type y for yes or n for no (b or cancel say no too)."))
    }

    @Test func discard_answeredNo_keepsTheMatch() async {
        interactor.unfinishedCheck = .success(.twoOne)
        let sut = await loaded()
        sut.didChooseDiscard()

        await sut.didAnswerConfirmation("n")

        #expect(!interactor.calls.contains("discard"))
        #expect(view.last?.unfinished != nil)
        #expect(view.last?.message == .info("Kept the unfinished match: type resume to play on."))
    }

    @Test func discard_whenTheServiceFails_showsTheErrorAndKeepsTheMatch() async {
        interactor.unfinishedCheck = .success(.twoOne)
        interactor.changeFailure = .unavailable("disk")
        let sut = await loaded()
        sut.didChooseDiscard()

        await sut.didAnswerConfirmation("yes")

        #expect(view.last?.message == .error("Could not discard the match. Storage is unavailable: disk. Type r to try again."))
        #expect(view.last?.unfinished != nil)
        #expect(interactor.calls.last == "discard")
    }

    @Test func discard_whenTheMatchIsAlreadyGone_saysSoAndReloads() async {
        interactor.unfinishedCheck = .success(.twoOne)
        let sut = await loaded()
        interactor.changeFailure = .notFound
        interactor.unfinishedCheck = .success(nil)
        sut.didChooseDiscard()

        await sut.didAnswerConfirmation("y")

        #expect(view.last?.message == .error("Could not discard the match. That item no longer exists."))
        #expect(view.last?.unfinished == nil)
        #expect(interactor.calls.suffix(3) == ["discard", "unfinished", "players"])
    }

    // MARK: History and records

    @Test func records_openTheRecordsAndClearTheMessage() async {
        let sut = await loaded()
        sut.didEnterUnknownCommand("x")

        sut.didChooseRecords()

        #expect(router.calls == ["records"])
        #expect(view.last?.message == nil)
    }

    @Test func history_opensTheHistoryAndClearsTheMessage() async {
        let sut = await loaded()
        sut.didEnterUnknownCommand("x")

        sut.didChooseHistory()

        #expect(router.calls == ["history"])
        #expect(view.last?.message == nil)
    }
}

extension PlayerListRow {
    func renumbered(_ number: Int) -> PlayerListRow {
        var row = self
        row.number = number
        return row
    }
}
