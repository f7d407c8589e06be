import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import TestSupport
import Testing

@testable import Gather

extension GatherProgress {
    static func at(_ teamA: Int, _ teamB: Int, remaining: Int = 600, running: Bool = false, duration: Int = 600) -> GatherProgress {
        GatherProgress(score: Score(teamA: teamA, teamB: teamB), timer: GatherTimer(duration: duration, remaining: remaining, isRunning: running))
    }
}

/// The rules of a match: the score, the countdown, saving every change, ending.
@MainActor
@Suite struct GatherInteractorTests {
    let match = StoredMatch()
    let clock = ManualClock()

    /// The started match at `progress` (a fresh match by default), as stored (unless `stored` is false: a progress no store keeps), on a fresh screen.
    func playing(_ progress: GatherProgress = GatherProgress(), stored: Bool = true) async -> GatherInteractor {
        if stored { match.store(progress) }
        return GatherInteractor(
            unfinished: UnfinishedGather(gather: match.gather, progress: progress), gathers: match.gathers, shareFiles: ShareFilesSpy(), clock: clock)
    }

    func tick(_ sut: GatherInteractor, times: Int) async throws -> [GatherTick] {
        var ticks: [GatherTick] = []
        for _ in 0..<times { ticks.append(try await sut.tick()) }
        return ticks
    }

    var saved: [GatherProgress] { match.saves }

    // MARK: A new match

    @Test func aNewMatch_hasEveryPlayerNoGoalsAndAReadyTenMinuteClock() async throws {
        let sut = await playing()

        #expect(sut.teamSheet == match.gather.players)
        #expect(sut.progress == GatherProgress())
        #expect(GatherClockState(sut.progress.timer) == .ready)
        #expect(!sut.isResumed)
        #expect(saved.isEmpty)
    }

    @Test(arguments: [
        (GatherTimer(), GatherClockState.ready),
        (GatherTimer(remaining: 600, isRunning: true), .running),
        (GatherTimer(remaining: 1, isRunning: true), .running),
        (GatherTimer(remaining: 462), .paused),
        (GatherTimer(remaining: 0), .timeUp),
        (GatherTimer(duration: 450), .ready),
    ])
    func clockState_followsTheTimer(timer: GatherTimer, state: GatherClockState) {
        #expect(GatherClockState(timer) == state)
    }

    // MARK: Score

    @Test func score_goesUpAndDownPerTeam_savingEachChange() async throws {
        let sut = await playing()

        for (side, goals) in [(GatherSide.teamA, 1), (.teamA, 1), (.teamB, 1), (.teamB, 1), (.teamB, -1)] {
            #expect(try await sut.changeScore(of: side, by: goals) == .saved)
        }

        #expect(sut.progress.score == Score(teamA: 2, teamB: 1))
        #expect(saved.map(\.score) == [Score(teamA: 1), Score(teamA: 2), Score(teamA: 2, teamB: 1), Score(teamA: 2, teamB: 2), Score(teamA: 2, teamB: 1)])
    }

    @Test(arguments: GatherSide.allCases)
    func score_belowZero_isRefused_andNothingIsSaved(side: GatherSide) async throws {
        let sut = await playing()

        await #expect(throws: GatherRefusal.rule(.noGoals(side.team))) { try await sut.changeScore(of: side, by: -1) }

        #expect(sut.progress.score == Score())
        #expect(saved.isEmpty)
    }

    @Test(arguments: GatherSide.allCases)
    func score_above99_isRefused(side: GatherSide) async throws {
        let sut = await playing(.at(98, 98, remaining: 10))

        _ = try await sut.changeScore(of: side, by: 1)
        await #expect(throws: GatherRefusal.rule(.scoreFull(side.team))) { try await sut.changeScore(of: side, by: 1) }

        #expect(side == .teamA ? sut.progress.score.teamA == 99 : sut.progress.score.teamB == 99)
        #expect(saved.count == 1)
    }

    // MARK: Countdown

