import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

/// The screen as the app runs it: through the screen loop on a piped terminal, and every change
/// saved in the order it was made.
@MainActor
@Suite struct RunLoopBehaviourTests {
    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func throughThePipedRunLoop_eachScreenIsShown_andTheEndLeadsToThePlayers(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            let navigator = Navigator()
            let screen = bench.build(try #require(try await bench.gathers.unfinishedGather()))
            navigator.replaceRoot(with: screen)
            let terminal = ScriptedTerminal(lines: ["t 7:6", "t 0:05", "s", "a+", "a+", "b+", "end", "y"])

            let status = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()

            #expect(status == 0)
            #expect(terminal.output.contains("> t 7:6\n Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10.\n"))
            #expect(terminal.output.contains(" Football Gather · Match in progress" + String(repeating: " ", count: 31) + "running 00:05\n"))
            #expect(terminal.output.contains("\n Team A  2 : 1  Team B\n"))
            #expect(terminal.output.contains("End the match with Team A 2–1 Team B? (y/n) y\n"))
            #expect(try await bench.finished()?.score == Score(teamA: 2, teamB: 1))
            #expect(bench.exits.notices == [.success("Team A won 2–1 — saved to history.")])
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func everyChange_isSaved_inTheOrderItWasMade(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("a+", "s")
            await bench.tick()
            await bench.type("b+", "p", "s")
            await bench.tick()
            await bench.type("r", "t 7:30", "a-")
            #expect(
                bench.progressSaves == [
                    .at(1, 0), .at(1, 0, running: true), .at(1, 0, remaining: 599, running: true), .at(1, 1, remaining: 599, running: true),
                    .at(1, 1, remaining: 599), .at(1, 1, remaining: 599, running: true), .at(1, 1, remaining: 598, running: true), .at(1, 1),
                    .at(1, 1, remaining: 450, duration: 450), .at(0, 1, remaining: 450, duration: 450),
                ])
            #expect(try await bench.stored() == .at(0, 1, remaining: 450, duration: 450))
        }
    }
}
