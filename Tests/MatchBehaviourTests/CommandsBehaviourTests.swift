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
    func enter_showsTheMatchAsStored_changingNothing(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("a+")
            let (before, writes) = (bench.content, bench.progressWrites)
            await bench.type("")
            #expect(bench.content == before)
            #expect(bench.progressSaves == [.at(1, 0)], "nothing new is saved")
            #expect(bench.progressWrites == writes + 1, "one look at the match as stored")
        }
    }

    /// A second window on the same match: Enter alone shows what the other did, without a command.
    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func enter_showsWhatAnotherWindowScored(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("a+ 1")
            try await bench.gathers.saveProgress(.at(1, 2), ofGather: bench.gather.id)
            await bench.type("")
            #expect(bench.message == .info("Changed in another window: the match stands at Team A 1–2 Team B."))
            #expect(bench.content.body.first == .text("Team A  1 : 2  Team B", .emphasis))
            await bench.type("")
            #expect(bench.message == nil, "said once")
            #expect(try await bench.stored() == .at(1, 2))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func enter_onAMatchEndedInAnotherWindow_leadsBackToTheList(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            try await bench.gathers.endGather(id: bench.gather.id, score: Score(teamA: 3, teamB: 0), at: bench.clock.now())
            await bench.type("")
            #expect(bench.exits.notices == [.info("This match was ended in another window: its result is in the history.")])
            #expect(bench.navigator.calls == [.replaceRoot("Players")])
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
