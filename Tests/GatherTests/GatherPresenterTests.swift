import Domain
import Foundation
import Testing
import TerminalUI
import TestSupport
@testable import Gather

@MainActor
final class GatherInteractorSpy: GatherInteracting {
    var saveFailure: ServiceError?
    var endFailure: ServiceError?
    private(set) var saved: [GatherProgress] = []
    private(set) var ended: [Score] = []

    func save(_ progress: GatherProgress) async throws {
        saved.append(progress)
        if let saveFailure { throw saveFailure }
    }

    func end(with score: Score) async throws {
        ended.append(score)
        if let endFailure { throw endFailure }
    }
}

@MainActor
final class GatherRouterSpy: GatherRouting {
    private(set) var playerListsShown = 0
    func showPlayerList() { playerListsShown += 1 }
}

@MainActor
final class GatherViewSpy: GatherDisplaying {
    private(set) var displayed: [GatherViewModel] = []
    var last: GatherViewModel? { displayed.last }
    func display(_ viewModel: GatherViewModel) { displayed.append(viewModel) }
}

extension Gather {
    /// Two a side and one on the bench; Dmitri has no position.
    static let match = Gather(id: UUID(), players: [
        GatherPlayer(playerID: 1, name: "Ann Smith", position: .striker, skill: .amateur, team: .teamA),
        GatherPlayer(playerID: 2, name: "Bob", position: .goalkeeper, skill: .professional, team: .teamA),
        GatherPlayer(playerID: 3, name: "Carla Díaz", position: .midfielder, skill: .beginner, team: .teamB),
        GatherPlayer(playerID: 4, name: "Dmitri", team: .teamB),
        GatherPlayer(playerID: 5, name: "Eve", position: .winger, team: .bench),
    ], startedAt: Date(timeIntervalSince1970: 1_795_000_000))
}

extension GatherProgress {
    static func at(_ teamA: Int, _ teamB: Int, remaining: Int = 600, running: Bool = false, duration: Int = 600) -> GatherProgress {
        GatherProgress(score: Score(teamA: teamA, teamB: teamB), timer: GatherTimer(duration: duration, remaining: remaining, isRunning: running))
    }
}

@MainActor
@Suite struct GatherPresenterTests {
    let interactor = GatherInteractorSpy()
    let router = GatherRouterSpy()
    let view = GatherViewSpy()

    /// The presenter of `Gather.match` at `progress`, shown.
    func playing(_ progress: GatherProgress = GatherProgress()) -> GatherPresenter {
        let sut = GatherPresenter(unfinished: UnfinishedGather(gather: .match, progress: progress), interactor: interactor, router: router)
        sut.view = view
        sut.viewWillAppear()
        return sut
    }

    func tick(_ sut: GatherPresenter, times: Int) async {
        for _ in 0..<times { await sut.didTick() }
    }

    var timer: GatherTimer? { view.last?.timer }

    static let timeUp = Message.alert("Time is up! Type end to finish the gather, or t mm:ss to play on.")
    static let diskFull = "Could not save the match: Storage is unavailable (disk). It will be saved again with the next change."

    // MARK: Showing

