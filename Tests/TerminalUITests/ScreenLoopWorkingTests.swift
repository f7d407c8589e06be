import TestSupport
import Testing

@testable import TerminalUI

/// A screen waiting on a call the test lets finish.
@MainActor
final class WaitingScreen: Screen {
    var content = ScreenContent(title: "Players", body: [.text("Ann Smith")], actions: [Action("a", "add", help: "Add a player.")])
    private var pending: CheckedContinuation<Void, Never>?
    private(set) var isWaiting = false

    func handle(_ input: String) async {
        content.message = .working("Saving Ann Smith…")
        isWaiting = true
        await withCheckedContinuation { pending = $0 }
        isWaiting = false
        content.message = input == "quiet" ? content.message : .success("Saved Ann Smith.")
    }

    func finish() {
        pending?.resume()
        pending = nil
    }
}

/// The working line: on a terminal after 150 ms of a call, never through a pipe.
@MainActor
@Suite struct ScreenLoopWorkingTests {
    let navigator = Navigator()
    let screen = WaitingScreen()
    let clock = SteppedClock()

    func loop(on terminal: ScriptedTerminal) async -> ScreenLoop {
        navigator.replaceRoot(with: screen)
        let loop = ScreenLoop(terminal: terminal, navigator: navigator, appName: "FG", clock: clock)
        _ = await loop.start()
        return loop
    }

    /// Lets the other tasks on the main actor run until `condition` holds (no time passes). It stops
    /// at the first yes: a condition that looks for a new write says yes once.
    func settle(until condition: () -> Bool) async {
        for _ in 0..<10_000 {
            if condition() { return }
            await Task.yield()
        }
    }

    /// Settles until `terminal` has written `text`, searching only after a new write (the
    /// others' tasks run meanwhile; a search at every turn would take their time).
    func settle(until terminal: ScriptedTerminal, shows text: String) async {
        var searchedAt = -1
        await settle {
            guard terminal.writes != searchedAt else { return false }
            searchedAt = terminal.writes
            return terminal.output.contains(text)
        }
    }

    /// Lets the other tasks on the main actor run, ten times over the turns a woken loop needs to
    /// draw (its sleep returns, it renders, it writes), so a screen that stays the same afterwards
    /// was not going to change. More turns would only wait on the other suites' main-actor work.
    func letTheOthersRun() async {
        for _ in 0..<50 { await Task.yield() }
    }

    @Test func aSlowCall_onATerminal_showsTheWorkingLineAfter150msAndNotBefore() async {
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true)
        let loop = await loop(on: terminal)
        let started = terminal.output

        let call = Task { await loop.process(.line("save")) }
        await settle { clock.sleeperCount == 1 && screen.isWaiting }
        clock.advance(by: .milliseconds(149))
        await letTheOthersRun()
        #expect(terminal.output == started)

        clock.advance(by: .milliseconds(1))
        await settle { terminal.output != started }
        let working = String(terminal.output.dropFirst(started.count))
        #expect(working.hasPrefix(ANSI.clearScreen))
        #expect(working.contains("Ann Smith\n"))
        #expect(working.contains("Saving Ann Smith…"))
        // Nothing to type while waiting: no commands, no prompt.
        #expect(!working.contains("a add"))
        #expect(!working.hasSuffix("> "))

