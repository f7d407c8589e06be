import Domain
import Foundation
import GathersInterface
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVVM

/// The assembled module, driven like the run loop drives it: lines and explicit ticks.
@MainActor
@Suite struct GatherMVVMModuleTests {
    let match: StartedMatch
    let clock = ManualClock()
    let shareFiles = ShareFilesSpy()
    let navigator = SpyNavigator()
    let exits = PlayerListExits()

    init() async throws {
        match = try await StartedMatch.make()
    }

    var saved: [GatherProgress] { match.progressSaves }

    func build(_ progress: GatherProgress = GatherProgress(), navigator: (any Navigating)? = nil) async -> any Screen {
        await match.store(progress)
        return await build(UnfinishedGather(gather: match.gather, progress: progress), navigator: navigator)
    }

    func build(_ unfinished: UnfinishedGather, navigator: (any Navigating)? = nil) async -> any Screen {
        let screen = GatherMVVMModule.build(
            user: match.ann.user, unfinished: unfinished, gathers: match.ann.gathers, shareFiles: shareFiles, clock: clock,
            timeZone: TimeZone(secondsFromGMT: 0) ?? .current, navigator: navigator ?? self.navigator, factory: exits
        )
        await screen.willAppear()
        return screen
    }

    func tick(_ screen: any Screen, times: Int) async {
        for _ in 0..<times {
            await screen.tick()
            clock.advance(by: 1)
        }
    }

    @Test func build_tenMinutesRunOutAfterExactly600TicksSavingEachSecond() async throws {
        let screen = await build()
        await screen.handle("s")
        await tick(screen, times: 300)
        #expect(screen.content.status == "half-time 05:00")
        await screen.handle("s")

        await tick(screen, times: 299)
        #expect(screen.content.status == "running 00:01")
        #expect(screen.content.message == nil)

        await tick(screen, times: 1)
        #expect(screen.content.status == "time up 00:00")
        #expect(screen.content.message == .alert("Time is up! Type end to finish the match, or t mm:ss to play on."))

        #expect(saved.count == 602)
        #expect(try await match.storedProgress() == GatherProgress(timer: GatherTimer(remaining: 0), halfTimeScore: Score()))
    }

    @Test func build_aTickWhileRunningChangesOnlyTheStatus() async {
        let screen = await build(GatherProgress(score: Score(teamA: 1, teamB: 0)))
        await screen.handle("s")
        let before = screen.content

        await tick(screen, times: 1)

        var after = screen.content
        #expect(after.status == "running 09:59")
        after.status = before.status
        #expect(after == before)
    }

    @Test func build_playsAMatchAndEndsIt2To1() async throws {
        let screen = await build()

        for line in ["s", "a+ 1", "a+", "b+"] { await screen.handle(line) }
        await tick(screen, times: 5)
        await screen.handle("p")
        #expect(screen.content.status == "paused 09:55")
        #expect(try await match.storedProgress() == GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 595), goals: [0: 1]))

        await screen.handle("end")
        #expect(screen.content.prompt == .text("End the match with Team A 2–1 Team B? (y/n)"))
        await screen.handle("y")

        let ended = try await match.finished()
        #expect(ended?.score?.description == "2-1")
        #expect(ended?.endedAt == clock.now())
        #expect(exits.users == [match.ann.user])
        #expect(exits.notices == [.success("Team A won 2–1 — saved to history.")])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_whenSavingFailsTheMatchGoesOnAndTheNextChangeSavesIt() async throws {
        let screen = await build()
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await screen.handle("a+")
        #expect(screen.content.message == .error("Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."))

        await screen.handle("b+")

        #expect(try await match.storedProgress() == .at(1, 1))
        #expect(screen.content.message == nil)
    }

    @Test func build_resumesASavedRunningMatchPaused() async throws {
        let left = GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462, isRunning: true))
        let resumed = try #require(try await match.resumed(at: left))
        let screen = await build(resumed)

        #expect(screen.content.status == "paused 07:42")
        #expect(screen.content.message == .info("Resumed where you stopped: Team A 2–1 Team B, 07:42 left. Type s to resume the clock."))
        #expect(screen.content.actions.first { $0.key == "s" }?.label == "resume")

        await screen.handle("s")
        await tick(screen, times: 2)

        #expect(screen.content.status == "running 07:40")
    }

    @Test func build_aMatchDiscardedElsewhere_leadsToThePlayerList() async throws {
        let screen = await build()
        await screen.handle("s")
        try await match.ann.gathers.discardGather(id: match.gather.id)

        await tick(screen, times: 1)

        #expect(exits.notices == [.info("This match was discarded in another window.")])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_share_showsTheBlock_andEnterBringsTheMatchBack() async {
        let screen = await build()

        await screen.handle("share")
        #expect(screen.content.actions.isEmpty)
        #expect(screen.content.message == .info("Enter goes back to the match."))
        await screen.handle("")

        #expect(screen.content.body.first == .text("Team A  0 : 0  Team B", .emphasis))
        #expect(screen.content.message == nil)
    }

    @Test func build_throughThePipedRunLoop_showsEachScreenAndReturnsToThePlayers() async throws {
        let navigator = Navigator()
        navigator.replaceRoot(with: await build(navigator: navigator))
        let terminal = ScriptedTerminal(lines: ["t 7:6", "t 0:05", "s", "a+", "a+", "b+", "end", "y"])

        let status = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()

        #expect(status == 0)
        #expect(navigator.top === exits.playerList)
        #expect(exits.playerList.appearances == 1)
        #expect(terminal.output.contains("> t 7:6\n Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10.\n"))
        #expect(terminal.output.contains(" Football Gather · Match in progress" + String(repeating: " ", count: 31) + "running 00:05\n"))
        #expect(terminal.output.contains("\n Team A  2 : 1  Team B\n"))
        #expect(terminal.output.contains("End the match with Team A 2–1 Team B? (y/n) y\n"))
        #expect(try await match.finished()?.score?.description == "2-1")
        #expect(exits.notices == [.success("Team A won 2–1 — saved to history.")])
    }
}
