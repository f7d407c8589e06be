import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import PlayerEdit

/// A player as plain data: all the presenter may know of one.
struct Footballer: PlayerEditEntity {
    var name: String
    var age: Int?
    var position: PlayerPosition?
    var skill: PlayerSkill?
    var favouriteTeam: String?

    static let ann = Footballer(name: "Ann Smith", age: 30, position: .midfielder, skill: .amateur, favouriteTeam: "Arsenal")
    static let dmitri = Footballer(name: "Dmitri")
}

/// Answers as the test says; applies no rule of its own.
@MainActor
final class PlayerEditInteractorStub: PlayerEditInteracting {
    var footballer: Footballer
    let field: PlayerField
    var pendingFootballer: Footballer?
    /// What the next change comes to: an outcome, or a refusal.
    var answer = Result<PlayerEditOutcome, PlayerEditRefusal>.success(.unchanged)
    /// What the next retry comes to.
    var retry = Result<PlayerEditOutcome, PlayerEditRefusal>.success(.unchanged)
    private(set) var calls: [String] = []

    init(player: Footballer, field: PlayerField) {
        footballer = player
        self.field = field
    }

    var player: any PlayerEditEntity { footballer }
    var pending: (any PlayerEditEntity)? { pendingFootballer }

    func change(to value: PlayerFieldValue) async throws(PlayerEditRefusal) -> PlayerEditOutcome {
        calls.append("change \(value)")
        return try answer.get()
    }

    func saveAgain() async throws(PlayerEditRefusal) -> PlayerEditOutcome {
        calls.append("saveAgain")
        return try retry.get()
    }
}

@MainActor
final class PlayerEditRouterSpy: PlayerEditRouting {
    private(set) var calls: [String] = []
    func close() { calls.append("close") }
    func closeToPlayers() { calls.append("closeToPlayers") }
    func closeAfterSaving() { calls.append("closeSaved") }
}

@MainActor
final class PlayerEditViewSpy: PlayerEditDisplaying {
    private(set) var displayed: [PlayerEditViewModel] = []
    var last: PlayerEditViewModel? { displayed.last }
    func display(_ viewModel: PlayerEditViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct PlayerEditPresenterTests {
    let router = PlayerEditRouterSpy()
    let view = PlayerEditViewSpy()

    /// The presenter of `interactor`, shown.
    func showing(_ interactor: PlayerEditInteractorStub) -> PlayerEditPresenter {
        let sut = PlayerEditPresenter(interactor: interactor, router: router)
        sut.view = view
        sut.viewWillAppear()
        return sut
    }

    /// Editing the age of Ann (30), whose save of 31 failed.
    func failedToSaveAge() async -> (PlayerEditPresenter, PlayerEditInteractorStub) {
        let interactor = PlayerEditInteractorStub(player: .ann, field: .age)
        let sut = showing(interactor)
        interactor.answer = .failure(.failed(.unavailable("disk")))
        interactor.pendingFootballer = Footballer.ann.with(age: 31)
        await sut.didEnterValue(.age(31))
        return (sut, interactor)
    }

    static let diskFull = "Storage is unavailable: disk. Type r to try again, or b to cancel."

    // MARK: Showing

    @Test func viewWillAppear_forAFreeTextField_showsTheCurrentValue() {
        _ = showing(PlayerEditInteractorStub(player: .ann, field: .age))

        #expect(view.displayed == [PlayerEditViewModel(field: .age, playerName: "Ann Smith", current: "30")])
    }

    @Test func viewWillAppear_forAChoiceField_listsTheChoicesWithTheCurrentOneMarked() {
        _ = showing(PlayerEditInteractorStub(player: .ann, field: .position))

        #expect(
            view.last
                == PlayerEditViewModel(
                    field: .position, playerName: "Ann Smith", current: "midfielder (MID)",
                    choices: [
                        PlayerEditChoice(number: 1, label: "goalkeeper (GK)"),
                        PlayerEditChoice(number: 2, label: "defender (DEF)"),
                        PlayerEditChoice(number: 3, label: "midfielder (MID)", isCurrent: true),
                        PlayerEditChoice(number: 4, label: "winger (W)"),
                        PlayerEditChoice(number: 5, label: "striker (ST)"),
                        PlayerEditChoice(number: 0, label: "none"),
                    ]))
    }

    @Test func viewWillAppear_forAnEmptyChoice_marksNone() {
        _ = showing(PlayerEditInteractorStub(player: .dmitri, field: .skill))

        #expect(view.last?.current == nil)
        #expect(
            view.last?.choices == [
                PlayerEditChoice(number: 1, label: "beginner"),
                PlayerEditChoice(number: 2, label: "amateur"),
                PlayerEditChoice(number: 3, label: "professional"),
                PlayerEditChoice(number: 0, label: "none", isCurrent: true),
            ])
    }

