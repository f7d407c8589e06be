import Domain
import Testing

/// The rules of a match being played, once for every pattern of the match screen: the score and its
/// scorers, who may move where, and the clock.
@Suite struct MatchTests {
    /// Ann and Bob for Team A, Cleo for Team B, Dan on the bench: numbers 1 to 4.
    let players = [
        GatherPlayer(playerID: 1, name: "Ann", team: .teamA),
        GatherPlayer(playerID: 2, name: "Bob", team: .teamA),
        GatherPlayer(playerID: 3, name: "Cleo", team: .teamB),
        GatherPlayer(playerID: 4, name: "Dan", team: .bench),
    ]

    func applying(_ change: MatchScoreChange, to progress: GatherProgress = GatherProgress()) throws(MatchRule) -> GatherProgress {
        var progress = progress
        try change.apply(to: &progress, players: players)
        return progress
    }

    // MARK: The score

    @Test func aGoal_countsForItsTeam_creditedToItsScorer() throws {
        let change = try MatchScoreChange(team: .teamA, goals: 1, scorer: 2, players: players)
        let progress = try applying(change)

        #expect(progress.score == Score(teamA: 1, teamB: 0))
        #expect(progress.goals == [1: 1])
        #expect(progress.goals(of: .teamA, players: players)?.withNoScorer == 0)
    }

