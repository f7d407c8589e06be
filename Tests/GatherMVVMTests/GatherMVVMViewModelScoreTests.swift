import Domain
import Foundation
import MatchScreen
import Presentation
import StoreTestSupport
import TestSupport
import Testing

@testable import GatherMVVM

/// The score, its scorers and the substitutes, by the view model's rules (Ann 1 and Bob 2 in Team A,
/// Carla 3 and Dmitri 4 in Team B, Eve 5 on the bench).
@MainActor
@Suite struct GatherMVVMViewModelScoreTests: PlayingAMatch {
    let match: StartedMatch
    let clock = ManualClock()
    let shareFiles = ShareFilesSpy()

    init() async throws {
        match = try await StartedMatch.make()
    }

    @Test func score_goesUpAndDownPerTeam_savingEachChange() async {
        let (sut, shown) = await playing()

        await type("a+", "a+", "b+", "b+", "b-", to: sut)

        #expect(shown.last.score == "Team A  2 : 1  Team B")
        #expect(saved.map(\.score) == [Score(teamA: 1), Score(teamA: 2), Score(teamA: 2, teamB: 1), Score(teamA: 2, teamB: 2), Score(teamA: 2, teamB: 1)])
    }

    @Test(arguments: GatherSide.allCases)
    func score_stopsAt99(side: GatherSide) async {
        let (sut, shown) = await playing(.at(98, 98, remaining: 10))

        await sut.scoreTapped(side: side, goals: 1, scorer: nil)
        await sut.scoreTapped(side: side, goals: 1, scorer: nil)

        #expect(shown.last.score == (side == .teamA ? "Team A  99 : 98  Team B" : "Team A  98 : 99  Team B"))
        #expect(shown.last.message == .error("\(side.team.label) has 99 goals, the most a score can hold."))
        #expect(saved.count == 1)
    }

    @Test func aGoalWithAScorer_countsForTheTeamAndThePlayer_andIsSaved() async throws {
        let (sut, shown) = await playing()

        await type("a+ 2", "b+ 3", "b+4", "b+", to: sut)

        #expect(shown.last.score == "Team A  1 : 3  Team B")
        #expect(shown.last.scorers == ["Team A goals: Bob 1", "Team B goals: Carla Díaz 1, Dmitri 1, 1 with no scorer"])
        #expect(try await match.storedProgress() == GatherProgress(score: Score(teamA: 1, teamB: 3), goals: [1: 1, 2: 1, 3: 1]))
    }

    @Test func takingBackAPlayersGoal_takesItFromTheTeamToo() async throws {
        let (sut, shown) = await playing(.at(3, 0, goals: [0: 2]))

        await type("a- 1", to: sut)
        #expect(try await match.storedProgress() == .at(2, 0, goals: [0: 1]))
        await type("a- 1", to: sut)

        #expect(try await match.storedProgress() == .at(1, 0, goals: [:]))
        #expect(shown.last.scorers == [])
    }

    @Test func aPlainMinus_takesAGoalWithNoScorer_andAsksWhoseWhenAllHaveOne() async throws {
        let (sut, shown) = await playing(.at(2, 1, goals: [0: 1, 2: 1]))

        await type("a-", to: sut)
        #expect(try await match.storedProgress() == .at(1, 1, goals: [0: 1, 2: 1]))
        await type("a-", to: sut)
        #expect(shown.last.message == .error("Every Team A goal has a scorer: say whose to take back, e.g. a- 1."))

        #expect(try await match.storedProgress() == .at(1, 1, goals: [0: 1, 2: 1]))
        #expect(saved.count == 1)
    }

    @Test func aScorersGoal_stillStopsAtAFullScore() async throws {
        let (sut, _) = await playing(.at(99, 0, goals: [0: 99]))

        await type("a+ 1", to: sut)

        #expect(try await match.storedProgress()?.goals == [0: 99])
        #expect(saved.isEmpty)
    }

