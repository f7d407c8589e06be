import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

/// Substitutions, a resumed match, and the commands that only explain: alike in every pattern.
@MainActor
@Suite(.sharedStandInServer) struct TeamsBehaviourTests {
    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func sub_movesAPlayer_saysWhere_andKeepsItWithTheMatch(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("sub 5 a")
            #expect(bench.message == .info("Eve (5) plays for Team A now."))
            #expect(!bench.text.contains("Bench:"))
            await bench.type("sub 1 bench")
            #expect(bench.message == .info("Ann Smith (1) goes to the bench."))
            #expect(bench.text.contains(" Bench: 1 Ann Smith\n"))
            await bench.type("sub 2 B")
            #expect(bench.message == .info("Bob (2) plays for Team B now."))
            let teams = try #require(try await bench.gathers.unfinishedGather()).gather.players.map(\.team)
            #expect(teams == [.bench, .teamB, .teamB, .teamB, .teamA])
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func sub_isRefused_forNoSuchPlayer_oneAlreadyThere_orAScorer(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("sub 9 a")
            #expect(bench.message == .error("No player has number 9: use a number from the teams or the bench."))
            await bench.type("sub 5 bench")
            #expect(bench.message == .info("Eve (5) is already on the bench."))
            await bench.type("sub 1 a")
            #expect(bench.message == .info("Ann Smith (1) is already in Team A."))
            await bench.type("a+ 1", "sub 1 b")
            #expect(bench.message == .error("Ann Smith (1) scored for their team: a scorer stays in it."))
        }
    }

    @Test(arguments: MatchImplementation.all, ["sub", "sub 5", "sub five a", "sub 5 c", "sub 5 a b"])
    func aSubThatCantBeRead_saysHowASubIsTyped(pattern: MatchImplementation, line: String) async throws {
        for store in BenchStore.checked {
            try await MatchBench.play(pattern, on: store) { bench throws in
                await bench.type(line)
                #expect(bench.message == .error("Type sub, a player's number on the team sheet and where they go: sub 5 a, sub 5 b or sub 5 bench."))
            }
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aSubThatCouldNotBeSaved_isNotMade_andAsksToTypeItAgain(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            bench.services.fail(.movePlayer, with: .unavailable("disk"))
            await bench.type("sub 5 a")
            #expect(bench.message == .error("Could not move Eve (5). Storage is unavailable: disk. Type the move again."))
            #expect(bench.text.contains(" Bench: 5 Eve\n"))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aPlayerMovedToTheBench_cantScoreAnyMore(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("sub 2 bench", "a+ 2")
            #expect(bench.message == .error("Bob (2) is on the bench: use a number from Team A's list."))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aSavedRunningMatch_isResumedPaused_sayingWhereItStopped(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store, progress: .at(2, 1, remaining: 462, running: true)) { bench throws in
            #expect(bench.status == "paused 07:42")
            #expect(bench.message == .info("Resumed where you stopped: Team A 2–1 Team B, 07:42 left. Type s to resume the clock."))
            #expect(bench.content.actions.first { $0.key == "s" }?.label == "resume")
            await bench.tick(2)
            #expect(bench.status == "paused 07:42")
            await bench.type("s")
            #expect(bench.message == nil)
            await bench.tick(2)
            #expect(bench.status == "running 07:40")
            #expect(try await bench.stored() == .at(2, 1, remaining: 460, running: true))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aMatchResumedAtItsFullTime_saysSStartsIt(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store, progress: .at(1, 0)) { bench throws in
            #expect(bench.message == .info("Resumed where you stopped: Team A 1–0 Team B, 10:00 left. Type s to start the clock."))
            #expect(bench.status == "ready 10:00")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aMatchResumedAtTimeUp_saysHowToGoOn(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store, progress: .at(1, 1, remaining: 0)) { bench throws in
            #expect(bench.message == .info("Resumed where you stopped: Team A 1–1 Team B, time is up. Type end to finish the match, or t mm:ss to play on."))
            #expect(bench.status == "time up 00:00")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func back_explainsThatAMatchEndsWithEnd(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("b")
            #expect(
                bench.message
                    == .info("A match in progress stays open until it ends: type end to finish it. The score and the clock are saved on every change."))
            #expect(bench.navigator.calls.isEmpty)
        }
    }

    @Test(arguments: MatchImplementation.all, ["x", "a++", "start now"])
    func anUnknownCommand_isSaidAsTyped(pattern: MatchImplementation, line: String) async throws {
        for store in BenchStore.checked {
            try await MatchBench.play(pattern, on: store) { bench throws in
                await bench.type(line)
                #expect(bench.message == .unknownCommand(line))
                #expect(bench.progressSaves.isEmpty && bench.progressWrites == 0, "nothing asked of the store")
            }
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func anAnswer_withNoQuestion_isNoCommand(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("y")
            #expect(bench.message == .unknownCommand("y"))
            #expect(try await bench.finished() == nil)
        }
    }

    @Test(arguments: MatchImplementation.all, [40, 50, 80, 160])
    func everyStateOfTheScreen_fitsTheWindow(pattern: MatchImplementation, width: Int) async throws {
        for store in BenchStore.checked {
            try await MatchBench.play(pattern, on: store) { bench throws in
                var problems = bench.content.widthProblems(width: width)
                for line in ["a+ 1", "s", "p", "end"] {
                    await bench.type(line)
                    problems += bench.content.widthProblems(width: width)
                }
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
}
