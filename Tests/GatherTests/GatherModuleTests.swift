import Domain
import Foundation
import Testing
import TerminalUI
import TestSupport
@testable import Gather

@MainActor
final class PlayerListFactory: GatherScreenFactory {
    let playerList = StubScreen(title: "Players")
    private(set) var users: [User] = []
    func makePlayerListScreen(for user: User) -> any Screen {
        users.append(user)
        return playerList
    }
}

/// The assembled module, driven like the run loop drives it: lines and explicit ticks.
@MainActor
@Suite struct GatherModuleTests {
    let gathers = FakeGathersService(gathers: [.match])
    let clock = ManualClock()
    let navigator = SpyNavigator()
    let factory = PlayerListFactory()
    let ann = User(id: "1", username: "ann")

    func build(_ progress: GatherProgress = GatherProgress(), navigator: any Navigating) async -> any Screen {
        let screen = GatherModule.build(
            user: ann,
            unfinished: UnfinishedGather(gather: .match, progress: progress),
            gathers: gathers,
            clock: clock,
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

    @Test func build_tenMinutesRunOutAfterExactly600TicksSavingEachSecond() async {
        let screen = await build(navigator: navigator)
        await screen.handle("s")

        await tick(screen, times: 599)
        #expect(screen.content.status == "running 00:01")
        #expect(screen.content.message == nil)

        await tick(screen, times: 1)
        #expect(screen.content.status == "time up 00:00")
        #expect(screen.content.message == .alert("Time is up! Type end to finish the gather, or t mm:ss to play on."))

        let saved = gathers.snapshot.savedProgress
        #expect(saved.count == 601)
        #expect(saved.last == GatherProgress(timer: GatherTimer(remaining: 0)))
        #expect(gathers.snapshot.progress[Gather.match.id] == saved.last)
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
        #expect(gathers.snapshot.savedProgress.isEmpty)
    }

    @Test func build_playsAMatchAndEndsIt2To1ForTeamA() async {
        let screen = await build(navigator: navigator)

        for line in ["s", "a+", "a+", "b+"] { await screen.handle(line) }
        await tick(screen, times: 5)
        await screen.handle("p")
        #expect(screen.content.status == "paused 09:55")
        #expect(gathers.snapshot.progress[Gather.match.id] == GatherProgress(
            score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 595)
        ))

        await screen.handle("end")
        #expect(screen.content.prompt == .text("End the gather with Team A 2 : 1 Team B? (y/n)"))
        await screen.handle("y")

        let ended = gathers.snapshot.gathers.first
        #expect(ended?.score?.description == "2-1")
        #expect(ended?.winner?.rawValue == "Team A")
        #expect(ended?.endedAt == clock.now())
        #expect(factory.users == [ann])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_endAnsweredNo_keepsPlaying() async {
        let screen = await build(navigator: navigator)
        await screen.handle("a+")

        await screen.handle("end")
        await screen.handle("n")
        await screen.handle("b+")

        #expect(screen.content.body.first == .text("Team A  1 : 1  Team B", .emphasis))
        #expect(gathers.snapshot.gathers.first?.isFinished == false)
        #expect(navigator.calls.isEmpty)
    }

    @Test func build_savesEveryChangeInTheStore() async {
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

        #expect(gathers.snapshot.savedProgress == [
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
        #expect(gathers.snapshot.progress[Gather.match.id] == .at(0, 1, remaining: 450, duration: 450))
    }

    @Test func build_whenSavingFailsTheMatchGoesOnAndTheNextChangeSavesIt() async {
        let screen = await build(navigator: navigator)
        gathers.fail(with: .unavailable("disk"))

        await screen.handle("a+")
        #expect(screen.content.message == .error(
            "Could not save the match: Storage is unavailable (disk). It will be saved again with the next change."
        ))
        #expect(gathers.snapshot.savedProgress.isEmpty)

        gathers.fail(with: nil)
        await screen.handle("b+")

        #expect(gathers.snapshot.savedProgress == [GatherProgress(score: Score(teamA: 1, teamB: 1))])
        #expect(screen.content.message == nil)
    }

    @Test func build_whenEndingFails_staysInTheMatchUntilARetryWorks() async {
        let screen = await build(GatherProgress(score: Score(teamA: 2, teamB: 1)), navigator: navigator)
        gathers.fail(with: .unavailable("disk"))

        await screen.handle("end")
        await screen.handle("yes")
        #expect(screen.content.message == .error("Could not end the gather: Storage is unavailable (disk). Type end to try again."))
        #expect(navigator.calls.isEmpty)

        gathers.fail(with: nil)
        await screen.handle("end")
        await screen.handle("yes")

        #expect(gathers.snapshot.gathers.first?.score == Score(teamA: 2, teamB: 1))
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_resumesASavedRunningMatchPaused() async {
        let saved = GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462, isRunning: true))
        let screen = await build(saved, navigator: navigator)

        #expect(screen.content.status == "paused 07:42")
        #expect(screen.content.message == .info("Resumed where you stopped: Team A 2 : 1 Team B, 07:42 left. Type s to start the clock."))
        await tick(screen, times: 2)
        #expect(screen.content.status == "paused 07:42")

        await screen.handle("s")
        await tick(screen, times: 2)

        #expect(screen.content.status == "running 07:40")
        #expect(gathers.snapshot.savedProgress.last == GatherProgress(
            score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 460, isRunning: true)
        ))
    }

    @Test func build_throughThePipedRunLoop_showsEachScreenAndReturnsToThePlayers() async {
        let navigator = Navigator()
        navigator.replaceRoot(with: await build(navigator: navigator))
        let terminal = ScriptedTerminal(lines: ["t 7:6", "t 0:05", "s", "a+", "a+", "b+", "end", "y"])

        let status = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()

        #expect(status == 0)
        #expect(navigator.top === factory.playerList)
        #expect(factory.playerList.appearances == 1)
        #expect(terminal.output.contains("> t 7:6\n Time must be minutes:seconds between 0:01 and 99:59, e.g. 10:00 or 7:30.\n"))
        #expect(terminal.output.contains(" Football Gather · Gather in progress" + String(repeating: " ", count: 29) + "running 00:05 \n"))
        #expect(terminal.output.contains("\n Team A  2 : 1  Team B\n"))
        #expect(terminal.output.contains("End the gather with Team A 2 : 1 Team B? (y/n) y\n"))
        #expect(gathers.snapshot.gathers.first?.score?.description == "2-1")
    }
}