    @Test func viewWillAppear_forANewGather_showsBothTeamsTheBenchNilNilAndAReadyClock() {
        _ = playing()

        #expect(view.displayed == [GatherViewModel(
            teamA: [GatherPlayerRow(name: "Ann Smith", position: "ST"), GatherPlayerRow(name: "Bob", position: "GK")],
            teamB: [GatherPlayerRow(name: "Carla Díaz", position: "MID"), GatherPlayerRow(name: "Dmitri", position: "—")],
            bench: ["Eve"],
            score: Score(),
            timer: GatherTimer()
        )])
        #expect(interactor.saved.isEmpty)
    }

    // MARK: Countdown

    @Test func start_thenTicks_reachTimeUpAfterExactly600TicksAndAlertOnce() async {
        let sut = playing()
        await sut.didChooseStart()

        await tick(sut, times: 599)
        #expect(timer == GatherTimer(remaining: 1, isRunning: true))
        #expect(view.last?.message == nil)

        await sut.didTick()
        #expect(timer == GatherTimer(remaining: 0, isRunning: false))
        #expect(timer?.state == .timeUp)
        #expect(view.last?.message == Self.timeUp)

        let shown = view.displayed.count
        await tick(sut, times: 5)
        #expect(view.displayed.count == shown)
        let alerts = view.displayed.filter { $0.message?.kind == .alert }
        #expect(alerts.count == 1)
    }

    @Test func tick_eachSecond_showsOneSecondLessAndSavesIt() async {
        let sut = playing()
        await sut.didChooseStart()

        await tick(sut, times: 3)

        #expect(view.displayed.suffix(3).map(\.timer.remaining) == [599, 598, 597])
        #expect(interactor.saved.map(\.timer.remaining) == [600, 599, 598, 597])
        #expect(interactor.saved.map(\.timer.isRunning) == [true, true, true, true])
    }

    @Test(arguments: [GatherProgress(), .at(1, 0, remaining: 300), .at(1, 0, remaining: 0)])
    func tick_whenTheClockIsStopped_changesAndShowsNothing(progress: GatherProgress) async {
        let sut = playing(progress)
        let shown = view.displayed

        await tick(sut, times: 3)

        #expect(view.displayed == shown)
        #expect(interactor.saved.isEmpty)
    }

    @Test func pause_stopsTheCountAndResumeContinuesIt() async {
        let sut = playing()
        await sut.didChooseStart()
        await tick(sut, times: 10)

        await sut.didChoosePause()
        #expect(timer == GatherTimer(remaining: 590))
        #expect(timer?.state == .paused)
        #expect(view.last?.message == .info("Paused at 09:50. Type s to resume."))

        await tick(sut, times: 5)
        #expect(timer == GatherTimer(remaining: 590))

        await sut.didChooseStart()
        await tick(sut, times: 3)
        #expect(timer == GatherTimer(remaining: 587, isRunning: true))
    }

    @Test func reset_stopsTheClockAndRestoresTheSetTime() async {
        let sut = playing()
        await sut.didChooseStart()
        await tick(sut, times: 42)

        await sut.didChooseReset()

        #expect(timer == GatherTimer())
        #expect(view.last?.message == .info("The clock is back at 10:00. Type s to start it."))
    }

    @Test func reset_afterSettingATime_restoresThatTime() async {
        let sut = playing()
        await sut.didSetTime("7:30")
        await sut.didChooseStart()
        await tick(sut, times: 30)
        #expect(timer == GatherTimer(duration: 450, remaining: 420, isRunning: true))

        await sut.didChooseReset()

        #expect(timer == GatherTimer(duration: 450))
    }

    @Test func reset_atTimeUp_putsTheClockBackToFull() async {
        let sut = playing(.at(1, 1, remaining: 0))

        await sut.didChooseReset()

        #expect(timer == GatherTimer())
        #expect(interactor.saved == [.at(1, 1)])
    }

    @Test func reset_whenAlreadyFull_saysSoAndSavesNothing() async {
        let sut = playing()

        await sut.didChooseReset()

        #expect(view.last?.message == .info("The clock is already at 10:00."))
        #expect(interactor.saved.isEmpty)
    }

    @Test func setTime_fiveSeconds_thenFiveTicks_isTimeUp() async {
        let sut = playing()

        await sut.didSetTime("0:05")
        #expect(timer == GatherTimer(duration: 5))
        #expect(view.last?.message == .success("Time set to 00:05. Type s to start the clock."))

        await sut.didChooseStart()
        await tick(sut, times: 4)
        #expect(timer == GatherTimer(duration: 5, remaining: 1, isRunning: true))

        await sut.didTick()
        #expect(timer == GatherTimer(duration: 5, remaining: 0))
        #expect(view.last?.message == Self.timeUp)
    }

    @Test func setTime_whileRunning_stopsTheClockAtTheNewFullTime() async {
        let sut = playing()
        await sut.didChooseStart()
        await tick(sut, times: 5)

        await sut.didSetTime(" 12:00 ")

        #expect(timer == GatherTimer(duration: 720))
        #expect(interactor.saved.last == .at(0, 0, remaining: 720, duration: 720))
    }

    @Test func setTime_atTimeUp_letsThePlayGoOn() async {
        let sut = playing(.at(3, 2, remaining: 0))

        await sut.didSetTime("2:00")
        await sut.didChooseStart()
        await sut.didTick()

        #expect(timer == GatherTimer(duration: 120, remaining: 119, isRunning: true))
        #expect(view.last?.score == Score(teamA: 3, teamB: 2))
    }

    @Test func setTime_toTheTimeItAlreadyHas_confirmsWithoutSaving() async {
        let sut = playing()

        await sut.didSetTime("10:00")

        #expect(view.last?.message == .success("Time set to 10:00. Type s to start the clock."))
        #expect(interactor.saved.isEmpty)
    }

    @Test(arguments: ["", "7", "7:60", "100:00", "0:00", "7:5", "-1:00", "7:30:00", "7 30", "seven", "99999999999999999999999:00"])
    func setTime_withAnInvalidTime_explainsAndChangesNothing(text: String) async {
        let sut = playing()
        await sut.didChooseStart()
        await tick(sut, times: 2)
        let saves = interactor.saved.count

        await sut.didSetTime(text)

        #expect(view.last?.message == .error("Time must be minutes:seconds between 0:01 and 99:59, e.g. 10:00 or 7:30."))
        #expect(timer == GatherTimer(remaining: 598, isRunning: true))
        #expect(interactor.saved.count == saves)
    }

    @Test(arguments: AdversarialInput.all)
    func setTime_withAdversarialInput_explainsAndChangesNothing(input: AdversarialInput) async {
        let sut = playing()

        await sut.didSetTime(input.text)

        #expect(view.last?.message?.kind == .error)
        #expect(timer == GatherTimer())
        #expect(interactor.saved.isEmpty)
    }

    @Test func start_whenRunning_saysSoAndSavesNothingMore() async {
        let sut = playing()
        await sut.didChooseStart()

        await sut.didChooseStart()

        #expect(view.last?.message == .info("The clock is already running."))
        #expect(interactor.saved.count == 1)
    }

    @Test func start_atTimeUp_explainsHowToGoOn() async {
        let sut = playing(.at(2, 1, remaining: 0))

        await sut.didChooseStart()

        #expect(view.last?.message == .error("Time is up. Type t mm:ss to play on, r to reset the clock, or end to finish the gather."))
        #expect(timer?.isRunning == false)
        #expect(interactor.saved.isEmpty)
    }

    @Test func pause_whenNotRunning_saysSoAndSavesNothing() async {
        let sut = playing()

        await sut.didChoosePause()

        #expect(view.last?.message == .info("The clock is not running. Type s to start it."))
        #expect(interactor.saved.isEmpty)
    }

    // MARK: Score

    @Test func score_goesUpAndDownPerTeam() async {
        let sut = playing()

        await sut.didChangeScore(of: .teamA, by: 1)
        await sut.didChangeScore(of: .teamA, by: 1)
        await sut.didChangeScore(of: .teamB, by: 1)
        await sut.didChangeScore(of: .teamB, by: 1)
        await sut.didChangeScore(of: .teamB, by: -1)

        #expect(view.last?.score == Score(teamA: 2, teamB: 1))
        #expect(view.last?.message == nil)
    }

    @Test(arguments: [GatherSide.teamA, .teamB])
    func score_belowZero_isRefusedWithAMessage(side: GatherSide) async {
        let sut = playing()

        await sut.didChangeScore(of: side, by: -1)

        #expect(view.last?.score == Score())
        #expect(view.last?.message == .error("\(side.title) has no goals to take away."))
        #expect(interactor.saved.isEmpty)
    }

    @Test(arguments: [GatherSide.teamA, .teamB])
    func score_above99_isRefusedWithAMessage(side: GatherSide) async {
        let sut = playing(.at(98, 98, remaining: 10))

        await sut.didChangeScore(of: side, by: 1)
        #expect(view.last?.score[side] == 99)

        await sut.didChangeScore(of: side, by: 1)

        #expect(view.last?.score[side] == 99)
        #expect(view.last?.message == .error("\(side.title) has 99 goals, the most a score can hold."))
        #expect(interactor.saved.count == 1)
    }

    // MARK: Saving

    @Test func everyChange_isSaved() async {
        let sut = playing()

        await sut.didChangeScore(of: .teamA, by: 1)
        await sut.didChooseStart()
        await sut.didTick()
        await sut.didChangeScore(of: .teamB, by: 1)
        await sut.didChoosePause()
        await sut.didChooseStart()
        await sut.didTick()
        await sut.didChooseReset()
        await sut.didSetTime("7:30")

        #expect(interactor.saved == [
            .at(1, 0),
            .at(1, 0, running: true),
            .at(1, 0, remaining: 599, running: true),
            .at(1, 1, remaining: 599, running: true),
            .at(1, 1, remaining: 599),
            .at(1, 1, remaining: 599, running: true),
            .at(1, 1, remaining: 598, running: true),
            .at(1, 1),
            .at(1, 1, remaining: 450, duration: 450),
        ])
    }

    @Test func saveFailure_showsTheErrorKeepsTheChangeAndTheNextChangeSavesAgain() async {
        let sut = playing()
        interactor.saveFailure = .unavailable("disk")

        await sut.didChangeScore(of: .teamA, by: 1)

        #expect(view.last?.score == Score(teamA: 1, teamB: 0))
        #expect(view.last?.message == .error(Self.diskFull))

        interactor.saveFailure = nil
        await sut.didChangeScore(of: .teamA, by: 1)

        #expect(interactor.saved == [.at(1, 0), .at(2, 0)])
        #expect(view.last?.score == Score(teamA: 2, teamB: 0))
        #expect(view.last?.message == nil)
    }

    @Test func saveFailure_onATick_showsOnceAndGoesAwayWithTheNextGoodSave() async {
        let sut = playing()
        await sut.didChooseStart()
        interactor.saveFailure = .unavailable("disk")

        await tick(sut, times: 2)
        #expect(view.last?.message == .error(Self.diskFull))
        #expect(timer == GatherTimer(remaining: 598, isRunning: true))

        interactor.saveFailure = nil
        await sut.didTick()

        #expect(view.last?.message == nil)
        #expect(interactor.saved.last == .at(0, 0, remaining: 597, running: true))
    }

    @Test func tick_keepsTheMessageOfTheLastCommand() async {
        let sut = playing()
        await sut.didChooseStart()
        sut.didEnterUnknownCommand("dance")

        await tick(sut, times: 2)

        #expect(view.last?.message == .unknownCommand("dance"))
        #expect(timer?.remaining == 598)
    }

    @Test func timeUp_whenSavingFails_alertsAndSaysTheSaveFailed() async {
        let sut = playing(.at(0, 0, remaining: 1, duration: 5))
        await sut.didChooseStart()
        interactor.saveFailure = .unavailable("disk")

        await sut.didTick()

        #expect(view.last?.message == .alert(Self.timeUp.text + " " + Self.diskFull))
    }

    // MARK: Ending

    @Test func end_asksToConfirmWithTheScore() async {
        let sut = playing(.at(2, 1, remaining: 300))

        sut.didChooseEnd()

        #expect(view.last?.confirmation == "End the gather with Team A 2 : 1 Team B? (y/n)")
        #expect(interactor.ended.isEmpty)
    }

    @Test(arguments: ["y", "yes", " Y ", "YES"])
    func end_confirmed_storesTheScoreAndReturnsToThePlayers(answer: String) async {
        let sut = playing()
        await sut.didChangeScore(of: .teamA, by: 1)
        await sut.didChangeScore(of: .teamA, by: 1)
        await sut.didChangeScore(of: .teamB, by: 1)

        sut.didChooseEnd()
        await sut.didAnswerEndConfirmation(answer)

        #expect(interactor.ended == [Score(teamA: 2, teamB: 1)])
        #expect(router.playerListsShown == 1)
        #expect(view.last?.confirmation == nil)
    }

    @Test(arguments: ["n", "no", "", "maybe", "q", "?"])
    func end_notConfirmed_keepsPlaying(answer: String) async {
        let sut = playing()
        await sut.didChooseStart()

        sut.didChooseEnd()
        await sut.didAnswerEndConfirmation(answer)

        #expect(interactor.ended.isEmpty)
        #expect(router.playerListsShown == 0)
        #expect(view.last?.confirmation == nil)
        #expect(view.last?.message == .info("The gather goes on."))
        #expect(timer?.isRunning == true)
    }

    @Test func end_whenTheStoreFails_staysInTheMatchAndCanBeRetried() async {
        let sut = playing(.at(2, 1, remaining: 300))
        interactor.endFailure = .unavailable("disk")

        sut.didChooseEnd()
        await sut.didAnswerEndConfirmation("y")

        #expect(view.last?.message == .error("Could not end the gather: Storage is unavailable (disk). Type end to try again."))
        #expect(view.last?.confirmation == nil)
        #expect(view.last?.score == Score(teamA: 2, teamB: 1))
        #expect(router.playerListsShown == 0)

        interactor.endFailure = nil
        sut.didChooseEnd()
        await sut.didAnswerEndConfirmation("y")

        #expect(interactor.ended == [Score(teamA: 2, teamB: 1), Score(teamA: 2, teamB: 1)])
        #expect(router.playerListsShown == 1)
    }

    @Test func ticks_whileConfirming_keepCountingAndKeepTheQuestion() async {
        let sut = playing(.at(0, 0, remaining: 2, duration: 5))
        await sut.didChooseStart()
        sut.didChooseEnd()

        await tick(sut, times: 2)

        #expect(timer?.state == .timeUp)
        #expect(view.last?.message == Self.timeUp)
        #expect(view.last?.confirmation == "End the gather with Team A 0 : 0 Team B? (y/n)")
    }

    @Test func ticks_afterTheEnd_doNothing() async {
        let sut = playing()
        await sut.didChooseStart()
        sut.didChooseEnd()
        await sut.didAnswerEndConfirmation("y")
        let saves = interactor.saved.count
        let shown = view.displayed.count

        await tick(sut, times: 3)

        #expect(interactor.saved.count == saves)
        #expect(view.displayed.count == shown)
    }

    @Test func answer_whenNothingIsAsked_doesNothing() async {
        let sut = playing()

        await sut.didAnswerEndConfirmation("y")

        #expect(interactor.ended.isEmpty)
        #expect(view.displayed.count == 1)
    }

    // MARK: Resuming

    @Test func resume_ofARunningMatch_startsPausedWhereItStoppedAndSaysSo() async {
        let sut = playing(.at(2, 1, remaining: 462, running: true))

        #expect(view.last?.message == .info("Resumed where you stopped: Team A 2 : 1 Team B, 07:42 left. Type s to start the clock."))
        #expect(timer == GatherTimer(remaining: 462))
        #expect(timer?.state == .paused)
        #expect(view.last?.score == Score(teamA: 2, teamB: 1))

        await tick(sut, times: 3)
        #expect(timer?.remaining == 462)
        #expect(interactor.saved.isEmpty)

        await sut.didChooseStart()
        await sut.didTick()
        #expect(timer == GatherTimer(remaining: 461, isRunning: true))
    }

    @Test func resume_atTimeUp_saysHowToGoOn() {
        _ = playing(.at(4, 4, remaining: 0, running: true))

        #expect(view.last?.message == .info("Resumed where you stopped: Team A 4 : 4 Team B, time is up. Type end to finish the gather, or t mm:ss to play on."))
        #expect(timer?.state == .timeUp)
    }

    @Test func resume_ofAMatchWithOnlyANewTime_saysSoToo() {
        _ = playing(.at(0, 0, remaining: 300, duration: 300))

        #expect(view.last?.message == .info("Resumed where you stopped: Team A 0 : 0 Team B, 05:00 left. Type s to start the clock."))
        #expect(timer?.state == .ready)
    }

    @Test func resume_message_clearsWithTheNextCommand() async {
        let sut = playing(.at(2, 1, remaining: 462, running: true))

        await sut.didChooseStart()

        #expect(view.last?.message == nil)
    }

    // MARK: Other commands

    @Test func back_explainsThatTheGatherEndsWithEnd() {
        let sut = playing()

        sut.didChooseBack()

        #expect(view.last?.message == .info(
            "A gather in progress stays open until it ends: type end to finish it. The score and the clock are saved on every change."
        ))
        #expect(router.playerListsShown == 0)
    }

    @Test func unknownCommand_isReported() {
        let sut = playing()

        sut.didEnterUnknownCommand("goal")

        #expect(view.last?.message == .unknownCommand("goal"))
    }

    @Test func messages_clearOnTheNextCommand() async {
        let sut = playing()
        await sut.didChangeScore(of: .teamA, by: -1)
        #expect(view.last?.message?.kind == .error)

        await sut.didChangeScore(of: .teamA, by: 1)

        #expect(view.last?.message == nil)
    }
}
