import Domain
import MatchScreen
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVC

/// Stands in for the controller: remembers what the view forwarded.
@MainActor
final class GatherMVCViewDelegateSpy: GatherMVCViewDelegate {
    private(set) var events: [String] = []
    private(set) var commands: [GatherCommand] = []

    func gatherViewWillAppear(_ view: GatherMVCView) { events.append("appear") }
    func gatherViewDidTick(_ view: GatherMVCView) async { events.append("tick") }
    func gatherView(_ view: GatherMVCView, didEnter command: GatherCommand) async {
        events.append("command")
        commands.append(command)
    }
}

/// The passive view: each line read into a command for its controller, each tick and appearance
/// forwarded, and what the controller last showed drawn.
@MainActor
@Suite struct GatherMVCViewTests {
    let delegate = GatherMVCViewDelegateSpy()

    func showing(_ board: GatherBoard = GatherBoard()) -> GatherMVCView {
        let view = GatherMVCView()
        view.delegate = delegate
        view.show(board)
        return view
    }

    static let teamA = [GatherPlayerRow(number: "1", name: "Ann Smith", position: "ST"), GatherPlayerRow(number: "2", name: "Bob", position: "GK")]
    static let teamB = [GatherPlayerRow(number: "3", name: "Carla Díaz", position: "MID"), GatherPlayerRow(number: "4", name: "Dmitri", position: "—")]

    /// The title line with the clock at the right edge.
    func titleLine(_ status: String) -> String {
        let line = " Football Gather · Match in progress"
        return line + String(repeating: " ", count: 80 - SafeText.width(line) - status.count) + status
    }

    // MARK: Input

    @Test func handle_readsEachLineIntoACommand_forTheController() async {
        let view = showing()
        let lines = ["a+", " B- ", "a+ 3", "b+2", "s", "p", "r", "t 7:30", "t x", "sub 5 a", "end", "b", "share md", "share a b", "", "goal", "y"]

        for line in lines { await view.handle(line) }

        #expect(
            delegate.commands == [
                .score(.teamA, goals: 1, scorer: nil), .score(.teamB, goals: -1, scorer: nil), .score(.teamA, goals: 1, scorer: 3),
                .score(.teamB, goals: 1, scorer: 2), .start, .pause, .reset, .setTime(seconds: 450), .unreadable(.time),
                .sub(number: 5, to: .teamA), .end, .back, .share(.show(.markdown)), .unreadable(.share), .enter, .unknown("goal"), .unknown("y"),
            ])
    }

    @Test func handle_whileAQuestionIsOnScreen_readsAnAnswer() async {
        let view = showing(GatherBoard(confirmation: "End the match with Team A 0–0 Team B? (y/n)"))

        for line in [" Yes ", "a+", "n", "cancel", "", "end"] { await view.handle(line) }

        #expect(delegate.commands == [.answer(true), .unreadable(.answer), .answer(false), .answer(false), .unreadable(.answer), .unreadable(.answer)])
    }

    @Test func tickAndWillAppear_areForwarded() async {
        let view = showing()

        await view.willAppear()
        await view.tick()
        await view.tick()

        #expect(view.wantsTicks)
        #expect(delegate.events == ["appear", "tick", "tick"])
    }

    @Test func withoutAController_aLineOrATickDoesNothing() async {
        let view = GatherMVCView()

        await view.willAppear()
        await view.tick()
        await view.handle("a+")

        #expect(view.board == GatherBoard())
        #expect(delegate.events.isEmpty)
    }

    // MARK: Drawing

    @Test func content_drawsWhatItWasShown_asEveryMatchScreenDoes() {
        let board = GatherBoard(
            teamA: Self.teamA, teamB: Self.teamB, bench: ["5 Eve"], score: "Team A  2 : 1  Team B", clock: "running 07:42", clockState: .running,
            fullTime: "10:00", message: .info("Eve (5) plays for Team A now.")
        )
        let view = showing(board)

        #expect(view.content == GatherLayout.content(board))
        #expect(
            view.content.renderedText() == """
                \(titleLine("running 07:42"))
                ────────────────────────────────────────────────────────────────────────────────
                 Team A  2 : 1  Team B

                 #  Team A     Pos  #  Team B      Pos
                 1  Ann Smith  ST   3  Carla Díaz  MID
                 2  Bob        GK   4  Dmitri      —

                 Bench: 5 Eve

                 Eve (5) plays for Team A now.
                 a+ a- b+ b- score   p pause   r reset   t mm:ss set time   sub N a|b|bench move
                 share paste   end finish   ? help
                > 
                """)
    }

    @Test func content_whileAskingToEnd_asksYesOrNo_andHidesTheCommands() {
        let view = showing(GatherBoard(teamA: Self.teamA, clock: "paused 01:40", clockState: .paused, confirmation: "End the match? (y/n)"))

        #expect(view.content.prompt == .text("End the match? (y/n)"))
        #expect(view.content.actions.isEmpty)
    }

    @Test func content_ofASharedBlock_isTheBlockAlone() {
        let view = showing(GatherBoard(teamA: Self.teamA, clock: "running 07:42", shared: ["Football Gather · Match", "", "- Ann"]))

        #expect(
            view.content.body == [.verbatim(ShareBlock.rule), .verbatim("Football Gather · Match"), .blank, .verbatim("- Ann"), .verbatim(ShareBlock.rule)])
        #expect(view.content.actions.isEmpty)
        #expect(view.content.status == "running 07:42")
    }

    @Test func show_replacesWhatWasShown() {
        let view = showing(GatherBoard(clock: "ready 10:00"))

        view.show(GatherBoard(clock: "running 09:59", clockState: .running))

        #expect(view.content.status == "running 09:59")
        #expect(view.board.clockState == .running)
    }
}
