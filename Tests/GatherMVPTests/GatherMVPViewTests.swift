import Domain
import MatchScreen
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVP

/// The passive view with a spy presenter: it draws only what it was told, and hands each line on as
/// the presenter's call it stands for.
@MainActor
@Suite struct GatherMVPViewTests {
    let presenter = SpyGatherMVPPresenter()

    @Test func eachLine_becomesThePresentersCallForIt() async {
        let sut = GatherMVPView(presenter: presenter)
        await sut.willAppear()
        await sut.tick()

        for line in ["a+", "b- 3", "s", "p", "r", "t 7:30", "sub 5 bench", "end", "share", "", "b", "t 7:61", "dance"] {
            await sut.handle(line)
        }

        #expect(
            presenter.received == [
                "viewWillAppear", "timerDidFire", "updateScore a 1 -", "updateScore b -1 3", "startTimer", "pauseTimer", "resetTimer",
                "setTimer 450", "substitute 5 Bench", "endGather", "shareGather show(Presentation.ShareBlock.Format.plain)", "closeSharedMatch",
                "goBack", "couldNotRead time", "unknownCommand dance",
            ])
    }

    @Test func withAQuestionOnScreen_aLineIsItsAnswer() async {
        let sut = GatherMVPView(presenter: presenter)
        sut.showQuestion("End the match with Team A 0–0 Team B? (y/n)")

        await sut.handle("y")
        await sut.handle("s")

        #expect(presenter.received == ["answerQuestion true", "couldNotRead answer"])
    }

    @Test func itDraws_whatItWasToldOfEachPart() {
        let sut = GatherMVPView(presenter: presenter)
        #expect(sut.board == GatherBoard())

        sut.showTeams(teamA: [GatherPlayerRow(number: "1", name: "Ann", position: "ST")], teamB: [], bench: ["2 Bo"])
        sut.showScore("Team A  1 : 0  Team B", scorers: ["Team A goals: Ann 1"])
        sut.showTimer("running 09:59", state: .running, fullTime: "10:00")
        sut.showLimits(goals: "0 to 99", times: "00:01 to 99:59")
        sut.showMessage(.info("Hello."))

        #expect(sut.content.status == "running 09:59")
        #expect(sut.content.body.first == .text("Team A  1 : 0  Team B", .emphasis))
        #expect(sut.content.message == .info("Hello."))
        #expect(sut.content.actions.map(\.key).contains("p"))
        #expect(sut.content == GatherLayout.content(sut.board))

        sut.showSharedMatch(["Team A 1–0 Team B"])
        #expect(sut.content.actions.isEmpty)
        sut.showQuestion("End? (y/n)")
        #expect(sut.content.prompt == .text("End? (y/n)"))
    }

    @Test func theView_keepsItsPresenterAlive() {
        weak var held: SpyGatherMVPPresenter?
        let sut: GatherMVPView
        do {
            let presenter = SpyGatherMVPPresenter()
            held = presenter
            sut = GatherMVPView(presenter: presenter)
        }

        #expect(held != nil)
        #expect(sut.wantsTicks)
    }
}
