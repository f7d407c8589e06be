import Domain
import PlayersInterface
import TerminalUI
import TestSupport
import Testing

@testable import PlayerEdit

/// The assembled module driven like a user through a pipe, over a details screen.
@MainActor
@Suite struct PlayerEditModuleTests {
    /// Every call the roster's service got: Ann Smith is on it, and it takes every valid update.
    let log = ServiceCallLog()
    let ann = Player.annSmith
    let navigator = Navigator()
    let details = StubScreen(title: "Ann Smith")
    let reports = EventLog()

    init() {
        navigator.push(details)
    }

    var players: PlayersServiceDouble { PlayersServiceDouble.roster([.annSmith]).recorded(in: log) }

    /// Opens the editor of `field` over the details and runs the lines through the real loop.
    func run(_ field: PlayerField, _ lines: [String]) async -> ScriptedTerminal {
        navigator.push(
            PlayerEditModule.build(player: ann, field: field, players: players, navigator: navigator) { [reports] in
                reports.entries.append("saved:\($0.age.map(String.init) ?? "-"):\($0.position?.acronym ?? "-")")
            })
        let terminal = ScriptedTerminal(lines: lines)
        _ = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()
        return terminal
    }

    @Test func build_refusesABadAgeThenSavesAGoodOneAndReturnsToTheDetails() async throws {
        let terminal = await run(.age, ["abc", "200", "31"])

        #expect(log.updates == [ann.with { $0.age = 31 }])
        #expect(reports.entries == ["saved:31:MID"])
        #expect(navigator.top === details)
        #expect(details.appearances == 1)
        #expect(terminal.output.contains("Age [30] (1-120, - to clear): abc\n Age must be a whole number.\n"))
        #expect(terminal.output.contains(" Age must be between 1 and 120.\n"))
    }

    @Test func build_choosesAPositionFromTheList() async throws {
        let terminal = await run(.position, ["9", "5"])

        #expect(log.updates == [ann.with { $0.position = .striker }])
        #expect(reports.entries == ["saved:30:ST"])
        #expect(terminal.output.contains(" 3 midfielder (MID)  ← current\n"))
    }

    @Test func build_enterKeepsTheValueAndSavesNothing() async {
        _ = await run(.favouriteTeam, [""])

        #expect(log.updates.isEmpty)
        #expect(reports.entries.isEmpty)
        #expect(navigator.top === details)
    }

    @Test func build_whenSavingFails_keepsTheValueUntilRetrySucceeds() async throws {
        // The save and the first retry.
        log.fail(.updatePlayer, times: 2, with: .unavailable("disk"))
        navigator.push(
            PlayerEditModule.build(player: ann, field: .age, players: players, navigator: navigator) { [reports] in
                reports.entries.append("saved:\($0.age ?? 0)")
            })
        let screen = navigator.top

        await screen?.willAppear()
        await screen?.handle("-")
        #expect(screen?.content.message == .error("Storage is unavailable: disk. Type r to try again, or b to cancel."))
        #expect(screen?.content.body.last == .text("New age:  —  (not saved yet)"))

        await screen?.handle("s")
        #expect(reports.entries.isEmpty)

        await screen?.handle("s")

        #expect(log.updates == Array(repeating: ann.with { $0.age = nil }, count: 3), "the save, the retry that failed, the one that took")
        #expect(reports.entries == ["saved:0"])
        #expect(navigator.top === details)
    }
}
