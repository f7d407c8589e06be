import Domain
import TerminalUI
import TestSupport
import Testing

@testable import PlayerEdit

@MainActor
final class PlayerEditPresenterSpy: PlayerEditPresenting {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didEnterValue(_ value: PlayerFieldValue) async { events.append("value:\(value)") }
    func didEnterUnreadableValue(_ problem: ValidationError) { events.append("unreadable:\(problem)") }
    func didAskForHelp() { events.append("help") }
    func didChooseSave() async { events.append("save") }
    func didChooseCancel() { events.append("cancel") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
}

@MainActor
@Suite struct PlayerEditViewTests {
    let presenter = PlayerEditPresenterSpy()
    var sut: PlayerEditView { PlayerEditView(presenter: presenter) }

    /// A title line without status: no trailing spaces.
    func titleLine(_ title: String) -> String {
        " Football Gather · " + title
    }

    static let positions = [
        PlayerEditChoice(number: 1, label: "goalkeeper (GK)"),
        PlayerEditChoice(number: 2, label: "defender (DEF)"),
        PlayerEditChoice(number: 3, label: "midfielder (MID)", isCurrent: true),
        PlayerEditChoice(number: 4, label: "winger (W)"),
        PlayerEditChoice(number: 5, label: "striker (ST)"),
        PlayerEditChoice(number: 0, label: "none"),
    ]

    // MARK: Content

    @Test func content_forAnAge_showsTheValueAndAPrefilledPrompt() {
        let view = sut
        view.display(PlayerEditViewModel(field: .age, playerName: "Ann Smith", current: "30"))

        #expect(
            view.content.renderedText() == """
                \(titleLine("Edit age"))
                ────────────────────────────────────────────────────────────────────────────────
                 Player:  Ann Smith
                 Age:     30

                 Type the new age, - to clear it, or press Enter alone to keep it.

                Age [30] (1-120, - to clear): 
                """)
    }

