import Domain
import TerminalUI
import TestSupport
import Testing

@testable import PlayerAdd

@MainActor
final class PlayerAddPresenterSpy: PlayerAddPresenting {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didEnterValue(_ value: PlayerFieldValue) async { events.append("value:\(value)") }
    func didEnterUnreadableValue(_ problem: ValidationError) { events.append("unreadable:\(problem)") }
    func didAskForHelp() { events.append("help") }
    func didChooseSave() async { events.append("save") }
    func didChooseCancel() { events.append("cancel") }
    func didAnswerLeave(_ leave: Bool?) { events.append("leave:\(leave.map(String.init) ?? "nil")") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
}

@MainActor
@Suite struct PlayerAddViewTests {
    let presenter = PlayerAddPresenterSpy()
    var sut: PlayerAddView { PlayerAddView(presenter: presenter) }

    @Test func whenAskedWhetherToLeave_yesNoAndBackAreAnswers_andTheQuestionIsThePrompt() async {
        let view = sut
        view.display(PlayerAddViewModel(name: "Ann", step: .leaving(.skill)))
        #expect(view.content.prompt == .text("Leave without saving Ann? (y/n)"))
        for line in ["y", " NO ", "b", "maybe"] { await view.handle(line) }
        #expect(presenter.events == ["leave:true", "leave:false", "leave:false", "leave:nil"])
    }

    /// The title line: no status, so nothing follows the title.
    let titleLine = " Football Gather · New player"

    nonisolated static let positions = ["goalkeeper (GK)", "defender (DEF)", "midfielder (MID)", "winger (W)", "striker (ST)"]
    nonisolated static let skills = ["beginner", "amateur", "professional"]

    @Test func content_atTheFirstStep_listsTheEmptyFieldsAndAsksTheName() {
        let view = sut
        view.display(PlayerAddViewModel())

        #expect(
            view.content.renderedText() == """
                \(titleLine)
                ────────────────────────────────────────────────────────────────────────────────
                 Name:            —
                 Age:             —
                 Position:        —
                 Skill:           —
                 Favourite team:  —

                 Type cancel to leave without saving, or ? for help.

                Name (blank to cancel): 
                """)
    }

