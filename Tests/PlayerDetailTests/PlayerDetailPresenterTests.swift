import Domain
import Testing
import TerminalUI
import TestSupport
@testable import PlayerDetail

@MainActor
final class PlayerDetailInteractorSpy: PlayerDetailInteracting {
    private(set) var player: Player
    private(set) var replacements: [Player] = []

    init(player: Player) {
        self.player = player
    }

    func replace(with saved: Player) {
        replacements.append(saved)
        player = saved
    }
}

@MainActor
final class PlayerDetailRouterSpy: PlayerDetailRouting {
    private(set) var calls: [String] = []
    /// The last `onSaved` handed to PlayerEdit, to report a save as it would.
    private(set) var onSaved: (@MainActor (Player) -> Void)?

    func showEdit(_ field: PlayerField, of player: Player, onSaved: @escaping @MainActor (Player) -> Void) {
        calls.append("edit:\(field):\(player.id)")
        self.onSaved = onSaved
    }

    func close() { calls.append("close") }
}

@MainActor
final class PlayerDetailViewSpy: PlayerDetailDisplaying {
    private(set) var displayed: [PlayerDetailViewModel] = []
    var last: PlayerDetailViewModel? { displayed.last }
    /// The rows last shown, across sections.
    var rows: [PlayerDetailRow] { last?.groups.flatMap(\.rows) ?? [] }
    func display(_ viewModel: PlayerDetailViewModel) { displayed.append(viewModel) }
}

extension Player {
    static let ann = Player(id: 11, details: PlayerDetails(
        name: "Ann Smith", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"
    ))
    static let dmitri = Player(id: 14, details: PlayerDetails(name: "Dmitri"))
}

@MainActor
@Suite struct PlayerDetailPresenterTests {
    let interactor = PlayerDetailInteractorSpy(player: .ann)
    let router = PlayerDetailRouterSpy()
    let view = PlayerDetailViewSpy()
    let sut: PlayerDetailPresenter

    init() {
        sut = PlayerDetailPresenter(interactor: interactor, router: router)
        sut.view = view
    }

    // MARK: Showing

