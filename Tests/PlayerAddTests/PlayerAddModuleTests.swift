import Domain
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import PlayerAdd

/// The assembled module driven like a user through a pipe: one answer per line.
@MainActor
@Suite struct PlayerAddModuleTests {
    /// The user whose roster the player joins, on an in-memory store.
    let coach: RegisteredUser
    let navigator = Navigator()
    let list = StubScreen(title: "Players")

    init() async throws {
        coach = try await RegisteredUser.make("coach")
        navigator.push(list)
    }

    var roster: [PlayerDetails] {
        get async throws { try await coach.players.players().map(\.details) }
    }

    /// Opens the new-player screen over the list and runs the lines through the real loop.
    func run(_ lines: [String]) async -> ScriptedTerminal {
        navigator.push(PlayerAddModule.build(players: coach.players, navigator: navigator))
        let terminal = ScriptedTerminal(lines: lines)
        _ = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()
        return terminal
    }

    @Test func build_savesThePlayerTypedLineByLineAndReturnsToTheList() async throws {
        let terminal = await run(["Ann", "abc", "30", "5", "2", "Arsenal"])

        #expect(
            try await roster == [
                PlayerDetails(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal")
            ])
        #expect(navigator.stack.count == 1)
        #expect(navigator.top === list)
        #expect(list.appearances == 1, "the list reappears, so it reloads itself")
        #expect(terminal.output.contains("Age must be a whole number."))
        #expect(terminal.output.contains(" 5 striker (ST)"))
    }

    @Test func build_whenSavingFails_keepsTheFormUntilRetrySucceeds() async throws {
        coach.services.fail(.addPlayer, times: 1, with: .unavailable("disk"))
        navigator.push(PlayerAddModule.build(players: coach.players, navigator: navigator))
        let screen = navigator.top

        for line in ["Ann", "", "", "", ""] { await screen?.handle(line) }
        #expect(screen?.content.message == .error("Storage is unavailable: disk. Type r to try again, or b to cancel."))
        #expect(screen?.content.body.first == .text("Name:            Ann"))

        await screen?.handle("s")

        #expect(try await roster.map(\.name) == ["Ann"])
        #expect(navigator.top === list)
    }

    @Test func build_withABlankName_returnsToTheListWithoutSaving() async {
        _ = await run([""])

        #expect(coach.services.calls.isEmpty)
        #expect(navigator.top === list)
    }

    @Test func build_cancelledAfterAFailedSave_comesBackWithAnEmptyForm() async throws {
        coach.services.fail(.addPlayer, times: 1, with: .unavailable("disk"))
        let screen = PlayerAddModule.build(players: coach.players, navigator: navigator)
        navigator.push(screen)
        for line in ["Ann", "30", "", "", "", "b"] { await screen.handle(line) }
        #expect(navigator.top === list)

        navigator.push(screen)
        await screen.willAppear()

        #expect(screen.content.body.prefix(2) == [.text("Name:            —"), .text("Age:             —")])
        #expect(screen.content.prompt == .text("Name (blank to cancel):"))
        #expect(try await roster.isEmpty)
    }

    @Test func build_aQuestionMarkForTheName_showsHelpAndCreatesNobody() async throws {
        let terminal = await run(["?", "", "", "", ""])

        #expect(terminal.output.contains("Type the player's name (up to 50 characters)"))
        #expect(try await roster.isEmpty, "no player called “?”")
        #expect(navigator.top === list, "the blank name after the help leaves")
    }

    @Test(arguments: 0..<PlayerField.allCases.count)
    func build_cancelAtAnyField_leavesAndSavesNothing_askingFirstOnceANameIsTyped(answered: Int) async throws {
        let answer = answered > 0 ? ["y"] : []
        let terminal = await run(Array(["Ann", "30", "5", "2"].prefix(answered)) + ["?", "cancel"] + answer + ["", "", "", ""])

        #expect(terminal.output.contains("Type cancel to leave without saving"))
        #expect(terminal.output.contains("Leave without saving Ann? (y/n)") == (answered > 0))
        #expect(try await roster.isEmpty)
        #expect(navigator.top === list)
    }
}
