import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import PlayerAdd

/// A player as plain data: all the presenter may know of one.
struct Footballer: PlayerAddEntity {
    var name = ""
    var age: Int?
    var position: PlayerPosition?
    var skill: PlayerSkill?
    var favouriteTeam: String?
}

/// Answers as the test says; applies no rule of its own.
@MainActor
final class PlayerAddInteractorStub: PlayerAddInteracting {
    var draft = Footballer()
    /// The next answer is refused with this, when set.
    var refusal: PlayerAddRefusal?
    var saveFailure: ServiceError?
    /// What `namesake` answers.
    var namesakeOnTheRoster: String?
    private(set) var calls: [String] = []

    func fill(_ field: PlayerField, with text: String) -> PlayerAddRefusal? {
        calls.append("\(field.rawValue) \(text)")
        return refusal
    }

    func namesake() async -> String? {
        namesakeOnTheRoster
    }

    func save() async throws {
        calls.append("save")
        if let saveFailure { throw saveFailure }
    }

    func discardDraft() {
        calls.append("discard")
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
    let interactor = PlayerAddInteractorStub()
    let router = PlayerAddRouterSpy()
    let view = PlayerAddViewSpy()
    let sut: PlayerAddPresenter<Footballer>

    init() {
        sut = PlayerAddPresenter(interactor: interactor, router: router)
        sut.view = view
    }

    /// Types each line as the user would, one answer per field.
    func enter(_ lines: String...) async {
        for line in lines { await sut.didEnterField(line) }
    }

    /// Every field answered; saving failed.
    func failedToSave() async {
        interactor.saveFailure = .unavailable("disk")
        await enter("Ann", "", "", "", "")
    }

    static let positions = ["goalkeeper (GK)", "defender (DEF)", "midfielder (MID)", "winger (W)", "striker (ST)"]
    static let diskFull = "Storage is unavailable: disk. Type r to try again, or b to cancel."

    // MARK: Showing

    @Test func viewWillAppear_showsAnEmptyFormAndAsksTheName() {
        sut.viewWillAppear()

        #expect(view.displayed == [PlayerAddViewModel()])
        #expect(view.last?.name == "—")
        #expect(interactor.calls.isEmpty)
    }

    @Test func theDraft_isShownWorded() {
        interactor.draft = Footballer(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal")

        sut.viewWillAppear()

        #expect(
            view.last
                == PlayerAddViewModel(
                    name: "Ann", age: "30", position: "striker (ST)", skill: "amateur", favouriteTeam: "Arsenal"
                ))
    }

    // MARK: Asking

    @Test func everyField_isAskedInOrderThenThePlayerIsSavedAndTheScreenClosed() async {
        await enter("Ann")
        #expect(view.last == PlayerAddViewModel(step: .field(.age)))
        await enter("30")
        #expect(view.last == PlayerAddViewModel(choices: Self.positions, step: .field(.position)))
        await enter("5")
        #expect(view.last == PlayerAddViewModel(choices: ["beginner", "amateur", "professional"], step: .field(.skill)))
        await enter("2")
        #expect(view.last == PlayerAddViewModel(step: .field(.favouriteTeam)))
        #expect(router.closeCount == 0)

        await enter("Arsenal")

        #expect(interactor.calls == ["name Ann", "age 30", "position 5", "skill 2", "favouriteTeam Arsenal", "save", "discard"])
        #expect(router.closeCount == 1)
        #expect(view.last == PlayerAddViewModel(), "the screen is left asking the name again")
    }

    @Test func aNameLikeOneOnTheRoster_isSaid_andTheNextFieldAsked() async {
        interactor.namesakeOnTheRoster = "Carla D\u{ED}az"

        await enter("carla diaz")

        #expect(view.last?.step == .field(.age))
        #expect(
            view.last?.message
                == .info(
                    "This looks like Carla D\u{ED}az already on the roster. To add another player all the same, go on; cancel (or b) leaves without saving."
                ))
        await enter("30")
        #expect(view.last?.message == nil, "said once")
    }

    @Test func everyLine_reachesTheInteractorAsTyped() async {
        await enter("  Ann  ", " 30 ")

        #expect(interactor.calls == ["name   Ann  ", "age  30 "])
    }

    @Test(arguments: ["", "   "])
    func blankName_leavesWithoutSaving(name: String) async {
        await enter(name)

        #expect(interactor.calls == ["discard"])
        #expect(router.closeCount == 1)
    }

    @Test func aBlankOptionalField_isAnAnswerLikeAnyOther() async {
        await enter("Ann", "")

        #expect(interactor.calls == ["name Ann", "age "])
        #expect(view.last?.step == .field(.position))
    }

    // MARK: Refusals

    @Test(arguments: [
        (PlayerAddRefusal.invalid(.tooLong(field: .player(.name), maximum: 50)), "Name must be at most 50 characters."),
        (.invalid(.notANumber(field: .player(.age))), "Age must be a whole number."),
        (.notAChoice(.position, count: 5), "Position: type a number from 1 to 5 or a name, or leave it blank."),
        (.notAChoice(.skill, count: 3), "Skill: type a number from 1 to 3 or a name, or leave it blank."),
    ])
    func aRefusedAnswer_isExplainedAndTheSameFieldAskedAgain(refusal: PlayerAddRefusal, expected: String) async {
        await enter("Ann", "30")
        interactor.refusal = refusal

        await enter("x")

        #expect(view.last == PlayerAddViewModel(choices: Self.positions, step: .field(.position), message: .error(expected)))
        #expect(router.closeCount == 0)
    }

