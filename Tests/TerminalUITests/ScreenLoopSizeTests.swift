import TestSupport
import Testing

@testable import TerminalUI

/// The loop on a terminal whose size changes, whose window may be shorter than the
/// screen, and with or without colour; `VirtualScreen` shows what the window holds.
@MainActor
@Suite struct ScreenLoopSizeTests {
    let navigator = Navigator()
    static let longName = "Maximiliana Alexandra Wolfeschlegelsteinhausen"

    /// A ticking screen: a clock in the status, a table with a long name and `extraLines` more.
    func clockScreen(extraLines: Int = 0) -> ScriptedScreen {
        let screen = ScriptedScreen(title: "Gather in progress", actions: [Action("p", "pause", help: "Pause.")])
        screen.content.status = "running 07:42"
        screen.content.body =
            [.table(Table(columns: [.init("#"), .init("Name", flexible: true), .init("Pos")], rows: [["1", Self.longName, "ST"]]))]
            + (0..<extraLines).map { .text("line \($0 + 1)") }
        screen.onTick = { screen.content.status = "running 07:\(42 - screen.ticks)" }
        navigator.replaceRoot(with: screen)
        return screen
    }

    func started(_ terminal: ScriptedTerminal) async -> ScreenLoop {
        await ScreenLoop.started(on: terminal, navigator: navigator)
    }

    /// The lines of the last full draw, without escapes.
    func lastFrame(_ terminal: ScriptedTerminal) -> [String] {
        let last = terminal.output.components(separatedBy: ANSI.clearScreen).last ?? ""
        return ANSI.visible(last).components(separatedBy: "\n")
    }

    // MARK: Item 4: the size is read at every draw and on a resize

    @Test func resize_redrawsAtTheNewWidth_narrowAndWide() async {
        _ = clockScreen()
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 100, rows: 40)
        let loop = await started(terminal)
        #expect(lastFrame(terminal).allSatisfy { SafeText.width($0) <= 100 })

        terminal.size = TerminalSize(columns: 50, rows: 40)
        #expect(await loop.process(.resize) == nil)

        let narrow = lastFrame(terminal)
        #expect(narrow.allSatisfy { SafeText.width($0) <= 50 }, "\(narrow)")
        #expect(narrow[1] == String(repeating: "─", count: 50))
        #expect(narrow.contains { $0.hasPrefix(" 1  Maximiliana Alexandra") && $0.hasSuffix("…  ST") })

        terminal.size = TerminalSize(columns: 160, rows: 40)
        _ = await loop.process(.resize)

