import Domain
import MatchScreen
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVVM

/// Records the inputs the view calls; publishes what a test gives it, each part on its output.
@MainActor
final class GatherViewModelSpy: GatherMVVMViewModelling {
    let scoreText = Box("")
    let scorerLines = Box<[String]>([])
    let teamSheetRows = Box(GatherMVVMTeamSheet())
    let countdown = Box(GatherMVVMCountdown())
    let message = Box<Message?>(nil)
    let question = Box<String?>(nil)
    let shareBlock = Box<[String]?>(nil)
    let limits = GatherMVVMLimits(goals: "0 to 99", clock: "00:01 to 99:59")
    private(set) var inputs: [String] = []
    private(set) var shares: [ShareCommand] = []

    func appeared() { inputs.append("appeared") }
    func tick() async { inputs.append("tick") }
    func scoreTapped(side: GatherSide, goals: Int, scorer: Int?) async {
        inputs.append("score:\(side == .teamA ? "A" : "B")\(goals)" + (scorer.map { " by \($0)" } ?? ""))
    }
    func startTapped() async { inputs.append("start") }
    func pauseTapped() async { inputs.append("pause") }
    func resetTapped() async { inputs.append("reset") }
    func timeTyped(seconds: Int) async { inputs.append("time:\(seconds)") }
    func subTapped(number: Int, to team: Team) async { inputs.append("sub:\(number) \(team.label)") }
    func endTapped() { inputs.append("end") }
    func answer(_ yes: Bool) async { inputs.append("answer:\(yes ? "yes" : "no")") }
    func backTapped() { inputs.append("back") }
    func shareTapped(_ command: ShareCommand) async {
        inputs.append("share")
        shares.append(command)
    }
    func enterPressed() async { inputs.append("enter") }
    func unreadable(_ what: GatherUnreadable) { inputs.append("unreadable:\(what)") }
    func unknownCommand(_ line: String) { inputs.append("unknown:\(line)") }

    /// What the view model publishes next: every output told its part of `board`.
    func publish(_ board: GatherBoard) {
        scoreText.value = board.score
        scorerLines.value = board.scorers
        teamSheetRows.value = GatherMVVMTeamSheet(teamA: board.teamA, teamB: board.teamB, bench: board.bench)
        countdown.value = GatherMVVMCountdown(text: board.clock, state: board.clockState, fullTime: board.fullTime)
        message.value = board.message
        question.value = board.confirmation
        shareBlock.value = board.shared
    }
}

@MainActor
@Suite struct GatherMVVMViewTests {
    let viewModel = GatherViewModelSpy()

    static let teamA = [GatherPlayerRow(number: "1", name: "Ann Smith", position: "ST"), GatherPlayerRow(number: "2", name: "Bob", position: "GK")]
    static let teamB = [GatherPlayerRow(number: "3", name: "Carla Díaz", position: "MID"), GatherPlayerRow(number: "4", name: "Dmitri", position: "—")]

    /// The title line with the clock at the right edge, and no trailing space.
    func titleLine(_ status: String) -> String {
        let line = " Football Gather · Match in progress"
        return line + String(repeating: " ", count: 80 - SafeText.width(line) - status.count) + status
    }

    /// The view, bound, after its view model published `shown`.
    func showing(_ shown: GatherBoard) -> GatherMVVMView {
        let view = GatherMVVMView(viewModel: viewModel)
        viewModel.publish(shown)
        return view
    }

    // MARK: Binding

    @Test func theView_drawsWhatItsViewModelPublishedLast() {
        viewModel.publish(GatherBoard(score: "Team A  1 : 0  Team B"))
        let view = GatherMVVMView(viewModel: viewModel)
        #expect(view.content.body.first == .text("Team A  1 : 0  Team B", .emphasis), "bound late, it shows the latest")

        viewModel.publish(GatherBoard(score: "Team A  2 : 0  Team B", clock: "running 09:59", clockState: .running))

        #expect(view.content.body.first == .text("Team A  2 : 0  Team B", .emphasis))
        #expect(view.content.status == "running 09:59")
    }

    @Test func theView_isNotKeptAliveByItsViewModel() {
        weak var released: GatherMVVMView?
        do {
            let view = GatherMVVMView(viewModel: viewModel)
            released = view
        }

        #expect(released == nil)
        viewModel.publish(GatherBoard(score: "x"))
    }

    @Test func willAppearAndTicks_reachTheViewModel() async {
        let view = GatherMVVMView(viewModel: viewModel)

        await view.willAppear()
        await view.tick()
        await view.tick()

        #expect(view.wantsTicks)
        #expect(viewModel.inputs == ["appeared", "tick", "tick"])
    }

    // MARK: Lines to inputs