    @Test(arguments: [
        (PlayerField.name, "Ann Smith"), (.age, "30"), (.position, "midfielder (MID)"), (.skill, "amateur"), (.favouriteTeam, "Arsenal"),
    ])
    func viewWillAppear_showsEachFieldsValue(field: PlayerField, value: String) {
        _ = showing(PlayerEditInteractorStub(player: .ann, field: field))

        #expect(view.last?.field == field)
        #expect(view.last?.current == value)
    }

    @Test(arguments: [PlayerField.age, .favouriteTeam])
    func viewWillAppear_forAnEmptyFreeTextField_showsNoValue(field: PlayerField) {
        _ = showing(PlayerEditInteractorStub(player: .dmitri, field: field))

        #expect(view.last == PlayerEditViewModel(field: field, playerName: "Dmitri"))
    }

    // MARK: Answers

    @Test func eachValue_reachesTheInteractorAsRead() async {
        let interactor = PlayerEditInteractorStub(player: .ann, field: .name)

        await showing(interactor).didEnterValue(.name("Ann Jones"))

        #expect(interactor.calls == ["change name(\"Ann Jones\")"])
    }

    @Test func anAnswerThatChangesNothing_goesBack() async {
        let interactor = PlayerEditInteractorStub(player: .ann, field: .age)

        await showing(interactor).didEnterValue(.keep)

        #expect(router.calls == ["close"])
        #expect(view.displayed.count == 1)
    }

    @Test func aValue_saysItIsSavingWhileTheStoreWorks_butEnterAloneSavesNothingSoSaysNothing() async {
        let interactor = PlayerEditInteractorStub(player: .ann, field: .age)
        let sut = showing(interactor)

        await sut.didEnterValue(.keep)
        #expect(!view.displayed.contains { $0.message?.kind == .working })

        interactor.answer = .failure(.failed(.unavailable("disk")))
        await sut.didEnterValue(.age(31))
        #expect(view.displayed.dropLast().last?.message == .working("Saving…"))
        #expect(view.last?.message == .error(Self.diskFull))

        await sut.didChooseSave()
        #expect(view.displayed.filter { $0.message == .working("Saving…") }.count == 2)
    }

    @Test func aSavedAnswer_goesBackReportingTheSave() async {
        let interactor = PlayerEditInteractorStub(player: .ann, field: .age)
        interactor.answer = .success(.saved)

        await showing(interactor).didEnterValue(.age(31))

        #expect(router.calls == ["closeSaved"])
    }

    @Test(arguments: [
        (PlayerField.name, PlayerEditRefusal.nameRequired, "A player needs a name: type a new one, or press Enter to keep it."),
        (.name, .invalid(.tooLong(field: .player(.name), maximum: 50)), "Name must be at most 50 characters."),
        (.age, .invalid(.outOfRange(field: .player(.age), range: 1...120)), "Age must be between 1 and 120."),
        (.favouriteTeam, .invalid(.controlCharacters(field: .player(.favouriteTeam))), "Favourite team can't contain control characters."),
    ])
    func aRefusedAnswer_isExplainedAndTheFieldAskedAgain(field: PlayerField, refusal: PlayerEditRefusal, expected: String) async {
        let interactor = PlayerEditInteractorStub(player: .ann, field: field)
        let sut = showing(interactor)
        let before = view.last
        interactor.answer = .failure(refusal)

        await sut.didEnterValue(.name("x"))

        #expect(view.last?.message == .error(expected))
        #expect(view.last?.step == .editing)
        #expect(view.last?.current == before?.current)
        #expect(view.last?.choices == before?.choices)
        #expect(router.calls.isEmpty)
    }

