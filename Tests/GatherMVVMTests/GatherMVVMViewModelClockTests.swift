import Domain
import Foundation
import MatchScreen
import Presentation
import StoreTestSupport
import TestSupport
import Testing

@testable import GatherMVVM

/// The countdown the view model runs: each input and tick, what it shows and what it saves.
@MainActor
@Suite struct GatherMVVMViewModelClockTests: PlayingAMatch {
    let match: StartedMatch
    let clock = ManualClock()
    let shareFiles = ShareFilesSpy()

    init() async throws {
        match = try await StartedMatch.make()
    }

    static let diskFull = GatherMVVMViewModelTests.diskFull
    static let timeUp = GatherMVVMViewModelTests.timeUp

    @Test func aStartedClock_reachesTimeUpAfterExactly600Ticks_thenStandsStill() async throws {
        let (sut, shown) = await playing()
        await sut.startTapped()
        await tick(sut, times: 300)
        #expect(shown.last.clock == "half-time 05:00")
        #expect(shown.last.message == .alert("Half-time: Team A 0–0 Team B. Type s to start the second half."))
        await sut.startTapped()

        await tick(sut, times: 299)
        #expect(shown.last.clock == "running 00:01")
        #expect(shown.last.message == nil)

        await tick(sut, times: 1)
        #expect(shown.last.clock == "time up 00:00")
        #expect(shown.last.clockState == .timeUp)
        #expect(shown.last.message == .alert(Self.timeUp))

        let count = shown.heard.count
        await tick(sut, times: 5)
        #expect(shown.heard.count == count, "an idle tick publishes nothing")
        let end = GatherProgress(timer: GatherTimer(remaining: 0), halfTimeScore: Score())
        #expect(saved.count == 602)
        #expect(saved.last == end)
        #expect(try await match.storedProgress() == end)
    }

    @Test func eachTick_savesOneSecondLess() async {
        let (sut, _) = await playing()
        await sut.startTapped()

        await tick(sut, times: 3)

        #expect(saved.map(\.timer.remaining) == [600, 599, 598, 597])
        #expect(saved.allSatisfy { $0.timer.isRunning })
    }

    @Test(arguments: [GatherProgress(), .at(1, 0, remaining: 300), .at(1, 0, remaining: 0)])
    func ticks_ofAStoppedClock_changeNothing(progress: GatherProgress) async {
        let (sut, shown) = await playing(progress)

        await tick(sut, times: 3)

        #expect(shown.sinceAppearing.isEmpty)
        #expect(saved.isEmpty)
    }

    @Test func pause_stopsTheCount_andStartResumesIt() async throws {
        let (sut, shown) = await playing()
        await sut.startTapped()
        await tick(sut, times: 10)

        await sut.pauseTapped()
        #expect(shown.last.clock == "paused 09:50")
        await tick(sut, times: 5)
        #expect(shown.last.clock == "paused 09:50")

        await sut.startTapped()
        await tick(sut, times: 3)
        #expect(shown.last.clock == "running 09:47")
        #expect(try await match.storedProgress() == .at(0, 0, remaining: 587, running: true))
    }

    @Test func pause_withinTheFirstSecond_isPaused_notReady() async {
        let (sut, shown) = await playing()
        await sut.startTapped()

        await sut.pauseTapped()

        #expect(shown.last.clock == "paused 10:00")
        await sut.resetTapped()
        #expect(shown.last.clock == "ready 10:00")
        await sut.resetTapped()
        #expect(shown.last.message == .info("The clock is already at 10:00."))
        // The start and the pause: the reset found the clock at 10:00, stopped, as stored.
        #expect(saved.count == 2)
    }

    @Test func setTime_afterTheClockRan_isReadyAgain_evenAtTheSameTime() async {
        let (sut, shown) = await playing()
        await sut.startTapped()
        await sut.pauseTapped()

        await sut.timeTyped(seconds: 600)

        #expect(shown.last.clockState == .ready)
        #expect(saved.count == 2)
    }

    @Test(arguments: [
        GatherProgress.at(0, 0, remaining: 100, running: true, duration: 450),
        .at(0, 0, remaining: 100, duration: 450),
        .at(0, 0, remaining: 0, duration: 450),
    ])
    func reset_stopsTheClockAtItsFullSetTime(progress: GatherProgress) async {
        let (sut, shown) = await playing(progress)

        await sut.resetTapped()

        #expect(shown.last.clock == "ready 07:30")
        #expect(saved == [.at(0, 0, remaining: 450, duration: 450)])
    }

    @Test func setTime_stopsTheClockAtTheNewFullTime() async {
        let (sut, shown) = await playing()
        await sut.startTapped()
        await tick(sut, times: 5)

        await sut.timeTyped(seconds: 720)

        #expect(shown.last.clock == "ready 12:00")
        #expect(saved.last == .at(0, 0, remaining: 720, duration: 720))
    }

    @Test func setTime_fiveSeconds_isTimeUpAfterFiveTicks() async {
        let (sut, shown) = await playing()
        await sut.timeTyped(seconds: 5)
        await sut.startTapped()

        await tick(sut, times: 3)
        #expect(shown.last.clock == "half-time 00:02")
        await sut.startTapped()
        await tick(sut, times: 1)
        #expect(shown.last.clock == "running 00:01")
        await tick(sut, times: 1)

        #expect(shown.last.clock == "time up 00:00")
        #expect(saved.last == GatherProgress(timer: GatherTimer(duration: 5, remaining: 0), halfTimeScore: Score()))
    }

