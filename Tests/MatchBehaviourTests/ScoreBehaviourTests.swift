import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

extension GatherProgress {
    /// A progress in one line: the score, the time left, and whether the clock runs.
    /// `half` and `halfTime` (the half-time score) as a clock with that time left has them unless given.
    static func at(
        _ teamA: Int, _ teamB: Int, remaining: Int = 600, running: Bool = false, duration: Int = 600, half: MatchHalf? = nil,
        halfTime: Score? = nil
    ) -> GatherProgress {
        GatherProgress(
            score: Score(teamA: teamA, teamB: teamB), timer: GatherTimer(duration: duration, remaining: remaining, isRunning: running, half: half),
            halfTimeScore: halfTime)
    }

    /// As `at`, with goals credited to the players (by index in the match).
    static func at(_ teamA: Int, _ teamB: Int, goals: [Int: Int]) -> GatherProgress {
        GatherProgress(score: Score(teamA: teamA, teamB: teamB), goals: goals)
    }
}

/// The score and its scorers, typed on the match screen: the same lines give the same screen and the
/// same stored match in every pattern, on every store.
@MainActor
@Suite(.sharedStandInServer) struct ScoreBehaviourTests {
    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aNewMatch_showsBothTeamsTheBenchTheScoreAndAReadyClock(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            #expect(bench.status == "ready 10:00")
            #expect(bench.message == nil)
            let text = bench.text
            #expect(text.contains(" Team A  0 : 0  Team B\n"), "\(text)")
            #expect(text.contains("Ann Smith"))
            #expect(text.contains("Carla Díaz"))
            #expect(text.contains(" Bench: 5 Eve\n"), "\(text)")
            #expect(bench.content.actions.map(\.key) == ["a+ a- b+ b-", "s", "t mm:ss", "sub N a|b|bench", "share", "end"])
            #expect(bench.progressSaves.isEmpty && bench.progressWrites == 0, "nothing asked of the store")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func goalsUpAndDown_areShownAndStored(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("a+", "a+", "b+", "a-")
            #expect(bench.content.body.first == .text("Team A  1 : 1  Team B", .emphasis))
            #expect(bench.message == nil)
            #expect(try await bench.stored() == .at(1, 1))
            #expect(bench.progressSaves == [.at(1, 0), .at(2, 0), .at(2, 1), .at(1, 1)])
        }
    }

    @Test(arguments: MatchImplementation.all, ["a+ x", "a- 1 2", "b+ three", "b- x"])
    func aScorerThatCantBeRead_saysHowAScorerIsTyped_andCountsNoGoal(pattern: MatchImplementation, line: String) async throws {
        let side = line.hasPrefix("a") ? "Team A's list, e.g. a+ 3; a+" : "Team B's list, e.g. b+ 3; b+"
        for store in BenchStore.checked {
            try await MatchBench.play(pattern, on: store) { bench throws in
                await bench.type(line)
                #expect(bench.message == .error("To credit a goal, add one number from \(side) alone counts it with no scorer."))
                #expect(bench.progressSaves.isEmpty)
            }
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aGoalWithAScorer_countsForTheTeamAndThePlayer_andTheScorersAreListed(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("a+ 1", "a+1", "a+", "b+ 3")
            #expect(try await bench.stored() == .at(3, 1, goals: [0: 2, 2: 1]))
            let text = bench.text
            #expect(text.contains(" Team A goals: Ann Smith 2, 1 with no scorer\n"), "\(text)")
            #expect(text.contains(" Team B goals: Carla Díaz 1\n"), "\(text)")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func takingBackAScorersGoal_takesItFromTheTeamToo_andAPlainMinusAsksWhose(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("a+ 2", "a- 1")
            #expect(bench.message == .error("Ann Smith has no goal to take back."))
            await bench.type("a-")
            #expect(bench.message == .error("Every Team A goal has a scorer: say whose to take back, e.g. a- 1."))
            await bench.type("a- 2")
            #expect(bench.message == nil)
            #expect(try await bench.stored() == .at(0, 0))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aNumberOfTheOtherTeamOrTheBench_orNobody_cantScore_andSaysWhy(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("b+ 2")
            #expect(bench.message == .error("Bob (2) plays for Team A: use a number from Team B's list."))
            await bench.type("a+ 5")
            #expect(bench.message == .error("Eve (5) is on the bench: use a number from Team A's list."))
            await bench.type("a+ 9")
            #expect(bench.message == .error("No player has number 9: use a number from Team A's list."))
            #expect(bench.progressSaves.isEmpty && bench.progressWrites == 0, "nothing asked of the store")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func noGoalToTakeAway_andAFullScore_areRefused(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store, progress: .at(99, 0)) { bench throws in
            await bench.type("b-")
            #expect(bench.message == .error("Team B has no goal to take away."))
            await bench.type("a+")
            #expect(bench.message == .error("Team A has 99 goals, the most a score can hold."))
            #expect(try await bench.stored() == .at(99, 0))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aMessage_lastsUntilTheNextCommand(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("b-")
            #expect(bench.message != nil)
            await bench.type("a+")
            #expect(bench.message == nil)
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aChangeMadeOnAScoreChangedInAnotherWindow_keepsBothGoals_andSaysSo(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("a+")
            try await bench.gathers.saveProgress(.at(1, 2), ofGather: bench.gather.id)
            await bench.type("a+")
            #expect(bench.message == .info("Changed in another window: the match stands at Team A 2–2 Team B."))
            #expect(bench.content.body.first == .text("Team A  2 : 2  Team B", .emphasis))
            #expect(try await bench.stored() == .at(2, 2))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aRefusal_isJudgedOnTheStoredScore(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store, progress: .at(1, 0)) { bench throws in
            try await bench.gathers.saveProgress(.at(0, 0), ofGather: bench.gather.id)
            await bench.type("a-")
            #expect(bench.message == .error("Team A has no goal to take away."))
            #expect(bench.content.body.first == .text("Team A  0 : 0  Team B", .emphasis))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aFailedSave_keepsTheGoal_saysSo_andTheNextChangeSavesBoth(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            bench.services.fail(.saveProgress, with: .unavailable("disk"))
            await bench.type("a+")
            #expect(bench.message == .error("Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."))
            #expect(bench.content.body.first == .text("Team A  1 : 0  Team B", .emphasis))
            #expect(try await bench.stored() == GatherProgress())
            await bench.type("b+")
            #expect(bench.message == nil)
            #expect(try await bench.stored() == .at(1, 1))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aFailedSave_ofAScorersGoal_keepsTheScorer(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            bench.services.fail(.saveProgress, with: .unavailable("disk"))
            await bench.type("a+ 1", "s")
            #expect(try await bench.stored() == GatherProgress(score: Score(teamA: 1, teamB: 0), timer: GatherTimer(isRunning: true), goals: [0: 1]))
        }
    }
}