    @Test(arguments: [
        (PlayerField.age, ValidationError.notANumber(field: .player(.age)), "Age must be a whole number."),
        (
            .position, .notAChoice(field: .player(.position), choices: 5),
            "Preferred position: type a number from 1 to 5 or a name, or 0 for none; Enter alone keeps it as it is."
        ),
        (.skill, .notAChoice(field: .player(.skill), choices: 3), "Skill: type a number from 1 to 3 or a name, or 0 for none; Enter alone keeps it as it is."),
    ])
    func anUnreadableLine_isExplainedAndTheFieldAskedAgain_withoutAskingTheInteractor(
        field: PlayerField, problem: ValidationError, expected: String
    ) {
        let interactor = PlayerEditInteractorStub(player: .ann, field: field)
        let sut = showing(interactor)

        sut.didEnterUnreadableValue(problem)

        #expect(view.last?.message == .error(expected))
        #expect(view.last?.step == .editing)
        #expect(interactor.calls.isEmpty)
        #expect(router.calls.isEmpty)
    }

    // MARK: Saving fails

    @Test func save_whenTheStoreFails_showsTheErrorTheWaitingValueAndOffersRetry() async {
        _ = await failedToSaveAge()

        #expect(
            view.last
                == PlayerEditViewModel(
                    field: .age,
                    playerName: "Ann Smith",
                    current: "30",
                    step: .saveFailed(newValue: "31"),
                    message: .error(Self.diskFull)
                ))
        #expect(router.calls.isEmpty)
    }

    @Test func save_whenAChoiceFails_showsTheWaitingChoiceWorded() async {
        let interactor = PlayerEditInteractorStub(player: .ann, field: .position)
        let sut = showing(interactor)
        interactor.answer = .failure(.failed(.unavailable("disk")))
        interactor.pendingFootballer = Footballer(name: "Ann Smith", position: .striker)

        await sut.didEnterValue(.position(.striker))

        #expect(view.last?.step == .saveFailed(newValue: "striker (ST)"))
    }

    @Test func save_whenClearingFails_showsThatTheFieldWaitsToBeCleared() async {
        let interactor = PlayerEditInteractorStub(player: .ann, field: .favouriteTeam)
        let sut = showing(interactor)
        interactor.answer = .failure(.failed(.unavailable("disk")))
        interactor.pendingFootballer = Footballer(name: "Ann Smith")

        await sut.didEnterValue(.clear)

        #expect(view.last?.step == .saveFailed(newValue: nil))
    }

    @Test func saveAgain_whenItSucceeds_goesBackReportingTheSave() async {
        let (sut, interactor) = await failedToSaveAge()
        interactor.retry = .success(.saved)

        await sut.didChooseSave()

        #expect(interactor.calls == ["change age(31)", "saveAgain"])
        #expect(router.calls == ["closeSaved"])
    }

    @Test func saveAgain_whenItFailsAgain_staysOnTheFailure() async {
        let (sut, interactor) = await failedToSaveAge()
        interactor.retry = .failure(.failed(.unavailable("disk")))

        await sut.didChooseSave()

        #expect(view.last?.step == .saveFailed(newValue: "31"))
        #expect(view.last?.message == .error("Storage is unavailable: disk. Type r to try again, or b to cancel."))
        #expect(router.calls.isEmpty)
    }

    /// Deleted in another window: trying again can't work, so it isn't offered, and b goes back to the
    /// players (the details would show someone who no longer exists).
    @Test func aPlayerDeletedElsewhere_saysSo_andBackGoesToThePlayers() async {
        let (sut, interactor) = await failedToSaveAge()
        interactor.retry = .failure(.gone)

        await sut.didChooseSave()

        #expect(view.last?.step == .playerGone)
        #expect(
            view.last?.message
                == .error(
                    "Ann Smith was deleted in another window or on another device, so nothing was saved. Type b to go back to your players."
                ))
        await sut.didChooseSave()
        #expect(interactor.calls == ["change age(31)", "saveAgain"])

        sut.didChooseCancel()
        #expect(router.calls == ["closeToPlayers"])
    }

    @Test func cancel_afterAFailedSave_goesBackWithoutTryingAgain() async {
        let (sut, interactor) = await failedToSaveAge()

        sut.didChooseCancel()

        #expect(interactor.calls == ["change age(31)"])
        #expect(router.calls == ["close"])
    }

    @Test func unknownCommand_afterAFailedSave_isReportedAndKeepsTheValue() async {
        let (sut, _) = await failedToSaveAge()

        sut.didEnterUnknownCommand("xyz")

        #expect(view.last?.message == .unknownCommand("xyz"))
        #expect(view.last?.step == .saveFailed(newValue: "31"))
    }

    @Test func didChooseSave_whileEditing_doesNothing() async {
        let interactor = PlayerEditInteractorStub(player: .ann, field: .age)
        let sut = showing(interactor)

        await sut.didChooseSave()

        #expect(interactor.calls.isEmpty)
        #expect(view.displayed.count == 1)
    }

    @Test func didEnterValue_afterAFailedSave_doesNothing() async {
        let (sut, interactor) = await failedToSaveAge()
        let shown = view.displayed.count

        await sut.didEnterValue(.age(32))

        #expect(view.displayed.count == shown)
        #expect(interactor.calls == ["change age(31)"])
    }

    // MARK: Help, cancel, messages

    @Test(arguments: [
        (
            PlayerField.name,
            "Type the new name and press Enter. Enter alone keeps it as it is; b goes back. To type b, back, cancel or ? as the value itself, put a backslash first: \\b."
        ),
        (
            .age,
            "Type the new age and press Enter. Enter alone keeps it as it is; - clears it; b goes back. To type b, back, cancel or ? as the value itself, put a backslash first: \\b."
        ),
        (
            .favouriteTeam,
            "Type the new favourite team and press Enter. Enter alone keeps it as it is; - clears it; b goes back. To type b, back, cancel or ? as the value itself, put a backslash first: \\b."
        ),
        (.position, "Type the number of your choice, or its name, and press Enter (0 for none). Enter alone keeps it as it is; b goes back."),
        (.skill, "Type the number of your choice, or its name, and press Enter (0 for none). Enter alone keeps it as it is; b goes back."),
    ])
    func help_explainsHowToAnswer(field: PlayerField, expected: String) {
        showing(PlayerEditInteractorStub(player: .ann, field: field)).didAskForHelp()

        #expect(view.last?.message == .info(expected))
        #expect(view.last?.step == .editing)
    }

    @Test func cancel_goesBackWithoutSaving() {
        let interactor = PlayerEditInteractorStub(player: .ann, field: .position)

        showing(interactor).didChooseCancel()

        #expect(router.calls == ["close"])
        #expect(interactor.calls.isEmpty)
    }

    @Test func messages_clearOnTheNextEvent() async {
        let interactor = PlayerEditInteractorStub(player: .ann, field: .age)
        let sut = showing(interactor)
        sut.didEnterUnreadableValue(.notANumber(field: .player(.age)))
        #expect(view.last?.message?.kind == .error)

        sut.didAskForHelp()
        #expect(view.last?.message?.kind == .info)

        interactor.answer = .failure(.failed(.unavailable("disk")))
        await sut.didEnterValue(.age(31))
        #expect(view.last?.message == .error(Self.diskFull))
    }
}

extension Footballer {
    func with(age: Int?) -> Footballer {
        var copy = self
        copy.age = age
        return copy
    }
}
