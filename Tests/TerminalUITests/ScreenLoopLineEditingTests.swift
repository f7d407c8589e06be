import TestSupport
import Testing

@testable import TerminalUI

/// On a terminal the loop edits the line itself: what is being typed is drawn again after
/// every redraw the app makes by itself, and ↑ brings back what was typed on that kind of screen.
@MainActor
@Suite struct ScreenLoopLineEditingTests {
    let navigator = Navigator()
    let terminal = ScriptedTerminal(events: [], isInteractive: true, redraws: true, width: 80, rows: 24)

    /// A match-like screen: a clock in the status that each tick counts down.
    func clockScreen() -> ScriptedScreen {
        let screen = ScriptedScreen(title: "Match in progress")
        screen.content.status = "running 00:02"
        screen.onTick = { screen.content.status = "running 00:0\(2 - screen.ticks)" }
        navigator.replaceRoot(with: screen)
        return screen
    }

    func started() async -> ScreenLoop {
        let loop = ScreenLoop(terminal: terminal, navigator: navigator, appName: "FG")
        _ = await loop.start()
        return loop
    }

    func type(_ keys: Key..., into loop: ScreenLoop) async {
        for key in keys { _ = await loop.process(.key(key)) }
    }

    /// The prompt's row as the window shows it.
    var promptLine: String {
        var screen = VirtualScreen(rows: 24, columns: 80)
        screen.write(terminal.output)
        return screen.lines.last { $0.hasPrefix(">") } ?? ""
    }

    @Test func aHalfTypedLine_survivesATick_timeUp_aResize_andAMessage() async {
        let screen = clockScreen()
        let loop = await started()
        await type(.text("a+ 2"), into: loop)
        #expect(promptLine == "> a+ 2")

        _ = await loop.process(.tick)
        #expect(promptLine == "> a+ 2")
        // Time up: the whole screen changes and is drawn again.
        screen.onTick = {
            screen.content.status = "time up 00:00"
            screen.content.message = .alert("Time is up!")
        }
        _ = await loop.process(.tick)
        #expect(terminal.output.components(separatedBy: ANSI.clearScreen).count == 3)
        #expect(promptLine == "> a+ 2")
        terminal.size = TerminalSize(columns: 60, rows: 24)
        _ = await loop.process(.resize)
        #expect(promptLine == "> a+ 2")
        #expect(screen.handled.isEmpty, "nothing is sent before Enter")

        await type(.enter, into: loop)
        #expect(screen.handled == ["a+ 2"])
    }

    @Test func theArrowsEditWhereTheCursorIs_andWhatIsDrawnIsWhatIsSent() async {
        let screen = clockScreen()
        let loop = await started()

        await type(.text("a+2"), .left, .text(" "), .end, .text("x"), .backspace, into: loop)
        #expect(promptLine == "> a+ 2")
        await type(.enter, into: loop)

        #expect(screen.handled == ["a+ 2"])
    }

    @Test func up_bringsBackTheLinesTypedOnThisKindOfScreen_notAnother() async {
        let match = clockScreen()
        let loop = await started()
        await type(.text("a+ 1"), .enter, .text("b+"), .enter, into: loop)

        await type(.up, into: loop)
        #expect(promptLine == "> b+")
        await type(.up, .up, into: loop)
        #expect(promptLine == "> a+ 1")
        await type(.down, .down, into: loop)
        #expect(promptLine == ">")

        let other = ScriptedScreen(title: "History (3)")
        navigator.push(other)
        _ = await loop.process(.resize)
        await type(.up, into: loop)
        #expect(promptLine == ">")
        #expect(match.handled == ["a+ 1", "b+"])
    }

    @Test func aSecret_isNeverDrawn_norKeptForUp() async {
        let login = ScriptedScreen(title: "Login", prompt: Prompt("Password:", kind: .secret))
        navigator.replaceRoot(with: login)
        let loop = await started()

        await type(.text("hunter22"), into: loop)
        #expect(!terminal.output.contains("hunter22"))
        await type(.backspace, .text("3"), .enter, into: loop)
        #expect(login.handled == ["hunter23"])

        await type(.up, into: loop)
        #expect(!terminal.output.contains("hunter2"))
    }

    @Test func ctrlD_onAnEmptyLine_endsTheSession() async {
        _ = clockScreen()
        let loop = await started()

        #expect(await loop.process(.key(.endOfInput)) == 0)
    }
}
