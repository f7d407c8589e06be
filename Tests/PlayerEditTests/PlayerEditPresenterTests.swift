import Domain
import Testing
import TerminalUI
import TestSupport
@testable import PlayerEdit

@MainActor
final class PlayerEditInteractorSpy: PlayerEditInteracting {
    var failure: ServiceError?
    private(set) var saved: [Player] = []

    func save(_ player: Player) async throws -> Player {
        saved.append(player)
        if let failure { throw failure }
        return player
    }
}

@MainActor
final class PlayerEditRouterSpy: PlayerEditRouting {
    private(set) var calls: [String] = []
    private(set) var savedPlayers: [Player] = []
    func close() { calls.append("close") }
    func close(saved player: Player) {
        calls.append("closeSaved")
        savedPlayers.append(player)
    }
}

@MainActor
final class PlayerEditViewSpy: PlayerEditDisplaying {
    private(set) var displayed: [PlayerEditViewModel] = []
    var last: PlayerEditViewModel? { displayed.last }
    func display(_ viewModel: PlayerEditViewModel) { displayed.append(viewModel) }
}

extension Player {
    static let ann = Player(id: 11, details: PlayerDetails(
        name: "Ann Smith", age: 30, position: .midfielder, skill: .amateur, favouriteTeam: "Arsenal"
    ))
    static let dmitri = Player(id: 14, details: PlayerDetails(name: "Dmitri"))
}

@MainActor
@Suite struct PlayerEditPresenterTests {
    let interactor = PlayerEditInteractorSpy()
    let router = PlayerEditRouterSpy()
    let view = PlayerEditViewSpy()

    /// The presenter editing `field` of `player`, shown.
    func editing(_ field: PlayerField, of player: Player = .ann) -> PlayerEditPresenter {
        let sut = PlayerEditPresenter(player: player, field: field, interactor: interactor, router: router)
        sut.view = view
        sut.viewWillAppear()
        return sut
    }

    // MARK: Showing

    @Test func viewWillAppear_forAFreeTextField_showsTheCurrentValue() {
        _ = editing(.age)

        #expect(view.displayed == [PlayerEditViewModel(field: .age, playerName: "Ann Smith", current: "30")])
    }

