import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import PlayerDetail

/// A player as plain data: all the presenter may know of one.
struct Person: PlayerDetailEntity, Equatable {
    var id: Int
    var name: String
    var age: Int?
    var position: PlayerPosition?
    var skill: PlayerSkill?
    var favouriteTeam: String?

    static let ann = Person(id: 11, name: "Ann Smith", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal")
    static let dmitri = Person(id: 14, name: "Dmitri")
}

/// Answers as the test says.
@MainActor
final class PlayerDetailInteractorStub: PlayerDetailInteracting {
    private(set) var person: Person
    var player: any PlayerDetailEntity { person }
    /// What the next `replace` says changed.
    var changed: [PlayerField] = []
    private(set) var replacements: [Person] = []
    var isReadOnly = false
    let fields = PlayerField.allCases

    init(player: Person) {
        person = player
    }

    /// As the Interactor's rule: the rows are the fields in turn.
    func field(atRow number: Int) throws(PlayerDetailRefusal) -> PlayerField {
        guard (1...fields.count).contains(number) else { throw .noSuchRow(number, count: fields.count) }
        return fields[number - 1]
    }

    /// As the Interactor's rule: refused while read-only.
    func edit(_ field: PlayerField) throws(PlayerDetailRefusal) {
        if isReadOnly { throw .offline }
    }

    func replace(with saved: any PlayerDetailEntity) -> [PlayerField] {
        guard let saved = saved as? Person else { return [] }
        replacements.append(saved)
        person = saved
        return changed
    }
}

@MainActor
final class PlayerDetailRouterSpy: PlayerDetailRouting {
    private(set) var calls: [String] = []
    /// The last `onSaved` handed to PlayerEdit, to report a save as it would.
    private(set) var onSaved: (@MainActor (any PlayerDetailEntity) -> Void)?

    func showEdit(_ field: PlayerField, onSaved: @escaping @MainActor (any PlayerDetailEntity) -> Void) {
        calls.append("edit:\(field)")
        self.onSaved = onSaved
    }

    func showRecords() { calls.append("records") }
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

@MainActor
@Suite struct PlayerDetailPresenterTests {
    let interactor = PlayerDetailInteractorStub(player: .ann)
    let router = PlayerDetailRouterSpy()
    let view = PlayerDetailViewSpy()
    let sut: PlayerDetailPresenter

    init() {
        sut = PlayerDetailPresenter(interactor: interactor, router: router)
        sut.view = view
    }

    /// Reports `saved` as PlayerEdit does, with the interactor saying `changed` changed.
    func save(_ saved: Person, changed: [PlayerField]) throws {
        interactor.changed = changed
        let onSaved = try #require(router.onSaved)
        onSaved(saved)
    }

    // MARK: Showing

    @Test func viewWillAppear_showsEveryFieldInItsSectionNumberedAcrossSections() {
        sut.viewWillAppear()

        #expect(
            view.last
                == PlayerDetailViewModel(
                    name: "Ann Smith",
                    groups: [
                        PlayerDetailGroup(
                            title: "Personal",
                            rows: [
                                PlayerDetailRow(number: 1, label: "Name", value: "Ann Smith"),
                                PlayerDetailRow(number: 2, label: "Age", value: "30"),
                            ]),
                        PlayerDetailGroup(
                            title: "Play",
                            rows: [
                                PlayerDetailRow(number: 3, label: "Preferred position", value: "striker (ST)"),
                                PlayerDetailRow(number: 4, label: "Skill", value: "amateur"),
                            ]),
                        PlayerDetailGroup(
                            title: "Likes",
                            rows: [
                                PlayerDetailRow(number: 5, label: "Favourite team", value: "Arsenal")
                            ]),
                    ]))
    }

    @Test func viewWillAppear_withOnlyAName_showsTheOtherValuesAsMissing() {
        let sut = PlayerDetailPresenter(interactor: PlayerDetailInteractorStub(player: .dmitri), router: router)
        sut.view = view

        sut.viewWillAppear()

        #expect(view.rows.map(\.value) == ["Dmitri", "—", "—", "—", "—"])
        #expect(view.last?.name == "Dmitri")
    }

