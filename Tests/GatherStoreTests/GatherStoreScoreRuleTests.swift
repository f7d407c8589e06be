import Domain
import Presentation
import Testing

@testable import GatherStore

/// The score change rule, the one the reducer judges with and the store applies to the score as stored.
@Suite struct GatherStoreScoreRuleTests {
    let players = Lineup.players

    func applying(_ change: GatherScoreChange, to progress: GatherProgress) -> Result<GatherProgress, GatherRefusal> {
        var changed = progress
        do throws(GatherRefusal) {
            try change.apply(to: &changed, players: players)
            return .success(changed)
        } catch {
            #expect(changed == progress)
            return .failure(error)
        }
    }

    @Test func aGoal_countsForTheTeam_andItsScorer() {
        let scorer = GatherScoreChange.Scorer(index: 0, number: 1)
        #expect(applying(GatherScoreChange(side: .teamA, goals: 1), to: .at(0, 0)) == .success(.at(1, 0)))
        #expect(applying(GatherScoreChange(side: .teamA, goals: 1, scorer: scorer), to: .at(1, 0)) == .success(.at(2, 0, goals: [0: 1])))
        #expect(applying(GatherScoreChange(side: .teamA, goals: -1, scorer: scorer), to: .at(2, 0, goals: [0: 1])) == .success(.at(1, 0)))
        #expect(applying(GatherScoreChange(side: .teamB, goals: -1), to: .at(0, 2)) == .success(.at(0, 1)))
    }

    @Test func aScoreStaysWithinItsRange_andAScorerGivesBackOnlyTheirGoals() {
        let bob = GatherScoreChange.Scorer(index: 1, number: 2)
        #expect(applying(GatherScoreChange(side: .teamB, goals: 1), to: .at(0, 99)) == .failure(.scoreFull(.teamB)))
        #expect(applying(GatherScoreChange(side: .teamA, goals: -1), to: .at(0, 0)) == .failure(.noGoals(.teamA)))
        #expect(applying(GatherScoreChange(side: .teamA, goals: -1, scorer: bob), to: .at(1, 0)) == .failure(.scorerHasNoGoals(.teamA, number: 2)))
    }

    @Test func aPlainMinus_whenEveryGoalHasAScorer_mustSayWhose() {
        #expect(applying(GatherScoreChange(side: .teamA, goals: -1), to: .at(1, 0, goals: [0: 1])) == .failure(.nameTheScorer(.teamA)))
        #expect(applying(GatherScoreChange(side: .teamA, goals: -1), to: .at(2, 0, goals: [0: 1])) == .success(.at(1, 0, goals: [0: 1])))
    }

    @Test func aSidesGoals_areItsScorers_plusThoseCreditedToNoOne() {
        let goals = GatherReducer.goals(of: .teamA, progress: .at(3, 0, goals: [0: 1, 1: 1]), players: players)
        #expect(goals?.scorers.map(\.name) == ["Ann Smith", "Bob"])
        #expect(goals?.withNoScorer == 1)
        #expect(GatherReducer.goals(of: .teamB, progress: .at(3, 0, goals: [0: 1]), players: players) == nil)
    }

    @Test func aWrite_setsThisWindowsClock_keepsTheUnsavedChangesThatStillHold_thenMakesItsOwn() {
        let write = GatherProgressWrite(
            cause: .score, timer: GatherTimer(remaining: 300, isRunning: true), clockHasRun: true, players: players,
            unsaved: [GatherScoreChange(side: .teamA, goals: -1), GatherScoreChange(side: .teamB, goals: 1)],
            change: GatherScoreChange(side: .teamB, goals: 1))
        var stored = GatherProgress.at(0, 2)

        #expect(GatherReducer.apply(write, to: &stored) == nil)

        #expect(stored == .at(0, 4, remaining: 300, running: true))
    }

    @Test func aWrite_whoseChangeBreaksARule_keepsTheRest_andSaysWhy() {
        let write = GatherProgressWrite(
            cause: .score, timer: GatherTimer(remaining: 300), clockHasRun: true, players: players,
            unsaved: [GatherScoreChange(side: .teamB, goals: 1)], change: GatherScoreChange(side: .teamA, goals: -1))
        var stored = GatherProgress.at(0, 0)

        #expect(GatherReducer.apply(write, to: &stored) == .noGoals(.teamA))

        #expect(stored == .at(0, 1, remaining: 300))
    }
}