    @Test func aStartedClock_reachesTimeUpAfterExactly600Ticks_andAStartAtHalfTime_thenStandsStill() async throws {
        let sut = await playing()
        #expect(try await sut.startClock() == .saved)

        let firstHalf = try await tick(sut, times: 300)
        #expect(firstHalf.dropLast().allSatisfy { $0 == .counted(.saved) })
        #expect(firstHalf.last == .halfTime(.saved))
        #expect(sut.progress.timer == GatherTimer(remaining: 300, half: .first))
        #expect(try await sut.tick() == .idle)
        #expect(try await sut.startClock() == .saved)
        let ticks = try await tick(sut, times: 299)
        #expect(ticks.allSatisfy { $0 == .counted(.saved) })
        #expect(sut.progress.timer == GatherTimer(remaining: 1, isRunning: true))

        #expect(try await sut.tick() == .finished(.saved))
        #expect(sut.progress.timer == GatherTimer(remaining: 0))
        #expect(GatherClockState(sut.progress.timer) == .timeUp)

        #expect(try await tick(sut, times: 5) == Array(repeating: .idle, count: 5))
        #expect(saved.count == 602)
    }

    @Test func eachTick_savesOneSecondLess() async throws {
        let sut = await playing()
        _ = try await sut.startClock()

        _ = try await tick(sut, times: 3)

        #expect(saved.map(\.timer.remaining) == [600, 599, 598, 597])
        #expect(saved.allSatisfy { $0.timer.isRunning })
    }

    @Test(arguments: [GatherProgress(), .at(1, 0, remaining: 300), .at(1, 0, remaining: 0)])
    func ticks_ofAStoppedClock_changeNothing(progress: GatherProgress) async throws {
        let sut = await playing(progress)
        let before = sut.progress

        #expect(try await tick(sut, times: 3) == [.idle, .idle, .idle])

        #expect(sut.progress == before)
        #expect(saved.isEmpty)
    }

    @Test func pause_stopsTheCount_andStartResumesIt() async throws {
        let sut = await playing()
        _ = try await sut.startClock()
        _ = try await tick(sut, times: 10)

        #expect(try await sut.pauseClock() == .saved)
        #expect(sut.progress.timer == GatherTimer(remaining: 590))
        #expect(GatherClockState(sut.progress.timer) == .paused)
        _ = try await tick(sut, times: 5)
        #expect(sut.progress.timer == GatherTimer(remaining: 590))

        _ = try await sut.startClock()
        _ = try await tick(sut, times: 3)
        #expect(sut.progress.timer == GatherTimer(remaining: 587, isRunning: true))
    }

    @Test func pause_withinTheFirstSecond_isPaused_notReady() async throws {
        let sut = await playing()
        _ = try await sut.startClock()

        #expect(try await sut.pauseClock() == .saved)

        #expect(sut.progress.timer == GatherTimer())
        #expect(sut.clockState == .paused)
        #expect(try await sut.resetClock() == .saved)
        #expect(sut.clockState == .ready)
        await #expect(throws: GatherRefusal.rule(.alreadyReset)) { try await sut.resetClock() }
    }

    @Test func setTime_afterTheClockRan_isReadyAgain_evenAtTheSameTime() async throws {
        let sut = await playing()
        _ = try await sut.startClock()
        _ = try await sut.pauseClock()

        #expect(try await sut.setClock(toSeconds: 600) == .unchanged)

        #expect(sut.clockState == .ready)
    }

    @Test(arguments: [
        (GatherTimer(), GatherClockState.ready),
        (GatherTimer(isRunning: true), .paused),
        (GatherTimer(remaining: 462, isRunning: true), .paused),
        (GatherTimer(remaining: 0), .timeUp),
    ])
    func aResumedMatch_isPausedOnceItsClockHasRun(saved: GatherTimer, state: GatherClockState) async throws {
        #expect(await playing(GatherProgress(score: Score(teamA: 1), timer: saved)).clockState == state)
    }

