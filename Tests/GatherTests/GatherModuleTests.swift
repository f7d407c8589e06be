import Domain
import Foundation
import GathersInterface
import MatchScreen
import TerminalUI
import TestSupport
import Testing

@testable import Gather

@MainActor
final class PlayerListFactory: GatherScreenFactory {
    let playerList = StubScreen(title: "Players")
    private(set) var users: [User] = []
    private(set) var notices: [Message] = []
    func makePlayerListScreen(for user: User, notice: Message) -> any Screen {
        users.append(user)
        notices.append(notice)
        return playerList
    }
}

/// The assembled module, driven like the run loop drives it: lines and explicit ticks.
@MainActor
@Suite struct GatherModuleTests {
    let match: StartedMatch
    let clock = ManualClock()
    let shareFiles = ShareFilesSpy()
    let navigator = SpyNavigator()
    let factory = PlayerListFactory()

    init() async throws {
        match = try await StartedMatch.make()
    }

    var saved: [GatherProgress] { match.progressSaves }

    func build(_ progress: GatherProgress = GatherProgress(), navigator: any Navigating) async -> any Screen {
        await match.store(progress)
        return await build(UnfinishedGather(gather: match.gather, progress: progress), navigator: navigator)
    }

    func build(_ unfinished: UnfinishedGather, navigator: any Navigating) async -> any Screen {
        let screen = GatherModule.build(
            user: match.ann.user,
            unfinished: unfinished,
            gathers: match.ann.gathers,
            shareFiles: shareFiles,
            clock: clock,
            timeZone: TimeZone(secondsFromGMT: 0) ?? .current,
            navigator: navigator,
            factory: factory
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
        let screen = await build(navigator: navigator)
        await screen.handle("s")

        await tick(screen, times: 599)
        #expect(screen.content.status == "running 00:01")
        #expect(screen.content.message == nil)

        await tick(screen, times: 1)
        #expect(screen.content.status == "time up 00:00")
        #expect(screen.content.message == .alert("Time is up! Type end to finish the match, or t mm:ss to play on."))

        #expect(saved.count == 601)
        #expect(saved.last == GatherProgress(timer: GatherTimer(remaining: 0)))
        #expect(try await match.storedProgress() == saved.last)
    }

    @Test func build_aTickWhileRunningChangesOnlyTheStatus() async {
        let screen = await build(GatherProgress(score: Score(teamA: 1, teamB: 0)), navigator: navigator)
        await screen.handle("s")
        let before = screen.content

        await tick(screen, times: 1)

        var after = screen.content
        #expect(after.status == "running 09:59")
        after.status = before.status
        #expect(after == before)
    }

    @Test func build_aTickWhileStoppedChangesNothing() async {
        let screen = await build(navigator: navigator)
        let before = screen.content

        await tick(screen, times: 3)

        #expect(screen.content == before)
        #expect(saved.isEmpty)
    }

    @Test func build_playsAMatchAndEndsIt2To1() async throws {
        let screen = await build(navigator: navigator)

        for line in ["s", "a+", "a+", "b+"] { await screen.handle(line) }
        await tick(screen, times: 5)
        await screen.handle("p")
        #expect(screen.content.status == "paused 09:55")
        #expect(
            try await match.storedProgress()
                == GatherProgress(
                    score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 595)
                ))

        await screen.handle("end")
        #expect(screen.content.prompt == .text("End the match with Team A 2–1 Team B? (y/n)"))
        await screen.handle("y")

        let ended = try await match.finished()
        #expect(ended?.score?.description == "2-1")
        #expect(ended?.endedAt == clock.now())
        #expect(factory.users == [match.ann.user])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_endAnsweredNo_keepsPlaying() async throws {
        let screen = await build(navigator: navigator)
        await screen.handle("a+")

        await screen.handle("end")
        await screen.handle("n")
        await screen.handle("b+")

