import Domain
import MatchScreen
import Presentation
import TerminalUI
import Testing

@testable import GatherMVPC

/// The view with a spy presenter: what it hands on of each line, and what it draws of what it is told.
@MainActor
@Suite struct GatherMVPCViewTests {
    let spy = SpyGatherMVPCPresenter()

    @Test func typedLines_reachThePresenterAsIntents() async {
        let sut = GatherMVPCView(presenter: spy)

        #expect(sut.wantsTicks)
        await sut.willAppear()
        for line in ["b+", "a- 2", "s", "p", "r", "t 12", "sub 3 a", "share md", "", "back", "share a b c", "end?"] {
            await sut.handle(line)
        }
        await sut.tick()
        await sut.handle("end")

        #expect(
            spy.intents == [
                .appears, .goals(1, .teamB, scorer: nil), .goals(-1, .teamA, scorer: 2), .start, .pause, .reset, .countdown(720),
                .move(3, .teamA), .share(.show(.markdown)), .returnToMatch, .back, .unreadable(.share), .unknown("end?"), .second, .end,
            ])
    }

    @Test func aQuestionOnScreen_turnsTheNextLineIntoAnAnswer() async {
        let sut = GatherMVPCView(presenter: spy)
        sut.confirmEndGather("match.md already exists. Replace it? (y/n)")

        await sut.handle("no")
        sut.confirmEndGather(nil)
        await sut.handle("no")

        #expect(spy.intents == [.answer(false), .unknown("no")])
    }

    @Test func whatItDraws_isWhatItWasLastTold() {
        let sut = GatherMVPCView(presenter: spy)

        sut.setupView(goalsRange: "0 to 99", timesRange: "00:01 to 99:59")
        sut.configurePlayers(teamA: [], teamB: [GatherPlayerRow(number: "1", name: "Bo", position: "GK")], bench: [])
        sut.configureScore("Team A  0 : 0  Team B", scorers: [])
        sut.configureSelectedTime("time up 00:00", state: .timeUp, fullTime: "10:00")
        sut.showNotice(.alert("Time is up!"))

        #expect(sut.content == GatherLayout.content(sut.current))
        #expect(sut.content.status == "time up 00:00")
        #expect(sut.content.message == .alert("Time is up!"))
        #expect(!sut.content.actions.contains { $0.key == "s" }, "a clock whose time is up offers no start")

        sut.showShareBlock(["Team A 0–0 Team B"])
        #expect(sut.content.body == ShareWording.blocks(["Team A 0–0 Team B"]))
        sut.showShareBlock(nil)
        #expect(sut.content.body.first == .text("Team A  0 : 0  Team B", .emphasis))
    }
}
