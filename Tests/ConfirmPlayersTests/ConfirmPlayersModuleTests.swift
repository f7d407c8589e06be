import Domain
import Testing
import TerminalUI
import TestSupport
@testable import ConfirmPlayers

/// The assembled module driven like a user through a pipe, over a player list.
@MainActor
@Suite struct ConfirmPlayersModuleTests {
    let gathers = FakeGathersService()
    let clock = ManualClock()
    let navigator = Navigator()
    let list = StubScreen(title: "Players")
    let factory = ConfirmPlayersScreenFactorySpy()

    init() {
        navigator.push(list)
    }

    /// Opens the team sheet over the list and runs the lines through the real loop.
    func run(_ lines: [String]) async -> ScriptedTerminal {
        navigator.push(ConfirmPlayersModule.build(
            user: User(id: "1", username: "ann"), players: Player.roster,
            gathers: gathers, clock: clock, navigator: navigator, factory: factory
        ))
        let terminal = ScriptedTerminal(lines: lines)
        _ = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()
        return terminal
    }

    @Test func build_balancesThenStartsTheGatherAndOpensIt() async throws {
        let terminal = await run(["start", "auto", "start"])

        #expect(terminal.output.contains(" Each team needs at least one player"))
        #expect(terminal.output.contains(" Balanced by skill: Team A 4 pts · Team B 4 pts;"))
        let gather = try #require(gathers.snapshot.gathers.first)
        #expect(gather.startedAt == clock.now())
        #expect(gather.players(in: .teamA).map(\.name) == ["Bob", "Carla Díaz"])
        #expect(gather.players(in: .teamB).map(\.name) == ["Ann Smith", "Dmitri"])
        #expect(factory.calls == ["gather:ann"])
        #expect(factory.unfinished == [UnfinishedGather(gather: gather, progress: GatherProgress())])
        #expect(navigator.stack.map(\.content.title) == ["Gather"])
    }

    @Test func build_movesByHandAndKeepsTheTeamsWhenStartingFails() async {
        gathers.fail(with: .unavailable("disk"))

        let terminal = await run(["m 1 3 a", "m 2 b", "start"])

        #expect(terminal.output.contains("""
         Team A (2)         Team B (1)  Bench (1)
         1 Ann Smith   ST   2 Bob  GK   4 Dmitri  —
         3 Carla Díaz  MID

         Moved Bob to Team B.
        """))
        #expect(terminal.output.contains("> start\n Could not start the gather: Storage is unavailable (disk). Type start to try\n again.\n"))
        #expect(navigator.stack.count == 2)
        #expect(factory.calls.isEmpty)
    }

    @Test func build_backReturnsToTheList() async {
        _ = await run(["m 1 a", "b"])

        #expect(navigator.top === list)
        #expect(gathers.snapshot.calls.isEmpty)
    }
}