        #expect(screen.content.body.first == .text("Team A  1 : 1  Team B", .emphasis))
        #expect(try await match.finished() == nil)
        #expect(navigator.calls.isEmpty)
    }

    @Test func build_savesEveryChangeInTheStore() async throws {
        let screen = await build(navigator: navigator)

        await screen.handle("a+")
        await screen.handle("s")
        await tick(screen, times: 1)
        await screen.handle("b+")
        await screen.handle("p")
        await screen.handle("s")
        await tick(screen, times: 1)
        await screen.handle("r")
        await screen.handle("t 7:30")
        await screen.handle("a-")

        #expect(
            saved == [
                .at(1, 0),
                .at(1, 0, running: true),
                .at(1, 0, remaining: 599, running: true),
                .at(1, 1, remaining: 599, running: true),
                .at(1, 1, remaining: 599),
                .at(1, 1, remaining: 599, running: true),
                .at(1, 1, remaining: 598, running: true),
                .at(1, 1),
                .at(1, 1, remaining: 450, duration: 450),
                .at(0, 1, remaining: 450, duration: 450),
            ])
        #expect(try await match.storedProgress() == .at(0, 1, remaining: 450, duration: 450))
    }

    @Test func build_whenSavingFailsTheMatchGoesOnAndTheNextChangeSavesIt() async throws {
        let screen = await build(navigator: navigator)
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await screen.handle("a+")
        #expect(
            screen.content.message
                == .error(
                    "Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."
                ))
        #expect(try await match.storedProgress() == GatherProgress())

        await screen.handle("b+")

        #expect(try await match.storedProgress() == .at(1, 1))
        #expect(screen.content.message == nil)
    }

    @Test func build_whenEndingFails_staysInTheMatchUntilARetryWorks() async throws {
        let screen = await build(GatherProgress(score: Score(teamA: 2, teamB: 1)), navigator: navigator)
        match.ann.services.fail(.endGather, with: .unavailable("disk"))

        await screen.handle("end")
        await screen.handle("yes")
        #expect(screen.content.message == .error("Could not end the match. Storage is unavailable: disk. Type end to try again."))
        #expect(navigator.calls.isEmpty)

        await screen.handle("end")
        await screen.handle("yes")

        #expect(try await match.finished()?.score == Score(teamA: 2, teamB: 1))
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_pausedWithinTheFirstSecond_showsPausedAndOffersResume() async throws {
        let screen = await build(navigator: navigator)

        await screen.handle("s")
        await screen.handle("p")

        #expect(screen.content.status == "paused 10:00")
        #expect(screen.content.actions.first { $0.key == "s" }?.label == "resume")
        #expect(screen.content.actions.contains { $0.key == "r" })

        await screen.handle("r")

        #expect(screen.content.status == "ready 10:00")
        #expect(screen.content.actions.first { $0.key == "s" }?.label == "start")
    }

    @Test func build_resumesASavedRunningMatchPaused() async throws {
        let left = GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462, isRunning: true))
        let resumed = try #require(try await match.resumed(at: left))
        let screen = await build(resumed, navigator: navigator)

        #expect(screen.content.status == "paused 07:42")
        #expect(screen.content.message == .info("Resumed where you stopped: Team A 2–1 Team B, 07:42 left. Type s to resume the clock."))
        #expect(screen.content.actions.map(\.key).contains("s"))
        #expect(screen.content.actions.first { $0.key == "s" }?.label == "resume")
        await tick(screen, times: 2)
        #expect(screen.content.status == "paused 07:42")

        await screen.handle("s")
        await tick(screen, times: 2)

        #expect(screen.content.status == "running 07:40")
        #expect(
            try await match.storedProgress()
                == GatherProgress(
                    score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 460, isRunning: true)
                ))
    }

    @Test func build_throughThePipedRunLoop_showsEachScreenAndReturnsToThePlayers() async throws {
        let navigator = Navigator()
        navigator.replaceRoot(with: await build(navigator: navigator))
        let terminal = ScriptedTerminal(lines: ["t 7:6", "t 0:05", "s", "a+", "a+", "b+", "end", "y"])

        let status = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()

        #expect(status == 0)
        #expect(navigator.top === factory.playerList)
        #expect(factory.playerList.appearances == 1)
        #expect(terminal.output.contains("> t 7:6\n Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10.\n"))
        #expect(terminal.output.contains(" Football Gather · Match in progress" + String(repeating: " ", count: 31) + "running 00:05\n"))
        #expect(terminal.output.contains("\n Team A  2 : 1  Team B\n"))
        #expect(terminal.output.contains("End the match with Team A 2–1 Team B? (y/n) y\n"))
        #expect(try await match.finished()?.score?.description == "2-1")
        #expect(factory.notices == [.success("Team A won 2–1 — saved to history.")])
    }
}