    @Test func start_whenRunning_isRefused() async throws {
        let sut = await playing()
        _ = try await sut.startClock()

        await #expect(throws: GatherRefusal.rule(.alreadyRunning)) { try await sut.startClock() }
        #expect(saved.count == 1)
    }

    @Test func start_atTimeUp_isRefused() async throws {
        let sut = await playing(.at(2, 1, remaining: 0))

        await #expect(throws: GatherRefusal.rule(.timeIsUp)) { try await sut.startClock() }
        #expect(!sut.progress.timer.isRunning)
        #expect(saved.isEmpty)
    }

    @Test(arguments: [GatherProgress(), .at(0, 0, remaining: 300), .at(0, 0, remaining: 0)])
    func pause_whenNotRunning_isRefused(progress: GatherProgress) async throws {
        let sut = await playing(progress)

        await #expect(throws: GatherRefusal.rule(.notRunning)) { try await sut.pauseClock() }
        #expect(saved.isEmpty)
    }

    @Test(arguments: [
        GatherProgress.at(0, 0, remaining: 100, running: true, duration: 450),
        .at(0, 0, remaining: 100, duration: 450),
        .at(0, 0, remaining: 0, duration: 450),
    ])
    func reset_stopsTheClockAtItsFullSetTime(progress: GatherProgress) async throws {
        let sut = await playing(progress)

        #expect(try await sut.resetClock() == .saved)

        #expect(sut.progress.timer == GatherTimer(duration: 450))
        #expect(saved == [.at(0, 0, remaining: 450, duration: 450)])
    }

    @Test func reset_whenAlreadyFullAndStopped_isRefused() async throws {
        let sut = await playing()

        await #expect(throws: GatherRefusal.rule(.alreadyReset)) { try await sut.resetClock() }
        #expect(saved.isEmpty)
    }

    @Test func setTime_stopsTheClockAtTheNewFullTime() async throws {
        let sut = await playing()
        _ = try await sut.startClock()
        _ = try await tick(sut, times: 5)

        #expect(try await sut.setClock(toSeconds: 720) == .saved)

        #expect(sut.progress.timer == GatherTimer(duration: 720))
        #expect(saved.last == .at(0, 0, remaining: 720, duration: 720))
    }

    @Test func setTime_fiveSeconds_isTimeUpAfterFiveTicks_withHalfTimeAfterThree() async throws {
        let sut = await playing()
        _ = try await sut.setClock(toSeconds: 5)
        _ = try await sut.startClock()

        #expect(try await tick(sut, times: 3) == [.counted(.saved), .counted(.saved), .halfTime(.saved)])
        #expect(sut.progress.timer == GatherTimer(duration: 5, remaining: 2, half: .first))
        _ = try await sut.startClock()
        #expect(try await tick(sut, times: 2) == [.counted(.saved), .finished(.saved)])
        #expect(sut.progress.timer == GatherTimer(duration: 5, remaining: 0))
    }

    @Test func setTime_atTimeUp_letsThePlayGoOn() async throws {
        let sut = await playing(.at(3, 2, remaining: 0))

        _ = try await sut.setClock(toSeconds: 120)
        _ = try await sut.startClock()
        _ = try await sut.tick()

        #expect(sut.progress == .at(3, 2, remaining: 119, running: true, duration: 120))
    }

    @Test func setTime_toTheTimeItAlreadyShows_changesAndSavesNothing() async throws {
        let sut = await playing()

        #expect(try await sut.setClock(toSeconds: 600) == .unchanged)
        #expect(saved.isEmpty)
    }

    /// What the View reads as a time, the clock may still not hold: 00:00, or more than 99:59.
    @Test(arguments: [0, -60, 6_000, 99 * 60 + 60, Int.max, Int.min])
    func setTime_toATimeNoClockHolds_isRefused(seconds: Int) async throws {
        let sut = await playing()
        _ = try await sut.startClock()

        await #expect(throws: GatherRefusal.rule(.invalidTime(.notADuration(field: .time)))) { try await sut.setClock(toSeconds: seconds) }
        #expect(sut.progress.timer == GatherTimer(isRunning: true))
        #expect(saved.count == 1)
    }

