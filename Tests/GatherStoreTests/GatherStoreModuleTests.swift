import Domain
import Foundation
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherStore

/// The assembled module, built through the match screen's seam and driven like the run loop drives
/// it: lines and explicit ticks.
@MainActor
@Suite struct GatherStoreModuleTests {
    let match: StartedMatch
    let clock = ManualClock()
    let navigator = SpyNavigator()
    let exits = PlayerListExits()

    init() async throws {
        match = try await StartedMatch.make()
    }

    var saved: [GatherProgress] { match.progressSaves }

    func build(_ progress: GatherProgress = GatherProgress(), navigator: any Navigating) async -> any Screen {
        if progress != GatherProgress() { await match.store(progress) }
        return await build(UnfinishedGather(gather: match.gather, progress: progress), navigator: navigator)
    }

    func build(_ unfinished: UnfinishedGather, navigator: any Navigating) async -> any Screen {
        let screen = GatherStoreModule.build(
            user: match.ann.user, unfinished: unfinished, gathers: match.ann.gathers, shareFiles: ShareFilesSpy(), clock: clock,
            timeZone: Lineup.utc, navigator: navigator, factory: exits)
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
        let screen = await build(navigator: navigator)
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
        #expect(saved.last == GatherProgress(timer: GatherTimer(remaining: 0), halfTimeScore: Score()))
        #expect(try await match.storedProgress() == saved.last)
    }

    @Test func build_aTickWhileRunningChangesOnlyTheStatus() async {
        let screen = await build(.at(1, 0), navigator: navigator)
        await screen.handle("s")
        let before = screen.content

        await tick(screen, times: 1)

        var after = screen.content
        #expect(after.status == "running 09:59")
        after.status = before.status
        #expect(after == before)
    }

    @Test func build_playsAMatchAndEndsIt2To1() async throws {
        let screen = await build(navigator: navigator)

        for line in ["s", "a+", "a+", "b+"] { await screen.handle(line) }
        await tick(screen, times: 5)
        await screen.handle("p")
        #expect(screen.content.status == "paused 09:55")
        #expect(try await match.storedProgress() == .at(2, 1, remaining: 595))

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

    @Test func build_savesEveryChangeInTheStore() async throws {
        let screen = await build(navigator: navigator)

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
        #expect(try await match.storedProgress() == .at(0, 1, remaining: 450, duration: 450))
    }

    @Test func build_resumesASavedRunningMatchPaused() async throws {
        let left = GatherProgress.at(2, 1, remaining: 462, running: true)
        await match.store(left)
        let resumed = try #require(try await match.ann.gathers.unfinishedGather())
        let screen = await build(resumed, navigator: navigator)

        #expect(screen.content.status == "paused 07:42")
        #expect(screen.content.message == .info("Resumed where you stopped: Team A 2–1 Team B, 07:42 left. Type s to resume the clock."))
        await tick(screen, times: 2)
        #expect(screen.content.status == "paused 07:42")

        await screen.handle("s")
        await tick(screen, times: 2)

        #expect(screen.content.status == "running 07:40")
        #expect(try await match.storedProgress() == .at(2, 1, remaining: 460, running: true))
    }

    @Test func build_aMatchEndedElsewhere_leadsToThePlayerList() async throws {
        let screen = await build(navigator: navigator)
        try await match.ann.gathers.endGather(id: match.gather.id, score: Score(), at: clock.now())

        await screen.handle("s")

        #expect(navigator.calls == [.replaceRoot("Players")])
        #expect(exits.notices == [.info("This match was ended in another window: its result is in the history.")])
    }

    @Test func build_doesNotKeepTheNavigatorAlive() async throws {
        weak var gone: Navigator?
        var screen: (any Screen)?
        do {
            let navigator = Navigator()
            gone = navigator
            screen = await build(navigator: navigator)
        }
        #expect(gone == nil)
        await screen?.handle("end")
        await screen?.handle("y")
        #expect(exits.notices.isEmpty)
        #expect(try await match.finished()?.score == Score())
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
