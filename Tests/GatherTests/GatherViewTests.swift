import Domain
import MatchScreen
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import Gather

@MainActor
final class GatherPresenterSpy: GatherPresenting {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didTick() async { events.append("tick") }
    func didChangeScore(of side: GatherSide, by goals: Int) async { events.append("score:\(side == .teamA ? "A" : "B")\(goals)") }
    func didChangeScore(of side: GatherSide, by goals: Int, scorer number: Int) async {
        events.append("score:\(side == .teamA ? "A" : "B")\(goals) by \(number)")
    }
    func didChooseStart() async { events.append("start") }
    func didChoosePause() async { events.append("pause") }
    func didChooseReset() async { events.append("reset") }
    func didSetTime(seconds: Int) async { events.append("time:\(seconds)") }
    func didChooseSub(number: Int, to team: Team) async { events.append("sub:\(number) \(team.label)") }
    func didChooseEnd() { events.append("end") }
    func didAnswer(_ yes: Bool) async { events.append("answer:\(yes ? "yes" : "no")") }
    func didEnterUnreadable(_ what: GatherUnreadable) { events.append("unreadable:\(what)") }
    func didChooseBack() { events.append("back") }
    private(set) var shares: [ShareCommand] = []
    func didChooseShare(_ command: ShareCommand) async {
        events.append("share")
        shares.append(command)
    }
    func didPressEnter() async { events.append("enter") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
}

@MainActor
@Suite struct GatherViewTests {
    let presenter = GatherPresenterSpy()
    var sut: GatherView { GatherView(presenter: presenter) }

    static let teamA = [GatherPlayerRow(number: "1", name: "Ann Smith", position: "ST"), GatherPlayerRow(number: "2", name: "Bob", position: "GK")]
    static let teamB = [GatherPlayerRow(number: "1", name: "Carla Díaz", position: "MID"), GatherPlayerRow(number: "2", name: "Dmitri", position: "—")]
    static let nilNil = "Team A  0 : 0  Team B"

    /// The title line with the clock at the right edge, and no trailing space.
    func titleLine(_ status: String) -> String {
        let line = " Football Gather · Match in progress"
        return line + String(repeating: " ", count: 80 - SafeText.width(line) - status.count) + status
    }

    func showing(_ viewModel: GatherViewModel) -> GatherView {
        let view = sut
        view.display(viewModel)
        return view
    }

    // MARK: Content

    @Test func content_whenReady_showsTheScoreBothTeamsTheBenchAndHowToStart() {
        let view = showing(GatherViewModel(teamA: Self.teamA, teamB: Self.teamB, bench: ["Eve"], score: Self.nilNil, clock: "ready 10:00", fullTime: "10:00"))

        #expect(
            view.content.renderedText() == """
                \(titleLine("ready 10:00"))
                ────────────────────────────────────────────────────────────────────────────────
                 Team A  0 : 0  Team B

                 #  Team A     Pos  #  Team B      Pos
                 1  Ann Smith  ST   1  Carla Díaz  MID
                 2  Bob        GK   2  Dmitri      —

                 Bench: Eve

                 a+ a- b+ b- score   s start   t mm:ss set time   sub N a|b|bench move
                 share paste   end finish   ? help
                > 
                """)
    }