    // MARK: Saving

    @Test func aFailedSave_keepsTheChange_andTheNextChangeSavesEverything() async throws {
        let sut = await playing()
        match.fail(.changeProgress, with: .unavailable("disk"))

        await #expect(throws: GatherRefusal.failed(.unavailable("disk"))) { try await sut.changeScore(of: .teamA, by: 1) }
        #expect(sut.progress.score == Score(teamA: 1))
        #expect(match.storedProgress == GatherProgress())

        #expect(try await sut.changeScore(of: .teamA, by: 1) == .saved)
        #expect(match.storedProgress == .at(2, 0))
    }

    @Test func aFailedSave_onATick_isReported_andTheClockGoesOn() async throws {
        let sut = await playing(.at(0, 0, remaining: 2, duration: 5))
        _ = try await sut.startClock()
        match.fail(.changeProgress, times: 2, with: .unavailable("disk"))

        await #expect(throws: GatherRefusal.failed(.unavailable("disk"))) { try await sut.tick() }
        await #expect(throws: GatherRefusal.failed(.unavailable("disk"))) { try await sut.tick() }
        #expect(sut.progress.timer == GatherTimer(duration: 5, remaining: 0))
    }

    // MARK: Resuming

    @Test(arguments: [
        (GatherTimer(remaining: 462, isRunning: true), GatherTimer(remaining: 462)),
        (GatherTimer(remaining: 462), GatherTimer(remaining: 462)),
        (GatherTimer(remaining: 0, isRunning: true), GatherTimer(remaining: 0)),
        (GatherTimer(duration: 300, remaining: 900), GatherTimer(duration: 300)),
        (GatherTimer(duration: 300, remaining: -4, isRunning: true), GatherTimer(duration: 300, remaining: 0)),
        (GatherTimer(duration: -1, remaining: 5), GatherTimer(duration: -1, remaining: 0)),
    ])
    func aResumedMatch_startsStopped_withTheTimeLeftWithinTheSetTime(saved: GatherTimer, resumed: GatherTimer) async throws {
        // Some of these no store would keep: a damaged file's, say.
        let sut = await playing(GatherProgress(score: Score(teamA: 2, teamB: 1), timer: saved), stored: false)

        #expect(sut.isResumed)
        #expect(sut.progress == GatherProgress(score: Score(teamA: 2, teamB: 1), timer: resumed))
        #expect(try await sut.tick() == .idle)
    }

    @Test func aMatchWithOnlyANewSetTime_isResumedToo() async throws {
        #expect(await playing(.at(0, 0, remaining: 300, duration: 300)).isResumed)
    }

    // MARK: Ending

    @Test func end_endsTheMatchWithTheCurrentScore_atTheClocksTime() async throws {
        let sut = await playing(.at(2, 0, remaining: 42))
        _ = try await sut.changeScore(of: .teamB, by: 1)
        clock.advance(by: 600)

        #expect(try await sut.end(confirmed: Score(teamA: 2, teamB: 1)) == GatherResult(score: Score(teamA: 2, teamB: 1)))
        #expect(GatherResult(score: Score(teamA: 2, teamB: 1)).winner == .teamA)

        let ended = try #require(match.ended)
        #expect(ended.score == Score(teamA: 2, teamB: 1))
        #expect(ended.at == clock.now())
    }

    @Test func afterTheEnd_ticksChangeNothing() async throws {
        let sut = await playing()
        _ = try await sut.startClock()

        #expect(try await sut.end(confirmed: Score()) == GatherResult(score: Score()))

        #expect(try await tick(sut, times: 3) == [.idle, .idle, .idle])
        #expect(sut.progress.timer.remaining == 600)
        #expect(saved.count == 1)
    }

