import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

/// `end`: the question, the answer, the result stored and the way back to the players, alike in
/// every pattern, on every store.
@MainActor
@Suite(.sharedStandInServer) struct EndBehaviourTests {
    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aWholeMatch_endedWithYes_isStoredWithItsWinner_andLeadsToThePlayers(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s", "a+ 1", "a+", "b+")
            await bench.tick(5)
            await bench.type("p", "end")
            #expect(bench.content.prompt == .text("End the match with Team A 2–1 Team B? (y/n)"))
            #expect(bench.content.actions.isEmpty)
            await bench.type("y")
            let ended = try #require(try await bench.finished())
            #expect(ended.score == Score(teamA: 2, teamB: 1))
            #expect(ended.winner == .teamA)
            if store.keepsDates { #expect(ended.endedAt == bench.clock.now()) }
            #expect(try await bench.stored() == nil)
            #expect(bench.exits.notices == [.success("Team A won 2–1 — saved to history.")])
            #expect(bench.navigator.calls == [.replaceRoot("Players")])
        }
    }

    /// The web service away: the result is kept on this computer, and the players' list says so.
    /// An ended match stands still: a second that reaches its screen afterwards (the clock was running
    /// when it ended) changes nothing on it and asks nothing of the store.
    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func afterTheEnd_aTickChangesNothing_andWritesNothing(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s", "a+", "end", "y")
            #expect(try await bench.finished()?.score == Score(teamA: 1, teamB: 0))
            let (content, writes, calls) = (bench.content, bench.progressWrites, bench.services.calls.count)

            await bench.tick(3)

            #expect(bench.content == content)
            #expect(bench.progressWrites == writes && bench.services.calls.count == calls, "nothing asked of the store after the end")
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aResultKeptUntilTheServerIsBack_isSaidSo(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store, progress: .at(3, 1)) { bench throws in
            bench.services.keepsResultsWaiting = true
            await bench.type("end", "y")
            #expect(try await bench.finished()?.score == Score(teamA: 3, teamB: 1))
            #expect(
                bench.exits.notices == [
                    .success("Team A won 3–1 — kept on this computer: the server can't be reached, so it is sent when the server is back.")
                ])
        }
    }

    @Test(arguments: MatchImplementation.all, ["y", "yes", " Y ", "YES"])
    func anyYes_endsTheMatch(pattern: MatchImplementation, answer: String) async throws {
        for store in BenchStore.checked {
            try await MatchBench.play(pattern, on: store, progress: .at(0, 0)) { bench throws in
                await bench.type("end", answer)
                #expect(try await bench.finished()?.score == Score(teamA: 0, teamB: 0))
                #expect(bench.exits.notices == [.success("Draw 0–0 — saved to history.")])
            }
        }
    }

    @Test(arguments: MatchImplementation.all, ["n", "no", " N ", "b", "cancel"])
    func aNo_keepsPlaying_andSaysSo(pattern: MatchImplementation, answer: String) async throws {
        for store in BenchStore.checked {
            try await MatchBench.play(pattern, on: store) { bench throws in
                await bench.type("a+", "end", answer)
                #expect(bench.message == .info("The match goes on."))
                #expect(bench.content.prompt == .command)
                await bench.type("b+")
                #expect(bench.content.body.first == .text("Team A  1 : 1  Team B", .emphasis))
                #expect(try await bench.finished() == nil)
                #expect(bench.navigator.calls.isEmpty)
            }
        }
    }

    @Test(arguments: MatchImplementation.all, ["", "maybe", "q", "end"])
    func anythingElse_atTheQuestion_saysWhatItTakes_andAsksAgain(pattern: MatchImplementation, answer: String) async throws {
        for store in BenchStore.checked {
            try await MatchBench.play(pattern, on: store) { bench throws in
                await bench.type("end", answer)
                #expect(bench.message == .error("Type y for yes or n for no (b or cancel say no too)."))
                #expect(bench.content.prompt == .text("End the match with Team A 0–0 Team B? (y/n)"))
                #expect(try await bench.finished() == nil)
            }
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func ticksWhileAsking_keepTheQuestion(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s", "end")
            await bench.tick(2)
            #expect(bench.status == "running 09:58")
            #expect(bench.content.prompt == .text("End the match with Team A 0–0 Team B? (y/n)"))
            await bench.type("y")
            #expect(try await bench.finished() != nil)
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aScoreChangedElsewhere_sinceTheQuestion_isSaid_andAskedAgain(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("a+", "end")
            try await bench.gathers.saveProgress(.at(2, 1), ofGather: bench.gather.id)
            await bench.type("y")
            #expect(bench.message == .error("The score changed since you were asked: it is now Team A 2–1 Team B."))
            #expect(bench.content.prompt == .text("End the match with Team A 2–1 Team B? (y/n)"))
            #expect(try await bench.finished() == nil)
            await bench.type("y")
            #expect(try await bench.finished()?.score == Score(teamA: 2, teamB: 1))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aFailedEnd_staysInTheMatch_andEndAgainWorks(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store, progress: .at(2, 1)) { bench throws in
            bench.services.fail(.endGather, with: .unavailable("disk"))
            await bench.type("end", "yes")
            #expect(bench.message == .error("Could not end the match. Storage is unavailable: disk. Type end to try again."))
            #expect(bench.navigator.calls.isEmpty)
            await bench.type("end", "yes")
            #expect(try await bench.finished()?.score == Score(teamA: 2, teamB: 1))
            #expect(bench.navigator.calls == [.replaceRoot("Players")])
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aMatchEndedInAnotherWindow_leadsBackToTheList_atTheNextCommand(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            try await bench.gathers.endGather(id: bench.gather.id, score: Score(teamA: 3, teamB: 0), at: bench.clock.now())
            await bench.type("a+")
            #expect(bench.exits.notices == [.info("This match was ended in another window: its result is in the history.")])
            #expect(bench.navigator.calls == [.replaceRoot("Players")])
            #expect(try await bench.finished()?.score == Score(teamA: 3, teamB: 0))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func aMatchDiscardedElsewhere_leadsBackToTheList_atTheNextTick(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s")
            try await bench.gathers.discardGather(id: bench.gather.id)
            await bench.tick()
            #expect(bench.exits.notices == [.info("This match was discarded in another window.")])
            #expect(bench.navigator.calls == [.replaceRoot("Players")])
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func ending_aMatchEndedElsewhere_goesBackToTheList(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("end")
            try await bench.gathers.endGather(id: bench.gather.id, score: Score(teamA: 0, teamB: 0), at: bench.clock.now())
            await bench.type("y")
            #expect(bench.exits.notices == [.info("This match was ended in another window: its result is in the history.")])
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func afterTheEnd_ticksChangeNothing(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("s", "end", "y")
            let saves = bench.progressSaves.count
            await bench.tick(3)
            #expect(bench.progressSaves.count == saves)
        }
    }
}
