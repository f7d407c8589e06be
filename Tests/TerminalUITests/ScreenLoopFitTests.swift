import TestSupport
import Testing

@testable import TerminalUI

/// A screen taller than its window, on a terminal: the title line stays on the top row, the commands
/// above the prompt, and the body shows the lines that fit with a line saying which; Enter shows the
/// rest. Through a pipe every line is printed, as before.
@MainActor
@Suite struct ScreenLoopFitTests {
    let navigator = Navigator()

    /// A screen whose body is `count` lines "line 1"…, with a command or two.
    func tallScreen(_ count: Int, prompt: Prompt = .command) -> ScriptedScreen {
        let screen = ScriptedScreen(title: "Tall", prompt: prompt, actions: [Action("a", "add", help: "Add one.")])
        screen.content.body = (1...count).map { .text("line \($0)") }
        navigator.replaceRoot(with: screen)
        return screen
    }

    func started(_ terminal: ScriptedTerminal) async -> ScreenLoop {
        await ScreenLoop.started(on: terminal, navigator: navigator)
    }

    /// The numbers of the body lines in the window.
    func shown(_ window: [String]) -> [Int] {
        window.compactMap { $0.hasPrefix(" line ") ? Int($0.dropFirst(6)) : nil }
    }

    @Test(arguments: [(12, 80), (20, 40), (24, 80), (6, 40)])
    func aBodyTallerThanTheWindow_keepsTheTitleOnTheTopRow(rows: Int, columns: Int) async {
        _ = tallScreen(60)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: columns, rows: rows)
        _ = await started(terminal)

