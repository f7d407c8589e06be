import Domain
import TerminalUI
import TestSupport
import Testing

@testable import PlayerDetail

@MainActor
final class PlayerDetailPresenterSpy: PlayerDetailPresenting {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didChooseRow(number: Int) { events.append("row:\(number)") }
    func didChooseBack() { events.append("back") }
    func didChooseRecords() { events.append("records") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
}

extension PlayerDetailViewModel {
    /// The three sections with these values, as the presenter words them.
    static func player(
        _ name: String, age: String = "—", position: String = "—", skill: String = "—", team: String = "—", message: Message? = nil
    ) -> PlayerDetailViewModel {
        PlayerDetailViewModel(
            name: name,
            groups: [
                PlayerDetailGroup(
                    title: "Personal", rows: [PlayerDetailRow(number: 1, label: "Name", value: name), PlayerDetailRow(number: 2, label: "Age", value: age)]),
                PlayerDetailGroup(
                    title: "Play",
                    rows: [
                        PlayerDetailRow(number: 3, label: "Preferred position", value: position), PlayerDetailRow(number: 4, label: "Skill", value: skill),
                    ]),
                PlayerDetailGroup(title: "Likes", rows: [PlayerDetailRow(number: 5, label: "Favourite team", value: team)]),
            ], message: message)
    }

    static let ann = player("Ann Smith", age: "30", position: "striker (ST)", skill: "amateur", team: "Arsenal")
}

@MainActor
@Suite struct PlayerDetailViewTests {
    let presenter = PlayerDetailPresenterSpy()
    var sut: PlayerDetailView { PlayerDetailView(presenter: presenter) }

    /// A title line without status: no trailing spaces.
    func titleLine(_ title: String) -> String {
        " Football Gather · " + title
    }

    // MARK: Content

    @Test func content_showsTheSectionsWithNumberedRowsAndCommands() {
        let view = sut
        view.display(.ann)

        #expect(
            view.content.renderedText() == """
                \(titleLine("Ann Smith"))
                ────────────────────────────────────────────────────────────────────────────────
                 Personal
                 1  Name                Ann Smith
                 2  Age                 30

                 Play
                 3  Preferred position  striker (ST)
                 4  Skill               amateur

                 Likes
                 5  Favourite team      Arsenal

                 1-5 edit   r records   b back   ? help
                > 
                """)
    }

    @Test func content_showsMissingValuesAsADashAndTheNewsOfASave() {
        let view = sut
        view.display(.player("Dmitri", message: .success("Favourite team cleared.")))

        #expect(
            view.content.renderedText() == """
                \(titleLine("Dmitri"))
                ────────────────────────────────────────────────────────────────────────────────
                 Personal
                 1  Name                Dmitri
                 2  Age                 —

                 Play
                 3  Preferred position  —
                 4  Skill               —

                 Likes
                 5  Favourite team      —

                 Favourite team cleared.
                 1-5 edit   r records   b back   ? help
                > 
                """)
    }

    @Test func content_beforeAnythingIsShown_offersOnlyBack() {
        let view = sut

        #expect(view.content.title == "Player")
        #expect(view.content.body.isEmpty)
        #expect(view.content.actions == [PlayerDetailView.back])
    }

    @Test func content_withASingleRow_offersThatNumber() {
        let view = sut
        view.display(
            PlayerDetailViewModel(
                name: "Ann",
                groups: [
                    PlayerDetailGroup(title: "Personal", rows: [PlayerDetailRow(number: 1, label: "Name", value: "Ann")])
                ]))

        #expect(view.content.actions.first?.key == "1")
    }

    @Test func help_explainsEveryCommand() {
        let view = sut
        view.display(.ann)

        #expect(
            view.content.renderedText(showingHelp: true).hasSuffix(
                """
                 Commands
                  1-5  Type a row's number to change it, e.g. 2 for the age.
                  r    This player's wins, draws, losses and goals, and their last five matches.
                  b    Back to your players.
                  ?    Show this help.
                  q    Quit Football Gather.
                > 
                """))
    }

    @Test func content_showsValuesWithEscapeSequencesSafely() {
        let view = sut
        let name = "\u{1B}[2J\u{1B}]0;pwned\u{07}Eve\u{202E}"
        view.display(.player(name, team: "\u{9B}31mReds", message: .success("Name is now \(name).")))

        let text = view.content.renderedText()
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(!text.contains("\u{202E}"))
        #expect(text.hasPrefix(" Football Gather · \u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}Eve\u{FFFD}"))
        #expect(text.contains(" 1  Name                \u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}Eve\u{FFFD}\n"))
        #expect(text.contains(" 5  Favourite team      \u{FFFD}31mReds\n"))
    }

    @Test func content_withTheLongestValues_staysWithinTheWidth() {
        let view = sut
        let long = String(repeating: "W", count: Validation.nameMaximumLength)
        view.display(.player(long, team: long))

        let lines = view.content.renderedText().split(separator: "\n")
        #expect(lines.allSatisfy { SafeText.width(String($0)) <= 80 })
        #expect(lines.contains { $0 == " 5  Favourite team      " + long })
    }

    // MARK: Input

    @Test func handle_mapsCommandsToPresenterEvents() async {
        let view = sut
        view.display(.ann)
        let lines = ["1", " 5 ", "0", "9", "b", "BACK", "", "2 3", "e 2", "9999999999", "dance", "B 1", "r", "Records", "r 1"]

        for line in lines { await view.handle(line) }

        #expect(
            presenter.events == [
                "row:1", "row:5", "row:0", "row:9", "back", "back",
                "unknown:2 3", "unknown:e 2", "row:9999999999", "unknown:dance", "unknown:B 1", "records", "records", "unknown:r 1",
            ])
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
            .player(
                "Maximiliana Alexandra Wolfeschlegelsteinhausen", age: "30", position: "midfielder (MID)", skill: "professional",
                team: "Borussia Mönchengladbach und Freunde"))

        #expect(view.content.widthProblems(width: width) == [])
    }
}