    @Test func content_whileRunning_showsTheClockTheScoreAndOffersPause() {
        let view = showing(
            GatherViewModel(
                teamA: Self.teamA,
                teamB: Self.teamB,
                score: "Team A  2 : 1  Team B",
                clock: "running 07:42",
                clockState: .running,
                fullTime: "10:00"
            ))

        #expect(
            view.content.renderedText() == """
                \(titleLine("running 07:42"))
                ────────────────────────────────────────────────────────────────────────────────
                 Team A  2 : 1  Team B

                 #  Team A     Pos  #  Team B      Pos
                 1  Ann Smith  ST   1  Carla Díaz  MID
                 2  Bob        GK   2  Dmitri      —

                 a+ a- b+ b- score   p pause   r reset   t mm:ss set time   sub N a|b|bench move
                 share paste   end finish   ? help
                > 
                """)
    }

    @Test func content_atTimeUp_announcesItAndOffersNoStart() {
        let view = showing(
            GatherViewModel(
                teamA: Self.teamA,
                teamB: [Self.teamB[0]],
                bench: ["Eve", "Smith, John"],
                score: "Team A  2 : 1  Team B",
                clock: "time up 00:00",
                clockState: .timeUp,
                fullTime: "07:30",
                message: .alert("Time is up! Type end to finish the match, or t mm:ss to play on.")
            ))

        #expect(
            view.content.renderedText() == """
                \(titleLine("time up 00:00"))
                ────────────────────────────────────────────────────────────────────────────────
                 Team A  2 : 1  Team B

                 #  Team A     Pos  #  Team B      Pos
                 1  Ann Smith  ST   1  Carla Díaz  MID
                 2  Bob        GK

                 Bench: Eve, "Smith, John"

                 Time is up! Type end to finish the match, or t mm:ss to play on.
                 a+ a- b+ b- score   r reset   t mm:ss set time   sub N a|b|bench move
                 share paste   end finish   ? help
                > 
                """)
    }

    @Test func content_whenPaused_offersResumeAndReset() {
        let view = showing(
            GatherViewModel(teamA: Self.teamA, teamB: Self.teamB, score: Self.nilNil, clock: "paused 05:00", clockState: .paused, fullTime: "10:00"))

        #expect(view.content.status == "paused 05:00")
        #expect(view.content.actions.map(\.key) == ["a+ a- b+ b-", "s", "r", "t mm:ss", "sub N a|b|bench", "share", "end"])
        #expect(view.content.actions.map(\.label) == ["score", "resume", "reset", "set time", "move", "paste", "finish"])
    }

    @Test func content_whenTeamBIsLonger_padsTeamAWithEmptyCells() {
        let view = showing(GatherViewModel(teamA: [Self.teamA[1]], teamB: Self.teamB, score: Self.nilNil))

        #expect(
            view.content.body == [
                .text("Team A  0 : 0  Team B", .emphasis),
                .blank,
                .sideBySide([
                    Table(columns: [.init("#", alignment: .right), .init("Team A", flexible: true), .init("Pos")], rows: [["2", "Bob", "GK"]]),
                    Table(
                        columns: [.init("#", alignment: .right), .init("Team B", flexible: true), .init("Pos")],
                        rows: [["1", "Carla Díaz", "MID"], ["2", "Dmitri", "—"]]
                    ),
                ]),
            ])
        #expect(view.content.renderedText().contains("\n 2  Bob     GK   1  Carla Díaz  MID\n                 2  Dmitri      —\n"))
    }

    @Test func content_whileAskingToEnd_asksYesOrNoAndHidesCommands() {
        let view = showing(
            GatherViewModel(
                teamA: Self.teamA,
                teamB: Self.teamB,
                score: "Team A  2 : 1  Team B",
                clock: "running 01:40",
                clockState: .running,
                confirmation: "End the match with Team A 2–1 Team B? (y/n)"
            ))

        #expect(view.content.prompt == .text("End the match with Team A 2–1 Team B? (y/n)"))
        #expect(view.content.actions.isEmpty)
        #expect(
            view.content.renderedText().hasSuffix(
                """
                 2  Bob        GK   2  Dmitri      —

                End the match with Team A 2–1 Team B? (y/n) 
                """))
    }

    @Test func help_explainsEveryCommand() {
        let view = showing(
            GatherViewModel(
                clock: "running 01:40", clockState: .running, fullTime: "07:30", goalsRange: "0 to 99", clockRange: "00:01 to 99:59"
            ))

        #expect(
            view.content.renderedText(showingHelp: true).hasSuffix(
                """
                 Commands
                  a+ a- b+ b-      a+ adds a goal to Team A, a- takes one away; b+ and b- do the
                                   same for Team B (0 to 99). Add a player's number, as on the
                                   team sheet, to credit the goal to them: a+ 3 (a- 3 takes one
                                   of theirs back).
                  p                Pause the countdown; s resumes it.
                  r                Stop the clock and put it back to 07:30.
                  t mm:ss          Set the countdown, e.g. t 7:30, or t 7 for 7:00 (00:01 to
                                   99:59); the clock stops at the new time.
                  sub N a|b|bench  Move player N (their number on the team sheet) to Team A,
                                   Team B or the bench, e.g. sub 5 a.
                  share            The match as text to paste; share md for Markdown, share FILE
                                   saves it.
                  end              End the match: after you confirm, the score and the winner
                                   are stored and you return to your players.
                  ?                Show this help.
                  q                Quit Football Gather.
                > 
                """))
    }

    @Test func content_showsNamesWithEscapeSequencesSafely() {
        let view = showing(
            GatherViewModel(
                teamA: [GatherPlayerRow(number: "1", name: "\u{1B}[2JEve\u{202E}", position: "W")],
                teamB: [GatherPlayerRow(number: "1", name: "Bob\u{07}", position: "GK")],
                bench: ["\u{1B}]0;pwned\u{07}Mallory"]
            ))

        let text = view.content.renderedText()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.contains("\u{202E}"))
        #expect(text.contains(" 1  \u{FFFD}[2JEve\u{FFFD}  W    1  Bob\u{FFFD}    GK\n"))
        #expect(text.contains(" Bench: \u{FFFD}]0;pwned\u{FFFD}Mallory\n"))
    }

    // MARK: Input

    @Test func handle_mapsCommandsToPresenterEvents() async {
        let view = sut
        let lines = [
            "a+", " A- ", "b+", "B-", "s", "start", "resume", "p", "Pause", "r", "reset", "t 7:30", "time  12:00 ", "t",
            "t 7 30", "end", "b", "back", "", "goal", "a+b", "end now", "a+ 2", "B 1",
            "A- 3", "b+  12", "b- 1", "a+ x", "a+ 1 2", "s 1", "a+2", "B-12", "a+2x", "a+x",
        ]
        for line in lines { await view.handle(line) }

        #expect(
            presenter.events == [
                "score:A1", "score:A-1", "score:B1", "score:B-1", "start", "start", "start", "pause", "pause", "reset", "reset",
                "time:450", "time:720", "unreadable:time", "unreadable:time", "end", "back", "back", "enter", "unknown:goal", "unknown:a+b",
                "unknown:end now", "score:A1 by 2", "unknown:B 1",
                "score:A-1 by 3", "score:B1 by 12", "score:B-1 by 1", "unreadable:scorer(MatchScreen.GatherSide.teamA)",
                "unreadable:scorer(MatchScreen.GatherSide.teamA)", "unknown:s 1",
                // The number may follow the score command without a space.
                "score:A1 by 2", "score:B-1 by 12", "unreadable:scorer(MatchScreen.GatherSide.teamA)", "unknown:a+x",
            ])
    }

    @Test(arguments: AdversarialInput.all)
    func handle_time_withAdversarialInput_isUnreadable(input: AdversarialInput) async {
        await sut.handle("t " + input.text)

        #expect(presenter.events == ["unreadable:time"])
    }

    @Test func handle_sub_givesTheNumberAndWhereTo() async {
        let view = sut
        for line in ["sub 5 a", "SUB 2 B", "sub 4 bench", "sub 4", "sub x a", "sub 4 c", "sub 4 a b"] { await view.handle(line) }

        #expect(
            presenter.events == [
                "sub:5 Team A", "sub:2 Team B", "sub:4 Bench", "unreadable:sub", "unreadable:sub", "unreadable:sub", "unreadable:sub",
            ])
    }

    @Test func content_withScorers_listsThemUnderTheTeams() {
        let view = showing(
            GatherViewModel(
                teamA: Self.teamA, teamB: Self.teamB, scorers: ["Team A goals: Ann Smith 2, 1 with no scorer", "Team B goals: Dmitri 1"],
                score: "Team A  3 : 1  Team B", clock: "running 07:42", clockState: .running, fullTime: "10:00"
            ))

        #expect(
            view.content.renderedText().contains(
                """
                 2  Bob        GK   2  Dmitri      —

                 Team A goals: Ann Smith 2, 1 with no scorer
                 Team B goals: Dmitri 1

                """))
    }

    @Test func handle_whileAskingToEnd_readsTheAnswer() async {
        let view = showing(GatherViewModel(confirmation: "End the match with Team A 0–0 Team B? (y/n)"))

        for line in [" Yes ", "a+", "n", "cancel", "", "end"] { await view.handle(line) }

        #expect(presenter.events == ["answer:yes", "unreadable:answer", "answer:no", "answer:no", "unreadable:answer", "unreadable:answer"])
    }

    @Test(arguments: [
        ("t 7:30", "time:450"), ("t 7", "time:420"), ("time 07:05", "time:425"), ("t 0:00", "time:0"), ("t 99:59", "time:5999"),
        ("t 100:00", "unreadable:time"), ("t x", "unreadable:time"), ("t 7:5", "unreadable:time"), ("t 7:60", "unreadable:time"),
        ("t -1", "unreadable:time"), ("t", "unreadable:time"),
    ])
    func handle_time_readsMinutesAndSecondsIntoSeconds(line: String, event: String) async {
        await sut.handle(line)

        // Whether the time is one a clock may be set to is the Interactor's to say.
        #expect(presenter.events == [event])
    }

    @Test func handle_share_givesWhatFollows_andTheBlockIsShownAlone_withoutTheCommands() async {
        let view = showing(
            GatherViewModel(
                teamA: Self.teamA, score: "Team A  0 : 0  Team B", clock: "running 07:42", message: .info("Copy it."),
                shared: ["Football Gather · Match", "", "- Ann"]
            ))

        for line in ["share", "Share md", "share md m.md", "share a b", ""] { await view.handle(line) }

        #expect(presenter.events == ["share", "share", "share", "unreadable:share", "enter"])
        #expect(presenter.shares == [.show(.plain), .show(.markdown), .write(.markdown, path: "m.md")])
        #expect(
            view.content.body == [
                .verbatim(ShareBlock.rule), .verbatim("Football Gather · Match"), .blank, .verbatim("- Ann"), .verbatim(ShareBlock.rule),
            ])
        #expect(view.content.actions.isEmpty)
        #expect(view.content.status == "running 07:42")
        #expect(view.content.message == .info("Copy it."))
        #expect(view.content.prompt == .command)
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

    // MARK: Width

    @Test(arguments: ScreenContent.testedWidths)
    func content_fitsTheWidth_andShowsTheClockInFull(width: Int) {
        let teamA = Self.teamA + [GatherPlayerRow(name: "Maximiliana Alexandra Wolfeschlegelsteinhausen", position: "MID")]
        let view = showing(
            GatherViewModel(
                teamA: teamA, teamB: Self.teamB, bench: ["Eve", "Maximiliana Alexandra Wolfeschlegelsteinhausen"], score: "Team A  2 : 1  Team B",
                clock: "running 07:42", clockState: .running, fullTime: "10:00"))

        let text = view.content.renderedText(width: width)

        #expect(view.content.widthProblems(width: width) == [])
        #expect(text.components(separatedBy: "\n")[0].hasSuffix("  running 07:42"))
        #expect(text.contains(width >= 80 ? "Maximiliana Alexandra Wolfeschlegelsteinhausen  MID" : "…"))
        #expect(text.contains("Carla Díaz"))
    }
}