    @Test func end_whenTheStoreFails_throws_andTheMatchGoesOn() async throws {
        let sut = await playing()
        _ = try await sut.startClock()
        match.fail(.endGather, with: .unavailable("disk"))

        await #expect(throws: GatherRefusal.failed(.unavailable("disk"))) { _ = try await sut.end(confirmed: Score()) }

        #expect(match.ended == nil)
        #expect(try await sut.tick() == .counted(.saved))
    }

    @Test func end_whenTheStoreNoLongerHasTheMatch_isRefusedAsGone() async throws {
        let sut = await playing()
        _ = try await sut.startClock()
        match.fail(.endGather, with: .notFound)

        await #expect(throws: GatherRefusal.gone(.discarded)) { _ = try await sut.end(confirmed: Score()) }

        #expect(try await sut.tick() == .idle)
    }

    // MARK: Many windows on one match

    /// Issue 23's session: window 1 scores twice, window 2 (which saw none of it) once, window 1 ends.
    @Test func twoWindows_eachChangeIsMadeOnTheStoredScore_andNoGoalIsLost() async throws {
        let one = await playing()
        let two = await playing()

        #expect(try await one.changeScore(of: .teamA, by: 1, scorer: 1) == .saved)
        #expect(try await one.changeScore(of: .teamA, by: 1, scorer: 1) == .saved)
        #expect(try await two.changeScore(of: .teamB, by: 1, scorer: 3) == .changedElsewhere)
        #expect(two.progress.score == Score(teamA: 2, teamB: 1))
        #expect(two.progress.goals == [0: 2, 2: 1])
        // Window 1 learns of window 2's goal with its next change, here the end: 2–0 was confirmed,
        // 2–1 is stored, so nothing ends until 2–1 is confirmed.
        await #expect(throws: GatherRefusal.scoreChangedSinceAsked(Score(teamA: 2, teamB: 1))) { try await one.end(confirmed: Score(teamA: 2, teamB: 0)) }
        #expect(match.ended == nil)
        #expect(try await one.end(confirmed: Score(teamA: 2, teamB: 1)) == GatherResult(score: Score(teamA: 2, teamB: 1)))

        let ended = try #require(match.ended)
        #expect(ended.score == Score(teamA: 2, teamB: 1) && ended.score.winner == .teamA)
        #expect(ended.goals == [0: 2, 2: 1])
    }

    @Test func aWindowWhoseMatchWasEndedElsewhere_saysSo_andChangesNothing() async throws {
        let one = await playing(.at(1, 0))
        let two = await playing(.at(1, 0))
        _ = try await one.end(confirmed: Score(teamA: 1, teamB: 0))

        await #expect(throws: GatherRefusal.gone(.ended)) { try await two.changeScore(of: .teamB, by: 1) }
        await #expect(throws: GatherRefusal.gone(.ended)) { _ = try await two.end(confirmed: Score(teamA: 1, teamB: 0)) }
        #expect(try await two.tick() == .idle)
        #expect(match.ended?.score == Score(teamA: 1, teamB: 0))
    }

    @Test func aWindowWhoseMatchWasDiscardedElsewhere_saysSo() async throws {
        let sut = await playing()
        _ = try await sut.startClock()
        match.discard()

        await #expect(throws: GatherRefusal.gone(.discarded)) { try await sut.tick() }
        #expect(try await sut.tick() == .idle)
        await #expect(throws: GatherRefusal.gone(.discarded)) { try await sut.changeScore(of: .teamA, by: 1) }
    }

    @Test func aRefusal_isJudgedOnTheStoredScore() async throws {
        let one = await playing()
        let two = await playing()
        _ = try await one.changeScore(of: .teamA, by: 1)

        // Window 2 saw no goal, but there is one to take away.
        #expect(try await two.changeScore(of: .teamA, by: -1) == .changedElsewhere)
        await #expect(throws: GatherRefusal.rule(.noGoals(.teamA))) { try await one.changeScore(of: .teamA, by: -1) }
        #expect(match.storedProgress?.score == Score())
    }

