import Domain
import Foundation
import GathersInterface
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
    let match: StartedMatch
    let clock = ManualClock()

    init() async throws {
        match = try await StartedMatch.make()
    }

    /// The started match at `progress` (a fresh match by default), as stored (unless `stored` is false: a progress no store keeps), on a fresh screen.
    func playing(_ progress: GatherProgress = GatherProgress(), stored: Bool = true) async -> GatherInteractor {
        if stored { await match.store(progress) }
        return GatherInteractor(
            unfinished: UnfinishedGather(gather: match.gather, progress: progress), gathers: match.ann.gathers, shareFiles: ShareFilesSpy(), clock: clock)
    }

    func tick(_ sut: GatherInteractor, times: Int) async -> [GatherTick] {
        var ticks: [GatherTick] = []
        for _ in 0..<times { ticks.append(await sut.tick()) }
        return ticks
    }

    var saved: [GatherProgress] { match.progressSaves }

    // MARK: A new match

    @Test func aNewMatch_hasEveryPlayerNoGoalsAndAReadyTenMinuteClock() async {
        let sut = await playing()

        #expect(sut.players == match.gather.players)
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
            #expect(await sut.changeScore(of: side, by: goals) == .success(.saved))
        }

        #expect(sut.progress.score == Score(teamA: 2, teamB: 1))
        #expect(saved.map(\.score) == [Score(teamA: 1), Score(teamA: 2), Score(teamA: 2, teamB: 1), Score(teamA: 2, teamB: 2), Score(teamA: 2, teamB: 1)])
    }

    @Test(arguments: GatherSide.allCases)
    func score_belowZero_isRefused_andNothingIsSaved(side: GatherSide) async {
        let sut = await playing()

        #expect(await sut.changeScore(of: side, by: -1) == .failure(.noGoals(side)))

        #expect(sut.progress.score == Score())
        #expect(saved.isEmpty)
    }

    @Test(arguments: GatherSide.allCases)
    func score_above99_isRefused(side: GatherSide) async {
        let sut = await playing(.at(98, 98, remaining: 10))

        _ = await sut.changeScore(of: side, by: 1)
        #expect(await sut.changeScore(of: side, by: 1) == .failure(.scoreFull(side)))

        #expect(side == .teamA ? sut.progress.score.teamA == 99 : sut.progress.score.teamB == 99)
        #expect(saved.count == 1)
    }

    // MARK: Countdown

    @Test func aStartedClock_reachesTimeUpAfterExactly600Ticks_thenStandsStill() async throws {
        let sut = await playing()
        #expect(await sut.startClock() == .success(.saved))

        let ticks = await tick(sut, times: 599)
        #expect(ticks.allSatisfy { $0 == .counted(.saved) })
        #expect(sut.progress.timer == GatherTimer(remaining: 1, isRunning: true))

        #expect(await sut.tick() == .finished(.saved))
        #expect(sut.progress.timer == GatherTimer(remaining: 0))
        #expect(GatherClockState(sut.progress.timer) == .timeUp)

        #expect(await tick(sut, times: 5) == Array(repeating: .idle, count: 5))
        #expect(saved.count == 601)
    }

    @Test func eachTick_savesOneSecondLess() async throws {
        let sut = await playing()
        _ = await sut.startClock()

        _ = await tick(sut, times: 3)

        #expect(saved.map(\.timer.remaining) == [600, 599, 598, 597])
        #expect(saved.allSatisfy { $0.timer.isRunning })
    }

    @Test(arguments: [GatherProgress(), .at(1, 0, remaining: 300), .at(1, 0, remaining: 0)])
    func ticks_ofAStoppedClock_changeNothing(progress: GatherProgress) async {
        let sut = await playing(progress)
        let before = sut.progress

        #expect(await tick(sut, times: 3) == [.idle, .idle, .idle])

        #expect(sut.progress == before)
        #expect(saved.isEmpty)
    }

    @Test func pause_stopsTheCount_andStartResumesIt() async throws {
        let sut = await playing()
        _ = await sut.startClock()
        _ = await tick(sut, times: 10)

        #expect(await sut.pauseClock() == .success(.saved))
        #expect(sut.progress.timer == GatherTimer(remaining: 590))
        #expect(GatherClockState(sut.progress.timer) == .paused)
        _ = await tick(sut, times: 5)
        #expect(sut.progress.timer == GatherTimer(remaining: 590))

        _ = await sut.startClock()
        _ = await tick(sut, times: 3)
        #expect(sut.progress.timer == GatherTimer(remaining: 587, isRunning: true))
    }

    @Test func pause_withinTheFirstSecond_isPaused_notReady() async throws {
        let sut = await playing()
        _ = await sut.startClock()

        #expect(await sut.pauseClock() == .success(.saved))

        #expect(sut.progress.timer == GatherTimer())
        #expect(sut.clockState == .paused)
        #expect(await sut.resetClock() == .success(.saved))
        #expect(sut.clockState == .ready)
        #expect(await sut.resetClock() == .failure(.alreadyReset))
    }

    @Test func setTime_afterTheClockRan_isReadyAgain_evenAtTheSameTime() async throws {
        let sut = await playing()
        _ = await sut.startClock()
        _ = await sut.pauseClock()

        #expect(await sut.setClock(to: "10:00") == .success(.unchanged))

        #expect(sut.clockState == .ready)
    }

    @Test(arguments: [
        (GatherTimer(), GatherClockState.ready),
        (GatherTimer(isRunning: true), .paused),
        (GatherTimer(remaining: 462, isRunning: true), .paused),
        (GatherTimer(remaining: 0), .timeUp),
    ])
    func aResumedMatch_isPausedOnceItsClockHasRun(saved: GatherTimer, state: GatherClockState) async {
        #expect(await playing(GatherProgress(score: Score(teamA: 1), timer: saved)).clockState == state)
    }

    @Test func start_whenRunning_isRefused() async throws {
        let sut = await playing()
        _ = await sut.startClock()

        #expect(await sut.startClock() == .failure(.alreadyRunning))
        #expect(saved.count == 1)
    }

    @Test func start_atTimeUp_isRefused() async {
        let sut = await playing(.at(2, 1, remaining: 0))

        #expect(await sut.startClock() == .failure(.timeIsUp))
        #expect(!sut.progress.timer.isRunning)
        #expect(saved.isEmpty)
    }

    @Test(arguments: [GatherProgress(), .at(0, 0, remaining: 300), .at(0, 0, remaining: 0)])
    func pause_whenNotRunning_isRefused(progress: GatherProgress) async {
        let sut = await playing(progress)

        #expect(await sut.pauseClock() == .failure(.notRunning))
        #expect(saved.isEmpty)
    }

    @Test(arguments: [
        GatherProgress.at(0, 0, remaining: 100, running: true, duration: 450),
        .at(0, 0, remaining: 100, duration: 450),
        .at(0, 0, remaining: 0, duration: 450),
    ])
    func reset_stopsTheClockAtItsFullSetTime(progress: GatherProgress) async throws {
        let sut = await playing(progress)

        #expect(await sut.resetClock() == .success(.saved))

        #expect(sut.progress.timer == GatherTimer(duration: 450))
        #expect(saved == [.at(0, 0, remaining: 450, duration: 450)])
    }

    @Test func reset_whenAlreadyFullAndStopped_isRefused() async {
        let sut = await playing()

        #expect(await sut.resetClock() == .failure(.alreadyReset))
        #expect(saved.isEmpty)
    }

    @Test func setTime_stopsTheClockAtTheNewFullTime() async throws {
        let sut = await playing()
        _ = await sut.startClock()
        _ = await tick(sut, times: 5)

        #expect(await sut.setClock(to: " 12:00 ") == .success(.saved))

        #expect(sut.progress.timer == GatherTimer(duration: 720))
        #expect(saved.last == .at(0, 0, remaining: 720, duration: 720))
    }

    @Test func setTime_fiveSeconds_isTimeUpAfterFiveTicks() async throws {
        let sut = await playing()
        _ = await sut.setClock(to: "0:05")
        _ = await sut.startClock()

        #expect(await tick(sut, times: 5) == [.counted(.saved), .counted(.saved), .counted(.saved), .counted(.saved), .finished(.saved)])
        #expect(sut.progress.timer == GatherTimer(duration: 5, remaining: 0))
    }

    @Test func setTime_atTimeUp_letsThePlayGoOn() async throws {
        let sut = await playing(.at(3, 2, remaining: 0))

        _ = await sut.setClock(to: "2:00")
        _ = await sut.startClock()
        _ = await sut.tick()

        #expect(sut.progress == .at(3, 2, remaining: 119, running: true, duration: 120))
    }

    @Test func setTime_toTheTimeItAlreadyShows_changesAndSavesNothing() async throws {
        let sut = await playing()

        #expect(await sut.setClock(to: "10:00") == .success(.unchanged))
        #expect(saved.isEmpty)
    }

    @Test(arguments: ["", "0", "7:60", "100:00", "0:00", "7:5", "-1:00", "7:30:00", "7 30", "seven", "99999999999999999999999:00"])
    func setTime_toSomethingThatIsNotATime_isRefused(text: String) async throws {
        let sut = await playing()
        _ = await sut.startClock()

        #expect(await sut.setClock(to: text) == .failure(.invalidTime(.notADuration(field: .time))))
        #expect(sut.progress.timer == GatherTimer(isRunning: true))
        #expect(saved.count == 1)
    }

    @Test(arguments: AdversarialInput.all)
    func setTime_withAdversarialInput_isRefused(input: AdversarialInput) async {
        let sut = await playing()

        #expect(await sut.setClock(to: input.text) == .failure(.invalidTime(.notADuration(field: .time))))
        #expect(sut.progress == GatherProgress())
        #expect(saved.isEmpty)
    }

    // MARK: Saving

    @Test func aFailedSave_keepsTheChange_andTheNextChangeSavesEverything() async throws {
        let sut = await playing()
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        #expect(await sut.changeScore(of: .teamA, by: 1) == .success(.failed(.unavailable("disk"))))
        #expect(sut.progress.score == Score(teamA: 1))
        #expect(try await match.storedProgress() == GatherProgress())

        #expect(await sut.changeScore(of: .teamA, by: 1) == .success(.saved))
        #expect(try await match.storedProgress() == .at(2, 0))
    }

    @Test func aFailedSave_onATick_isReported_andTheClockGoesOn() async throws {
        let sut = await playing(.at(0, 0, remaining: 2, duration: 5))
        _ = await sut.startClock()
        match.ann.services.fail(.saveProgress, times: 2, with: .unavailable("disk"))

        #expect(await sut.tick() == .counted(.failed(.unavailable("disk"))))
        #expect(await sut.tick() == .finished(.failed(.unavailable("disk"))))
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
    func aResumedMatch_startsStopped_withTheTimeLeftWithinTheSetTime(saved: GatherTimer, resumed: GatherTimer) async {
        // Some of these no store would keep: a damaged file's, say.
        let sut = await playing(GatherProgress(score: Score(teamA: 2, teamB: 1), timer: saved), stored: false)

        #expect(sut.isResumed)
        #expect(sut.progress == GatherProgress(score: Score(teamA: 2, teamB: 1), timer: resumed))
        #expect(await sut.tick() == .idle)
    }

    @Test func aMatchWithOnlyANewSetTime_isResumedToo() async {
        #expect(await playing(.at(0, 0, remaining: 300, duration: 300)).isResumed)
    }

    // MARK: Ending

    @Test func end_endsTheMatchWithTheCurrentScore_atTheClocksTime() async throws {
        let sut = await playing(.at(2, 0, remaining: 42))
        _ = await sut.changeScore(of: .teamB, by: 1)
        clock.advance(by: 600)

        #expect(try await sut.end(confirmed: Score(teamA: 2, teamB: 1)) == .success(GatherResult(score: Score(teamA: 2, teamB: 1))))
        #expect(GatherResult(score: Score(teamA: 2, teamB: 1)).winner == .teamA)

        let ended = try #require(try await match.finished())
        #expect(ended.score == Score(teamA: 2, teamB: 1))
        #expect(ended.endedAt == clock.now())
    }

    @Test func afterTheEnd_ticksChangeNothing() async throws {
        let sut = await playing()
        _ = await sut.startClock()

        #expect(try await sut.end(confirmed: Score()) == .success(GatherResult(score: Score())))

        #expect(await tick(sut, times: 3) == [.idle, .idle, .idle])
        #expect(sut.progress.timer.remaining == 600)
        #expect(saved.count == 1)
    }

    @Test func end_whenTheStoreFails_throws_andTheMatchGoesOn() async throws {
        let sut = await playing()
        _ = await sut.startClock()
        match.ann.services.fail(.endGather, with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) { _ = try await sut.end(confirmed: Score()) }

        #expect(try await match.finished() == nil)
        #expect(await sut.tick() == .counted(.saved))
    }

    // MARK: Many windows on one match

    /// Issue 23's session: window 1 scores twice, window 2 (which saw none of it) once, window 1 ends.
    @Test func twoWindows_eachChangeIsMadeOnTheStoredScore_andNoGoalIsLost() async throws {
        let one = await playing()
        let two = await playing()

        #expect(await one.changeScore(of: .teamA, by: 1, scorer: 1) == .success(.saved))
        #expect(await one.changeScore(of: .teamA, by: 1, scorer: 1) == .success(.saved))
        #expect(await two.changeScore(of: .teamB, by: 1, scorer: 3) == .success(.changedElsewhere))
        #expect(two.progress.score == Score(teamA: 2, teamB: 1))
        #expect(two.progress.goals == [0: 2, 2: 1])
        // Window 1 learns of window 2's goal with its next change, here the end: 2–0 was confirmed,
        // 2–1 is stored, so nothing ends until 2–1 is confirmed.
        #expect(try await one.end(confirmed: Score(teamA: 2, teamB: 0)) == .failure(.scoreChangedSinceAsked(Score(teamA: 2, teamB: 1))))
        #expect(try await match.finished() == nil)
        #expect(try await one.end(confirmed: Score(teamA: 2, teamB: 1)) == .success(GatherResult(score: Score(teamA: 2, teamB: 1))))

        let ended = try #require(try await match.finished())
        #expect(ended.score == Score(teamA: 2, teamB: 1) && ended.winner == .teamA)
        #expect(ended.players.map(\.goals) == [2, 0, 1, 0, 0])
    }

    @Test func aWindowWhoseMatchWasEndedElsewhere_saysSo_andChangesNothing() async throws {
        let one = await playing(.at(1, 0))
        let two = await playing(.at(1, 0))
        _ = try await one.end(confirmed: Score(teamA: 1, teamB: 0))

        #expect(await two.changeScore(of: .teamB, by: 1) == .success(.gone(.ended)))
        await #expect(throws: GatherGone.ended) { _ = try await two.end(confirmed: Score(teamA: 1, teamB: 0)) }
        #expect(await two.tick() == .idle)
        #expect(try await match.finished()?.score == Score(teamA: 1, teamB: 0))
    }

    @Test func aWindowWhoseMatchWasDiscardedElsewhere_saysSo() async throws {
        let sut = await playing()
        _ = await sut.startClock()
        try await match.ann.gathers.discardGather(id: match.gather.id)

        #expect(await sut.tick() == .counted(.gone(.discarded)))
        #expect(await sut.tick() == .idle)
        #expect(await sut.changeScore(of: .teamA, by: 1) == .success(.gone(.discarded)))
    }

    @Test func aRefusal_isJudgedOnTheStoredScore() async throws {
        let one = await playing()
        let two = await playing()
        _ = await one.changeScore(of: .teamA, by: 1)

        // Window 2 saw no goal, but there is one to take away.
        #expect(await two.changeScore(of: .teamA, by: -1) == .success(.changedElsewhere))
        #expect(await one.changeScore(of: .teamA, by: -1) == .failure(.noGoals(.teamA)))
        #expect(try await match.storedProgress()?.score == Score())
    }

    @Test func theClock_isEachWindowsOwn_whileTheScoreIsShared() async throws {
        let one = await playing()
        let two = await playing()
        _ = await one.startClock()
        _ = await one.tick()
        _ = await two.changeScore(of: .teamA, by: 1)

        #expect(two.clockState == .ready)
        #expect(await one.tick() == .counted(.changedElsewhere))
        #expect(try await match.storedProgress() == .at(1, 0, remaining: 598, running: true))
    }

    // MARK: Substitutes (Ann 1 and Bob 2 in Team A, Carla 3 and Dmitri 4 in Team B, Eve 5 on the bench)

    @Test func sub_movesAPlayer_andKeepsItWithTheMatch() async throws {
        let sut = await playing()

        #expect(await sut.move(number: 5, to: .teamA) == .success(.saved))
        #expect(await sut.move(number: 4, to: .bench) == .success(.saved))

        #expect(sut.players.map(\.team) == [.teamA, .teamA, .teamB, .bench, .teamA])
        #expect(try await match.ann.gathers.unfinishedGather()?.gather.players.map(\.team) == [.teamA, .teamA, .teamB, .bench, .teamA])
        // Numbers stay those of the team sheet: Eve is 5 in Team A now.
        #expect(await sut.changeScore(of: .teamA, by: 1, scorer: 5) == .success(.saved))
    }

    @Test func aSidesGoals_areItsScorers_plusTheGoalsCreditedToNoOne() async {
        let sut = await playing()
        #expect(sut.goals(of: .teamA) == nil, "no scorer yet")
        _ = await sut.changeScore(of: .teamA, by: 1, scorer: 2)
        _ = await sut.changeScore(of: .teamA, by: 1)
        _ = await sut.changeScore(of: .teamA, by: 1, scorer: 1)
        _ = await sut.changeScore(of: .teamA, by: 1, scorer: 2)

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

    @Test func sub_isRefused_forNoSuchPlayer_oneAlreadyThere_orAScorer() async {
        let sut = await playing()
        _ = await sut.changeScore(of: .teamA, by: 1, scorer: 1)

        #expect(await sut.move(number: 6, to: .teamA) == .failure(.noSuchPlayer(number: 6)))
        #expect(await sut.move(number: 5, to: .bench) == .failure(.alreadyIn(number: 5, .bench)))
        #expect(await sut.move(number: 1, to: .bench) == .failure(.scorerStays(number: 1)))
        #expect(sut.players.map(\.team) == [.teamA, .teamA, .teamB, .teamB, .bench])
    }

    @Test func sub_whenTheStoreFails_isNotMade_andSaysSo() async {
        let sut = await playing()
        match.ann.services.fail(.movePlayer, with: .unavailable("disk"))

        #expect(await sut.move(number: 5, to: .teamA) == .success(.failed(.unavailable("disk"))))
        #expect(sut.players[4].team == .bench)
    }

    @Test func sub_onAMatchEndedElsewhere_saysSo() async throws {
        let sut = await playing()
        let other = await playing()
        _ = try await other.end(confirmed: other.progress.score)

        #expect(await sut.move(number: 5, to: .teamA) == .success(.gone(.ended)))
    }
}
