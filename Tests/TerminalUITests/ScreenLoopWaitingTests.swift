import TestSupport
import Testing

@testable import TerminalUI

/// A screen waiting on a call it started itself (`Screen.isWaiting`): drawn at once; the lines typed
/// meanwhile wait for it, in order, but `q`, which quits at once; it says when it is done through
/// `ScreenUpdates`, and is drawn again then.
@MainActor
@Suite struct ScreenLoopWaitingTests {
    let navigator = Navigator()
    let updates = ScreenUpdates()

    /// A screen that waits until `finish()`.
    @MainActor
    final class WaitingScreen: Screen {
        var content = ScreenContent(title: "List", prompt: .command)
        private(set) var handled: [String] = []
        private(set) var isWaiting = true
        let updates: ScreenUpdates

        init(updates: ScreenUpdates) {
            self.updates = updates
            content.message = .info("checking…")
        }

        func handle(_ input: String) async { handled.append(input) }

        func finish() {
            isWaiting = false
            content.message = .info("answered")
            updates.screenChanged()
        }
    }

    @Test func linesTypedWhileTheScreenWaits_areHandedOverInOrder_onceItIsDone() async {
        let screen = WaitingScreen(updates: updates)
        navigator.replaceRoot(with: screen)
        let terminal = ScriptedTerminal(lines: ["one", "two"])
        let loop = ScreenLoop(terminal: terminal, navigator: navigator, appName: "FG", updates: updates)

        let running = Task { await loop.run() }
        // Input has ended, both lines held: nothing was handled, and the loop waits for the screen.
        while loop.held.count < 2 { await Task.yield() }
        #expect(screen.handled.isEmpty)
        screen.finish()
        let status = await running.value

        #expect(status == 0)
        #expect(screen.handled == ["one", "two"])
        let checking = terminal.output.range(of: "checking…")
        let answered = terminal.output.range(of: "answered")
        #expect(checking != nil && answered != nil && checking!.upperBound < answered!.lowerBound)
        #expect(terminal.output.range(of: "> one")!.lowerBound > answered!.lowerBound, "each line shown as it is handled: \(terminal.output)")
    }

    @Test func q_quitsAtOnce_whileTheScreenWaits() async {
        let screen = WaitingScreen(updates: updates)
        navigator.replaceRoot(with: screen)

        let status = await ScreenLoop(terminal: ScriptedTerminal(lines: ["one", "q"]), navigator: navigator, appName: "FG", updates: updates).run()

        #expect(status == 0)
        #expect(screen.handled.isEmpty, "the line before q waited for an answer that never came")
    }
}
