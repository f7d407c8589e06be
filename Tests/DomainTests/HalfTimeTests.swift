import Domain
import Testing

/// A match's two halves, as Domain rules them: the clock stops at half the set time, a start there
/// starts the second half, and the half-time score follows the score through the break.
@Suite struct HalfTimeTests {
    /// Counts `timer` down `seconds` times, or until it stops.
    private func ticked(_ timer: GatherTimer, _ seconds: Int) -> GatherTimer {
        var timer = timer
        for _ in 0..<seconds {
            guard let next = timer.ticked else { break }
            timer = next
        }
        return timer
    }

    @Test func theFirstHalf_stopsAtHalfTheSetTime_andAStartThereStartsTheSecond() throws {
        let halfTime = ticked(try GatherTimer().started(), 400)
        #expect(halfTime == GatherTimer(remaining: 300, half: .first))
        #expect(halfTime.isHalfTime)
        #expect(halfTime.ticked == nil, "the break lasts until a start")
        let second = try halfTime.started()
        #expect(second == GatherTimer(remaining: 300, isRunning: true, half: .second))
        #expect(!second.isHalfTime)
        #expect(ticked(second, 400) == GatherTimer(remaining: 0, half: .second))
    }

    @Test(arguments: [(5, 2), (2, 1), (3, 1), (5_999, 2_999)])
    func anOddSetTime_givesTheFirstHalfTheOddSecond(duration: Int, left: Int) throws {
        let halfTime = ticked(try GatherTimer(duration: duration).started(), duration)
        #expect(halfTime.remaining == left && halfTime.isHalfTime)
    }

    @Test func aClockSetToOneSecond_hasNoHalfTime() throws {
        let timer = GatherTimer(duration: 1)
        #expect(timer.half == .second)
        #expect(try timer.started().ticked == GatherTimer(duration: 1, remaining: 0))
    }

    @Test func resetAndSet_startTheFirstHalfAgain() throws {
        let secondHalf = GatherTimer(remaining: 120, half: .second)
        #expect(try secondHalf.reset(hasRun: true).half == .first)
        #expect(try GatherTimer.set(toSeconds: 60).half == .first)
    }

    /// A match saved before halves were kept has no half on record: its time left says which.
    @Test(arguments: [
        (GatherTimer(remaining: 301), MatchHalf.first), (GatherTimer(remaining: 299), .second),
        (GatherTimer(remaining: 300), .first), (GatherTimer(remaining: 300, isRunning: true), .second),
        (GatherTimer(remaining: 400, half: .second), .first), (GatherTimer(remaining: 200, half: .first), .second),
    ])
    func aHalfTheTimeLeftRulesOut_isTheOneItAllows(timer: GatherTimer, half: MatchHalf) {
        #expect(timer.half == half)
    }

    @Test func theHalfTimeScore_followsTheBreak_staysInTheSecondHalf_andGoesWithAReset() {
        var progress = GatherProgress(score: Score(teamA: 1), timer: GatherTimer(remaining: 301, isRunning: true))
        _ = progress.write(timer: GatherTimer(remaining: 300, half: .first), unsaved: [], change: nil, players: [])
        #expect(progress.halfTimeScore == Score(teamA: 1))
        _ = progress.write(timer: progress.timer, unsaved: [], change: MatchScoreChange(team: .teamB, goals: 1), players: [])
        #expect(progress.halfTimeScore == Score(teamA: 1, teamB: 1), "a goal noted in the break counts for the first half")
        _ = progress.write(timer: GatherTimer(remaining: 290, isRunning: true, half: .second), unsaved: [], change: nil, players: [])
        _ = progress.write(timer: progress.timer, unsaved: [], change: MatchScoreChange(team: .teamA, goals: 1), players: [])
        #expect(progress.score == Score(teamA: 2, teamB: 1) && progress.halfTimeScore == Score(teamA: 1, teamB: 1))
        _ = progress.write(timer: GatherTimer(), unsaved: [], change: nil, players: [])
        #expect(progress.halfTimeScore == nil)
    }

    @Test func aMatchSavedInTheBreak_resumesInTheBreak_andOneJustPausedInTheSecondHalf_resumesPaused() {
        let inTheBreak = GatherProgress(timer: GatherTimer(remaining: 300, half: .first), halfTimeScore: Score())
        #expect(inTheBreak.resumed.timer.isHalfTime)
        let secondHalf = GatherProgress(timer: GatherTimer(remaining: 300, isRunning: true, half: .second), halfTimeScore: Score())
        #expect(secondHalf.resumed.timer == GatherTimer(remaining: 300, half: .second))
        #expect(!secondHalf.resumed.timer.isHalfTime)
    }

    @Test func aWindowsClockReachingHalfTime_keepsTheHalfTimeScore_andAStoreWithoutOneInTheSecondHalfTakesIt() throws {
        var progress = GatherProgress(score: Score(teamB: 2), timer: GatherTimer(remaining: 301, isRunning: true))
        progress.timer = try #require(progress.timer.ticked)
        #expect(progress.halfTimeScore == Score(teamB: 2))
        progress.timer = try progress.timer.started()
        progress.score.teamA += 1
        #expect(progress.halfTimeScore == Score(teamB: 2))

        // The write at half-time failed: the store still has the first half's clock, and no half-time score.
        var stored = GatherProgress(score: Score(teamB: 2), timer: GatherTimer(remaining: 301, isRunning: true))
        let keeping = MatchKeeping(stored: stored)
        _ = keeping.write(nil, from: progress, players: [])(&stored)
        #expect(stored.halfTimeScore == Score(teamB: 2))
    }
}