    @Test func content_whenAskingThePosition_listsTheAnswersSoFarAndTheNumberedPositions() {
        let view = sut
        view.display(PlayerAddViewModel(name: "Ann", age: "30", choices: Self.positions, step: .field(.position)))

        #expect(
            view.content.renderedText() == """
                \(titleLine)
                ────────────────────────────────────────────────────────────────────────────────
                 Name:            Ann
                 Age:             30
                 Position:        —
                 Skill:           —
                 Favourite team:  —

                 1 goalkeeper (GK)
                 2 defender (DEF)
                 3 midfielder (MID)
                 4 winger (W)
                 5 striker (ST)

                 Type cancel to leave without saving, or ? for help.

                Position (1-5, blank to skip): 
                """)
    }

    @Test func content_whenAskingTheSkill_listsTheNumberedSkills() {
        let view = sut
        view.display(PlayerAddViewModel(name: "Ann", position: "winger (W)", choices: Self.skills, step: .field(.skill)))

        #expect(
            Array(view.content.body.suffix(6).prefix(4)) == [
                .blank, .text("1 beginner"), .text("2 amateur"), .text("3 professional"),
            ])
        #expect(view.content.body[2] == .text("Position:        winger (W)"))
    }

    @Test(arguments: [
        (PlayerAddStep.field(.name), [String](), Prompt.text("Name (blank to cancel):")),
        (.field(.age), [], .text("Age (1-120, blank to skip):")),
        (.field(.position), Self.positions, .text("Position (1-5, blank to skip):")),
        (.field(.skill), Self.skills, .text("Skill (1-3, blank to skip):")),
        (.field(.favouriteTeam), [], .text("Favourite team (blank to skip):")),
        (.saveFailed, [], .command),
    ])
    func content_asksEachFieldWithItsOwnPrompt(step: PlayerAddStep, choices: [String], prompt: Prompt) {
        let view = sut
        view.display(PlayerAddViewModel(choices: choices, step: step))

        #expect(view.content.prompt == prompt)
        #expect(view.content.actions.isEmpty == (step != .saveFailed))
    }

    @Test func content_afterAFailedSave_showsEverythingTypedTheErrorAndTheCommands() {
        let view = sut
        view.display(
            PlayerAddViewModel(
                name: "Ann", age: "30", position: "striker (ST)", skill: "amateur", favouriteTeam: "Arsenal",
                step: .saveFailed,
                message: .error("Storage is unavailable: disk. Type r to try again, or b to cancel.")
            ))

        #expect(
            view.content.renderedText() == """
                \(titleLine)
                ────────────────────────────────────────────────────────────────────────────────
                 Name:            Ann
                 Age:             30
                 Position:        striker (ST)
                 Skill:           amateur
                 Favourite team:  Arsenal

                 Storage is unavailable: disk. Type r to try again, or b to cancel.
                 r retry   b cancel   ? help
                > 
                """)
    }

    @Test func content_showsANameWithEscapeSequencesSafely() {
        let view = sut
        view.display(PlayerAddViewModel(name: "\u{1B}]0;pwned\u{07}ann", favouriteTeam: "\u{202E}lanesra"))

        #expect(!view.content.renderedText().contains("\u{1B}"))
        #expect(!view.content.renderedText().contains("\u{202E}"))
        #expect(view.content.renderedText().contains("\u{FFFD}]0;pwned\u{FFFD}ann"))
    }

    @Test func handle_afterAFailedSave_mapsCommandsToPresenterEvents() async {
        let view = sut
        view.display(PlayerAddViewModel(name: "Ann", step: .saveFailed))

        for line in ["r", " Retry ", "s", " SAVE ", "b", "back", "c", "Cancel", "", "dance", "s now"] { await view.handle(line) }

        #expect(presenter.events == ["save", "save", "save", "save", "cancel", "cancel", "cancel", "cancel", "unknown:dance", "unknown:s now"])
    }

    @Test(arguments: [
        (PlayerField.name, "  Ann  ", "value:name(\"Ann\")"),
        (.name, "", "value:keep"),
        (.name, "   ", "value:keep"),
        (.name, "-", "value:name(\"-\")"),
        (.age, " 30 ", "value:age(30)"),
        (.age, "", "value:keep"),
        (.age, "-3", "value:age(-3)"),
        (.age, "-", "unreadable:notANumber(field: Domain.ValidatedField.player(Domain.PlayerField.age))"),
        (.age, "abc", "unreadable:notANumber(field: Domain.ValidatedField.player(Domain.PlayerField.age))"),
        (.position, "5", "value:position(Domain.PlayerPosition.striker)"),
        (.position, " MID ", "value:position(Domain.PlayerPosition.midfielder)"),
        (.position, "  ", "value:keep"),
        (.position, "0", "unreadable:notAChoice(field: Domain.ValidatedField.player(Domain.PlayerField.position), choices: 5)"),
        (.position, "6", "unreadable:notAChoice(field: Domain.ValidatedField.player(Domain.PlayerField.position), choices: 5)"),
        (.skill, "2", "value:skill(Domain.PlayerSkill.amateur)"),
        (.skill, "-", "unreadable:notAChoice(field: Domain.ValidatedField.player(Domain.PlayerField.skill), choices: 3)"),
        (.favouriteTeam, "  Real Madrid ", "value:favouriteTeam(\"Real Madrid\")"),
        (.favouriteTeam, "\t", "value:keep"),
        (.favouriteTeam, "-", "value:favouriteTeam(\"-\")"),
    ])
    func handle_whileAskingAField_readsTheLineAsTheFieldsValue(field: PlayerField, line: String, event: String) async {
        let view = sut
        view.display(PlayerAddViewModel(step: .field(field)))

        await view.handle(line)

        #expect(presenter.events == [event])
    }

    @Test func handle_backslashB_isAValue() async {
        let view = sut
        view.display(PlayerAddViewModel(step: .field(.name)))

        await view.handle("\\b")

        #expect(presenter.events == ["value:name(\"b\")"])
    }

    @Test(arguments: PlayerField.allCases)
    func handle_atEveryField_questionMarkAsksForHelpAndCancelLeaves(field: PlayerField) async {
        let view = sut
        view.display(PlayerAddViewModel(step: .field(field)))

        for line in ["?", " ? ", "cancel", " CANCEL "] { await view.handle(line) }

        #expect(presenter.events == ["help", "help", "cancel", "cancel"])
    }

    /// One meaning per word on every field: b leaves, a name or a team too; "b" itself comes after a backslash.
    @Test(arguments: PlayerField.allCases)
    func handle_b_leavesAtEveryField_andBackslashBIsTheValue(field: PlayerField) async {
        let view = sut
        view.display(PlayerAddViewModel(step: .field(field)))

        await view.handle("b")
        await view.handle("Back")
        await view.handle("\\B")

        #expect(presenter.events.prefix(2) == ["cancel", "cancel"])
        #expect(presenter.events.count == 3 && !presenter.events[2].hasPrefix("cancel"), "\\B is read as the field's value")
    }

    @Test func content_atEveryField_saysHowToLeaveAndWhereHelpIs() {
        let view = sut
        for step in PlayerField.allCases.map(PlayerAddStep.field) {
            view.display(PlayerAddViewModel(step: step))
            #expect(view.content.body.last == .text("Type cancel to leave without saving, or ? for help.", .dim))
        }
        view.display(PlayerAddViewModel(step: .saveFailed))
        #expect(!view.content.renderedText().contains("? for help"), "after a failed save the commands say it")
    }

    @Test func willAppear_tellsThePresenter() async {
        let view = sut
        await view.willAppear()
        #expect(presenter.events == ["appear"])
    }

    // MARK: Width

    @Test(arguments: ScreenContent.testedWidths)
    func content_fitsTheWidth(width: Int) {
        let view = sut
        view.display(
            PlayerAddViewModel(
                name: "Maximiliana Alexandra Wolfeschlegelsteinhausen", age: "30", favouriteTeam: "Borussia Mönchengladbach", choices: Self.positions,
                step: .field(.position)))

        #expect(view.content.widthProblems(width: width) == [])
    }
}