    @Test(arguments: [(4, MatchNotAScorer.onTheBench), (3, .onTheOtherTeam(.teamB)), (9, .noSuchPlayer)])
    func aScorerWhoDoesNotPlayForTheTeam_isRefused_sayingWhy(number: Int, why: MatchNotAScorer) {
        #expect(throws: MatchRule.notAScorer(.teamA, number: number, why)) {
            try MatchScoreChange(team: .teamA, goals: 1, scorer: number, players: players)
        }
    }

    @Test func aFullScore_andAScoreOfNothing_areRefused() throws {
        let full = GatherProgress(score: Score(teamA: Score.range.upperBound, teamB: 0))
        #expect(throws: MatchRule.scoreFull(.teamA)) { try applying(MatchScoreChange(team: .teamA, goals: 1), to: full) }
        #expect(throws: MatchRule.noGoals(.teamB)) { try applying(MatchScoreChange(team: .teamB, goals: -1)) }
    }

    @Test func takingAGoalBack_needsItsScorer_whenEveryGoalHasOne() throws {
        let scored = try applying(MatchScoreChange(team: .teamA, goals: 1, scorer: 1, players: players))

        #expect(throws: MatchRule.nameTheScorer(.teamA)) { try applying(MatchScoreChange(team: .teamA, goals: -1), to: scored) }
        #expect(throws: MatchRule.scorerHasNoGoals(.teamA, number: 2)) {
            try applying(MatchScoreChange(team: .teamA, goals: -1, scorer: 2, players: players), to: scored)
        }
        let back = try applying(MatchScoreChange(team: .teamA, goals: -1, scorer: 1, players: players), to: scored)
        #expect(back == GatherProgress())
    }

    @Test func aGoalWithNoScorer_isTakenBackWithout() throws {
        let scored = try applying(MatchScoreChange(team: .teamB, goals: 1))
        #expect(try applying(MatchScoreChange(team: .teamB, goals: -1), to: scored) == GatherProgress())
    }

    /// A refused change leaves the match as it was.
    @Test func aRefusedChange_changesNothing() {
        var progress = GatherProgress(score: Score(teamA: 1, teamB: 0), goals: [0: 1])
        let before = progress
        #expect(throws: MatchRule.self) { try MatchScoreChange(team: .teamA, goals: -1).apply(to: &progress, players: players) }
        #expect(progress == before)
    }

    // MARK: Kept where other windows play too

    @Test func aWrite_isMadeOnTheMatchAsStored_andSaysWhenAnotherWindowHadScored() throws {
        var keeping = MatchKeeping(stored: GatherProgress())
        var here = GatherProgress(timer: GatherTimer(duration: 60, remaining: 50, isRunning: true))
        var stored = GatherProgress(score: Score(teamA: 0, teamB: 1))
        let before = stored

        #expect(keeping.write(MatchScoreChange(team: .teamA, goals: 1), from: here, players: players)(&stored) == nil)
        #expect(stored == GatherProgress(score: Score(teamA: 1, teamB: 1), timer: here.timer), "this window's clock, the stored score")
        #expect(keeping.stored(before: before, after: stored, into: &here), "another window had scored")
        #expect(here.score == Score(teamA: 1, teamB: 1))

        var again = stored
        let unchanged = again
        _ = keeping.write(MatchScoreChange(team: .teamB, goals: 1), from: here, players: players)(&again)
        #expect(!keeping.stored(before: unchanged, after: again, into: &here), "nobody else scored since")
    }

    @Test func aGoalNotStored_isMadeHere_andGoesWithTheNextWrite_once() throws {
        var keeping = MatchKeeping(stored: GatherProgress())
        var here = GatherProgress()
        try keeping.notStored(MatchScoreChange(team: .teamB, goals: 1), into: &here, players: players)
        #expect(here.score == Score(teamA: 0, teamB: 1) && keeping.unsaved.count == 1)

        var stored = GatherProgress()
        let before = stored
        #expect(keeping.write(nil, from: here, players: players)(&stored) == nil)
        #expect(stored.score == Score(teamA: 0, teamB: 1))
        _ = keeping.stored(before: before, after: stored, into: &here)
        #expect(keeping.unsaved.isEmpty, "sent once")
    }

    // MARK: The team sheet

    @Test func aPlayer_mayMoveToAnotherTeam_butNotWhereTheyAre_norAfterScoring() throws {
        let scored = GatherProgress(score: Score(teamA: 1, teamB: 0), goals: [0: 1])

        #expect(try MatchTeamSheet.mayMove(number: 4, to: .teamB, players: players, progress: scored) == 3)
        #expect(throws: MatchRule.alreadyIn(number: 3, .teamB)) {
            try MatchTeamSheet.mayMove(number: 3, to: .teamB, players: players, progress: scored)
        }
        #expect(throws: MatchRule.scorerStays(number: 1)) { try MatchTeamSheet.mayMove(number: 1, to: .bench, players: players, progress: scored) }
        #expect(throws: MatchRule.noSuchPlayer(number: 5)) { try MatchTeamSheet.mayMove(number: 5, to: .teamA, players: players, progress: scored) }
    }

    // MARK: The clock

    @Test func theClock_startsPausesAndResets_eachOnlyFromWhereItMay() throws {
        let ready = GatherTimer(duration: 60)
        let running = try ready.started()
        #expect(running.isRunning)
        #expect(throws: MatchRule.alreadyRunning) { try running.started() }
        #expect(throws: MatchRule.notRunning) { try ready.paused() }
        #expect(try running.paused() == GatherTimer(duration: 60, remaining: 60))
        #expect(throws: MatchRule.alreadyReset) { try ready.reset(hasRun: false) }
        #expect(try ready.reset(hasRun: true) == ready, "it ran, and no second passed: paused at its full time")
        #expect(try GatherTimer(duration: 60, remaining: 10).reset(hasRun: true) == ready)
    }

    @Test func theClock_ticksDownWhileItRuns_andStopsAtTimeUp() throws {
        #expect(GatherTimer(duration: 60).ticked == nil, "stopped: it stands still")
        let last = try GatherTimer(duration: 60, remaining: 1).started()
        let up = try #require(last.ticked)
        #expect(up == GatherTimer(duration: 60, remaining: 0, isRunning: false))
        #expect(up.ticked == nil)
        #expect(throws: MatchRule.timeIsUp) { try up.started() }
    }

    @Test func theClock_isSetToATimeItCanHold() throws {
        #expect(try GatherTimer.set(toSeconds: 450) == GatherTimer(duration: 450))
        #expect(throws: MatchRule.self) { try GatherTimer.set(toSeconds: 0) }
        #expect(throws: MatchRule.self) { try GatherTimer.set(toSeconds: 6_000) }
    }

    @Test func aSavedMatch_resumesWithItsClockStopped_withinItsSetTime() {
        let saved = GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(duration: 60, remaining: 99, isRunning: true))
        #expect(saved.resumed == GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(duration: 60, remaining: 60)))
    }

    @Test func aSavedMatch_isUnderway_onceAnythingWasPlayed() {
        #expect(!GatherProgress().isUnderway)
        #expect(GatherProgress(score: Score(teamA: 1, teamB: 0)).isUnderway)
        #expect(GatherProgress(timer: GatherTimer(duration: 450)).isUnderway)
    }

    @Test func aSavedClock_hadRun_whenItWasRunning_orStoppedShortOfItsSetTime() {
        #expect(!GatherProgress().clockHadRun)
        #expect(GatherProgress(timer: GatherTimer(remaining: 600, isRunning: true)).clockHadRun)
        #expect(GatherProgress(timer: GatherTimer(remaining: 312)).clockHadRun)
        // Past its set time it resumes at the set time: a stopped clock there had not run.
        #expect(!GatherProgress(timer: GatherTimer(duration: 60, remaining: 99)).clockHadRun)
    }

    @Test func aStoresError_saysTheMatchWentElsewhere_onlyWhenItDoes() {
        #expect(GatherGone(GatherGone.ended) == .ended)
        #expect(GatherGone(ServiceError.notFound) == .discarded, "a match the store no longer knows was discarded")
        #expect(GatherGone(ServiceError.unavailable("disk")) == nil)
    }
}
