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
    var player = Footballer()
    var draft: any PlayerAddEntity { player }
    /// The next value is refused with this, when set.
    var refusal: PlayerAddRefusal?
    var saveFailure: PlayerAddRefusal?
    /// The namesake said after the name.
    var namesakeOnTheRoster: String?
    private(set) var calls: [String] = []

    /// What comes after each field, as the test scripts it: the form's five fields in turn,
    /// and no name leaves.
    func progress(after field: PlayerField, with value: PlayerFieldValue) -> PlayerAddProgress {
        switch (field, value) {
        case (.name, .keep): .abandoned
        case (.name, _): .next(.age, namesake: namesakeOnTheRoster)
        case (.age, _): .next(.position, namesake: nil)
        case (.position, _): .next(.skill, namesake: nil)
        case (.skill, _): .next(.favouriteTeam, namesake: nil)
        case (.favouriteTeam, _): .complete
        }
    }

    func fill(_ field: PlayerField, with value: PlayerFieldValue) async throws(PlayerAddRefusal) -> PlayerAddProgress {
        calls.append("\(field.rawValue) \(Self.said(value))")
        if let refusal { throw refusal }
        return progress(after: field, with: value)
    }

    func save() async throws(PlayerAddRefusal) {
        calls.append("save")
        if let saveFailure { throw saveFailure }
    }

    func discardDraft() {
        calls.append("discard")
    }

    /// The value as the test typed it: "Ann", "30", "striker"; "" for Enter alone.
    static func said(_ value: PlayerFieldValue) -> String {
        switch value {
        case .keep: ""
        case .clear: "-"
        case .name(let name): name
        case .age(let age): String(age)
        case .position(let position): position.rawValue
        case .skill(let skill): skill.rawValue
        case .favouriteTeam(let team): team
        }
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
    let sut: PlayerAddPresenter

    init() {
        sut = PlayerAddPresenter(interactor: interactor, router: router)
        sut.view = view
    }

    /// Enters each value as the view reads it, one answer per field.
    func enter(_ values: PlayerFieldValue...) async {
        for value in values { await sut.didEnterValue(value) }
    }

    /// Every field answered; saving failed.
    func failedToSave() async {
        interactor.saveFailure = .failed(.unavailable("disk"))
        await enter(.name("Ann"), .keep, .keep, .keep, .keep)
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
        interactor.player = Footballer(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal")

        sut.viewWillAppear()

        #expect(
            view.last
                == PlayerAddViewModel(
                    name: "Ann", age: "30", position: "striker (ST)", skill: "amateur", favouriteTeam: "Arsenal"
                ))
    }

    // MARK: Asking

    @Test func everyField_isAskedInOrderThenThePlayerIsSavedAndTheScreenClosed() async {
        await enter(.name("Ann"))
        #expect(view.last == PlayerAddViewModel(step: .field(.age)))
        await enter(.age(30))
        #expect(view.last == PlayerAddViewModel(choices: Self.positions, step: .field(.position)))
        await enter(.position(.striker))
        #expect(view.last == PlayerAddViewModel(choices: ["beginner", "amateur", "professional"], step: .field(.skill)))
        await enter(.skill(.amateur))
        #expect(view.last == PlayerAddViewModel(step: .field(.favouriteTeam)))
        #expect(router.closeCount == 0)

        await enter(.favouriteTeam("Arsenal"))

        #expect(interactor.calls == ["name Ann", "age 30", "position striker", "skill amateur", "favouriteTeam Arsenal", "save", "discard"])
        #expect(router.closeCount == 1)
        #expect(view.last == PlayerAddViewModel(), "the screen is left asking the name again")
    }

    @Test func aNameLikeOneOnTheRoster_isSaid_andTheNextFieldAsked() async {
        interactor.namesakeOnTheRoster = "Carla D\u{ED}az"

        await enter(.name("carla diaz"))

        #expect(view.last?.step == .field(.age))
        #expect(
            view.last?.message
                == .info(
                    "This looks like Carla D\u{ED}az already on the roster. To add another player all the same, go on; cancel (or b) leaves without saving."
                ))
        await enter(.age(30))
        #expect(view.last?.message == nil, "said once")
    }

    @Test func everyValue_reachesTheInteractorAsRead() async {
        await enter(.name("Ann"), .age(30))

        #expect(interactor.calls == ["name Ann", "age 30"])
    }

    @Test func noName_leavesWithoutSaving() async {
        await enter(.keep)

        #expect(interactor.calls == ["name ", "discard"])
        #expect(router.closeCount == 1)
        #expect(view.last == PlayerAddViewModel())
    }

    @Test func aBlankOptionalField_isAnAnswerLikeAnyOther() async {
        await enter(.name("Ann"), .keep)

        #expect(interactor.calls == ["name Ann", "age "])
        #expect(view.last?.step == .field(.position))
    }

    // MARK: Refusals

    @Test(arguments: [
        (PlayerAddRefusal.invalid(.tooLong(field: .player(.name), maximum: 50)), "Name must be at most 50 characters."),
        (.invalid(.outOfRange(field: .player(.age), range: 1...120)), "Age must be between 1 and 120."),
    ])
    func aRefusedAnswer_isExplainedAndTheSameFieldAskedAgain(refusal: PlayerAddRefusal, expected: String) async {
        await enter(.name("Ann"), .age(30))
        interactor.refusal = refusal

        await enter(.position(.winger))

        #expect(view.last == PlayerAddViewModel(choices: Self.positions, step: .field(.position), message: .error(expected)))
        #expect(router.closeCount == 0)
    }

    @Test(arguments: [
        (ValidationError.notANumber(field: .player(.age)), "Age must be a whole number."),
        (.notAChoice(field: .player(.position), choices: 5), "Position: type a number from 1 to 5 or a name, or leave it blank."),
        (.notAChoice(field: .player(.skill), choices: 3), "Skill: type a number from 1 to 3 or a name, or leave it blank."),
    ])
    func anUnreadableAnswer_isExplainedAndTheSameFieldAskedAgain(problem: ValidationError, expected: String) async {
        await enter(.name("Ann"), .age(30))

        sut.didEnterUnreadableValue(problem)

        #expect(view.last == PlayerAddViewModel(choices: Self.positions, step: .field(.position), message: .error(expected)))
        #expect(interactor.calls == ["name Ann", "age 30"])
        #expect(router.closeCount == 0)
    }

    @Test func anUnreadableAnswer_afterAFailedSave_isIgnored() async {
        await failedToSave()
        let shown = view.displayed.count

        sut.didEnterUnreadableValue(.notANumber(field: .player(.age)))

        #expect(view.displayed.count == shown)
    }

    @Test func aRefusedName_isAskedAgain() async {
        interactor.refusal = .invalid(.controlCharacters(field: .player(.name)))

        await enter(.name("\u{1B}[31mred"))

        #expect(view.last == PlayerAddViewModel(message: .error("Name can't contain control characters.")))
    }

    @Test func message_clearsOnTheNextAnswer() async {
        interactor.refusal = .invalid(.required(field: .player(.name)))
        await enter(.name(""))
        #expect(view.last?.message != nil)

        interactor.refusal = nil
        await enter(.name("Ann"))

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
        let answers = [PlayerFieldValue.name("Ann"), .age(30), .position(.striker), .skill(.amateur)].prefix(PlayerField.allCases.firstIndex(of: field)!)
        for answer in answers { await enter(answer) }
        let asked = view.last?.step ?? .field(.name)

        sut.didAskForHelp()

        #expect(view.last?.message == .info(expected))
        #expect(view.last?.step == asked)
        #expect(interactor.calls == answers.enumerated().map { "\(PlayerField.allCases[$0.offset].rawValue) \(PlayerAddInteractorStub.said($0.element))" })
        #expect(router.closeCount == 0)
    }

    @Test func help_afterARefusal_replacesTheError() async {
        await enter(.name("Ann"))
        interactor.refusal = .invalid(.outOfRange(field: .player(.age), range: 1...120))
        await enter(.age(0))

        sut.didAskForHelp()

        #expect(view.last?.message?.kind == .info)
    }

    @Test func cancel_atALaterField_leavesWithoutSavingAndForgetsTheDraft() async {
        await enter(.name("Ann"), .age(30))

        sut.didChooseCancel()

        #expect(interactor.calls == ["name Ann", "age 30", "discard"])
        #expect(router.closeCount == 1)
        #expect(view.last == PlayerAddViewModel(), "the form starts afresh if shown again")
    }

    @Test func cancel_withANameTyped_asksFirst_noGoesOnWhereItWas_yesLeaves() async {
        await enter(.name("Ann"), .age(30))
        interactor.player = Footballer(name: "Ann")

        sut.didChooseCancel()
        #expect(view.last?.step == .leaving(.position))
        #expect(router.closeCount == 0 && !interactor.calls.contains("discard"), "nothing lost before the answer")

        sut.didAnswerLeave(nil)
        #expect(view.last?.step == .leaving(.position))
        #expect(view.last?.message == .error(Wording.yesOrNo))

        sut.didAnswerLeave(false)
        #expect(view.last?.step == .field(.position))
        #expect(view.last?.message == .info("Ann is kept: go on where you were."))

        sut.didChooseCancel()
        sut.didAnswerLeave(true)
        #expect(router.closeCount == 1)
        #expect(interactor.calls.last == "discard")
    }

    // MARK: Saving fails

    @Test func save_whenTheStoreFails_offersRetry() async {
        interactor.player = Footballer(name: "Ann")

        await failedToSave()

        #expect(view.last == PlayerAddViewModel(name: "Ann", step: .saveFailed, message: .error(Self.diskFull)))
        #expect(router.closeCount == 0)
        #expect(!interactor.calls.contains("discard"))
    }

    @Test func save_whenThePlayerBreaksARule_saysWhyAndOffersRetry() async {
        interactor.saveFailure = .invalid(.required(field: .player(.name)))
        await enter(.name("Ann"), .keep, .keep, .keep, .keep)

        #expect(view.last?.message == .error("Name is required. Type r to try again, or b to cancel."))
        #expect(view.last?.step == .saveFailed)
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

    @Test func didEnterValue_afterAFailedSave_doesNothing() async {
        await failedToSave()
        let shown = view.displayed.count
        let calls = interactor.calls

        await enter(.name("Bob"))

        #expect(view.displayed.count == shown)
        #expect(interactor.calls == calls)
    }
}