        let window = terminal.window
        #expect(window[0].hasPrefix(" Football Gather · Tall"), "\(window)")
        #expect(window[1] == String(repeating: "─", count: columns))
        #expect(window.last == ">", "the prompt is on the last row: \(window)")
        let lines = shown(window)
        #expect(!lines.isEmpty && lines == Array(1...lines.count), "\(window)")
        #expect(window.contains(" lines 1–\(lines.count) of 60 · Enter shows more"), "\(window)")
        #expect(window.contains { $0.contains("a add") }, "the commands are kept: \(window)")
    }

    @Test func enter_showsTheNextLines_thenTheLastOnes_thenGoesToTheScreenFromTheTop() async {
        let screen = tallScreen(30)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 12)
        let loop = await started(terminal)
        let first = shown(terminal.window)
        #expect(first == Array(1...first.count))

        _ = await loop.process(.line(""))
        let second = shown(terminal.window)
        #expect(second == Array((first.count + 1)...(2 * first.count)), "\(terminal.window)")
        #expect(screen.handled.isEmpty, "Enter only showed more")
        #expect(terminal.window[0].hasPrefix(" Football Gather · Tall"))

        for _ in 1...3 where terminal.window.contains(where: { $0.contains("Enter shows more") }) {
            _ = await loop.process(.line(""))
        }
        let last = shown(terminal.window)
        #expect(last.last == 30, "\(terminal.window)")
        #expect(terminal.window.contains(" lines \(last[0])–30 of 30 · Enter starts again"), "\(terminal.window)")
        #expect(screen.handled.isEmpty)

        _ = await loop.process(.line(""))
        #expect(screen.handled == [""], "past the end, Enter is the screen's")
        #expect(shown(terminal.window) == first)
    }

    @Test func aScreenThatEnterLeaves_saysSoOnItsLastLines_notThatEnterStartsAgain() async {
        let screen = tallScreen(30)
        screen.content.leavesFor = "back to the match"
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 12)
        let loop = await started(terminal)
        #expect(terminal.window.contains { $0.hasSuffix(" of 30 · Enter shows more") }, "\(terminal.window)")

        for _ in 1...10 where terminal.window.contains(where: { $0.contains("Enter shows more") }) {
            _ = await loop.process(.line(""))
        }

        #expect(terminal.window.contains { $0.hasSuffix("–30 of 30 · Enter goes back to the match") }, "\(terminal.window)")
        #expect(!terminal.window.contains { $0.contains("starts again") })
    }

    @Test(arguments: [40, 80])
    func textToCopy_isNeverWrapped_aLineWiderThanTheWindowIsCutWithAMark(columns: Int) async throws {
        let screen = tallScreen(1)
        let wide = "- " + String(repeating: "Ann Smith, ", count: 10)
        screen.content.body = [.verbatim("Team A:"), .verbatim(wide), .verbatim("Team B:")]
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: false, width: columns, rows: 20)
        _ = await started(terminal)

        let window = terminal.window
        let cut = try #require(window.first { $0.hasPrefix("- Ann Smith") })
        #expect(cut.hasSuffix("…") && SafeText.width(cut) == columns, "\(window)")
        #expect(window.firstIndex(of: "Team B:") == window.firstIndex(of: "Team A:").map { $0 + 2 }, "one line each: \(window)")
    }

    @Test func aChangedBody_isShownFromItsTop() async {
        let screen = tallScreen(30)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 12)
        let loop = await started(terminal)
        _ = await loop.process(.line(""))
        screen.onInput = { _ in screen.content.body = (1...30).map { .text("line \($0 * 2)") } }

        _ = await loop.process(.line("x"))

        #expect(shown(terminal.window).prefix(2) == [2, 4], "\(terminal.window)")
    }

    @Test func aBodyThatFits_takesEnterAsBefore() async {
        let screen = tallScreen(3)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 12)
        let loop = await started(terminal)

        _ = await loop.process(.line(""))

        #expect(screen.handled == [""])
        #expect(!terminal.window.contains { $0.contains("Enter shows more") })
    }

    @Test func oneLineTooTall_dropsTheBlankLineBeforeTheCommands_ratherThanCutting() async {
        _ = tallScreen(7)
        // Title, rule, seven lines, blank, commands and prompt: 12 rows.
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 11)
        _ = await started(terminal)

        #expect(shown(terminal.window) == Array(1...7), "\(terminal.window)")
        #expect(terminal.window[9].contains("a add"))
        #expect(terminal.window[0].hasPrefix(" Football Gather · Tall"))
    }

    @Test func atAFieldPrompt_theBodyIsCut_andEnterIsTheField() async {
        let screen = tallScreen(30, prompt: .text("Name:"))
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 12)
        let loop = await started(terminal)
        let first = shown(terminal.window)
        #expect(terminal.window[0].hasPrefix(" Football Gather · Tall"))
        #expect(terminal.window.contains(" lines 1–\(first.count) of 30 · enlarge the window"), "\(terminal.window)")

        _ = await loop.process(.line(""))

        #expect(screen.handled == [""])
    }

    @Test func helpTallerThanTheWindow_keepsTheTitle_andEnterShowsTheRestThenCloses() async {
        let screen = tallScreen(2)
        screen.content.actions = (1...20).map { Action("c\($0)", "command \($0)", help: "Does thing number \($0).") }
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 12)
        let loop = await started(terminal)

        _ = await loop.process(.line("?"))
        var window = terminal.window
        #expect(window[0].hasPrefix(" Football Gather · Tall"), "\(window)")
        #expect(window.contains("  c1   Does thing number 1."), "\(window)")
        #expect(window.contains { $0.contains("Enter shows more") }, "\(window)")

        _ = await loop.process(.line(""))
        _ = await loop.process(.line(""))
        window = terminal.window
        #expect(window.contains("  q    Quit Football Gather."), "\(window)")
        #expect(window[0].hasPrefix(" Football Gather · Tall"))
        #expect(screen.handled.isEmpty)

        _ = await loop.process(.line(""))
        #expect(shown(terminal.window) == [1, 2], "Enter at the end closes the help: \(terminal.window)")
        #expect(screen.handled.isEmpty)
    }

    @Test func aList_atFortyColumns_withALongMessage_keepsTheTitle() async {
        let screen = ScriptedScreen(
            title: "Players (40)",
            actions: ["1 details", "a add", "s select", "d N delete", "r reload", "h history", "records table", "o log out"].map {
                let parts = $0.split(separator: " ", maxSplits: 1).map(String.init)
                return Action(parts[0], parts[1], help: "")
            })
        screen.content.body = [
            .table(
                Table(
                    columns: [.init("#", alignment: .right), .init("Name", flexible: true), .init("Pos")],
                    rows: (1...40).map { ["\($0)", "Player \($0)", "ST"] }, paging: Table.Paging(searchedColumn: 1)
                ))
        ]
        screen.content.message = .info("A demo: a sample roster and two past matches, all in memory. Try anything: nothing is saved.")
        navigator.replaceRoot(with: screen)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 40, rows: 20)
        _ = await started(terminal)

        let window = terminal.window
        #expect(window[0].hasPrefix(" Football Gather · Players (40)"), "\(window)")
        #expect(window.last == ">")
        #expect(window.contains { $0.hasPrefix(" rows 1–") }, "\(window)")
    }

    @Test func aListShownOneRowPerBlock_showsAsManyRowsAsFit() async {
        let screen = ScriptedScreen(
            title: "History (3)", actions: [Action("1-3", "open", help: ""), Action("d N", "delete", help: ""), Action("b", "back", help: "")])
        let rows = (1...3).map { ["\($0)", "2026-11-2\($0) 02:48", "1-1", "Draw", "Alexandra, Bob, Carla v Dmitri, Eve, Finn"] }
        screen.content.body = [
            .table(
                Table(
                    columns: [.init("#"), .init("Date"), .init("Score"), .init("Winner"), .init("Teams", flexible: true)], rows: rows,
                    paging: Table.Paging(searchedColumn: nil)))
        ]
        navigator.replaceRoot(with: screen)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 40, rows: 20)
        _ = await started(terminal)

        let window = terminal.window
        #expect(window.filter { $0.hasPrefix(" Date") }.count == 2, "two rows of five lines fit, not one:\n\(window.joined(separator: "\n"))")
        #expect(window.contains { $0.hasPrefix(" rows 1–2 of 3") })
        #expect(window[0].hasPrefix(" Football Gather · History (3)"))
    }

    @Test func throughAPipe_everyLineIsPrinted() async {
        _ = tallScreen(60)
        let terminal = ScriptedTerminal(lines: [""])
        _ = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()

        #expect(terminal.output.contains(" line 60\n"))
        #expect(!terminal.output.contains("Enter shows more"))
    }
}
