import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

/// Commands in combination: what each leaves on screen and in the store after another, alike in
/// every pattern.
@MainActor
@Suite struct CommandsBehaviourTests {
    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func theHelp_saysTheLimitsTheRulesSet(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            let help = bench.content.actions.map(\.help).joined(separator: "\n")
            #expect(help.contains(" (0 to 99). "), "\(help)")
            #expect(help.contains("e.g. t 7:30, or t 7 for 7:00 (00:01 to 99:59)"), "\(help)")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func reset_afterTheClockRan_putsItBackAtItsFullTime_andSavesIt(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s")
            await bench.tick(3)
            await bench.type("r")
            #expect(bench.status == "ready 10:00")
            #expect(try await bench.stored() == .at(0, 0))
            await bench.tick(2)
            #expect(bench.status == "ready 10:00")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aPlainMinus_takesBackTheGoalWithNoScorer_andKeepsTheScorers(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("a+ 1", "a+", "a-")
            #expect(bench.message == nil)
            #expect(try await bench.stored() == .at(1, 0, goals: [0: 1]))
            #expect(bench.text.contains(" Team A goals: Ann Smith 1\n"), "\(bench.text)")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aPlayerBroughtOnFromTheBench_canScoreForTheirTeam(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("sub 5 b", "b+ 5")
            #expect(bench.message == nil)
            #expect(try await bench.stored() == .at(0, 1, goals: [4: 1]))
            #expect(bench.text.contains(" Team B goals: Eve 1\n"), "\(bench.text)")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func enter_withNoShareBlock_changesNothing(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            // A goal taken back from a side with none is refused on the score as stored: a write that changes nothing.
            await bench.type("b-")
            let (before, writes) = (bench.content, bench.progressWrites)
            await bench.type("")
            #expect(bench.content == before)
            #expect(bench.progressSaves.isEmpty && bench.progressWrites == writes, "Enter asks nothing of the store")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func setTime_whileRunning_stopsTheClockAtTheNewTime(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s")
            await bench.tick(2)
            await bench.type("t 5")
            #expect(bench.status == "ready 05:00")
            #expect(bench.content.actions.first { $0.key == "s" }?.label == "start")
            #expect(try await bench.stored() == .at(0, 0, remaining: 300, duration: 300))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func theTimeUpAlert_staysThroughTheTicksThatFollow(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("t 0:01", "s")
            await bench.tick(3)
            #expect(bench.message == .alert("Time is up! Type end to finish the match, or t mm:ss to play on."))
            #expect(bench.status == "time up 00:00")
        }
    }
}
