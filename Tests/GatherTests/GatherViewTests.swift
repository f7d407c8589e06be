import Domain
import Foundation
import Testing
import TerminalUI
import TestSupport
@testable import Gather

@MainActor
final class GatherPresenterSpy: GatherPresenting {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didTick() async { events.append("tick") }
    func didChangeScore(of side: GatherSide, by goals: Int) async { events.append("score:\(side == .teamA ? "A" : "B")\(goals)") }
    func didChooseStart() async { events.append("start") }
    func didChoosePause() async { events.append("pause") }
    func didChooseReset() async { events.append("reset") }
    func didSetTime(_ text: String) async { events.append("time:\(text)") }
    func didChooseEnd() { events.append("end") }
    func didAnswerEndConfirmation(_ answer: String) async { events.append("answer:\(answer)") }
    func didChooseBack() { events.append("back") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
}

@MainActor
@Suite struct GatherViewTests {
    let presenter = GatherPresenterSpy()
    var sut: GatherView { GatherView(presenter: presenter) }

    static let teamA = [GatherPlayerRow(name: "Ann Smith", position: "ST"), GatherPlayerRow(name: "Bob", position: "GK")]
    static let teamB = [GatherPlayerRow(name: "Carla Díaz", position: "MID"), GatherPlayerRow(name: "Dmitri", position: "—")]

    /// The title line with the clock at the right, padded to the full width.
    func titleLine(_ status: String) -> String {
        let line = " Football Gather · Gather in progress"
        return line + String(repeating: " ", count: 80 - SafeText.width(line) - status.count - 1) + status + " "
    }

    func showing(_ viewModel: GatherViewModel) -> GatherView {
        let view = sut
        view.display(viewModel)
        return view
    }

    // MARK: Content

