import Domain
import Testing
import TerminalUI
import TestSupport
@testable import PlayerAdd

@MainActor
final class PlayerAddInteractorSpy: PlayerAddInteracting {
    var result: Result<Int, ServiceError> = .success(1)
    private(set) var added: [PlayerDetails] = []

    func add(_ details: PlayerDetails) async throws -> Player {
        added.append(details)
        return Player(id: try result.get(), details: details)
    }
}

@MainActor
final class PlayerAddRouterSpy: PlayerAddRouting {
    private(set) var closeCount = 0
    func close() { closeCount += 1 }
}

@MainActor
final class PlayerAddViewSpy: PlayerAddDisplaying {
    private(set) var displayed: [PlayerAddViewModel] = []
    var last: PlayerAddViewModel? { displayed.last }
    func display(_ viewModel: PlayerAddViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct PlayerAddPresenterTests {
    let interactor = PlayerAddInteractorSpy()
    let router = PlayerAddRouterSpy()
    let view = PlayerAddViewSpy()
    let sut: PlayerAddPresenter

    init() {
        sut = PlayerAddPresenter(interactor: interactor, router: router)
        sut.view = view
    }

    /// Types each line as the user would, one answer per field.
    func enter(_ lines: String...) async {
        for line in lines { await sut.didEnterField(line) }
    }

    @Test func viewWillAppear_showsAnEmptyFormAndAsksTheName() {
        sut.viewWillAppear()

        #expect(view.displayed == [PlayerAddViewModel()])
    }

    @Test func add_withEveryField_asksThemInOrderSavesExactlyWhatWasTypedAndCloses() async {
        await enter("Ann")
        #expect(view.last == PlayerAddViewModel(form: PlayerAddForm(name: "Ann"), step: .age))
        await enter("30")
        #expect(view.last == PlayerAddViewModel(form: PlayerAddForm(name: "Ann", age: 30), step: .position))
        await enter("5")
        #expect(view.last?.step == .skill)
        #expect(view.last?.form.position == .striker)
        await enter("2")
        #expect(view.last?.step == .favouriteTeam)
        #expect(view.last?.form.skill == .amateur)
        #expect(interactor.added.isEmpty)

        await enter("Arsenal")

        #expect(interactor.added == [
            PlayerDetails(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"),
        ])
        #expect(router.closeCount == 1)
        #expect(view.last == PlayerAddViewModel(), "the screen is left with a fresh form")
    }

    @Test func add_withSurroundingSpaces_savesTrimmedValues() async {
        await enter("  Ann  ", " 30 ", " 1 ", " 3 ", "  Real Madrid ")

        #expect(interactor.added == [
            PlayerDetails(name: "Ann", age: 30, position: .goalkeeper, skill: .professional, favouriteTeam: "Real Madrid"),
        ])
    }

    @Test func add_skippingEveryOptionalField_savesTheNameOnly() async {
        await enter("Bob", "", "", "", "")

        #expect(interactor.added == [PlayerDetails(name: "Bob")])
        #expect(router.closeCount == 1)
    }

    @Test(arguments: ["", "   "])
    func blankName_cancelsWithoutSaving(name: String) async {
        await enter(name)

        #expect(interactor.added.isEmpty)
        #expect(router.closeCount == 1)
    }

    @Test(arguments: [
        (String(repeating: "x", count: 10_000), "Name must be at most 50 characters."),
        ("\u{1B}[31mred", "Name can't contain control characters."),
    ])
    func name_whenInvalid_explainsAndAsksTheNameAgain(name: String, expected: String) async {
        await enter(name)

        #expect(view.last == PlayerAddViewModel(step: .name, message: .error(expected)))
        #expect(interactor.added.isEmpty)
        #expect(router.closeCount == 0)

        await enter("Ann")
        #expect(view.last == PlayerAddViewModel(form: PlayerAddForm(name: "Ann"), step: .age))
    }

    @Test func name_likeAnSQLInjection_isAcceptedVerbatim() async {
        await enter("'); DROP TABLE players;--", "", "", "", "")

        #expect(interactor.added == [PlayerDetails(name: "'); DROP TABLE players;--")])
    }

    @Test(arguments: [
        ("abc", "Age must be a whole number."),
        ("0", "Age must be between 1 and 120."),
        ("121", "Age must be between 1 and 120."),
        ("-3", "Age must be between 1 and 120."),
    ])
    func age_whenInvalid_explainsAndAsksTheAgeAgainKeepingTheName(age: String, expected: String) async {
        await enter("Ann", age)

        #expect(view.last == PlayerAddViewModel(form: PlayerAddForm(name: "Ann"), step: .age, message: .error(expected)))

        await enter("30")
        #expect(view.last == PlayerAddViewModel(form: PlayerAddForm(name: "Ann", age: 30), step: .position))
    }

    @Test(arguments: ["6", "x"])
    func position_whenNotAChoice_explainsAndAsksThePositionAgainKeepingEarlierAnswers(position: String) async {
        await enter("Ann", "30", position)

        #expect(view.last == PlayerAddViewModel(
            form: PlayerAddForm(name: "Ann", age: 30),
            step: .position,
            message: .error("Position: type a number from 1 to 5, or leave it blank.")
        ))

        await enter("2")
        #expect(view.last == PlayerAddViewModel(form: PlayerAddForm(name: "Ann", age: 30, position: .defender), step: .skill))
    }

    @Test func skill_whenNotAChoice_explainsAndAsksTheSkillAgainKeepingEarlierAnswers() async {
        await enter("Ann", "30", "4", "0")

        #expect(view.last == PlayerAddViewModel(
            form: PlayerAddForm(name: "Ann", age: 30, position: .winger),
            step: .skill,
            message: .error("Skill: type a number from 1 to 3, or leave it blank.")
        ))

        await enter("1")
        #expect(view.last?.step == .favouriteTeam)
        #expect(view.last?.form.skill == .beginner)
    }

    @Test func favouriteTeam_whenTooLong_explainsAndAsksTheTeamAgainWithoutSaving() async {
        await enter("Ann", "30", "3", "2", String(repeating: "t", count: 51))

        #expect(view.last == PlayerAddViewModel(
            form: PlayerAddForm(name: "Ann", age: 30, position: .midfielder, skill: .amateur),
            step: .favouriteTeam,
            message: .error("Favourite team must be at most 50 characters.")
        ))
        #expect(interactor.added.isEmpty)

        await enter(String(repeating: "t", count: 50))
        #expect(interactor.added.map(\.favouriteTeam) == [String(repeating: "t", count: 50)])
        #expect(router.closeCount == 1)
    }

    @Test func message_clearsOnTheNextAnswer() async {
        await enter("Ann", "abc")
        #expect(view.last?.message != nil)

        await enter("")

        #expect(view.last?.message == nil)
        #expect(view.last?.step == .position)
    }

    @Test func save_whenTheStoreFails_keepsEverythingAndOffersRetry() async {
        interactor.result = .failure(.unavailable("disk"))

        await enter("Ann", "30", "5", "2", "Arsenal")

        #expect(view.last == PlayerAddViewModel(
            form: PlayerAddForm(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"),
            step: .saveFailed,
            message: .error("Storage is unavailable (disk). Type s to try saving again, or b to cancel.")
        ))
        #expect(router.closeCount == 0)
    }

    @Test func save_whenTheStoreFailsThenRetrySucceeds_savesTheSamePlayerAndCloses() async {
        interactor.result = .failure(.unavailable("disk"))
        await enter("Ann", "30", "5", "2", "Arsenal")

        interactor.result = .success(1)
        await sut.didChooseSave()

        let ann = PlayerDetails(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal")
        #expect(interactor.added == [ann, ann])
        #expect(router.closeCount == 1)
    }

    @Test func save_whenRetryFailsAgain_staysOnTheFailure() async {
        interactor.result = .failure(.unavailable("disk"))
        await enter("Ann", "", "", "", "")

        await sut.didChooseSave()

        #expect(interactor.added.count == 2)
        #expect(view.last?.step == .saveFailed)
        #expect(view.last?.form.name == "Ann")
        #expect(router.closeCount == 0)
    }

    @Test func save_whenTheStoreFailsThenCancel_closesWithoutTryingAgain() async {
        interactor.result = .failure(.unavailable("disk"))
        await enter("Ann", "", "", "", "")

        sut.didChooseCancel()

        #expect(interactor.added.count == 1)
        #expect(router.closeCount == 1)
    }

    @Test func unknownCommand_afterAFailedSave_isReportedAndKeepsTheChoice() async {
        interactor.result = .failure(.unavailable("disk"))
        await enter("Ann", "", "", "", "")

        sut.didEnterUnknownCommand("xyz")

        #expect(view.last?.message == .unknownCommand("xyz"))
        #expect(view.last?.step == .saveFailed)
        #expect(view.last?.form.name == "Ann")
    }

    @Test func didChooseSave_whileAskingAField_doesNothing() async {
        await sut.didChooseSave()

        #expect(interactor.added.isEmpty)
        #expect(view.displayed.isEmpty)
    }

    @Test func didEnterField_afterAFailedSave_doesNothing() async {
        interactor.result = .failure(.unavailable("disk"))
        await enter("Ann", "", "", "", "")
        let shown = view.displayed.count

        await enter("Bob")

        #expect(view.displayed.count == shown)
        #expect(interactor.added.count == 1)
    }
}
