import TestSupport
import Testing

@testable import TerminalUI

/// A screen's list (`Table.paging`) on a terminal: the rows that fit the window, a page at a time,
/// `/ text` to find; through a pipe every row, as before.
@MainActor
@Suite struct ScreenLoopPagingTests {
    let navigator = Navigator()
    static let names = ["Ana Díaz", "Bruno Rossi", "Carla DIAZ", "Dan Smith"]

    /// A list of `count` players numbered 1…count, their names cycling through `names`.
    func listScreen(count: Int) -> ScriptedScreen {
        let screen = ScriptedScreen(title: "Players (\(count))", actions: [Action("a", "add", help: "Add.")])
        let rows = (1...count).map { ["\($0)", "\(Self.names[($0 - 1) % Self.names.count]) \($0)", "ST"] }
        screen.content.body = [
            .table(
                Table(
                    columns: [.init("#", alignment: .right), .init("Name", flexible: true), .init("Pos")], rows: rows,
                    paging: Table.Paging(searchedColumn: 1)
                ))
        ]
        navigator.replaceRoot(with: screen)
        return screen
    }

    func started(_ terminal: ScriptedTerminal) async -> ScreenLoop {
        await ScreenLoop.started(on: terminal, navigator: navigator)
    }

    /// The numbers of the rows shown.
    func numbers(_ lines: [String]) -> [Int] {
        lines.compactMap { line in
            let first = line.split(separator: " ").first.map(String.init) ?? ""
            return line.contains("ST") ? Int(first) : nil
        }
    }

    @Test func onATerminal_aLongListShowsThePageThatFits_withTheTitleOnScreen_andNAndPMoveByAPage() async {
        _ = listScreen(count: 2_000)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 24)
        let loop = await started(terminal)
        var shown = terminal.window
        #expect(shown[0].hasPrefix(" Football Gather · Players (2000)"))
        let first = numbers(shown)
        #expect(first.first == 1 && first == Array(1...first.count))
        #expect(shown.contains { $0.hasPrefix(" rows 1–\(first.count) of 2 000 · n next page · / text to find") })
        #expect(shown.last == ">", "the page fills the window to the prompt")

