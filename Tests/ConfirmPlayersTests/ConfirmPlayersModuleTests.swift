import Domain
import Foundation
import GathersInterface
import TerminalUI
import TestSupport
import Testing

@testable import ConfirmPlayers

/// The assembled module driven like a user through a pipe, over a player list.
@MainActor
@Suite struct ConfirmPlayersModuleTests {
    /// Every call the gathers' service got: no match is unfinished, and one started is answered as stored.
    let log = ServiceCallLog()
    let ann = User(id: "1", username: "ann")
    /// The sample roster, all picked.
    let roster = Player.roster
    let clock = ManualClock()
    let navigator = Navigator()
    let list = StubScreen(title: "Players")
    let factory = ConfirmPlayersScreenFactorySpy()
    let memory = KeptSheet()

    init() {
        navigator.push(list)
    }

    /// The match the screen opened, as the store answered it.
    var opened: Gather? { factory.unfinished.first?.gather }

    /// Opens the team sheet over the list and runs the lines through the real loop.
    func run(_ lines: [String]) async -> ScriptedTerminal {
        navigator.push(
            ConfirmPlayersModule.build(
                user: ann, players: roster, remembered: memory.teams, remember: { [memory] in memory.teams = $0 },
                gathers: GathersServiceDouble.startingMatches().recorded(in: log), shareFiles: ShareFilesSpy(), clock: clock,
                timeZone: TimeZone(secondsFromGMT: 0) ?? .current, navigator: navigator, factory: factory
            ))
        let terminal = ScriptedTerminal(lines: lines)
        _ = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()
        return terminal
    }

    @Test func build_balancesThenStartsTheGatherAndOpensIt() async throws {
        let terminal = await run(["start", "auto", "start"])

        #expect(terminal.output.contains(" Each team needs at least one player"))
        #expect(terminal.output.contains(" Balanced by skill: Team A 4 pts · Team B 4 pts;"))
        let gather = try #require(opened)
        #expect(log.starts == [gather.players])
        #expect(gather.startedAt == clock.now())
        #expect(gather.players(in: .teamA).map(\.name) == ["Bob", "Carla Díaz"])
        #expect(gather.players(in: .teamB).map(\.name) == ["Ann Smith", "Dmitri"])
        #expect(factory.calls == ["gather:ann"])
        #expect(factory.unfinished == [UnfinishedGather(gather: gather, progress: GatherProgress())])
        #expect(navigator.stack.map(\.content.title) == ["Gather"])
    }

    @Test func build_movesByHandAndKeepsTheTeamsWhenStartingFails_andRStartsThem() async throws {
        log.fail(.startGather, with: .unavailable("disk"))

        let terminal = await run(["m 1 3 a", "m 2 b", "start", "r"])

        #expect(
            terminal.output.contains(
                """
                 Team A (2)             Team B (1)          Bench (1)
                 1 Ann Smith   ST  am   2 Bob       GK pro  4 Dmitri   — —
                 3 Carla Díaz  MID beg

                 Team A 3 pts · Team B 3 pts

                 Moved Bob (GK, #2) to Team B.
                """))
        #expect(terminal.output.contains("> start\n Could not start the match. Storage is unavailable: disk. Type r to try again.\n"))
        // r starts the same teams, as they were kept.
        let gather = try #require(opened)
        #expect(log.starts == [gather.players, gather.players])
        #expect(gather.players(in: .teamA).map(\.name) == ["Ann Smith", "Carla Díaz"])
        #expect(gather.players(in: .teamB).map(\.name) == ["Bob"])
        #expect(factory.calls == ["gather:ann"])
    }

    @Test func build_backAndForwardAgain_keepsTheTeams() async {
        _ = await run(["auto", "m 4 bench", "b"])
        #expect(navigator.top === list)

        let terminal = await run([])

        #expect(
            terminal.output.contains(
                """
                 Team A (2)             Team B (1)          Bench (1)
                 2 Bob         GK  pro  1 Ann Smith  ST am  4 Dmitri   — —
                 3 Carla Díaz  MID beg

                 Team A 4 pts · Team B 2 pts

                 m N a|b|bench move
                """))
    }

    @Test func build_startWithUnevenTeams_asksFirst() async throws {
        let terminal = await run(["m 1 2 3 a", "m 4 b", "start", "maybe", "n", "start", "y"])

        #expect(
            terminal.output.contains(
                """
                > start
                Team A has 3 players and Team B 1 player. Start anyway? (y/n) maybe
                 Type y for yes or n for no (b or cancel say no too).
                Team A has 3 players and Team B 1 player. Start anyway? (y/n) n
                 The teams stay as they are: move players with m, or type auto for balanced
                 teams.
                """))
        let gather = try #require(opened)
        #expect(log.starts == [gather.players], "once, after the yes")
        #expect(gather.players(in: .teamA).count == 3)
        #expect(factory.calls == ["gather:ann"])
    }

    @Test func build_backReturnsToTheList() async {
        _ = await run(["m 1 a", "b"])

        #expect(navigator.top === list)
        #expect(log.calls.isEmpty)
    }
}