    @Test func content_forAChoice_listsTheChoicesWithTheCurrentOneMarked() {
        let view = sut
        view.display(PlayerEditViewModel(field: .position, playerName: "Ann Smith", current: "midfielder (MID)", choices: Self.positions))

        #expect(
            view.content.renderedText() == """
                \(titleLine("Edit preferred position"))
                ────────────────────────────────────────────────────────────────────────────────
                 Player:              Ann Smith
                 Preferred position:  midfielder (MID)

                 1 goalkeeper (GK)
                 2 defender (DEF)
                 3 midfielder (MID)  ← current
                 4 winger (W)
                 5 striker (ST)
                 0 none

                 Type a number or a name (0 for none), or b to go back; Enter alone keeps the
                 current one.

                Preferred position [3] (0-5): 
                """)
    }

    @Test func content_forAnEmptyChoice_marksNoneAndPromptsWithoutADefault() {
        let view = sut
        view.display(
            PlayerEditViewModel(
                field: .skill, playerName: "Dmitri",
                choices: [
                    PlayerEditChoice(number: 1, label: "beginner"),
                    PlayerEditChoice(number: 2, label: "amateur"),
                    PlayerEditChoice(number: 3, label: "professional"),
                    PlayerEditChoice(number: 0, label: "none", isCurrent: true),
                ], message: .error("Skill: type a number from 1 to 3 or a name, or 0 for none; Enter alone keeps it as it is.")))

        #expect(
            view.content.renderedText() == """
                \(titleLine("Edit skill"))
                ────────────────────────────────────────────────────────────────────────────────
                 Player:  Dmitri
                 Skill:   —

                 1 beginner
                 2 amateur
                 3 professional
                 0 none  ← current

                 Type a number or a name (0 for none), or b to go back; Enter alone keeps the
                 current one.

                 Skill: type a number from 1 to 3 or a name, or 0 for none; Enter alone keeps it
                 as it is.
                Skill (0-3): 
                """)
    }

    @Test(arguments: [
        (PlayerField.name, String?("Ann"), Prompt.text("Name [Ann]:"), "Type the new name, or press Enter alone to keep it."),
        (.age, "30", .text("Age [30] (1-120, - to clear):"), "Type the new age, - to clear it, or press Enter alone to keep it."),
        (.age, nil, .text("Age (1-120):"), "Type the age, or press Enter alone to leave it empty."),
        (
            .favouriteTeam, "Arsenal", .text("Favourite team [Arsenal] (- to clear):"),
            "Type the new favourite team, - to clear it, or press Enter alone to keep it."
        ),
        (.favouriteTeam, nil, .text("Favourite team:"), "Type the favourite team, or press Enter alone to leave it empty."),
    ])
    func content_promptsEachFreeTextFieldWithWhatEnterKeeps(field: PlayerField, current: String?, prompt: Prompt, hint: String) {
        let view = sut
        view.display(PlayerEditViewModel(field: field, playerName: "Ann", current: current))

        #expect(view.content.prompt == prompt)
        #expect(view.content.body.last == .text(hint, .dim))
        #expect(view.content.actions.isEmpty)
    }

    @Test func content_afterAFailedSave_showsBothValuesTheErrorAndTheCommands() {
        let view = sut
        view.display(
            PlayerEditViewModel(
                field: .age,
                playerName: "Ann Smith",
                current: "30",
                step: .saveFailed(newValue: "31"),
                message: .error("Storage is unavailable: disk. Type r to try again, or b to cancel.")
            ))

        #expect(
            view.content.renderedText() == """
                \(titleLine("Edit age"))
                ────────────────────────────────────────────────────────────────────────────────
                 Player:   Ann Smith
                 Age:      30
                 New age:  31  (not saved yet)

                 Storage is unavailable: disk. Type r to try again, or b to cancel.
                 r retry   b cancel   ? help
                > 
                """)
    }

    @Test func content_afterAFailedChoiceToClear_hidesTheListAndShowsTheDash() {
        let view = sut
        view.display(
            PlayerEditViewModel(
                field: .position, playerName: "Ann", current: "midfielder (MID)", choices: Self.positions, step: .saveFailed(newValue: nil)
            ))

        #expect(
            view.content.body == [
                .text("Player:                  Ann"),
                .text("Preferred position:      midfielder (MID)"),
                .text("New preferred position:  —  (not saved yet)"),
            ])
        #expect(view.content.prompt == .command)
    }

    @Test func help_afterAFailedSave_explainsTheCommands() {
        let view = sut
        view.display(PlayerEditViewModel(field: .age, playerName: "Ann", current: "30", step: .saveFailed(newValue: "31")))

        #expect(
            view.content.renderedText(showingHelp: true).hasSuffix(
                """
                 Commands
                  r  Try saving the new value again; what you typed is kept.
                  b  Leave without saving; the player stays as it was.
                  ?  Show this help.
                  q  Quit Football Gather.
                > 
                """))
    }

    @Test func content_showsValuesWithEscapeSequencesSafely() {
        let view = sut
        let name = "\u{1B}]0;pwned\u{07}Eve\u{202E}"
        view.display(PlayerEditViewModel(field: .name, playerName: name, current: name))

        let text = view.content.renderedText()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.contains("\u{202E}"))
        #expect(text.contains(" Name:    \u{FFFD}]0;pwned\u{FFFD}Eve\u{FFFD}\n"))
        #expect(text.hasSuffix("Name [\u{FFFD}]0;pwned\u{FFFD}Eve\u{FFFD}]: "))
    }

    // MARK: Input

    /// One meaning per word on every field: b and cancel leave even where a name is typed, and a
    /// value that is one of those words comes after a backslash.
    @Test func handle_whileEditingFreeText_readsEveryLineAsTheValue_butHelpBackAndCancel() async {
        let view = sut
        view.display(PlayerEditViewModel(field: .name, playerName: "Ann", current: "Ann"))

        for line in ["  Bob ", "", "b", "back", "cancel", "s", "-", " ? ", "\\b", " \\cancel", "\\?", "\\\\x"] { await view.handle(line) }

        #expect(
            presenter.events == [
                "value:name(\"Bob\")", "value:keep", "cancel", "cancel", "cancel", "value:name(\"s\")", "value:clear", "help",
                "value:name(\"b\")", "value:name(\"cancel\")", "value:name(\"?\")", "value:name(\"\\\\x\")",
            ])
    }

    @Test func handle_whileChoosing_takesBAsBack() async {
        let view = sut
        view.display(PlayerEditViewModel(field: .skill, playerName: "Ann", choices: Self.positions))

        for line in ["2", " B ", "back", "?", "", "0", "-"] { await view.handle(line) }

        #expect(presenter.events == ["value:skill(Domain.PlayerSkill.amateur)", "cancel", "cancel", "help", "value:keep", "value:clear", "value:clear"])
    }

    @Test func handle_whileEditingTheAge_takesBAsBack() async {
        let view = sut
        view.display(PlayerEditViewModel(field: .age, playerName: "Ann", current: "30"))

        for line in ["31", " B ", "back", "?", "", "-", "thirty", "\\b"] { await view.handle(line) }

        #expect(
            presenter.events == [
                "value:age(31)", "cancel", "cancel", "help", "value:keep", "value:clear",
                "unreadable:\(ValidationError.notANumber(field: .player(.age)))", "unreadable:\(ValidationError.notANumber(field: .player(.age)))",
            ])
    }

    @Test func handle_afterAFailedSave_mapsCommandsToPresenterEvents() async {
        let view = sut
        view.display(PlayerEditViewModel(field: .age, playerName: "Ann", step: .saveFailed(newValue: "31")))

        for line in ["r", " Retry ", "s", " SAVE ", "b", "back", "c", "Cancel", "", "31", "b 2"] { await view.handle(line) }

        #expect(presenter.events == ["save", "save", "save", "save", "cancel", "cancel", "cancel", "cancel", "unknown:31", "unknown:b 2"])
    }

    @Test func handle_onceThePlayerIsGone_onlyLeaves_andNothingCanBeSaved() async {
        let view = sut
        view.display(PlayerEditViewModel(field: .age, playerName: "Ann", step: .playerGone))

        for line in ["b", " Back ", "c", "cancel", "", "r", "31"] { await view.handle(line) }

        #expect(presenter.events == ["cancel", "cancel", "cancel", "cancel", "unknown:r", "unknown:31"])
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
            PlayerEditViewModel(
                field: .name, playerName: "Maximiliana Alexandra Wolfeschlegelsteinhausen", current: "Maximiliana Alexandra Wolfeschlegelsteinhausen",
                message: .error("Name must be 1 to 40 characters.")))
        #expect(view.content.widthProblems(width: width) == [])

        view.display(
            PlayerEditViewModel(
                field: .position, playerName: "Maximiliana Alexandra Wolfeschlegelsteinhausen", current: "midfielder (MID)", choices: Self.positions))
        #expect(view.content.widthProblems(width: width) == [])
    }
}