    @Test(arguments: [
        (GatherSide.teamA, 3, "Carla Díaz (3) plays for Team B: use a number from Team A's list."),
        (.teamB, 1, "Ann Smith (1) plays for Team A: use a number from Team B's list."),
        (.teamA, 5, "Eve (5) is on the bench: use a number from Team A's list."),
        (.teamA, 6, "No player has number 6: use a number from Team A's list."),
        (.teamB, 0, "No player has number 0: use a number from Team B's list."),
        (.teamA, -1, "No player has number -1: use a number from Team A's list."),
    ])
    func aNumberThatCantScoreForTheSide_isRefusedWithTheReason(side: GatherSide, number: Int, message: String) async {
        let (sut, shown) = await playing()

        await sut.scoreTapped(side: side, goals: 1, scorer: number)

        #expect(shown.last.message == .error(message))
        #expect(saved.isEmpty)
    }

    @Test func aFinishedMatch_keepsItsScorers() async throws {
        let (sut, _) = await playing()
        await type("a+ 1", "a+", "b+ 4", "end", to: sut)

        await sut.answer(true)

        let finished = try #require(try await match.finished())
        #expect(finished.players.map(\.goals) == [1, 0, 0, 1, 0])
        #expect(finished.score == Score(teamA: 2, teamB: 1))
    }

    @Test func aSidesGoals_areItsScorers_plusTheGoalsCreditedToNoOne() async {
        let (sut, _) = await playing()
        #expect(sut.goals[.teamA] == nil, "no scorer yet")

        await type("a+ 2", "a+", "a+ 1", "a+ 2", to: sut)

        let names = match.gather.players.map(\.name)
        #expect(
            sut.goals[.teamA]
                == TeamGoals(
                    of: .teamA, score: Score(teamA: 4),
                    players: [
                        GatherPlayer(playerID: nil, name: names[0], team: .teamA, goals: 1),
                        GatherPlayer(playerID: nil, name: names[1], team: .teamA, goals: 2),
                    ]))
        #expect(sut.goals[.teamB] == nil)
    }

    // MARK: Substitutes

    @Test func sub_movesAPlayer_keepsItWithTheMatch_andTheirNumber() async throws {
        let (sut, shown) = await playing()

        await sut.subTapped(number: 5, to: .teamA)
        #expect(shown.last.message == .info("Eve (5) plays for Team A now."))
        await sut.subTapped(number: 4, to: .bench)
        #expect(shown.last.message == .info("Dmitri (4) goes to the bench."))

        #expect(shown.last.teamA.map(\.number) == ["1", "2", "5"])
        #expect(shown.last.bench == ["4 Dmitri"])
        #expect(try await match.ann.gathers.unfinishedGather()?.gather.players.map(\.team) == [.teamA, .teamA, .teamB, .bench, .teamA])
        await sut.scoreTapped(side: .teamA, goals: 1, scorer: 5)
        #expect(shown.last.scorers == ["Team A goals: Eve 1"])
    }

    @Test func sub_isRefused_forNoSuchPlayer_oneAlreadyThere_orAScorer() async throws {
        let (sut, shown) = await playing()
        await sut.scoreTapped(side: .teamA, goals: 1, scorer: 1)

        await sut.subTapped(number: 6, to: .teamA)
        #expect(shown.last.message == .error("No player has number 6: use a number from the teams or the bench."))
        await sut.subTapped(number: 5, to: .bench)
        #expect(shown.last.message == .info("Eve (5) is already on the bench."))
        await sut.subTapped(number: 3, to: .teamB)
        #expect(shown.last.message == .info("Carla Díaz (3) is already in Team B."))
        await sut.subTapped(number: 1, to: .bench)
        #expect(shown.last.message == .error("Ann Smith (1) scored for their team: a scorer stays in it."))

        #expect(try await match.ann.gathers.unfinishedGather()?.gather.players.map(\.team) == [.teamA, .teamA, .teamB, .teamB, .bench])
    }

    @Test func sub_thatCouldNotBeSaved_isNotMade_andAsksToTypeItAgain() async {
        let (sut, shown) = await playing()
        match.ann.services.fail(.movePlayer, with: .unavailable("disk"))

        await sut.subTapped(number: 5, to: .teamA)

        #expect(shown.last.message == .error("Could not move Eve (5). Storage is unavailable: disk. Type the move again."))
        #expect(shown.last.bench == ["5 Eve"])
    }

    @Test func aPlayerMovedToTheBench_cantScoreAnyMore() async {
        let (sut, shown) = await playing()
        await sut.subTapped(number: 1, to: .bench)

        await sut.scoreTapped(side: .teamA, goals: 1, scorer: 1)

        #expect(shown.last.message == .error("Ann Smith (1) is on the bench: use a number from Team A's list."))
    }
}