        _ = await loop.process(.line("n"))
        shown = terminal.window
        #expect(numbers(shown) == Array((first.count + 1)...(2 * first.count)))
        #expect(shown[0].hasPrefix(" Football Gather · Players"))
        _ = await loop.process(.line("p"))
        #expect(numbers(terminal.window) == first)
        _ = await loop.process(.line("p"))
        #expect(numbers(terminal.window) == first, "no page before the first")
    }

    @Test func aResize_repagesFromTheSameFirstRow() async {
        _ = listScreen(count: 300)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 24)
        let loop = await started(terminal)
        _ = await loop.process(.line("n"))
        let second = numbers(terminal.window)

        terminal.size = TerminalSize(columns: 80, rows: 40)
        _ = await loop.process(.resize)
        let taller = numbers(terminal.window)
        #expect(taller.first == second.first)
        #expect(taller.count > second.count)
        #expect(terminal.window[0].hasPrefix(" Football Gather · Players"))
    }

    @Test func slashText_showsTheMatchingRowsWithTheirOwnNumbers_capitalsAndAccentsAside_andSlashAloneShowsEveryone() async {
        let screen = listScreen(count: 40)
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 60)
        let loop = await started(terminal)

        _ = await loop.process(.line("/ diaz"))
        #expect(numbers(terminal.window) == [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39])
        #expect(terminal.window.contains { $0.hasPrefix(" rows 1–20 of 20 matching “diaz” (40 in all) · / alone shows every row") })
        #expect(screen.handled.isEmpty, "the list took it, not the screen")

        _ = await loop.process(.line("/ nobody"))
        #expect(terminal.window.contains { $0.hasPrefix(" no row matches “nobody” (40 in all) · / alone shows every row") })

        _ = await loop.process(.line("/"))
        #expect(numbers(terminal.window) == Array(1...40))
        #expect(!terminal.window.contains { $0.contains("rows ") }, "a list that fits whole is shown as it was")
    }

    /// A message belongs to the action that caused it: finding or paging in the list is the next
    /// action, and the screen's next line may say it again.
    @Test func aMessageFromBefore_goesWithTheNextFindOrPage_andTheScreenSaysItAgainWhenItIsToldToAgain() async {
        let screen = listScreen(count: 40)
        screen.content.message = .error("Unknown command “xyz”. Type ? to see the commands.")
        let terminal = ScriptedTerminal(lines: [], isInteractive: true, isStyled: true, width: 80, rows: 20)
        let loop = await started(terminal)
        #expect(terminal.window.contains { $0.contains("Unknown command") })

        _ = await loop.process(.line("n"))
        #expect(!terminal.window.contains { $0.contains("Unknown command") }, "\(terminal.window)")
        _ = await loop.process(.line("/ diaz"))
        #expect(!terminal.window.contains { $0.contains("Unknown command") }, "\(terminal.window)")

        _ = await loop.process(.line("xyz"))
        #expect(screen.handled == ["xyz"])
        #expect(terminal.window.contains { $0.contains("Unknown command") }, "the same message, said again: \(terminal.window)")
    }

    @Test func throughAPipe_everyRowIsPrinted_nAndPGoToTheScreen_andFindingWorks() async {
        let screen = listScreen(count: 100)
        let terminal = ScriptedTerminal(lines: [], rows: 24)
        let loop = await started(terminal)
        #expect(numbers(terminal.output.components(separatedBy: "\n")) == Array(1...100))
        #expect(!terminal.output.contains("rows "))

        _ = await loop.process(.line("n"))
        #expect(screen.handled == ["n"])
        let before = terminal.output.count
        _ = await loop.process(.line("/ DAN"))
        let found = String(terminal.output.dropFirst(before)).components(separatedBy: "\n")
        #expect(numbers(found) == Array(stride(from: 4, through: 100, by: 4)))
        #expect(found.contains(" rows 1–25 of 25 matching “DAN” (100 in all) · / alone shows every row"))
    }

    /// A score is written with an en dash (2–1); the hyphen typed for it finds it, and the other way round.
    @Test func finding_takesAHyphenForAnEnDash() {
        let table = Table(columns: [.init("#"), .init("Result")], rows: [["1", "Team A won 2–1"], ["2", "Draw 1–1"], ["3", "Team B won 2-1"]])

        #expect(ListPage(found: "won 2-1").matching(table).map(\.first) == ["1", "3"])
        #expect(ListPage(found: "1–1").matching(table).map(\.first) == ["2"])
    }

    /// An app finds names with its own folding: the text and every cell go through it.
    @Test func slashText_foldsTheTextAndTheCells_asTheLoopWasToldTo() async {
        let screen = ScriptedScreen(title: "Players (3)")
        let rows = [["1", "Łukasz Nowak", "ST"], ["2", "Luisa Costa", "ST"], ["3", "Ana Łuk", "ST"]]
        screen.content.body = [.table(Table(columns: [.init("#"), .init("Name"), .init("Pos")], rows: rows, paging: Table.Paging(searchedColumn: 1)))]
        navigator.replaceRoot(with: screen)
        let terminal = ScriptedTerminal(lines: [])
        let strokeAside: ScreenLoop.Folding = { ScreenLoop.capitalsAndAccentsAside($0).replacingOccurrences(of: "ł", with: "l") }
        let loop = ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather", folding: strokeAside)
        _ = await loop.start()

        var before = terminal.output.count
        _ = await loop.process(.line("/ LUK"))
        #expect(numbers(String(terminal.output.dropFirst(before)).components(separatedBy: "\n")) == [1, 3])

        let plain = ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather")
        _ = await plain.start()
        before = terminal.output.count
        _ = await plain.process(.line("/ luk"))
        #expect(terminal.output.dropFirst(before).contains("no row matches “luk” (3 in all)"), "Foundation's folding leaves Ł alone")
    }

    @Test func findingInBytes_looksForTheWholeTextAnywhere() {
        let bytes = { (text: String) in Array(text.utf8) }
        #expect(ListPage.bytes(bytes("ana diaz"), contain: bytes("diaz")))
        #expect(ListPage.bytes(bytes("ana diaz"), contain: bytes("")))
        #expect(ListPage.bytes(bytes("aab"), contain: bytes("ab")))
        #expect(ListPage.bytes(bytes("ab"), contain: bytes("ab")))
        #expect(!ListPage.bytes(bytes("ana dia"), contain: bytes("diaz")))
        #expect(!ListPage.bytes(bytes(""), contain: bytes("a")))
    }

    @Test func commands_andCounts_readAsTheyShould() {
        #expect(ListPage.Command("n") == .next)
        #expect(ListPage.Command(" P ") == .previous)
        #expect(ListPage.Command("/ ann ") == .find("ann"))
        #expect(ListPage.Command("/") == .find(nil))
        #expect(ListPage.Command("now") == nil)
        #expect([0, 7, 999, 2_000, 10_000, 1_234_567].map(Digits.grouped) == ["0", "7", "999", "2 000", "10 000", "1 234 567"])
    }

    /// The digest that tells a changed body (shown again from its top) from the same one is hashed a
    /// buffer at a time: a change far past the first buffer still changes it, and the same body gives the same.
    @Test func digest_ofALongBody_changesWithACellPastTheFirstBuffer_andOnlyThen() {
        func body(lastName: String) -> [Block] {
            let rows = (1...5_000).map { ["\($0)", $0 == 5_000 ? lastName : "\(Self.names[$0 % Self.names.count]) \($0)"] }
            return [.table(Table(columns: [.init("#"), .init("Name")], rows: rows)), .blank]
        }
        let first = ScreenLoop.digest(body(lastName: "Ana Díaz"), width: 80)
        #expect(ScreenLoop.digest(body(lastName: "Ana Díaz"), width: 80) == first)
        #expect(ScreenLoop.digest(body(lastName: "Ana Diaz"), width: 80) != first)
        #expect(ScreenLoop.digest(body(lastName: "Ana Díaz"), width: 79) != first)
    }
}