        screen.finish()
        _ = await call.value
        let after = String(terminal.output.dropFirst(started.count + working.count))
        #expect(after.contains("Saved Ann Smith."))
        #expect(!after.contains("Saving"))
        #expect(after.hasSuffix("> "))
    }

    @Test func aLongCall_thatSaysHowFarItGot_isDrawnAgainAsItChanges_andOnlyThen() async {
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true)
        let loop = await loop(on: terminal)
        let call = Task { await loop.process(.line("save")) }
        await settle { clock.sleeperCount == 1 && screen.isWaiting }
        clock.advance(by: ScreenLoop.workingDelay)
        await settle(until: terminal, shows: "Saving Ann Smith…")
        await settle { clock.sleeperCount == 1 }
        let first = terminal.writes

        // Unchanged: nothing drawn at the next refresh, once the loop has gone round to sleep again.
        let sleeps = clock.sleepsAsked
        clock.advance(by: ScreenLoop.workingRefresh)
        await settle { clock.sleepsAsked > sleeps && clock.sleeperCount == 1 }
        #expect(clock.sleepsAsked > sleeps, "the refresh went round")
        #expect(terminal.writes == first)

        screen.content.message = .working("Loading matches: 240 of 1 000…")
        clock.advance(by: ScreenLoop.workingRefresh)
        let shown = terminal.output
        await settle(until: terminal, shows: "240 of 1 000")
        #expect(String(terminal.output.dropFirst(shown.count)).hasPrefix(ANSI.clearScreen))
        #expect(terminal.output.contains("Loading matches: 240 of 1 000…"))

        screen.finish()
        _ = await call.value
        await settle { clock.sleeperCount == 0 }
        #expect(clock.sleeperCount == 0, "the refresh stops with the call")
        #expect(terminal.output.hasSuffix("> "))
    }

    @Test func aQuickCall_showsNoWorkingLine_evenWhenTimeMovesOnAfterIt() async {
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true)
        let loop = await loop(on: terminal)

        let call = Task { await loop.process(.line("save")) }
        await settle { screen.isWaiting }
        screen.finish()
        _ = await call.value
        await settle { clock.sleeperCount == 0 }
        clock.advance(by: .seconds(1))
        await letTheOthersRun()

        #expect(clock.sleeperCount == 0)
        #expect(!terminal.output.contains("Saving"))
        #expect(terminal.output.contains("Saved Ann Smith."))
    }

    @Test func aCallEndingJustAsTheDelayRunsOut_leavesItsOutcomeOnScreen() async {
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true)
        let loop = await loop(on: terminal)

        let call = Task { await loop.process(.line("save")) }
        await settle { clock.sleeperCount == 1 && screen.isWaiting }
        // Both wake at once: the call's end first, then the delay's.
        screen.finish()
        clock.advance(by: .milliseconds(150))
        _ = await call.value
        await letTheOthersRun()

        let lastFrame = terminal.output.components(separatedBy: ANSI.clearScreen).last ?? ""
        #expect(lastFrame.contains("Saved Ann Smith."))
        #expect(lastFrame.hasSuffix("> "))
    }

    @Test func aSlowCall_throughAPipe_printsOnlyItsOutcome() async {
        let terminal = ScriptedTerminal(lines: [])
        let loop = await loop(on: terminal)

        let call = Task { await loop.process(.line("save")) }
        await settle { screen.isWaiting }
        #expect(clock.sleeperCount == 0)
        clock.advance(by: .seconds(5))
        screen.finish()
        _ = await call.value

        #expect(!terminal.output.contains("Saving"))
        #expect(!terminal.output.contains("Working"))
        #expect(terminal.output.contains("Saved Ann Smith."))
    }

    @Test func aWorkingLineLeftAfterTheCall_isNotDrawn() async {
        let terminal = ScriptedTerminal(lines: [])
        let loop = await loop(on: terminal)

        let call = Task { await loop.process(.line("quiet")) }
        await settle { screen.isWaiting }
        screen.finish()
        _ = await call.value

        #expect(!terminal.output.contains("Saving"))
    }

    @Test func aSlowAppearance_showsTheScreenAsItIsMeanwhile_suchAsItsLoadingState() async {
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true)
        let loop = await loop(on: terminal)
        let started = terminal.output

        let call = Task { await loop.process(.line("quiet")) }
        await settle { clock.sleeperCount == 1 && screen.isWaiting }
        screen.content.message = nil
        screen.content.body = [.text("Loading your players…")]
        clock.advance(by: .milliseconds(150))
        await settle { terminal.output != started }
        let working = String(terminal.output.dropFirst(started.count))
        screen.finish()
        _ = await call.value

        #expect(working.contains("Loading your players…\n"))
        #expect(!working.contains("a add"))
    }
}