    @Test func aRefusedName_isAskedAgain() async {
        interactor.refusal = .invalid(.controlCharacters(field: .player(.name)))

        await enter("\u{1B}[31mred")

        #expect(view.last == PlayerAddViewModel(message: .error("Name can't contain control characters.")))
    }

    @Test func message_clearsOnTheNextAnswer() async {
        interactor.refusal = .invalid(.notANumber(field: .player(.age)))
        await enter("Ann")
        #expect(view.last?.message != nil)

        interactor.refusal = nil
        await enter("Ann")

        #expect(view.last?.message == nil)
        #expect(view.last?.step == .field(.age))
    }

    // MARK: Help and leaving

    @Test(arguments: [
        (
            PlayerField.name,
            "Type the player's name (up to 50 characters); it is the only field you must fill in. Enter alone, cancel or b leaves without saving. To type b, back, cancel or ? as the value itself, put a backslash first: \\b."
        ),
        (.age, "Type the age in whole years, 1 to 120, or press Enter alone to skip it. Type cancel (or b) to leave without saving this player."),
        (
            .position,
            "Type the number of the position in the list above, or its name, or press Enter alone to skip it. Type cancel (or b) to leave without saving this player."
        ),
        (
            .skill,
            "Type the number of the skill in the list above, or its name, or press Enter alone to skip it. Type cancel (or b) to leave without saving this player."
        ),
        (
            .favouriteTeam,
            "Type the team the player supports, or press Enter alone to skip it. Type cancel (or b) to leave without saving this player. To type b, back, cancel or ? as the value itself, put a backslash first: \\b."
        ),
    ])
    func help_atEveryField_explainsItAndHowToLeave_andAsksTheSameFieldAgain(field: PlayerField, expected: String) async {
        let answers = ["Ann", "30", "5", "2"].prefix(PlayerField.allCases.firstIndex(of: field)!)
        for answer in answers { await enter(answer) }
        let asked = view.last?.step ?? .field(.name)

        sut.didAskForHelp()

        #expect(view.last?.message == .info(expected))
        #expect(view.last?.step == asked)
        #expect(interactor.calls == answers.enumerated().map { "\(PlayerField.allCases[$0.offset].rawValue) \($0.element)" })
        #expect(router.closeCount == 0)
    }

    @Test func help_afterARefusal_replacesTheError() async {
        await enter("Ann")
        interactor.refusal = .invalid(.notANumber(field: .player(.age)))
        await enter("b")

        sut.didAskForHelp()

        #expect(view.last?.message?.kind == .info)
    }

    @Test func cancel_atALaterField_leavesWithoutSavingAndForgetsTheDraft() async {
        await enter("Ann", "30")

        sut.didChooseCancel()

        #expect(interactor.calls == ["name Ann", "age 30", "discard"])
        #expect(router.closeCount == 1)
        #expect(view.last == PlayerAddViewModel(), "the form starts afresh if shown again")
    }

    // MARK: Saving fails

    @Test func save_whenTheStoreFails_offersRetry() async {
        interactor.draft = Footballer(name: "Ann")

        await failedToSave()

        #expect(view.last == PlayerAddViewModel(name: "Ann", step: .saveFailed, message: .error(Self.diskFull)))
        #expect(router.closeCount == 0)
        #expect(!interactor.calls.contains("discard"))
    }

    @Test func save_saysItIsSavingWhileTheStoreWorks_thenWhatCameOfIt() async {
        await failedToSave()

        #expect(view.displayed.dropLast().last?.message == .working("Saving the player…"))
        #expect(view.last?.message == .error(Self.diskFull))
    }

    @Test func save_whenRetrySucceeds_closes() async {
        await failedToSave()

        interactor.saveFailure = nil
        await sut.didChooseSave()

        #expect(interactor.calls.suffix(3) == ["save", "save", "discard"])
        #expect(router.closeCount == 1)
    }

    @Test func save_whenRetryFailsAgain_staysOnTheFailure() async {
        await failedToSave()

        await sut.didChooseSave()

        #expect(interactor.calls.filter { $0 == "save" }.count == 2)
        #expect(view.last?.step == .saveFailed)
        #expect(router.closeCount == 0)
    }

    @Test func cancel_afterAFailedSave_closesWithoutTryingAgain() async {
        await failedToSave()

        sut.didChooseCancel()

        #expect(interactor.calls.filter { $0 == "save" }.count == 1)
        #expect(interactor.calls.last == "discard")
        #expect(router.closeCount == 1)
    }

    @Test func unknownCommand_afterAFailedSave_isReportedAndKeepsTheChoice() async {
        await failedToSave()

        sut.didEnterUnknownCommand("xyz")

        #expect(view.last?.message == .unknownCommand("xyz"))
        #expect(view.last?.step == .saveFailed)
    }

    @Test func didChooseSave_whileAskingAField_doesNothing() async {
        await sut.didChooseSave()

        #expect(interactor.calls.isEmpty)
        #expect(view.displayed.isEmpty)
    }

    @Test func didEnterField_afterAFailedSave_doesNothing() async {
        await failedToSave()
        let shown = view.displayed.count
        let calls = interactor.calls

        await enter("Bob")

        #expect(view.displayed.count == shown)
        #expect(interactor.calls == calls)
    }
}