    @Test func content_whenReady_showsTheScoreBothTeamsTheBenchAndHowToStart() {
        let view = showing(GatherViewModel(teamA: Self.teamA, teamB: Self.teamB, bench: ["Eve"]))

        #expect(view.content.renderedText() == """
        \(titleLine("ready 10:00"))
        ────────────────────────────────────────────────────────────────────────────────
         Team A  0 : 0  Team B

         Team A     Pos  Team B      Pos
         Ann Smith  ST   Carla Díaz  MID
         Bob        GK   Dmitri      —

         Bench: Eve

         a+ a- b+ b- score   s start   t mm:ss set time   end finish   ? help
        > 
        """)
    }

    @Test func content_whileRunning_showsTheClockTheScoreAndOffersPause() {
        let view = showing(GatherViewModel(
            teamA: Self.teamA,
            teamB: Self.teamB,
            score: Score(teamA: 2, teamB: 1),
            timer: GatherTimer(remaining: 462, isRunning: true)
        ))

        #expect(view.content.renderedText() == """
        \(titleLine("running 07:42"))
        ────────────────────────────────────────────────────────────────────────────────
         Team A  2 : 1  Team B

         Team A     Pos  Team B      Pos
         Ann Smith  ST   Carla Díaz  MID
         Bob        GK   Dmitri      —

         a+ a- b+ b- score   p pause   r reset   t mm:ss set time   end finish   ? help
        > 
        """)
    }

    @Test func content_atTimeUp_announcesItAndOffersNoStart() {
        let view = showing(GatherViewModel(
            teamA: Self.teamA,
            teamB: [Self.teamB[0]],
            bench: ["Eve", "Finn"],
            score: Score(teamA: 2, teamB: 1),
            timer: GatherTimer(duration: 450, remaining: 0),
            message: .alert("Time is up! Type end to finish the gather, or t mm:ss to play on.")
        ))

        #expect(view.content.renderedText() == """
        \(titleLine("time up 00:00"))
        ────────────────────────────────────────────────────────────────────────────────
         Team A  2 : 1  Team B

         Team A     Pos  Team B      Pos
         Ann Smith  ST   Carla Díaz  MID
         Bob        GK

         Bench: Eve, Finn

         Time is up! Type end to finish the gather, or t mm:ss to play on.
         a+ a- b+ b- score   r reset   t mm:ss set time   end finish   ? help
        > 
        """)
    }

    @Test func content_whenPaused_offersResumeAndReset() {
        let view = showing(GatherViewModel(teamA: Self.teamA, teamB: Self.teamB, timer: GatherTimer(remaining: 300)))

        #expect(view.content.status == "paused 05:00")
        #expect(view.content.actions.map(\.key) == ["a+ a- b+ b-", "s", "r", "t mm:ss", "end"])
        #expect(view.content.actions.map(\.label) == ["score", "resume", "reset", "set time", "finish"])
    }

    @Test func content_whenTeamBIsLonger_padsTeamAWithEmptyCells() {
        let view = showing(GatherViewModel(teamA: [Self.teamA[1]], teamB: Self.teamB))

        #expect(view.content.body == [
            .text("Team A  0 : 0  Team B", .emphasis),
            .blank,
            .table(Table(columns: GatherView.columns, rows: [["Bob", "GK", "Carla Díaz", "MID"], ["", "", "Dmitri", "—"]])),
        ])
        #expect(view.content.renderedText().contains("\n Bob     GK   Carla Díaz  MID\n              Dmitri      —\n"))
    }

    @Test func content_showsASetTimeOfMoreThanAnHour() {
        let view = showing(GatherViewModel(timer: GatherTimer(duration: 5_999)))

        #expect(view.content.status == "ready 99:59")
    }

    @Test func content_whileAskingToEnd_asksYesOrNoAndHidesCommands() {
        let view = showing(GatherViewModel(
            teamA: Self.teamA,
            teamB: Self.teamB,
            score: Score(teamA: 2, teamB: 1),
            timer: GatherTimer(remaining: 100, isRunning: true),
            confirmation: "End the gather with Team A 2 : 1 Team B? (y/n)"
        ))

        #expect(view.content.prompt == .text("End the gather with Team A 2 : 1 Team B? (y/n)"))
        #expect(view.content.actions.isEmpty)
        #expect(view.content.renderedText().hasSuffix("""
         Bob        GK   Dmitri      —

        End the gather with Team A 2 : 1 Team B? (y/n) 
        """))
    }

    @Test func help_explainsEveryCommand() {
        let view = showing(GatherViewModel(timer: GatherTimer(duration: 450, remaining: 100, isRunning: true)))

        #expect(view.content.renderedText(showingHelp: true).hasSuffix("""
         Commands
          a+ a- b+ b-  a+ adds a goal to Team A, a- takes one away; b+ and b- do the
                       same for Team B (0 to 99).
          p            Pause the countdown; s resumes it.
          r            Stop the clock and put it back to 07:30.
          t mm:ss      Set the countdown, e.g. t 7:30 (0:01 to 99:59); the clock stops
                       at the new time.
          end          End the gather: after you confirm, the score and the winner are
                       stored and you return to your players.
          ?            Show this help.
          q            Quit Football Gather.
        > 
        """))
    }

    @Test func content_showsNamesWithEscapeSequencesSafely() {
        let view = showing(GatherViewModel(
            teamA: [GatherPlayerRow(name: "\u{1B}[2JEve\u{202E}", position: "W")],
            teamB: [GatherPlayerRow(name: "Bob\u{07}", position: "GK")],
            bench: ["\u{1B}]0;pwned\u{07}Mallory"]
        ))

        let text = view.content.renderedText()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.contains("\u{202E}"))
        #expect(text.contains(" \u{FFFD}[2JEve\u{FFFD}  W    Bob\u{FFFD}    GK\n"))
        #expect(text.contains(" Bench: \u{FFFD}]0;pwned\u{FFFD}Mallory\n"))
    }

    // MARK: Input

    @Test func handle_mapsCommandsToPresenterEvents() async {
        let view = sut
        let lines = ["a+", " A- ", "b+", "B-", "s", "start", "resume", "p", "Pause", "r", "reset", "t 7:30", "time  12:00 ", "t",
                     "t 7 30", "end", "b", "back", "", "goal", "a+b"]
        for line in lines { await view.handle(line) }

        #expect(presenter.events == [
            "score:A1", "score:A-1", "score:B1", "score:B-1", "start", "start", "start", "pause", "pause", "reset", "reset",
            "time:7:30", "time:12:00", "time:", "time:7 30", "end", "back", "back", "unknown:goal", "unknown:a+b",
        ])
    }

    @Test func handle_whileAskingToEnd_forwardsTheAnswerAsTyped() async {
        let view = showing(GatherViewModel(confirmation: "End the gather with Team A 0 : 0 Team B? (y/n)"))

        await view.handle(" Yes ")
        await view.handle("a+")

        #expect(presenter.events == ["answer: Yes ", "answer:a+"])
    }

    @Test func tick_tellsThePresenter() async {
        let view = sut
        await view.tick()
        await view.tick()
        #expect(presenter.events == ["tick", "tick"])
    }

    @Test func willAppear_tellsThePresenter() async {
        let view = sut
        await view.willAppear()
        #expect(presenter.events == ["appear"])
    }
}

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