    @Test func handle_readsEachLineIntoTheViewModelsInput() async {
        let view = GatherMVVMView(viewModel: viewModel)
        let lines = [
            "a+", " A- ", "b+", "B-", "s", "start", "resume", "p", "Pause", "r", "reset", "t 7:30", "time  12:00 ", "t",
            "t 7 30", "end", "b", "back", "", "goal", "a+b", "end now", "a+ 2", "B 1",
            "A- 3", "b+  12", "b- 1", "a+ x", "a+ 1 2", "s 1", "a+2", "B-12", "a+2x", "a+x",
            "sub 5 a", "SUB 2 B", "sub 4 bench", "sub 4", "sub x a",
        ]
        for line in lines { await view.handle(line) }

        #expect(
            viewModel.inputs == [
                "score:A1", "score:A-1", "score:B1", "score:B-1", "start", "start", "start", "pause", "pause", "reset", "reset",
                "time:450", "time:720", "unreadable:time", "unreadable:time", "end", "back", "back", "enter", "unknown:goal", "unknown:a+b",
                "unknown:end now", "score:A1 by 2", "unknown:B 1",
                "score:A-1 by 3", "score:B1 by 12", "score:B-1 by 1", "unreadable:scorer(MatchScreen.GatherSide.teamA)",
                "unreadable:scorer(MatchScreen.GatherSide.teamA)", "unknown:s 1",
                "score:A1 by 2", "score:B-1 by 12", "unreadable:scorer(MatchScreen.GatherSide.teamA)", "unknown:a+x",
                "sub:5 Team A", "sub:2 Team B", "sub:4 Bench", "unreadable:sub", "unreadable:sub",
            ])
    }

    @Test func handle_share_givesWhatFollows() async {
        let view = GatherMVVMView(viewModel: viewModel)

        for line in ["share", "Share md", "share md m.md", "share a b"] { await view.handle(line) }

        #expect(viewModel.inputs == ["share", "share", "share", "unreadable:share"])
        #expect(viewModel.shares == [.show(.plain), .show(.markdown), .write(.markdown, path: "m.md")])
    }

    @Test func handle_whileAQuestionIsShown_readsAnAnswer() async {
        let view = showing(GatherBoard(confirmation: "End the match with Team A 0–0 Team B? (y/n)"))

        for line in [" Yes ", "a+", "n", "cancel", "", "end"] { await view.handle(line) }

        #expect(viewModel.inputs == ["answer:yes", "unreadable:answer", "answer:no", "answer:no", "unreadable:answer", "unreadable:answer"])
    }

    @Test func handle_onceTheQuestionIsGone_readsCommandsAgain() async {
        let view = showing(GatherBoard(confirmation: "End the match with Team A 0–0 Team B? (y/n)"))
        await view.handle("y")

        viewModel.publish(GatherBoard())
        await view.handle("y")

        #expect(viewModel.inputs == ["answer:yes", "unknown:y"])
    }

    // MARK: Drawing

    @Test func content_whenReady_showsTheScoreBothTeamsTheBenchAndHowToStart() {
        let view = showing(
            GatherBoard(
                teamA: Self.teamA, teamB: Self.teamB, bench: ["5 Eve"], score: "Team A  0 : 0  Team B", clock: "ready 10:00", fullTime: "10:00"
            ))

        #expect(
            view.content.renderedText() == """
                \(titleLine("ready 10:00"))
                ────────────────────────────────────────────────────────────────────────────────
                 Team A  0 : 0  Team B

                 #  Team A     Pos  #  Team B      Pos
                 1  Ann Smith  ST   3  Carla Díaz  MID
                 2  Bob        GK   4  Dmitri      —

                 Bench: 5 Eve

                 a+ a- b+ b- score   s start   t mm:ss set time   sub N a|b|bench move
                 share paste   end finish   ? help
                > 
                """)
    }

    @Test func content_atTimeUp_announcesItAndOffersNoStart() {
        let view = showing(
            GatherBoard(
                teamA: Self.teamA, teamB: Self.teamB, score: "Team A  2 : 1  Team B", clock: "time up 00:00", clockState: .timeUp,
                fullTime: "07:30", message: .alert("Time is up! Type end to finish the match, or t mm:ss to play on.")
            ))

        #expect(view.content.status == "time up 00:00")
        #expect(view.content.message == .alert("Time is up! Type end to finish the match, or t mm:ss to play on."))
        #expect(view.content.actions.map(\.key) == ["a+ a- b+ b-", "r", "t mm:ss", "sub N a|b|bench", "share", "end"])
    }

    @Test func content_whileAskingToEnd_asksYesOrNoAndHidesCommands() {
        let view = showing(
            GatherBoard(
                teamA: Self.teamA, teamB: Self.teamB, score: "Team A  2 : 1  Team B", clock: "running 01:40", clockState: .running,
                confirmation: "End the match with Team A 2–1 Team B? (y/n)"
            ))

        #expect(view.content.prompt == .text("End the match with Team A 2–1 Team B? (y/n)"))
        #expect(view.content.actions.isEmpty)
    }

    @Test func content_withAShareBlock_showsItAlone_withoutTheCommands() {
        let view = showing(
            GatherBoard(
                teamA: Self.teamA, score: "Team A  0 : 0  Team B", clock: "running 07:42", message: .info("Enter goes back to the match."),
                shared: ["Football Gather · Match", "", "- Ann"]
            ))

        #expect(
            view.content.body == [
                .verbatim(ShareBlock.rule), .verbatim("Football Gather · Match"), .blank, .verbatim("- Ann"), .verbatim(ShareBlock.rule),
            ])
        #expect(view.content.actions.isEmpty)
        #expect(view.content.status == "running 07:42")
        #expect(view.content.prompt == .command)
    }
}
