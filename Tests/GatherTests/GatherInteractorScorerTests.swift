import Domain
import Foundation
import MatchScreen
import Presentation
import TestSupport
import Testing

@testable import Gather

/// Goals credited to a team's player by their number on the team sheet (Ann 1 and Bob 2
/// in Team A, Carla 3 and Dmitri 4 in Team B; indices 0 to 3, Eve on the bench at 4).
@MainActor
@Suite struct GatherInteractorScorerTests {
    let match = StoredMatch()
    let clock = ManualClock()

    /// The match at `progress`, as stored, on a fresh screen.
    func playing(_ progress: GatherProgress = GatherProgress()) async -> GatherInteractor {
        match.store(progress)
        return GatherInteractor(
            unfinished: UnfinishedGather(gather: match.gather, progress: progress), gathers: match.gathers,
            shareFiles: ShareFilesSpy(), clock: clock
        )
    }

    func at(_ teamA: Int, _ teamB: Int, goals: [Int: Int]) -> GatherProgress {
        GatherProgress(score: Score(teamA: teamA, teamB: teamB), goals: goals)
    }

    @Test func aGoalWithAScorer_countsForTheTeamAndThePlayer_andIsSaved() async throws {
        let sut = await playing()

        #expect(try await sut.changeScore(of: .teamA, by: 1, scorer: 2) == .saved)
        #expect(try await sut.changeScore(of: .teamB, by: 1, scorer: 3) == .saved)
        #expect(try await sut.changeScore(of: .teamB, by: 1, scorer: 4) == .saved)
        #expect(try await sut.changeScore(of: .teamB, by: 1) == .saved)

        #expect(sut.progress.score == Score(teamA: 1, teamB: 3))
        #expect(sut.progress.goals == [1: 1, 2: 1, 3: 1])
        #expect(match.saves.last == sut.progress)
        #expect(match.storedProgress?.goals == [1: 1, 2: 1, 3: 1])
    }

    @Test func takingBackAPlayersGoal_takesItFromTheTeamToo() async throws {
        let sut = await playing(at(3, 0, goals: [0: 2]))

        #expect(try await sut.changeScore(of: .teamA, by: -1, scorer: 1) == .saved)
        #expect(sut.progress == at(2, 0, goals: [0: 1]))
        #expect(try await sut.changeScore(of: .teamA, by: -1, scorer: 1) == .saved)
        #expect(sut.progress == at(1, 0, goals: [:]))
    }

    @Test func aPlayerWithNoGoal_hasNoneToTakeBack() async throws {
        let sut = await playing(at(1, 0, goals: [0: 1]))

        await #expect(throws: GatherRefusal.rule(.scorerHasNoGoals(.teamA, number: 2))) { try await sut.changeScore(of: .teamA, by: -1, scorer: 2) }
        #expect(sut.progress == at(1, 0, goals: [0: 1]))
        #expect(match.saves.isEmpty)
    }

    @Test(arguments: [(0, MatchNotAScorer.noSuchPlayer), (3, .onTheOtherTeam(.teamB)), (-1, .noSuchPlayer)])
    func aNumberNotInTheTeamsList_isRefused(number: Int, why: MatchNotAScorer) async throws {
        let sut = await playing()

        await #expect(throws: GatherRefusal.rule(.notAScorer(.teamA, number: number, why))) { try await sut.changeScore(of: .teamA, by: 1, scorer: number) }
        #expect(sut.progress == GatherProgress())
        #expect(match.saves.isEmpty)
    }

    @Test func aPlainMinus_takesAGoalWithNoScorer_andAsksWhoseWhenAllHaveOne() async throws {
        let sut = await playing(at(2, 1, goals: [0: 1, 2: 1]))

        #expect(try await sut.changeScore(of: .teamA, by: -1) == .saved)
        #expect(sut.progress == at(1, 1, goals: [0: 1, 2: 1]))
        await #expect(throws: GatherRefusal.rule(.nameTheScorer(.teamA))) { try await sut.changeScore(of: .teamA, by: -1) }
        await #expect(throws: GatherRefusal.rule(.nameTheScorer(.teamB))) { try await sut.changeScore(of: .teamB, by: -1) }
        #expect(sut.progress == at(1, 1, goals: [0: 1, 2: 1]))
    }

    @Test func aScorersGoal_stillStopsAtAFullScore() async throws {
        let sut = await playing(at(99, 0, goals: [0: 99]))

        await #expect(throws: GatherRefusal.rule(.scoreFull(.teamA))) { try await sut.changeScore(of: .teamA, by: 1, scorer: 1) }
        #expect(sut.progress.goals == [0: 99])
    }

    @Test func aFinishedMatch_keepsItsScorers() async throws {
        let sut = await playing()
        _ = try await sut.changeScore(of: .teamA, by: 1, scorer: 1)
        _ = try await sut.changeScore(of: .teamA, by: 1)
        _ = try await sut.changeScore(of: .teamB, by: 1, scorer: 4)

        #expect(try await sut.end(confirmed: Score(teamA: 2, teamB: 1)) == GatherResult(score: Score(teamA: 2, teamB: 1)))

        let finished = try #require(match.ended)
        #expect(finished.goals == [0: 1, 3: 1])
        #expect(finished.score == Score(teamA: 2, teamB: 1))
    }

    @Test func aNumber_isTheTeamSheets_soAnotherTeamsPlayerOrTheBench_cantScoreForThisOne() async throws {
        let sut = await playing()

        await #expect(throws: GatherRefusal.rule(.notAScorer(.teamA, number: 3, .onTheOtherTeam(.teamB)))) {
            try await sut.changeScore(of: .teamA, by: 1, scorer: 3)
        }
        await #expect(throws: GatherRefusal.rule(.notAScorer(.teamB, number: 5, .onTheBench))) { try await sut.changeScore(of: .teamB, by: 1, scorer: 5) }
        #expect(try await sut.changeScore(of: .teamB, by: 1, scorer: 3) == .saved)
        #expect(sut.progress.goals == [2: 1])
    }

    /// Why a number can't score is the Interactor's to say: the Wording only words it.
    @Test(arguments: [
        (GatherSide.teamA, 3, MatchNotAScorer.onTheOtherTeam(.teamB)), (.teamB, 1, .onTheOtherTeam(.teamA)),
        (.teamA, 5, .onTheBench), (.teamB, 5, .onTheBench), (.teamA, 6, .noSuchPlayer), (.teamB, 0, .noSuchPlayer),
    ])
    func aNumberThatCantScore_isRefusedWithTheReason(side: GatherSide, number: Int, why: MatchNotAScorer) async {
        let sut = await playing()

        await #expect(throws: GatherRefusal.rule(.notAScorer(side.team, number: number, why))) { try await sut.changeScore(of: side, by: 1, scorer: number) }
        #expect(match.saves.isEmpty)
    }

    @Test func aPlayerMovedToTheBench_cantScoreAnyMore() async throws {
        let sut = await playing()
        _ = try await sut.move(number: 1, to: .bench)

        await #expect(throws: GatherRefusal.rule(.notAScorer(.teamA, number: 1, .onTheBench))) { try await sut.changeScore(of: .teamA, by: 1, scorer: 1) }
    }
}
