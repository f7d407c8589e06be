import Domain
import Foundation
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVVM

/// Each output by itself, as a view bound to it hears it: which outputs an input reaches, and what they
/// receive (Ann 1 and Bob 2 in Team A, Carla 3 and Dmitri 4 in Team B, Eve 5 on the bench).
@MainActor
@Suite struct GatherMVVMViewModelOutputsTests: PlayingAMatch {
    let match: StartedMatch
    let clock = ManualClock()
    let shareFiles = ShareFilesSpy()

    init() async throws {
        match = try await StartedMatch.make()
    }

    /// Every value `output` receives from now on, the one it holds first left out.
    func received<Value>(_ output: Box<Value>) -> () -> [Value] {
        let log = Received<Value>()
        output.bind { log.values.append($0) }
        log.values.removeAll()
        return { log.values }
    }

    @Test func aGoalWithAScorer_reachesTheScoreAndTheScorers_notTheClockOrTheTeams() async {
        let (sut, shown) = await playing()

        await sut.scoreTapped(side: .teamB, goals: 1, scorer: 3)

        #expect(shown.sinceAppearing == ["score", "scorers"])
        #expect(sut.scoreText.value == "Team A  0 : 1  Team B")
        #expect(sut.scorerLines.value == ["Team B goals: Carla Díaz 1"])
    }

    @Test func aMove_reachesTheTeamSheetAndTheNews() async {
        let (sut, shown) = await playing()

        await sut.subTapped(number: 5, to: .teamB)

        #expect(shown.sinceAppearing == ["teams", "message"])
        #expect(sut.teamSheetRows.value.bench.isEmpty)
        #expect(sut.teamSheetRows.value.teamB.map(\.name) == ["Carla Díaz", "Dmitri", "Eve"])
        #expect(sut.message.value == .info("Eve (5) plays for Team B now."))
    }

    @Test func theClock_tellsTheCountdownEverySecond_andTheNewsOnlyWhenTimeIsUp() async {
        // Three seconds of the second half.
        let (sut, _) = await playing(.at(0, 0, remaining: 3, duration: 8))
        let countdown = received(sut.countdown)
        let messages = received(sut.message)

        await sut.startTapped()
        await tick(sut, times: 4)

        #expect(countdown().map(\.text) == ["running 00:03", "running 00:02", "running 00:01", "time up 00:00"])
        #expect(countdown().last?.state == .timeUp)
        // The start takes the news of the resumed match away; the seconds between say nothing.
        #expect(messages() == [nil, .alert("Time is up! Type end to finish the match, or t mm:ss to play on.")])
    }

    @Test func theFirstHalfsLastSecond_tellsTheCountdownAndTheNewsOfHalfTime_withTheScore() async {
        let (sut, _) = await playing(.at(1, 2, remaining: 301))
        let countdown = received(sut.countdown)
        let messages = received(sut.message)

        await sut.startTapped()
        await tick(sut, times: 2)

        #expect(countdown().map(\.text) == ["running 05:01", "half-time 05:00"])
        #expect(countdown().last?.state == .halfTime)
        #expect(messages() == [nil, .alert("Half-time: Team A 1–2 Team B. Type s to start the second half.")])
    }

    @Test func aRefusedRule_becomesTheMessage_andNothingElseChanges() async {
        let (sut, shown) = await playing()

        await sut.pauseTapped()

        #expect(shown.sinceAppearing == ["message"])
        #expect(sut.message.value == .info("The clock is not running. Type s to start it."))
        #expect(saved.isEmpty)
    }

    @Test func aFailedSave_becomesTheMessage_withTheGoalKeptHere() async {
        let (sut, _) = await playing()
        let scores = received(sut.scoreText)
        let messages = received(sut.message)
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await sut.scoreTapped(side: .teamA, goals: 1, scorer: nil)

        #expect(scores() == ["Team A  1 : 0  Team B"])
        #expect(messages() == [.error(GatherMVVMViewModelTests.diskFull)])
    }

    @Test func theEnd_asksOnTheQuestion_andANoTakesItBack() async throws {
        let (sut, shown) = await playing(.at(2, 1))
        let questions = received(sut.question)
        let messages = received(sut.message)

        sut.endTapped()
        await sut.answer(false)

        #expect(questions() == ["End the match with Team A 2–1 Team B? (y/n)", nil])
        #expect(messages().last == .info("The match goes on."))
        #expect(shown.notices.isEmpty)
        #expect(try await match.finished() == nil)
    }

    @Test func aShareBlock_takesTheMatchsPlace_untilEnter() async {
        let (sut, _) = await playing()
        let blocks = received(sut.shareBlock)

        await sut.shareTapped(.show(.plain))
        await sut.enterPressed()

        #expect(blocks().count == 2)
        #expect(blocks().first??.isEmpty == false)
        #expect(blocks().last == .some(nil))
    }

    @Test func theLimits_areTheRules() async {
        let (sut, _) = await playing()

        #expect(sut.limits == GatherMVVMLimits(goals: "0 to 99", clock: "00:01 to 99:59"))
    }
}

/// What one output received, as a view bound to it would.
@MainActor
final class Received<Value> {
    var values: [Value] = []
}