    @Test(arguments: [
        (PlayerPosition.goalkeeper, "goalkeeper (GK)"), (.defender, "defender (DEF)"), (.midfielder, "midfielder (MID)"),
        (.winger, "winger (W)"), (.striker, "striker (ST)"),
    ])
    func viewWillAppear_showsThePositionWithItsAcronym(position: PlayerPosition, shown: String) {
        var player = Person.dmitri
        player.position = position
        let sut = PlayerDetailPresenter(interactor: PlayerDetailInteractorStub(player: player), router: router)
        sut.view = view

        sut.viewWillAppear()

        #expect(view.rows[2] == PlayerDetailRow(number: 3, label: "Preferred position", value: shown))
    }

    // MARK: Picking a row

    @Test(arguments: zip(1...5, PlayerField.allCases))
    func choosingARow_opensTheEditorOfThatField(number: Int, field: PlayerField) {
        sut.didChooseRow(number: number)

        #expect(router.calls == ["edit:\(field)"])
    }

    @Test func choosingARow_ofAPlayerShownOffline_isRefusedWithoutOpeningTheEditor() {
        interactor.isReadOnly = true

        sut.didChooseRow(number: 2)

        #expect(view.last?.message == .error(OfflineNotice.refusal))
        #expect(router.calls.isEmpty)
    }

    @Test(arguments: [0, 6, -1, 123_456_789, Int.min])
    func choosingARow_thatDoesNotExist_saysWhichOnesDo(number: Int) {
        sut.didChooseRow(number: number)

        #expect(view.last?.message == .error("There is no row \(number): choose 1–5."))
        #expect(router.calls.isEmpty)
    }

    @Test func records_openThisPlayersRecordsAndClearTheMessage() {
        sut.didEnterUnknownCommand("x")

        sut.didChooseRecords()

        #expect(router.calls == ["records"])
        #expect(view.last?.message == nil)
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

    @Test func aSave_reportedByTheEditor_showsTheNewValueAtOnceAndSaysWhatChanged() throws {
        sut.viewWillAppear()
        sut.didChooseRow(number: 2)
        var saved = Person.ann
        saved.age = 31

        try save(saved, changed: [.age])

        #expect(interactor.replacements == [saved])
        #expect(view.rows[1] == PlayerDetailRow(number: 2, label: "Age", value: "31"))
        #expect(view.last?.message == .success("Age is now 31."))
    }

    @Test func aSave_thatClearedAField_saysItWasCleared() throws {
        sut.didChooseRow(number: 5)
        var saved = Person.ann
        saved.favouriteTeam = nil

        try save(saved, changed: [.favouriteTeam])

        #expect(view.rows[4].value == "—")
        #expect(view.last?.message == .success("Favourite team cleared."))
    }

    @Test func aSave_ofANewName_changesTheTitle() throws {
        sut.didChooseRow(number: 1)
        var saved = Person.ann
        saved.name = "Ann Jones"

        try save(saved, changed: [.name])

        #expect(view.last?.name == "Ann Jones")
        #expect(view.last?.message == .success("Name is now Ann Jones."))
    }

    @Test(arguments: [[PlayerField](), [.age, .skill]])
    func aSave_withNoneOrSeveralChanges_justSaysSaved(changed: [PlayerField]) throws {
        sut.didChooseRow(number: 2)

        try save(.ann, changed: changed)

        #expect(view.last?.message == .success("Saved."))
    }

    @Test func aSaveMessage_survivesTheReturnToThisScreen_thenClears() throws {
        sut.didChooseRow(number: 4)
        var saved = Person.ann
        saved.skill = .beginner
        try save(saved, changed: [.skill])

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

    @Test func theEditor_doesNotKeepThePresenterAlive() throws {
        var sut: PlayerDetailPresenter? = PlayerDetailPresenter(interactor: interactor, router: router)
        weak let released = sut
        sut?.didChooseRow(number: 2)
        sut = nil

        #expect(released == nil)
        try save(.ann, changed: [.age])
        #expect(interactor.replacements.isEmpty)
    }
}
