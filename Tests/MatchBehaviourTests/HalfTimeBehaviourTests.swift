import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

/// Two halves: the clock stops at half the set time, `s` starts the second half, the half-time score is
/// kept with the match and in its history, and a match saved in the break resumes there. Alike in every
/// pattern, on every store.
@MainActor
@Suite(.sharedStandInServer) struct HalfTimeBehaviourTests {
    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func atHalfTheSetTime_theClockStops_andSStartsTheSecondHalf(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s", "a+")
            await bench.tick(300)
            #expect(bench.status == "half-time 05:00")
            #expect(bench.message == .alert("Half-time: Team A 1–0 Team B. Type s to start the second half."))
            #expect(bench.content.actions.first { $0.key == "s" }?.label == "2nd half")
            #expect(try await bench.stored() == .at(1, 0, remaining: 300, half: .first, halfTime: Score(teamA: 1)))
            await bench.tick(5)
            #expect(bench.status == "half-time 05:00", "the break lasts until s")
            await bench.type("s")
            #expect(bench.status == "running 05:00")
            await bench.tick()
            #expect(bench.status == "running 04:59")
            #expect(try await bench.stored() == .at(1, 0, remaining: 299, running: true, halfTime: Score(teamA: 1)))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func halfTime_whenItFailsToSave_ringsAndSaysSo_andTheNextWriteKeepsItsScore(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("t 0:04", "s", "b+")
            await bench.tick()
            bench.services.fail(.saveProgress, with: .unavailable("disk"))
            await bench.tick()
            #expect(
                bench.message
                    == .alert(
                        "Half-time: Team A 0–1 Team B. Type s to start the second half. "
                            + "Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."))
            await bench.type("s")
            #expect(try await bench.stored() == .at(0, 1, remaining: 2, running: true, duration: 4, half: .second, halfTime: Score(teamB: 1)))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aGoalNotedInTheBreak_countsForTheFirstHalf_oneInTheSecondDoesNot(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("t 0:10", "s")
            await bench.tick(5)
            await bench.type("b+")
            #expect(try await bench.stored() == .at(0, 1, remaining: 5, duration: 10, half: .first, halfTime: Score(teamB: 1)))
            await bench.type("s", "a+")
            #expect(try await bench.stored() == .at(1, 1, remaining: 5, running: true, duration: 10, half: .second, halfTime: Score(teamB: 1)))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func theClockSetOrResetInTheBreak_startsTheFirstHalfAgain(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("t 0:10", "s")
            await bench.tick(5)
            await bench.type("r")
            #expect(bench.status == "ready 00:10")
            #expect(try await bench.stored() == .at(0, 0, remaining: 10, duration: 10))
            await bench.type("s")
            await bench.tick(5)
            await bench.type("t 0:20")
            #expect(bench.status == "ready 00:20")
            #expect(try await bench.stored() == .at(0, 0, remaining: 20, duration: 20))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aMatchSavedInTheBreak_resumesInTheBreak(pattern: MatchImplementation, store: BenchStore) async throws {
        let saved = GatherProgress.at(2, 1, remaining: 300, half: .first, halfTime: Score(teamA: 2, teamB: 1))
        try await MatchBench.play(pattern, on: store, progress: saved) { bench throws in
            #expect(bench.status == "half-time 05:00")
            #expect(bench.message == .info("Resumed where you stopped: Team A 2–1 Team B, half-time. Type s to start the second half."))
            await bench.type("s")
            await bench.tick()
            #expect(try await bench.stored() == .at(2, 1, remaining: 299, running: true, half: .second, halfTime: Score(teamA: 2, teamB: 1)))
        }
    }

    /// At the same time left, a second half just started and paused is not the break.
    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aSecondHalfPausedAtHalfTheTime_resumesPaused_notInTheBreak(pattern: MatchImplementation, store: BenchStore) async throws {
        let saved = GatherProgress.at(0, 0, remaining: 300, half: .second, halfTime: Score())
        try await MatchBench.play(pattern, on: store, progress: saved) { bench throws in
            #expect(bench.status == "paused 05:00")
            #expect(bench.content.actions.first { $0.key == "s" }?.label == "resume")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func theHalfTimeScore_goesToTheHistoryWithTheResult(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("t 0:04", "s", "a+")
            await bench.tick(2)
            await bench.type("s", "b+", "b+", "end", "y")
            let finished = try #require(try await bench.finished())
            #expect(finished.score == Score(teamA: 1, teamB: 2))
            // The web service keeps no half-time score: the machine that played the match keeps it.
            #expect(finished.halfTimeScore == Score(teamA: 1))
        }
    }
}
