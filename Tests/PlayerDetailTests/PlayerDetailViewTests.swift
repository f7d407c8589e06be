import Domain
import Testing
import TerminalUI
import TestSupport
@testable import PlayerDetail

@MainActor
final class PlayerDetailPresenterSpy: PlayerDetailPresenting {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didChooseRow(number: Int) { events.append("row:\(number)") }
    func didChooseBack() { events.append("back") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
}

@MainActor
@Suite struct PlayerDetailViewTests {
    let presenter = PlayerDetailPresenterSpy()
    var sut: PlayerDetailView { PlayerDetailView(presenter: presenter) }

    /// A title line without status, padded to the full width.
    func titleLine(_ title: String) -> String {
        let line = " Football Gather · " + title
        return line + String(repeating: " ", count: 80 - SafeText.width(line))
    }

    // MARK: Content

    @Test func content_showsTheSectionsWithNumberedRowsAndCommands() {
        let view = sut
        view.display(PlayerDetailViewModel(player: .ann, message: nil))

        #expect(view.content.renderedText() == """
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

         1-5 edit   b back   ? help
        > 
        """)
    }

    @Test func content_showsMissingValuesAsADashAndTheNewsOfASave() {
        let view = sut
        view.display(PlayerDetailViewModel(player: .dmitri, message: .success("Favourite team cleared.")))

        #expect(view.content.renderedText() == """
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
         1-5 edit   b back   ? help
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
        view.display(PlayerDetailViewModel(name: "Ann", groups: [
            PlayerDetailGroup(section: .personal, rows: [PlayerDetailRow(number: 1, field: .name, value: "Ann")]),
        ]))

        #expect(view.content.actions.first?.key == "1")
    }

    @Test func help_explainsEveryCommand() {
        let view = sut
        view.display(PlayerDetailViewModel(player: .ann, message: nil))

        #expect(view.content.renderedText(showingHelp: true).hasSuffix("""
         Commands
          1-5  Type a row's number to change it, e.g. 2 for the age.
          b    Back to your players.
          ?    Show this help.
          q    Quit Football Gather.
        > 
        """))
    }

    @Test func content_showsValuesWithEscapeSequencesSafely() {
        let view = sut
        let name = "\u{1B}[2J\u{1B}]0;pwned\u{07}Eve\u{202E}"
        view.display(PlayerDetailViewModel(
            player: Player(id: 1, details: PlayerDetails(name: name, favouriteTeam: "\u{9B}31mReds")),
            message: .success("Name is now \(name).")
        ))

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
        view.display(PlayerDetailViewModel(player: Player(id: 1, details: PlayerDetails(name: long, favouriteTeam: long)), message: nil))

        let lines = view.content.renderedText().split(separator: "\n")
        #expect(lines.allSatisfy { SafeText.width(String($0)) <= 80 })
        #expect(lines.contains { $0 == " 5  Favourite team      " + long })
    }

    // MARK: Input

    @Test func handle_mapsCommandsToPresenterEvents() async {
        let view = sut
        view.display(PlayerDetailViewModel(player: .ann, message: nil))
        let lines = ["1", " 5 ", "0", "9", "b", "BACK", "", "2 3", "e 2", "9999999999", "dance"]

        for line in lines { await view.handle(line) }

        #expect(presenter.events == [
            "row:1", "row:5", "row:0", "row:9", "back", "back",
            "unknown:2 3", "unknown:e 2", "unknown:9999999999", "unknown:dance",
        ])
    }

    @Test func willAppear_tellsThePresenter() async {
        let view = sut
        await view.willAppear()
        #expect(presenter.events == ["appear"])
    }
}

/// The assembled module on a real navigator, with an editor the test controls.
@MainActor
@Suite struct PlayerDetailModuleTests {
    let navigator = Navigator()
    let list = StubScreen(title: "Players")
    let factory = PlayerDetailScreenFactorySpy()

    @Test func build_showsThePlayerOpensTheEditorShowsTheSaveAndGoesBack() async throws {
        navigator.push(list)
        let screen = PlayerDetailModule.build(user: User(id: "1", username: "ann"), player: .ann, navigator: navigator, factory: factory)
        navigator.push(screen)
        await screen.willAppear()
        #expect(screen.content.title == "Ann Smith")

        await screen.handle("2")
        #expect(factory.calls == ["edit:ann:Ann Smith:age"])
        #expect(navigator.top?.content.title == "Edit age")

        let onSaved = try #require(factory.onSaved)

        onSaved(.ann.with { $0.age = 31 })
        navigator.pop()
        await screen.willAppear()
        #expect(screen.content.body[2] == .text("2  Age                 31"))
        #expect(screen.content.message == .success("Age is now 31."))

        await screen.handle("b")
        #expect(navigator.top === list)
    }
}