    @Test func setTime_atTimeUp_letsThePlayGoOn() async throws {
        let (sut, _) = await playing(.at(3, 2, remaining: 0))

        await sut.timeTyped(seconds: 120)
        await sut.startTapped()
        await tick(sut, times: 1)

        #expect(try await match.storedProgress() == .at(3, 2, remaining: 119, running: true, duration: 120))
    }

    /// What the view reads as a time, the clock may still not hold: 00:00, or more than 99:59.
    @Test(arguments: [0, -60, 6_000, 99 * 60 + 60, Int.max, Int.min])
    func setTime_toATimeNoClockHolds_isRefused(seconds: Int) async {
        let (sut, shown) = await playing()
        await sut.startTapped()

        await sut.timeTyped(seconds: seconds)

        #expect(shown.last.message == .error(ValidationError.notADuration(field: .time).message))
        #expect(shown.last.clock == "running 10:00")
        #expect(saved.count == 1)
    }

    // MARK: Ticks and the news

    @Test func aTick_showsTheClockAndKeepsTheNewsOfTheLastInput() async {
        let (sut, shown) = await playing()
        await sut.startTapped()
        sut.unknownCommand("dance")

        await tick(sut, times: 2)

        #expect(shown.last.message == .unknownCommand("dance"))
        #expect(shown.last.clock == "running 09:58")
    }

    @Test func aTickThatFailsToSave_saysSoOnce_andTheNextGoodTickClearsIt() async {
        let (sut, shown) = await playing()
        await sut.startTapped()
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await tick(sut, times: 1)
        #expect(shown.last.message == .error(Self.diskFull))
        #expect(shown.last.clock == "running 09:59", "the second stays counted")

        await tick(sut, times: 1)
        #expect(shown.last.message == nil)
        #expect(saved.last == .at(0, 0, remaining: 598, running: true))
    }

    @Test func aTickThatFailsAgain_saysSoAgain() async {
        let (sut, shown) = await playing()
        await sut.startTapped()
        sut.unknownCommand("dance")
        match.ann.services.fail(.saveProgress, times: 2, with: .unavailable("disk"))

        await tick(sut, times: 1)
        #expect(shown.last.message == .error(Self.diskFull))
        await tick(sut, times: 1)
        #expect(shown.last.message == .error(Self.diskFull))
    }

    @Test func theLastSecond_whenItFailsToSave_ringsAndSaysSo() async {
        let (sut, shown) = await playing()
        await sut.timeTyped(seconds: 1)
        await sut.startTapped()
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await tick(sut, times: 1)

        #expect(shown.last.message == .alert(Self.timeUp + " " + Self.diskFull))
        #expect(shown.last.clock == "time up 00:00")
    }

    @Test func ticks_whileAskingToEnd_keepTheQuestion() async {
        let (sut, shown) = await playing()
        await sut.timeTyped(seconds: 2)
        await sut.startTapped()
        await tick(sut, times: 1)
        await sut.startTapped()
        sut.endTapped()

        #expect(shown.last.confirmation == "End the match with Team A 0–0 Team B? (y/n)")
        await tick(sut, times: 1)

        #expect(shown.last.message == .alert(Self.timeUp))
        #expect(shown.last.confirmation == "End the match with Team A 0–0 Team B? (y/n)")
    }

    @Test(arguments: [
        (GatherTimer(), GatherClockState.ready),
        (GatherTimer(isRunning: true), .paused),
        (GatherTimer(remaining: 462, isRunning: true), .paused),
        (GatherTimer(remaining: 0), .timeUp),
    ])
    func aResumedMatch_isPausedOnceItsClockHasRun(timer: GatherTimer, state: GatherClockState) async {
        let (_, shown) = await playing(GatherProgress(score: Score(teamA: 1), timer: timer))

        #expect(shown.last.clockState == state)
    }

    @Test(arguments: [
        (GatherTimer(remaining: 462, isRunning: true), GatherTimer(remaining: 462)),
        (GatherTimer(remaining: 462), GatherTimer(remaining: 462)),
        (GatherTimer(remaining: 0, isRunning: true), GatherTimer(remaining: 0)),
        (GatherTimer(duration: 300, remaining: 900), GatherTimer(duration: 300)),
        (GatherTimer(duration: 300, remaining: -4, isRunning: true), GatherTimer(duration: 300, remaining: 0)),
        (GatherTimer(duration: -1, remaining: 5), GatherTimer(duration: -1, remaining: 0)),
    ])
    func aResumedMatch_startsStopped_withTheTimeLeftWithinTheSetTime(saved timer: GatherTimer, resumed: GatherTimer) async {
        // Some of these no store would keep: a damaged file's, say.
        let (sut, shown) = await playing(GatherProgress(score: Score(teamA: 2, teamB: 1), timer: timer), stored: false)

        #expect(sut.progress == GatherProgress(score: Score(teamA: 2, teamB: 1), timer: resumed))
        #expect(shown.last.message?.text.hasPrefix("Resumed where you stopped: Team A 2–1 Team B") == true)
        await tick(sut, times: 1)
        #expect(saved.isEmpty)
    }
}
