import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

/// The countdown: started, paused, reset and set by typed commands, counted down by the screen
/// loop's ticks, saved on every change, alike in every pattern.
@MainActor
@Suite(.sharedStandInServer) struct ClockBehaviourTests {
    /// The default ten minutes in two halves, counted down to time up on every store: each second saved,
    /// the clock stopped at half-time until `s`, the last second rings, and a tick after it changes nothing.
    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func tenMinutes_runOutAfterExactly600Ticks_savingEachSecond(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s")
            await bench.tick(300)
            #expect(bench.status == "half-time 05:00")
            await bench.type("s")
            await bench.tick(299)
            #expect(bench.status == "running 00:01")
            #expect(bench.message == nil)
            await bench.tick()
            #expect(bench.status == "time up 00:00")
            #expect(bench.message == .alert("Time is up! Type end to finish the match, or t mm:ss to play on."))
            #expect(bench.progressSaves.count == 602)
            #expect(try await bench.stored() == .at(0, 0, remaining: 0, halfTime: Score()))
            await bench.tick(3)
            #expect(bench.progressSaves.count == 602)
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aTickWhileRunning_changesOnlyTheClock(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store, progress: .at(1, 0)) { bench throws in
            await bench.type("s")
            let before = bench.content
            await bench.tick()
            var after = bench.content
            #expect(after.status == "running 09:59")
            after.status = before.status
            #expect(after == before)
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aTickWhileStopped_changesNothing_andSavesNothing(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            let before = bench.content
            await bench.tick(3)
            #expect(bench.content == before)
            #expect(bench.progressSaves.isEmpty && bench.progressWrites == 0, "nothing asked of the store")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aTick_keepsTheNewsOfTheLastCommand(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s", "sub 5 a")
            await bench.tick()
            #expect(bench.message == .info("Eve (5) plays for Team A now."))
            #expect(bench.status == "running 09:59")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func pause_saysWhereTheClockStopped_andStartResumesIt(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s")
            await bench.tick(5)
            await bench.type("p")
            #expect(bench.status == "paused 09:55")
            #expect(bench.message == .info("Paused at 09:55. Type s to resume."))
            #expect(bench.content.actions.first { $0.key == "s" }?.label == "resume")
            await bench.tick(2)
            #expect(bench.status == "paused 09:55")
            await bench.type("s")
            await bench.tick()
            #expect(bench.status == "running 09:54")
            #expect(try await bench.stored() == .at(0, 0, remaining: 594, running: true))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func pausedWithinTheFirstSecond_isPaused_offersResumeAndReset(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s", "p")
            #expect(bench.status == "paused 10:00")
            #expect(bench.content.actions.first { $0.key == "s" }?.label == "resume")
            #expect(bench.content.actions.contains { $0.key == "r" })
            await bench.type("r")
            #expect(bench.status == "ready 10:00")
            #expect(bench.message == .info("The clock is back at 10:00. Type s to start it."))
            #expect(bench.content.actions.first { $0.key == "s" }?.label == "start")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func startTwice_pauseWhenStopped_andResetWhenReset_areSaidSo(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("p")
            #expect(bench.message == .info("The clock is not running. Type s to start it."))
            await bench.type("r")
            #expect(bench.message == .info("The clock is already at 10:00."))
            await bench.type("s", "start")
            #expect(bench.message == .info("The clock is already running."))
            #expect(bench.progressSaves == [.at(0, 0, running: true)])
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func setTime_stopsTheClockAtTheNewTime_andTimeUpComesThen(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("t 0:05")
            #expect(bench.status == "ready 00:05")
            #expect(bench.message == .success("Time set to 00:05. Type s to start the clock."))
            await bench.type("s")
            await bench.tick(3)
            #expect(bench.status == "half-time 00:02")
            await bench.type("s")
            await bench.tick(2)
            #expect(bench.status == "time up 00:00")
            #expect(try await bench.stored() == .at(0, 0, remaining: 0, duration: 5, halfTime: Score()))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func atTimeUp_startIsRefused_andANewTimePlaysOn(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("t 0:01", "s")
            await bench.tick()
            await bench.type("s")
            #expect(bench.message == .error("Time is up. Type t mm:ss to play on, r to reset the clock, or end to finish the match."))
            #expect(!bench.content.actions.contains { $0.key == "s" })
            await bench.type("t 2", "s")
            await bench.tick()
            #expect(bench.status == "running 01:59")
        }
    }

    @Test(arguments: MatchImplementation.all, ["t 7:6", "t x", "t", "time 100:00"])
    func anUnreadableTime_saysWhatATimeIs_andChangesNothing(pattern: MatchImplementation, line: String) async throws {
        for store in BenchStore.checked {
            try await MatchBench.play(pattern, on: store) { bench throws in
                await bench.type(line)
                #expect(bench.message == .error("Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10."))
                #expect(bench.status == "ready 10:00")
                #expect(bench.progressSaves.isEmpty && bench.progressWrites == 0, "nothing asked of the store")
            }
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func setTime_toTheTimeItAlreadyShows_savesNothing_butSaysTheTime(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("t 10")
            #expect(bench.message == .success("Time set to 10:00. Type s to start the clock."))
            #expect(bench.progressSaves.isEmpty && bench.progressWrites == 0, "nothing asked of the store")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aTickThatFailsToSave_saysSo_theClockGoesOn_andTheNextGoodTickClearsIt(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s")
            bench.services.fail(.saveProgress, with: .unavailable("disk"))
            await bench.tick()
            #expect(bench.status == "running 09:59")
            #expect(bench.message == .error("Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."))
            await bench.tick()
            #expect(bench.message == nil)
            #expect(try await bench.stored() == .at(0, 0, remaining: 598, running: true))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func theLastSecond_whenItFailsToSave_ringsAndSaysSo(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("t 0:01", "s")
            bench.services.fail(.saveProgress, with: .unavailable("disk"))
            await bench.tick()
            #expect(bench.status == "time up 00:00")
            #expect(
                bench.message
                    == .alert(
                        "Time is up! Type end to finish the match, or t mm:ss to play on. "
                            + "Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func theClock_isEachWindowsOwn_whileTheScoreIsShared(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s")
            await bench.tick(3)
            let other = bench.build(try #require(try await bench.gathers.unfinishedGather()))
            await other.willAppear()
            await other.handle("b+")
            await bench.type("a+")
            #expect(bench.status == "running 09:57")
            #expect(bench.content.body.first == .text("Team A  1 : 1  Team B", .emphasis))
        }
    }
}