    @Test func viewWillAppear_forAChoiceField_listsTheChoicesWithTheCurrentOneMarked() {
        _ = editing(.position)

        #expect(view.last == PlayerEditViewModel(field: .position, playerName: "Ann Smith", current: "midfielder (MID)", choices: [
            PlayerEditChoice(number: 1, label: "goalkeeper (GK)"),
            PlayerEditChoice(number: 2, label: "defender (DEF)"),
            PlayerEditChoice(number: 3, label: "midfielder (MID)", isCurrent: true),
            PlayerEditChoice(number: 4, label: "winger (W)"),
            PlayerEditChoice(number: 5, label: "striker (ST)"),
            PlayerEditChoice(number: 0, label: "none"),
        ]))
    }

    @Test func viewWillAppear_forAnEmptyChoice_marksNone() {
        _ = editing(.skill, of: .dmitri)

        #expect(view.last?.current == nil)
        #expect(view.last?.choices == [
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
        _ = editing(field)

        #expect(view.last?.field == field)
        #expect(view.last?.current == value)
    }

    // MARK: Enter keeps

    @Test(arguments: PlayerField.allCases, ["", "   ", " \t "])
    func enter_keepsTheValueAndGoesBackWithoutSaving(field: PlayerField, line: String) async {
        await editing(field).didEnterValue(line)

        #expect(interactor.saved.isEmpty)
        #expect(router.calls == ["close"])
    }

    @Test(arguments: [
        (PlayerField.name, " Ann Smith "), (.age, "30"), (.age, " 030 "), (.position, "3"), (.skill, "2"), (.favouriteTeam, "Arsenal"),
    ])
    func typingTheSameValue_goesBackWithoutSaving(field: PlayerField, line: String) async {
        await editing(field).didEnterValue(line)

        #expect(interactor.saved.isEmpty)
        #expect(router.calls == ["close"])
    }

    @Test(arguments: [PlayerField.age, .position, .skill, .favouriteTeam])
    func clearingAnEmptyField_goesBackWithoutSaving(field: PlayerField) async {
        await editing(field, of: .dmitri).didEnterValue("-")

        #expect(interactor.saved.isEmpty)
        #expect(router.calls == ["close"])
    }

    // MARK: Free text

    @Test(arguments: [
        (PlayerField.name, "  Ann Jones ", Player.ann.with { $0.name = "Ann Jones" }),
        (.name, "'); DROP TABLE players;--", Player.ann.with { $0.name = "'); DROP TABLE players;--" }),
        (.name, "b", Player.ann.with { $0.name = "b" }),
        (.age, " 31 ", Player.ann.with { $0.age = 31 }),
        (.age, "1", Player.ann.with { $0.age = 1 }),
        (.age, "120", Player.ann.with { $0.age = 120 }),
        (.age, "-", Player.ann.with { $0.age = nil }),
        (.favouriteTeam, " Real Madrid ", Player.ann.with { $0.favouriteTeam = "Real Madrid" }),
        (.favouriteTeam, " - ", Player.ann.with { $0.favouriteTeam = nil }),
        (.favouriteTeam, "⚽️ Boca", Player.ann.with { $0.favouriteTeam = "⚽️ Boca" }),
    ])
    func typingAValidValue_savesItAndGoesBackWithTheSavedPlayer(field: PlayerField, line: String, expected: Player) async {
        await editing(field).didEnterValue(line)

        #expect(interactor.saved == [expected])
        #expect(router.calls == ["closeSaved"])
        #expect(router.savedPlayers == [expected])
    }

    @Test func typingIntoAnEmptyField_setsIt() async {
        let sut = editing(.age, of: .dmitri)

        await sut.didEnterValue("25")

        #expect(interactor.saved == [.dmitri.with { $0.age = 25 }])
    }

    @Test(arguments: [
        (PlayerField.name, "-", "A player needs a name: type a new one, or press Enter to keep it."),
        (.name, String(repeating: "x", count: 51), "Name must be at most 50 characters."),
        (.name, "Ann\u{1B}[31m", "Name can't contain control characters."),
        (.name, "Eve\u{202E}", "Name can't contain control characters."),
        (.age, "abc", "Age must be a whole number."),
        (.age, "12.5", "Age must be a whole number."),
        (.age, "thirty", "Age must be a whole number."),
        (.age, "0", "Age must be between 1 and 120."),
        (.age, "121", "Age must be between 1 and 120."),
        (.age, "-1", "Age must be between 1 and 120."),
        (.age, "99999999999999999999999", "Age must be between 1 and 120."),
        (.age, "--", "Age must be a whole number."),
        (.favouriteTeam, String(repeating: "t", count: 51), "Favourite team must be at most 50 characters."),
        (.favouriteTeam, "Reds\u{7}", "Favourite team can't contain control characters."),
    ])
    func typingABadValue_explainsAndAsksAgainKeepingTheValue(field: PlayerField, line: String, expected: String) async {
        let sut = editing(field)
        let before = view.last

        await sut.didEnterValue(line)

        #expect(view.last?.message == .error(expected))
        #expect(view.last?.step == .editing)
        #expect(view.last?.current == before?.current)
        #expect(interactor.saved.isEmpty)
        #expect(router.calls.isEmpty)
    }

    @Test func afterABadValue_aGoodOneIsSaved() async {
        let sut = editing(.age)

        await sut.didEnterValue("abc")
        await sut.didEnterValue("200")
        await sut.didEnterValue("31")

        #expect(interactor.saved == [.ann.with { $0.age = 31 }])
        #expect(router.calls == ["closeSaved"])
    }

    @Test(arguments: AdversarialInput.all)
    func adversarialInput_atAFreeTextPrompt_isRefusedOrSavedCleanly(input: AdversarialInput) async {
        for field in [PlayerField.name, .age, .favouriteTeam] {
            let interactor = PlayerEditInteractorSpy()
            let router = PlayerEditRouterSpy()
            let sut = PlayerEditPresenter(player: .ann, field: field, interactor: interactor, router: router)
            sut.view = view

            await sut.didEnterValue(input.text)

            if let saved = interactor.saved.first {
                #expect(router.calls == ["closeSaved"])
                #expect((try? Validation.player(saved.details).get()) == saved.details, "\(field)")
            } else if input.text.trimmingCharacters(in: .whitespaces).isEmpty {
                #expect(router.calls == ["close"])
            } else {
                #expect(router.calls.isEmpty)
                #expect(view.last?.message?.kind == .error, "\(field)")
                #expect(view.last?.current == field.shownValue(of: Player.ann.details))
            }
        }
    }

    // MARK: Choices

    @Test(arguments: [
        (PlayerField.position, "1", Player.ann.with { $0.position = .goalkeeper }),
        (.position, " 5 ", Player.ann.with { $0.position = .striker }),
        (.position, "0", Player.ann.with { $0.position = nil }),
        (.position, "-", Player.ann.with { $0.position = nil }),
        (.skill, "1", Player.ann.with { $0.skill = .beginner }),
        (.skill, "3", Player.ann.with { $0.skill = .professional }),
        (.skill, "0", Player.ann.with { $0.skill = nil }),
        (.skill, "-", Player.ann.with { $0.skill = nil }),
    ])
    func choosingANumber_savesThatChoice(field: PlayerField, line: String, expected: Player) async {
        await editing(field).didEnterValue(line)

        #expect(interactor.saved == [expected])
        #expect(router.savedPlayers == [expected])
    }

    @Test(arguments: [
        (PlayerField.position, "6", "Preferred position: type a number from 1 to 5, or 0 for none; Enter alone keeps it as it is."),
        (.position, "x", "Preferred position: type a number from 1 to 5, or 0 for none; Enter alone keeps it as it is."),
        (.position, "-1", "Preferred position: type a number from 1 to 5, or 0 for none; Enter alone keeps it as it is."),
        (.position, "striker", "Preferred position: type a number from 1 to 5, or 0 for none; Enter alone keeps it as it is."),
        (.position, "99999999999999999999999", "Preferred position: type a number from 1 to 5, or 0 for none; Enter alone keeps it as it is."),
        (.skill, "4", "Skill: type a number from 1 to 3, or 0 for none; Enter alone keeps it as it is."),
        (.skill, "1 2", "Skill: type a number from 1 to 3, or 0 for none; Enter alone keeps it as it is."),
    ])
    func choosingSomethingElse_explainsAndAsksAgain(field: PlayerField, line: String, expected: String) async {
        await editing(field).didEnterValue(line)

        #expect(view.last?.message == .error(expected))
        #expect(view.last?.choices.first { $0.isCurrent }?.number == (field == .position ? 3 : 2))
        #expect(interactor.saved.isEmpty)
        #expect(router.calls.isEmpty)
    }

    @Test(arguments: AdversarialInput.all)
    func adversarialInput_atAChoicePrompt_changesNothingUnlessBlank(input: AdversarialInput) async {
        await editing(.position).didEnterValue(input.text)

        #expect(interactor.saved.isEmpty)
        let blank = input.text.trimmingCharacters(in: .whitespaces).isEmpty
        #expect(router.calls == (blank ? ["close"] : []))
        #expect((view.last?.message?.kind == .error) != blank)
    }

    // MARK: Saving fails

    @Test func save_whenTheStoreFails_showsTheErrorKeepsTheValueAndOffersRetry() async {
        interactor.failure = .unavailable("disk")

        await editing(.age).didEnterValue("31")

        #expect(view.last == PlayerEditViewModel(
            field: .age,
            playerName: "Ann Smith",
            current: "30",
            step: .saveFailed(newValue: "31"),
            message: .error("Storage is unavailable (disk). Type s to try saving again, or b to cancel.")
        ))
        #expect(router.calls.isEmpty)
    }

    @Test func save_whenClearingFails_showsThatTheFieldWaitsToBeCleared() async {
        interactor.failure = .unavailable("disk")

        await editing(.favouriteTeam).didEnterValue("-")

        #expect(view.last?.step == .saveFailed(newValue: nil))
    }

    @Test func save_whenTheStoreFailsThenRetrySucceeds_savesTheSameValueAndGoesBack() async {
        interactor.failure = .unavailable("disk")
        let sut = editing(.position)
        await sut.didEnterValue("5")

        interactor.failure = nil
        await sut.didChooseSave()

        let striker = Player.ann.with { $0.position = .striker }
        #expect(interactor.saved == [striker, striker])
        #expect(router.calls == ["closeSaved"])
        #expect(router.savedPlayers == [striker])
    }

    @Test func save_whenRetryFailsAgain_staysOnTheFailure() async {
        interactor.failure = .notFound
        let sut = editing(.name)
        await sut.didEnterValue("Ann Jones")

        await sut.didChooseSave()

        #expect(interactor.saved.count == 2)
        #expect(view.last?.step == .saveFailed(newValue: "Ann Jones"))
        #expect(view.last?.message == .error("That item no longer exists. Type s to try saving again, or b to cancel."))
        #expect(router.calls.isEmpty)
    }

    @Test func save_whenTheStoreFailsThenCancel_goesBackWithoutTryingAgain() async {
        interactor.failure = .unavailable("disk")
        let sut = editing(.age)
        await sut.didEnterValue("31")

        sut.didChooseCancel()

        #expect(interactor.saved.count == 1)
        #expect(router.calls == ["close"])
    }

    @Test func unknownCommand_afterAFailedSave_isReportedAndKeepsTheValue() async {
        interactor.failure = .unavailable("disk")
        let sut = editing(.age)
        await sut.didEnterValue("31")

        sut.didEnterUnknownCommand("xyz")

        #expect(view.last?.message == .unknownCommand("xyz"))
        #expect(view.last?.step == .saveFailed(newValue: "31"))
    }

    @Test func didChooseSave_whileEditing_doesNothing() async {
        let sut = editing(.age)

        await sut.didChooseSave()

        #expect(interactor.saved.isEmpty)
        #expect(view.displayed.count == 1)
    }

    @Test func didEnterValue_afterAFailedSave_doesNothing() async {
        interactor.failure = .unavailable("disk")
        let sut = editing(.age)
        await sut.didEnterValue("31")
        let shown = view.displayed.count

        await sut.didEnterValue("32")

        #expect(view.displayed.count == shown)
        #expect(interactor.saved.count == 1)
    }

    // MARK: Help, cancel, messages

    @Test(arguments: [
        (PlayerField.name, "Type the new name and press Enter. Enter alone keeps it as it is."),
        (.age, "Type the new age and press Enter. Enter alone keeps it as it is; - clears it."),
        (.favouriteTeam, "Type the new favourite team and press Enter. Enter alone keeps it as it is; - clears it."),
        (.skill, "Type the number of your choice and press Enter (0 for none). Enter alone keeps it as it is; b goes back."),
    ])
    func help_explainsHowToAnswer(field: PlayerField, expected: String) {
        editing(field).didAskForHelp()

        #expect(view.last?.message == .info(expected))
        #expect(view.last?.step == .editing)
    }

    @Test func cancel_goesBackWithoutSaving() {
        editing(.position).didChooseCancel()

        #expect(router.calls == ["close"])
        #expect(interactor.saved.isEmpty)
    }

    @Test func messages_clearOnTheNextEvent() async {
        let sut = editing(.age)
        await sut.didEnterValue("abc")
        #expect(view.last?.message != nil)

        sut.didAskForHelp()
        #expect(view.last?.message?.kind == .info)

        interactor.failure = .unavailable("disk")
        await sut.didEnterValue("31")
        #expect(view.last?.message?.kind == .error)
        interactor.failure = nil
        await sut.didChooseSave()
        #expect(router.calls == ["closeSaved"])
    }
}