    @Test func viewWillAppear_showsEveryFieldInItsSectionNumberedAcrossSections() {
        sut.viewWillAppear()

        #expect(view.last == PlayerDetailViewModel(name: "Ann Smith", groups: [
            PlayerDetailGroup(section: .personal, rows: [
                PlayerDetailRow(number: 1, field: .name, value: "Ann Smith"),
                PlayerDetailRow(number: 2, field: .age, value: "30"),
            ]),
            PlayerDetailGroup(section: .play, rows: [
                PlayerDetailRow(number: 3, field: .position, value: "striker (ST)"),
                PlayerDetailRow(number: 4, field: .skill, value: "amateur"),
            ]),
            PlayerDetailGroup(section: .likes, rows: [
                PlayerDetailRow(number: 5, field: .favouriteTeam, value: "Arsenal"),
            ]),
        ]))
    }

    @Test func viewWillAppear_withOnlyAName_showsTheOtherValuesAsMissing() {
        let interactor = PlayerDetailInteractorSpy(player: .dmitri)
        let sut = PlayerDetailPresenter(interactor: interactor, router: router)
        sut.view = view

        sut.viewWillAppear()

        #expect(view.rows.map(\.value) == ["Dmitri", nil, nil, nil, nil])
        #expect(view.last?.name == "Dmitri")
    }

    @Test(arguments: [
        (PlayerPosition.goalkeeper, "goalkeeper (GK)"), (.defender, "defender (DEF)"), (.midfielder, "midfielder (MID)"),
        (.winger, "winger (W)"), (.striker, "striker (ST)"),
    ])
    func viewWillAppear_showsThePositionWithItsAcronym(position: PlayerPosition, shown: String) {
        let sut = PlayerDetailPresenter(interactor: PlayerDetailInteractorSpy(player: .dmitri.with { $0.position = position }), router: router)
        sut.view = view

        sut.viewWillAppear()

        #expect(view.rows[2] == PlayerDetailRow(number: 3, field: .position, value: shown))
    }

    // MARK: Picking a row

    @Test(arguments: zip(1...5, PlayerField.allCases))
    func choosingARow_opensTheEditorOfThatField(number: Int, field: PlayerField) {
        sut.didChooseRow(number: number)

        #expect(router.calls == ["edit:\(field):11"])
    }

    @Test(arguments: [0, 6, -1, 123_456_789, Int.min])
    func choosingARow_thatDoesNotExist_saysWhichOnesDo(number: Int) {
        sut.didChooseRow(number: number)

        #expect(view.last?.message == .error("There is no row \(number): choose 1–5."))
        #expect(router.calls.isEmpty)
    }

    @Test func back_returnsToTheList() {
        sut.didChooseBack()

        #expect(router.calls == ["close"])
    }

    @Test func unknownCommand_isReported() {
        sut.didEnterUnknownCommand("dance")

        #expect(view.last?.message == .unknownCommand("dance"))
    }

    @Test func messages_clearOnTheNextEvent() {
        sut.didEnterUnknownCommand("dance")

        sut.didChooseRow(number: 2)
        #expect(view.last?.message == nil)

        sut.didChooseRow(number: 9)
        sut.didChooseBack()
        #expect(view.last?.message == nil)
    }

    // MARK: After a save

    @Test func save_reportedByTheEditor_showsTheNewValueAtOnceAndSaysWhatChanged() throws {
        sut.viewWillAppear()
        sut.didChooseRow(number: 2)
        let onSaved = try #require(router.onSaved)

        onSaved(.ann.with { $0.age = 31 })

        #expect(interactor.replacements == [.ann.with { $0.age = 31 }])
        #expect(view.rows[1] == PlayerDetailRow(number: 2, field: .age, value: "31"))
        #expect(view.last?.message == .success("Age is now 31."))
    }

    @Test func save_thatClearedAField_saysItWasCleared() throws {
        sut.didChooseRow(number: 5)

        let onSaved = try #require(router.onSaved)

        onSaved(.ann.with { $0.favouriteTeam = nil })

        #expect(view.rows[4].value == nil)
        #expect(view.last?.message == .success("Favourite team cleared."))
    }

    @Test func save_ofANewName_changesTheTitle() throws {
        sut.didChooseRow(number: 1)

        let onSaved = try #require(router.onSaved)

        onSaved(.ann.with { $0.name = "Ann Jones" })

        #expect(view.last?.name == "Ann Jones")
        #expect(view.last?.message == .success("Name is now Ann Jones."))
    }

    @Test(arguments: [
        Player.ann,
        Player.ann.with { $0.age = 40; $0.skill = .professional },
    ])
    func save_withNoneOrSeveralChanges_justSaysSaved(saved: Player) throws {
        sut.didChooseRow(number: 2)

        let onSaved = try #require(router.onSaved)

        onSaved(saved)

        #expect(view.last?.message == .success("Saved."))
    }

    @Test func save_messageSurvivesTheReturnToThisScreenThenClears() throws {
        sut.didChooseRow(number: 4)
        let onSaved = try #require(router.onSaved)
        onSaved(.ann.with { $0.skill = .beginner })

        sut.viewWillAppear()
        #expect(view.last?.message == .success("Skill is now beginner."))

        sut.didChooseBack()
        #expect(view.last?.message == nil)
    }

    @Test func returningWithoutASave_showsNoMessage() {
        sut.didEnterUnknownCommand("x")
        sut.didChooseRow(number: 3)

        sut.viewWillAppear()

        #expect(view.last?.message == nil)
    }

    @Test func editor_doesNotKeepThePresenterAlive() throws {
        var sut: PlayerDetailPresenter? = PlayerDetailPresenter(interactor: interactor, router: router)
        weak let released = sut
        sut?.didChooseRow(number: 2)
        sut = nil

        #expect(released == nil)
        let onSaved = try #require(router.onSaved)
        onSaved(.ann.with { $0.age = 31 })
        #expect(interactor.replacements.isEmpty)
    }
}