        #expect(lastFrame(terminal)[1] == String(repeating: "─", count: 160))
        #expect(lastFrame(terminal).contains { $0.contains(Self.longName + "  ST") })
    }

    @Test func aLine_drawsAtTheSizeTheWindowHasNow() async {
        let screen = clockScreen()
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 100, rows: 40)
        let loop = await started(terminal)

        terminal.size = TerminalSize(columns: 40, rows: 40)
        _ = await loop.process(.line("x"))

        #expect(screen.handled == ["x"])
        #expect(lastFrame(terminal).allSatisfy { SafeText.width($0) <= 40 })
        #expect(lastFrame(terminal)[0].hasSuffix("running 07:42"))
    }

    @Test func resize_throughAPipe_drawsNothing() async {
        _ = clockScreen()
        let terminal = ScriptedTerminal(lines: [])
        let loop = await started(terminal)
        let drawn = terminal.output

        _ = await loop.process(.resize)

        #expect(terminal.output == drawn)
    }

    // MARK: Item 6: a tick never damages the window

    @Test(arguments: [(12, 80), (12, 40), (40, 50), (40, 160), (6, 40)])
    func tick_rewritesOnlyTheClock_atAnyHeight(rows: Int, columns: Int) async {
        _ = clockScreen(extraLines: 10)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: columns, rows: rows)
        let loop = await started(terminal)
        let before = terminal.window
        let drawn = terminal.output.count
        #expect(before.contains { $0.hasSuffix("running 07:42") }, "the clock is not in the window: \(before)")

        _ = await loop.process(.tick)

        let after = terminal.window
        #expect(!String(terminal.output.dropFirst(drawn)).contains(ANSI.clearScreen))
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 1, "rows changed by a tick: \(changed)")
        #expect(changed.first?.1.hasSuffix("running 07:41") == true)
        #expect(after.allSatisfy { SafeText.width($0) <= columns })
    }

    @Test func tick_inAShortWindow_rewritesTheTitleOnTheTopRow_withTheClockShownOnce() async {
        _ = clockScreen(extraLines: 20)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 12)
        let loop = await started(terminal)

        _ = await loop.process(.tick)

        let shown = terminal.window
        #expect(shown[0].hasSuffix("running 07:41"), "\(shown)")
        #expect(shown.filter { $0.contains("running") }.count == 1, "\(shown)")
        #expect(shown[11] == ">")
    }

    @Test func growingBack_leavesOneTitle() async {
        _ = clockScreen(extraLines: 20)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 12)
        let loop = await started(terminal)
        _ = await loop.process(.tick)

        terminal.size = TerminalSize(columns: 80, rows: 40)
        _ = await loop.process(.resize)
        _ = await loop.process(.tick)

        let shown = terminal.window
        #expect(shown.filter { $0.contains("Gather in progress") }.count == 1, "\(shown)")
        #expect(shown[0].hasSuffix("running 07:40"))
    }

    @Test func tick_afterAResizeNotYetHandled_drawsTheWholeScreen() async {
        _ = clockScreen()
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 40)
        let loop = await started(terminal)
        let drawn = terminal.output.count

        terminal.size = TerminalSize(columns: 50, rows: 12)
        _ = await loop.process(.tick)

        let update = String(terminal.output.dropFirst(drawn))
        #expect(update.hasPrefix(ANSI.clearScreen))
        #expect(terminal.window.contains { $0.hasSuffix("running 07:41") })
    }

    @Test func tick_whenTheHeightIsUnknown_drawsTheWholeScreen() async {
        _ = clockScreen()
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: nil)
        let loop = await started(terminal)
        let drawn = terminal.output.count

        _ = await loop.process(.tick)

        #expect(String(terminal.output.dropFirst(drawn)).hasPrefix(ANSI.clearScreen))
    }

    // MARK: Item 7: NO_COLOR removes colour and nothing else

    @Test func noColor_onATerminal_stillTicksInPlace_withoutColour() async {
        _ = clockScreen()
        let capabilities = TerminalCapabilities.detect(inputIsTerminal: true, outputIsTerminal: true, environment: ["NO_COLOR": "1"], terminalWidth: 80)
        let terminal = ScriptedTerminal(
            lines: [], isInteractive: true, isStyled: capabilities.isStyled, redraws: capabilities.redraws, width: 80, rows: 40
        )
        let loop = await started(terminal)
        let drawn = terminal.output.count

        _ = await loop.process(.tick)

        let update = String(terminal.output.dropFirst(drawn))
        #expect(update == ANSI.saveCursor + ANSI.moveTo(row: 1) + ANSI.clearToEndOfLine + terminal.window[0] + ANSI.restoreCursor)
        #expect(terminal.window[0].hasSuffix("running 07:41"))
        #expect(!terminal.output.contains("\u{1B}[0m") && !terminal.output.contains("\u{1B}[1m") && !terminal.output.contains("\u{1B}[2m"))
    }

    // MARK: Item 14: help shows without a stale message

    @Test func help_showsWithoutTheMessageFromBefore() async {
        let screen = ScriptedScreen(title: "Home", actions: [Action("a", "add", help: "Add one.")])
        screen.content.message = .error("Unknown command “zz”. Type ? to see the commands.")
        navigator.replaceRoot(with: screen)
        let terminal = ScriptedTerminal(lines: [])
        let loop = await started(terminal)
        let drawn = terminal.output.count

        _ = await loop.process(.line("?"))

        let help = String(terminal.output.dropFirst(drawn))
        #expect(help.contains("  a  Add one."))
        #expect(!help.contains("Unknown command"))
    }

    // MARK: Item 15: no trailing spaces on title lines; output ends with a newline

    @Test func throughAPipe_titleLinesCarryNoTrailingSpaces() async {
        let screen = ScriptedScreen(title: "Home", actions: [Action("a", "add", help: "Add one.")])
        screen.content.status = "ann"
        let other = ScriptedScreen(title: "Away")
        navigator.replaceRoot(with: screen)
        screen.onInput = { _ in self.navigator.push(other) }
        let terminal = ScriptedTerminal(lines: ["x"])

        _ = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()

        let titles = terminal.output.components(separatedBy: "\n").filter { $0.contains("Football Gather · ") }
        #expect(titles == [" Football Gather · Home" + String(repeating: " ", count: 54) + "ann", " Football Gather · Away"])
    }

    @Test func quittingAtATerminal_whoseOutputGoesToAFile_endsTheOutputWithANewline() async {
        navigator.replaceRoot(with: ScriptedScreen(title: "Home"))
        let terminal = ScriptedTerminal(lines: ["q"], isInteractive: true)

        #expect(await ScreenLoop(terminal: terminal, navigator: navigator, appName: "FG").run() == 0)

        #expect(terminal.output.hasSuffix("> \n"))
    }
}
