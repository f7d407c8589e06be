import Domain
import Testing
import TerminalUI
import TestSupport
@testable import PlayerAdd

/// The assembled module driven like a user through a pipe: one answer per line.
@MainActor
@Suite struct PlayerAddModuleTests {
    let players = FakePlayersService()
    let navigator = Navigator()
    let list = StubScreen(title: "Players")

    init() {
        navigator.push(list)
    }

    /// Opens the new-player screen over the list and runs the lines through the real loop.
    func run(_ lines: [String]) async -> ScriptedTerminal {
        navigator.push(PlayerAddModule.build(players: players, navigator: navigator))
        let terminal = ScriptedTerminal(lines: lines)
        _ = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()
        return terminal
    }

    @Test func build_savesThePlayerTypedLineByLineAndReturnsToTheList() async {
        let terminal = await run(["Ann", "abc", "30", "5", "2", "Arsenal"])

        #expect(players.snapshot.players.map(\.details) == [
            PlayerDetails(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"),
        ])
        #expect(navigator.stack.count == 1)
        #expect(navigator.top === list)
        #expect(list.appearances == 1, "the list reappears, so it reloads itself")
        #expect(terminal.output.contains("Age must be a whole number."))
        #expect(terminal.output.contains(" 5 striker (ST)"))
    }

    @Test func build_whenSavingFails_keepsTheFormUntilRetrySucceeds() async {
        players.fail(with: .unavailable("disk"))
        navigator.push(PlayerAddModule.build(players: players, navigator: navigator))
        let screen = navigator.top

        for line in ["Ann", "", "", "", ""] { await screen?.handle(line) }
        #expect(screen?.content.message == .error("Storage is unavailable (disk). Type s to try saving again, or b to cancel."))
        #expect(screen?.content.body.first == .text("Name:            Ann"))

        players.fail(with: nil)
        await screen?.handle("s")

        #expect(players.snapshot.players.map(\.name) == ["Ann"])
        #expect(navigator.top === list)
    }

    @Test func build_withABlankName_returnsToTheListWithoutSaving() async {
        _ = await run([""])

        #expect(players.snapshot.calls.isEmpty)
        #expect(navigator.top === list)
    }

    @Test func build_cancelledAfterAFailedSave_comesBackWithAnEmptyForm() async {
        players.fail(with: .unavailable("disk"))
        let screen = PlayerAddModule.build(players: players, navigator: navigator)
        navigator.push(screen)
        for line in ["Ann", "30", "", "", "", "b"] { await screen.handle(line) }
        #expect(navigator.top === list)

        navigator.push(screen)
        await screen.willAppear()

        #expect(screen.content.body.prefix(2) == [.text("Name:            —"), .text("Age:             —")])
        #expect(screen.content.prompt == .text("Name (blank to cancel):"))
        #expect(players.snapshot.players.isEmpty)
    }
}
