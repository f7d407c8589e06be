import Domain
import MatchScreen
import Presentation
import TestSupport
import Testing

@testable import GatherMVP

/// The presenter with a mock view, as MVP's community tests one: each command goes in through the
/// presenter's protocol, and the test reads what the view was told and what the store keeps.
@MainActor
@Suite struct GatherMVPPresenterTests {
    let table: PresenterOnMatch

    init() async throws {
        table = try await PresenterOnMatch.started()
    }

    // MARK: What the view is told

    @Test func appearing_tellsTheViewEachPartOfTheMatch_inTheOrderItShowsThem() async {
        let (_, view) = await table.present()

        #expect(
            view.calls == [
                .teams(
                    teamA: [GatherPlayerRow(number: "1", name: "Ann Smith", position: "ST"), GatherPlayerRow(number: "2", name: "Bob", position: "GK")],
                    teamB: [GatherPlayerRow(number: "3", name: "Carla Díaz", position: "MID"), GatherPlayerRow(number: "4", name: "Dmitri", position: "—")],
                    bench: ["5 Eve"]),
                .score("Team A  0 : 0  Team B", scorers: []),
                .timer("ready 10:00", .ready, fullTime: "10:00"),
                .limits(goals: "0 to 99", times: "00:01 to 99:59"),
                .message(nil),
                .question(nil),
                .sharedMatch(nil),
            ])
    }

    @Test func withoutItsView_thePresenterTellsNothing_andKeepsNoViewAlive() async throws {
        let (presenter, _) = await table.present()
        weak var gone: MockGatherMVPView?
        do {
            let view = MockGatherMVPView()
            gone = view
            presenter.view = view
        }

        await presenter.startTimer()

        #expect(gone == nil)
        #expect(try await table.stored()?.timer.isRunning == true)
    }

    @Test func aSavedMatch_isResumedPaused_andSaysWhereItStopped() async {
        let (_, view) = await table.present(GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462, isRunning: true)))

        #expect(view.timer == "paused 07:42")
        #expect(view.clockState == .paused)
        #expect(view.message == .info("Resumed where you stopped: Team A 2–1 Team B, 07:42 left. Type s to resume the clock."))
    }

    // MARK: The clock

    @Test func startThenPause_savesTheClockEachTime_andSaysWhereItPaused() async throws {
        let (presenter, view) = await table.present()

        await presenter.startTimer()
        #expect(view.timer == "running 10:00")
        for _ in 0..<10 { await presenter.timerDidFire() }
        await presenter.pauseTimer()

        #expect(view.timer == "paused 09:50")
        #expect(view.message == .info("Paused at 09:50. Type s to resume."))
        #expect(try await table.stored()?.timer == GatherTimer(remaining: 590))
        #expect(table.match.progressSaves.count == 12)
    }

    @Test func aClockCommandTheRulesRefuse_isSaid_andNothingIsWritten() async {
        let (presenter, view) = await table.present()

        await presenter.pauseTimer()
        #expect(view.message == .info("The clock is not running. Type s to start it."))
        await presenter.resetTimer()
        #expect(view.message == .info("The clock is already at 10:00."))

        #expect(table.match.progressSaves.isEmpty)
    }

    @Test func settingTheTimeItIsAlreadySetTo_writesNothing_butSaysSo() async throws {
        let (presenter, view) = await table.present()

        await presenter.setTimer(seconds: 600)
        #expect(table.match.progressSaves.isEmpty)
        await presenter.setTimer(seconds: 450)

        #expect(view.timer == "ready 07:30")
        #expect(view.message == .success(GatherWording.timeSet(to: "07:30")))
        #expect(try await table.stored()?.timer == GatherTimer(duration: 450))
    }

    @Test func theLastSecond_ringsAndStopsTheClock() async throws {
        let (presenter, view) = await table.present(GatherProgress(timer: GatherTimer(remaining: 2)))
        await presenter.startTimer()

        await presenter.timerDidFire()
        #expect(view.message == nil)
        await presenter.timerDidFire()
        await presenter.timerDidFire()

        #expect(view.timer == "time up 00:00")
        #expect(view.message == .alert("Time is up! Type end to finish the match, or t mm:ss to play on."))
        #expect(try await table.stored()?.timer == GatherTimer(remaining: 0))
    }

    @Test func theFirstHalfsLastSecond_ringsHalfTimeWithTheScore_andStartStartsTheSecondHalf() async throws {
        let (presenter, view) = await table.present(GatherProgress(score: Score(teamA: 3), timer: GatherTimer(remaining: 301)))
        await presenter.startTimer()

        await presenter.timerDidFire()
        await presenter.timerDidFire()

        #expect(view.timer == "half-time 05:00")
        #expect(view.message == .alert("Half-time: Team A 3–0 Team B. Type s to start the second half."))
        await presenter.startTimer()
        await presenter.timerDidFire()
        #expect(view.timer == "running 04:59")
        #expect(try await table.stored()?.timer == GatherTimer(remaining: 299, isRunning: true, half: .second))
    }

    // MARK: Score and team sheet

    @Test func goals_areSavedOnTheMatchAsStored_andTheScorersListed() async throws {
        let (presenter, view) = await table.present()

        await presenter.updateScore(of: .teamA, by: 1, scorer: 1)
        await presenter.updateScore(of: .teamB, by: 1, scorer: nil)

        #expect(view.scoreboard == "Team A  1 : 1  Team B")
        #expect(view.scorers == ["Team A goals: Ann Smith 1"])
        #expect(try await table.stored() == GatherProgress(score: Score(teamA: 1, teamB: 1), goals: [0: 1]))
    }

    @Test func aGoalTheRulesRefuse_isSaid_andNotWritten() async {
        let (presenter, view) = await table.present()

        await presenter.updateScore(of: .teamA, by: -1, scorer: nil)
        #expect(view.message == .error("Team A has no goal to take away."))
        await presenter.updateScore(of: .teamA, by: 1, scorer: 5)
        #expect(view.message == .error("Eve (5) is on the bench: use a number from Team A's list."))

        #expect(table.match.progressSaves.isEmpty)
    }

    @Test func aGoalScoredInAnotherWindow_isKept_andSaidWithTheNextChange() async throws {
        let (presenter, view) = await table.present()
        try await table.match.ann.gathers.saveProgress(GatherProgress(score: Score(teamA: 1)), ofGather: table.match.gather.id)

        await presenter.updateScore(of: .teamA, by: 1, scorer: nil)

        #expect(view.scoreboard == "Team A  2 : 0  Team B")
        #expect(view.message == .info("Changed in another window: the match stands at Team A 2–0 Team B."))
    }

    @Test func aGoalTheStoreCouldNotSave_countsHere_andIsSavedWithTheNextChange() async throws {
        let (presenter, view) = await table.present()
        table.match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await presenter.updateScore(of: .teamB, by: 1, scorer: 3)
        #expect(view.scoreboard == "Team A  0 : 1  Team B")
        #expect(view.message == .error("Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."))
        await presenter.startTimer()

        #expect(view.message == nil)
        #expect(try await table.stored() == GatherProgress(score: Score(teamB: 1), timer: GatherTimer(isRunning: true), goals: [2: 1]))
    }

    @Test func aSubstitute_isStoredThenShown() async {
        let (presenter, view) = await table.present()

        await presenter.substitute(number: 5, to: .teamA)

        #expect(view.bench == [])
        #expect(view.message == .info("Eve (5) plays for Team A now."))
        #expect(table.match.ann.services.calls.contains(.movePlayer(index: 4, team: .teamA, gather: table.match.gather.id)))
    }

    @Test func aSubstituteTheStoreCouldNotKeep_isNotMade() async {
        let (presenter, view) = await table.present()
        table.match.ann.services.fail(.movePlayer, with: .unavailable("disk"))

        await presenter.substitute(number: 5, to: .teamA)

        #expect(view.bench == ["5 Eve"])
        #expect(view.message == .error("Could not move Eve (5). Storage is unavailable: disk. Type the move again."))
    }

    // MARK: Sharing, and what else is typed

    @Test func share_showsTheBlockInTheMatchsPlace_untilEnter() async {
        let (presenter, view) = await table.present()

        await presenter.shareGather(.show(.plain))
        #expect(view.sharedMatch?.isEmpty == false)
        #expect(view.message == .info("Enter goes back to the match."))
        await presenter.closeSharedMatch()

        #expect(view.sharedMatch == nil)
        #expect(view.message == nil)
    }

    @Test func backAnUnreadableTimeAndAnUnknownCommand_eachSaySomething() async {
        let (presenter, view) = await table.present()

        presenter.goBack()
        #expect(view.message == .info(GatherWording.back))
        presenter.couldNotRead(.time)
        #expect(view.message == .error("Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10."))
        presenter.unknownCommand("dance")
        #expect(view.message == .unknownCommand("dance"))
        view.forgetCalls()
        presenter.couldNotRead(.answer)

        #expect(view.calls.isEmpty, "no question is asked: an answer that can't be read says nothing")
    }
}