    @Test func theClock_isEachWindowsOwn_whileTheScoreIsShared() async throws {
        let one = await playing()
        let two = await playing()
        _ = try await one.startClock()
        _ = try await one.tick()
        _ = try await two.changeScore(of: .teamA, by: 1)

        #expect(two.clockState == .ready)
        #expect(try await one.tick() == .counted(.changedElsewhere))
        #expect(match.storedProgress == .at(1, 0, remaining: 598, running: true))
    }

    // MARK: Substitutes (Ann 1 and Bob 2 in Team A, Carla 3 and Dmitri 4 in Team B, Eve 5 on the bench)

    @Test func sub_movesAPlayer_andKeepsItWithTheMatch() async throws {
        let sut = await playing()

        #expect(try await sut.move(number: 5, to: .teamA) == .saved)
        #expect(try await sut.move(number: 4, to: .bench) == .saved)

        #expect(sut.players.map(\.team) == [.teamA, .teamA, .teamB, .bench, .teamA])
        #expect(match.teams == [.teamA, .teamA, .teamB, .bench, .teamA])
        // Numbers stay those of the team sheet: Eve is 5 in Team A now.
        #expect(try await sut.changeScore(of: .teamA, by: 1, scorer: 5) == .saved)
    }

    @Test func aSidesGoals_areItsScorers_plusTheGoalsCreditedToNoOne() async throws {
        let sut = await playing()
        #expect(sut.goals(of: .teamA) == nil, "no scorer yet")
        _ = try await sut.changeScore(of: .teamA, by: 1, scorer: 2)
        _ = try await sut.changeScore(of: .teamA, by: 1)
        _ = try await sut.changeScore(of: .teamA, by: 1, scorer: 1)
        _ = try await sut.changeScore(of: .teamA, by: 1, scorer: 2)

        let names = sut.players.map(\.name)
        #expect(
            sut.goals(of: .teamA)
                == TeamGoals(
                    of: .teamA, score: Score(teamA: 4),
                    players: [
                        GatherPlayer(playerID: nil, name: names[0], team: .teamA, goals: 1),
                        GatherPlayer(playerID: nil, name: names[1], team: .teamA, goals: 2),
                    ]))
        #expect(sut.goals(of: .teamA)?.withNoScorer == 1)
        #expect(sut.goals(of: .teamA)?.scorers.map(\.goals) == [1, 2], "in team-sheet order")
        #expect(sut.goals(of: .teamB) == nil)
    }

    @Test func sub_isRefused_forNoSuchPlayer_oneAlreadyThere_orAScorer() async throws {
        let sut = await playing()
        _ = try await sut.changeScore(of: .teamA, by: 1, scorer: 1)

        await #expect(throws: GatherRefusal.rule(.noSuchPlayer(number: 6))) { try await sut.move(number: 6, to: .teamA) }
        await #expect(throws: GatherRefusal.rule(.alreadyIn(number: 5, .bench))) { try await sut.move(number: 5, to: .bench) }
        await #expect(throws: GatherRefusal.rule(.scorerStays(number: 1))) { try await sut.move(number: 1, to: .bench) }
        #expect(sut.players.map(\.team) == [.teamA, .teamA, .teamB, .teamB, .bench])
    }

    @Test func sub_whenTheStoreFails_isNotMade_andSaysSo() async throws {
        let sut = await playing()
        match.fail(.movePlayer, with: .unavailable("disk"))

        await #expect(throws: GatherRefusal.failed(.unavailable("disk"))) { try await sut.move(number: 5, to: .teamA) }
        #expect(sut.teamSheet[4].team == .bench)
    }

    @Test func sub_onAMatchEndedElsewhere_saysSo() async throws {
        let sut = await playing()
        let other = await playing()
        _ = try await other.end(confirmed: other.progress.score)

        await #expect(throws: GatherRefusal.gone(.ended)) { try await sut.move(number: 5, to: .teamA) }
    }
}
