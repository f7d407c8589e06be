import Domain
import Foundation
import GathersInterface
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVC

/// The assembled module, built through the seam the App uses and driven like the run loop drives
/// it: lines and explicit ticks.
@MainActor
@Suite struct GatherMVCModuleTests {
    let table: MatchTable

    init() async throws {
        table = try await MatchTable.make()
    }

    var saved: [GatherProgress] { table.saved }

    func build(_ progress: GatherProgress = GatherProgress(), navigator: (any Navigating)? = nil) async -> any Screen {
        await table.match.store(progress)
        let screen = GatherMVCModule.build(
            user: table.match.ann.user, unfinished: UnfinishedGather(gather: table.match.gather, progress: progress), gathers: table.match.ann.gathers,
            shareFiles: table.shareFiles, clock: table.clock, timeZone: TimeZone(secondsFromGMT: 0) ?? .current, navigator: navigator ?? table.navigator,
            factory: table.exits)
        await screen.willAppear()
        return screen
    }

    func tick(_ screen: any Screen, times: Int) async {
        for _ in 0..<times {
            await screen.tick()
            table.clock.advance(by: 1)
        }
    }

    @Test func build_wiresTheViewToItsController_andShowsTheMatch() async throws {
        let screen = await build()

        let view = try #require(screen as? GatherMVCView)
        #expect(view.delegate is GatherMVCController)
        #expect(screen.wantsTicks)
        #expect(screen.content.title == "Match in progress")
        #expect(screen.content.status == "ready 10:00")
        #expect(screen.content.body.first == .text("Team A  0 : 0  Team B", .emphasis))
    }

    @Test func build_playsAMatchAndEndsIt2To1() async throws {
        let screen = await build()

        for line in ["s", "a+ 1", "a+", "b+"] { await screen.handle(line) }
        await tick(screen, times: 5)
        await screen.handle("p")
        #expect(screen.content.status == "paused 09:55")
        #expect(try await table.match.storedProgress() == GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 595), goals: [0: 1]))

        await screen.handle("end")
        #expect(screen.content.prompt == .text("End the match with Team A 2–1 Team B? (y/n)"))
        await screen.handle("y")

        let ended = try await table.match.finished()
        #expect(ended?.score?.description == "2-1")
        #expect(ended?.endedAt == table.clock.now())
        #expect(table.exits.users == [table.match.ann.user])
        #expect(table.exits.notices == [.success("Team A won 2–1 — saved to history.")])
        #expect(table.navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_aTickWhileRunningChangesOnlyTheStatus() async {
        let screen = await build(.at(1, 0))
        await screen.handle("s")
        let before = screen.content

        await tick(screen, times: 1)

        var after = screen.content
        #expect(after.status == "running 09:59")
        after.status = before.status
        #expect(after == before)
    }

    @Test func build_savesEveryChangeInTheStore() async throws {
        let screen = await build()

        for line in ["a+", "s"] { await screen.handle(line) }
        await tick(screen, times: 1)
        for line in ["b+", "p", "s"] { await screen.handle(line) }
        await tick(screen, times: 1)
        for line in ["r", "t 7:30", "a-"] { await screen.handle(line) }

        #expect(
            saved == [
                .at(1, 0), .at(1, 0, running: true), .at(1, 0, remaining: 599, running: true), .at(1, 1, remaining: 599, running: true),
                .at(1, 1, remaining: 599), .at(1, 1, remaining: 599, running: true), .at(1, 1, remaining: 598, running: true), .at(1, 1),
                .at(1, 1, remaining: 450, duration: 450), .at(0, 1, remaining: 450, duration: 450),
            ])
        #expect(try await table.match.storedProgress() == .at(0, 1, remaining: 450, duration: 450))
    }

    @Test func build_throughThePipedRunLoop_showsEachScreenAndReturnsToThePlayers() async throws {
        let navigator = Navigator()
        navigator.replaceRoot(with: await build(navigator: navigator))
        let terminal = ScriptedTerminal(lines: ["t 7:6", "t 0:05", "s", "a+", "a+", "b+", "end", "y"])

        let status = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()

        #expect(status == 0)
        #expect(navigator.top === table.exits.playerList)
        #expect(table.exits.playerList.appearances == 1)
        #expect(terminal.output.contains("> t 7:6\n Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10.\n"))
        #expect(terminal.output.contains(" Football Gather · Match in progress" + String(repeating: " ", count: 31) + "running 00:05\n"))
        #expect(terminal.output.contains("\n Team A  2 : 1  Team B\n"))
        #expect(terminal.output.contains("End the match with Team A 2–1 Team B? (y/n) y\n"))
        #expect(try await table.match.finished()?.score?.description == "2-1")
        #expect(table.exits.notices == [.success("Team A won 2–1 — saved to history.")])
    }

    @Test func theScreen_keepsItsControllerAlive_andTheControllerDoesNotKeepItsView() async {
        weak var controller: GatherMVCController?
        weak var view: GatherMVCView?
        var screen: (any Screen)? = await build()
        controller = (screen as? GatherMVCView)?.delegate as? GatherMVCController
        view = screen as? GatherMVCView
        #expect(controller != nil)

        screen = nil

        #expect(view == nil)
        #expect(controller == nil)
    }
}
