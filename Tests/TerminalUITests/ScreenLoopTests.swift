import TestSupport
import Testing

@testable import TerminalUI

/// A screen whose behaviour the test scripts.
@MainActor
final class ScriptedScreen: Screen {
    var content: ScreenContent
    var onInput: (String) -> Void = { _ in }
    private(set) var handled: [String] = []
    private(set) var appearances = 0
    private(set) var ticks = 0
    var tickChangesContent = false
    var wantsTicks = true

    init(title: String, prompt: Prompt = .command, actions: [Action] = []) {
        content = ScreenContent(title: title, actions: actions, prompt: prompt)
    }

    func willAppear() async { appearances += 1 }

    func handle(_ input: String) async {
        handled.append(input)
        onInput(input)
    }

    var onTick: () -> Void = {}

    func tick() async {
        ticks += 1
        if tickChangesContent { content.status = "tick \(ticks)" }
        onTick()
    }
}

@MainActor
@Suite struct ScreenLoopTests {
    let navigator = Navigator()

    func run(_ lines: [String], interactive: Bool = false, styled: Bool = false, ticks: AsyncStream<Void>? = nil) async -> (Int32, ScriptedTerminal) {
        let terminal = ScriptedTerminal(lines: lines, isInteractive: interactive, isStyled: styled)
        let status = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "FG", ticks: ticks).run()
        return (status, terminal)
    }

    @Test func run_feedsLinesToTheTopScreenAndExitsCleanlyAtEndOfInput() async {
        let screen = ScriptedScreen(title: "Home")
        navigator.replaceRoot(with: screen)

        let (status, terminal) = await run(["one", "two"])

        #expect(status == 0)
        #expect(screen.handled == ["one", "two"])
        #expect(screen.appearances == 1)
        #expect(terminal.restoreCount == 1)
        #expect(terminal.output.hasSuffix("> \n"))
    }

    @Test func run_quitsOnQ_andShowsHelpOnQuestionMark() async {
        let screen = ScriptedScreen(title: "Home", actions: [Action("a", "add", help: "Add one.")])
        navigator.replaceRoot(with: screen)

        let (status, terminal) = await run(["?", "q", "never"])

        #expect(status == 0)
        #expect(screen.handled.isEmpty)
        #expect(terminal.output.contains("  a  Add one."))
    }

    @Test func run_passesQAndHelpToAFieldPrompt() async {
        let screen = ScriptedScreen(title: "Form", prompt: .text("Name:"))
        navigator.replaceRoot(with: screen)

        _ = await run(["q", "?"])

        #expect(screen.handled == ["q", "?"])
    }

    @Test func run_tellsANewTopScreenItAppearsAndDrawsIt() async {
        let home = ScriptedScreen(title: "Home")
        let detail = ScriptedScreen(title: "Detail")
        home.onInput = { _ in self.navigator.push(detail) }
        detail.onInput = { _ in self.navigator.pop() }
        navigator.replaceRoot(with: home)

        let (_, terminal) = await run(["open", "back"])

        #expect(detail.appearances == 1)
        #expect(home.appearances == 2)
        #expect(terminal.output.contains("FG · Detail"))
    }

    @Test func run_throughAPipe_echoesCommandsButNotSecrets() async {
        let screen = ScriptedScreen(title: "Login", prompt: .secret("Password:"))
        navigator.replaceRoot(with: screen)

        let (_, terminal) = await run(["hunter2"])

        #expect(!terminal.output.contains("hunter2"))
        #expect(terminal.output.contains("Password: \n"))
    }

    @Test func run_onATerminal_turnsEchoOffForSecretsAndBackOn() async {
        let screen = ScriptedScreen(title: "Login", prompt: .secret("Password:"))
        screen.onInput = { _ in screen.content.prompt = .command }
        navigator.replaceRoot(with: screen)

        let (_, terminal) = await run(["hunter2"], interactive: true)

        #expect(terminal.echoChanges == [false, true])
        #expect(!terminal.output.contains("hunter2"))
    }

    @Test func run_throughAPipe_redrawsOnlyWhatChanged() async {
        let screen = ScriptedScreen(title: "Home")
        screen.onInput = { line in screen.content.message = .info("got \(line)") }
        navigator.replaceRoot(with: screen)

        let (_, terminal) = await run(["x", "y"])

        #expect(terminal.output.components(separatedBy: "FG · Home").count == 2)
        #expect(terminal.output.contains("> x\n got x\n> y\n got y\n> "))
    }

    @Test func run_onAStyledTerminal_clearsAndRedrawsEachScreen() async {
        navigator.replaceRoot(with: ScriptedScreen(title: "Home"))

        let (_, terminal) = await run(["x"], interactive: true, styled: true)

        #expect(terminal.output.components(separatedBy: ANSI.clearScreen).count == 3)
    }

    @Test func tick_redrawsOnlyWhenTheScreenChanged() async {
        let screen = ScriptedScreen(title: "Clock")
        navigator.replaceRoot(with: screen)
        let terminal = ScriptedTerminal(lines: [])
        let loop = ScreenLoop(terminal: terminal, navigator: navigator, appName: "FG")
        _ = await loop.start()
        let drawn = terminal.output

        #expect(await loop.process(.tick) == nil)
        #expect(terminal.output == drawn)

        screen.tickChangesContent = true
        #expect(await loop.process(.tick) == nil)
        #expect(screen.ticks == 2)
        // Through a pipe a ticking status is not worth a line.
        #expect(terminal.output == drawn)

        screen.onTick = { screen.content.message = .alert("Time is up!") }
        #expect(await loop.process(.tick) == nil)
        #expect(terminal.output.contains("tick 3"))
        #expect(terminal.output.contains("Time is up!"))
    }

    @Test func tick_forAScreenThatShowsNoTime_isNotPassedOn() async {
        let screen = ScriptedScreen(title: "List")
        screen.wantsTicks = false
        screen.tickChangesContent = true
        navigator.replaceRoot(with: screen)
        let terminal = ScriptedTerminal(lines: [])
        let loop = ScreenLoop(terminal: terminal, navigator: navigator, appName: "FG")
        _ = await loop.start()
        let drawn = terminal.output

        #expect(await loop.process(.tick) == nil)

        #expect(screen.ticks == 0)
        #expect(terminal.output == drawn)
    }

    @Test func tick_onATerminal_rewritesOnlyTheTitleLineInPlaceAndRingsForAlerts() async {
        let screen = ScriptedScreen(title: "Clock")
        screen.tickChangesContent = true
        navigator.replaceRoot(with: screen)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, rows: 24)
        let loop = ScreenLoop(terminal: terminal, navigator: navigator, appName: "FG")
        _ = await loop.start()
        let drawn = terminal.output

        _ = await loop.process(.tick)

        let update = String(terminal.output.dropFirst(drawn.count))
        #expect(update.hasPrefix(ANSI.saveCursor + ANSI.moveTo(row: 1) + ANSI.clearToEndOfLine))
        #expect(update.hasSuffix(ANSI.restoreCursor))
        #expect(update.contains("tick 1"))
        #expect(!update.contains(ANSI.clearScreen))

        screen.onTick = { screen.content.message = .alert("Time is up!") }
        _ = await loop.process(.tick)
        _ = await loop.process(.tick)
        #expect(terminal.output.filter { $0 == "\u{07}" }.count == 1)
    }

    @Test func merge_deliversTicksAndLines() async {
        let (ticks, tickContinuation) = AsyncStream.makeStream(of: Void.self)
        let (lines, lineContinuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        tickContinuation.yield()
        var events: [TerminalEvent] = []
        for await event in ScreenLoop.merge(lines, ticks) {
            events.append(event)
            if event == .tick {
                lineContinuation.yield(.line("x"))
                lineContinuation.finish()
            }
        }
        #expect(events == [.tick, .line("x")])
    }

    @Test func run_withNoScreen_endsAtOnce() async {
        let (status, terminal) = await run(["x"])

        #expect(status == 0)
        #expect(terminal.output.isEmpty)
    }
}

extension ScreenLoopTests {
    @Test func run_throughAPipe_echoesTypedLinesSafely() async {
        navigator.replaceRoot(with: ScriptedScreen(title: "Home"))

        let (_, terminal) = await run(["\u{1B}[2Jx"])

        #expect(!terminal.output.contains("\u{1B}"))
        #expect(terminal.output.contains("> \u{FFFD}[2Jx\n"))
    }
}

extension ScreenLoop {
    /// A loop on `terminal` showing `navigator`'s top screen, with its first screen drawn.
    static func started(on terminal: ScriptedTerminal, navigator: Navigator) async -> ScreenLoop {
        let loop = ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather")
        _ = await loop.start()
        return loop
    }
}
