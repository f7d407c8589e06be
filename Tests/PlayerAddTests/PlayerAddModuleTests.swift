import Domain
import PlayersInterface
import TerminalUI
import TestSupport
import Testing

@testable import PlayerAdd

/// The assembled module driven like a user through a pipe: one answer per line.
@MainActor
@Suite struct PlayerAddModuleTests {
    /// Every call the roster's service got; the roster is empty and takes every valid player added.
    let log = ServiceCallLog()
    let navigator = Navigator()
    let list = StubScreen(title: "Players")

    init() {
        navigator.push(list)
    }

    var players: PlayersServiceDouble { PlayersServiceDouble.roster().recorded(in: log) }

    /// Every player the service was asked to add, in order, failed attempts included.
    var added: [PlayerDetails] {
        log.calls.compactMap { call in
            if case .addPlayer(let details) = call { details } else { nil }
        }
    }

    /// Opens the new-player screen over the list and runs the lines through the real loop.
    func run(_ lines: [String]) async -> ScriptedTerminal {
        navigator.push(PlayerAddModule.build(players: players, navigator: navigator))
        let terminal = ScriptedTerminal(lines: lines)
        _ = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()
        return terminal
    }

    @Test func build_savesThePlayerTypedLineByLineAndReturnsToTheList() async throws {
        let terminal = await run(["Ann", "abc", "30", "5", "2", "Arsenal"])

        #expect(added == [PlayerDetails(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal")])
        #expect(navigator.stack.count == 1)
        #expect(navigator.top === list)
        #expect(list.appearances == 1, "the list reappears, so it reloads itself")
        #expect(terminal.output.contains("Age must be a whole number."))
        #expect(terminal.output.contains(" 5 striker (ST)"))
    }

    @Test func build_whenSavingFails_keepsTheFormUntilRetrySucceeds() async throws {
        log.fail(.addPlayer, times: 1, with: .unavailable("disk"))
        navigator.push(PlayerAddModule.build(players: players, navigator: navigator))
        let screen = navigator.top

        for line in ["Ann", "", "", "", ""] { await screen?.handle(line) }
        #expect(screen?.content.message == .error("Storage is unavailable: disk. Type r to try again, or b to cancel."))
        #expect(screen?.content.body.first == .text("Name:            Ann"))

        await screen?.handle("s")

        #expect(added.map(\.name) == ["Ann", "Ann"], "the same draft sent again")
        #expect(navigator.top === list)
    }

    @Test func build_withABlankName_returnsToTheListWithoutSaving() async {
        _ = await run([""])

        #expect(log.calls.isEmpty)
        #expect(navigator.top === list)
    }

    @Test func build_cancelledAfterAFailedSave_comesBackWithAnEmptyForm() async throws {
        log.fail(.addPlayer, times: 1, with: .unavailable("disk"))
        let screen = PlayerAddModule.build(players: players, navigator: navigator)
        navigator.push(screen)
        for line in ["Ann", "30", "", "", "", "b"] { await screen.handle(line) }
        #expect(navigator.top === list)

        navigator.push(screen)
        await screen.willAppear()

        #expect(screen.content.body.prefix(2) == [.text("Name:            —"), .text("Age:             —")])
        #expect(screen.content.prompt == .text("Name (blank to cancel):"))
        #expect(added == [PlayerDetails(name: "Ann", age: 30)], "only the save that failed")
    }

    @Test func build_aQuestionMarkForTheName_showsHelpAndCreatesNobody() async throws {
        let terminal = await run(["?", "", "", "", ""])

        #expect(terminal.output.contains("Type the player's name (up to 50 characters)"))
        #expect(added.isEmpty, "no player called “?”")
        #expect(navigator.top === list, "the blank name after the help leaves")
    }

    @Test(arguments: 0..<PlayerField.allCases.count)
    func build_cancelAtAnyField_leavesAndSavesNothing_askingFirstOnceANameIsTyped(answered: Int) async throws {
        let answer = answered > 0 ? ["y"] : []
        let terminal = await run(Array(["Ann", "30", "5", "2"].prefix(answered)) + ["?", "cancel"] + answer + ["", "", "", ""])

        #expect(terminal.output.contains("Type cancel to leave without saving"))
        #expect(terminal.output.contains("Leave without saving Ann? (y/n)") == (answered > 0))
        #expect(added.isEmpty)
        #expect(navigator.top === list)
    }
}
