import Testing

@testable import TerminalUI

/// Every part of a screen at 40, 50, 80 and 160 columns: nothing wider than the width,
/// no trailing spaces, and the status (a running clock) always in full.
@Suite struct ScreenRendererWidthTests {
    static let widths = [40, 50, 80, 160]
    static let longName = "Maximiliana Alexandra Wolfeschlegelsteinhausen-Bergerdorff"

    func renderer(_ width: Int) -> ScreenRenderer {
        ScreenRenderer(appName: "Football Gather", width: width, styled: false)
    }

    func problems(_ lines: [String], width: Int) -> [String] {
        lines.filter { SafeText.width($0) > width || $0.hasSuffix(" ") }
    }

    @Test(arguments: widths)
    func header_showsTheClockInFull_theTitleGivesWay(width: Int) {
        let content = ScreenContent(title: "Gather in progress and a long title besides", status: "running 07:42")

        let header = renderer(width).header(content)

        #expect(problems(header, width: width).isEmpty, "\(header)")
        #expect(header[0].hasSuffix("  running 07:42"))
        #expect(header[0].hasPrefix(width >= 80 ? " Football Gather · Gather in progress" : " Gather in progress"))
        #expect(SafeText.width(header[0]) == width)
    }

    @Test(arguments: widths)
    func header_withoutStatus_hasNoTrailingSpaces(width: Int) {
        let header = renderer(width).header(ScreenContent(title: "New player"))

        #expect(header[0] == " Football Gather · New player")
    }

    @Test(arguments: widths)
    func header_aStatusLongerThanHalfTheLine_isCutLeavingRoomForTheTitle(width: Int) {
        let header = renderer(width).header(ScreenContent(title: "Login", status: "server: https://" + String(repeating: "x", count: 60)))

        #expect(SafeText.width(header[0]) == width)
        #expect(header[0].hasPrefix(width >= 80 ? " Football Gather · Login  " : " Login  "))
        #expect(header[0].hasSuffix(width == 160 ? "xx" : "…"))
    }

    @Test(arguments: widths)
    func table_namesUseTheWidthThereIs_andShrinkWithAnEllipsis(width: Int) {
        let table = Table(
            columns: [.init("#", alignment: .right), .init("Name", flexible: true), .init("Pos"), .init("Skill")],
            rows: [["1", Self.longName, "ST", "professional"], ["12", "Bob", "GK", "beginner"]])

        let lines = renderer(width).body([.table(table)])

        #expect(problems(lines, width: width).isEmpty, "\(lines)")
        #expect(lines.count == 3)
        if width == 160 {
            #expect(lines[1].contains(Self.longName + "  ST"))
        } else {
            #expect(lines[1].contains("…  ST"))
        }
    }

    @Test func table_withoutAFlexibleColumn_isDrawnAsItIs() {
        let table = Table(columns: [.init("Team A (1)"), .init("Team B (1)")], rows: [["1 " + Self.longName + "  ST", "2 Bob  GK"]])

        #expect(renderer(40).body([.table(table)]).last == " 1 \(Self.longName)  ST  2 Bob  GK")
    }

    @Test func table_tooWideEvenWithTheNameCut_showsOneRowPerBlock() {
        let table = Table(
            columns: [.init("#"), .init("Date"), .init("Score"), .init("Winner"), .init("Teams", flexible: true)],
            rows: [["1", "2026-11-23 17:30", "2-1", "Team A", "Ann, Bob v Carla, Dmitri"], ["2", "2026-11-22 10:00", "0-0", "Draw", "Eve v Finn"]])

        let lines = renderer(40).body([.table(table)])

        #expect(
            lines == [
                " #       1",
                " Date    2026-11-23 17:30",
                " Score   2-1",
                " Winner  Team A",
                " Teams   Ann, Bob v Carla, Dmitri",
                "",
                " #       2",
                " Date    2026-11-22 10:00",
                " Score   0-0",
                " Winner  Draw",
                " Teams   Eve v Finn",
            ])
        #expect(renderer(80).body([.table(table)]).count == 3)
    }

    static let teams = [
        Table(columns: [.init("Team A (2)", flexible: true), .init("Pos")], rows: [[Self.longName, "ST"], ["Bob", "GK"]]),
        Table(columns: [.init("Team B (1)", flexible: true), .init("Pos")], rows: [["Carla Díaz", "MID"]]),
    ]

    @Test(arguments: widths)
    func sideBySide_fitsEveryWidth(width: Int) {
        let lines = renderer(width).body([.sideBySide(Self.teams)])

        #expect(problems(lines, width: width).isEmpty, "\(lines)")
        #expect(lines.contains { $0.contains("Carla Díaz") })
    }

    /// A team sheet of thousands: its lines are those made whole, but each is made only when shown.
    @Test func sideBySide_makesALineOnlyWhenItIsAskedFor() {
        let many = (1...5_000).map { ["Player \($0)", "ST"] }
        let teams = [
            Table(columns: [.init("Team A", flexible: true), .init("Pos")], rows: many),
            Table(columns: [.init("Team B", flexible: true), .init("Pos")], rows: Array(many.prefix(4_999))),
        ]
        let lines = renderer(80).lines(of: [.text("Team sheet"), .sideBySide(teams), .blank])

        #expect(lines.count == 1 + 5_001 + 1)
        #expect(lines[1] == " Team A       Pos  Team B       Pos")
        #expect(lines[2_501] == " Player 2500  ST   Player 2500  ST")
        #expect(lines[5_001] == " Player 5000  ST")
        #expect(lines.last == "")

        final class Made { var rows: [Int] = [] }
        let made = Made()
        let counted = BodyLines(count: 10_000) { row in
            made.rows.append(row)
            return "row \(row)"
        }
        #expect(counted[7_000] == "row 7000")
        #expect(made.rows == [7_000])
    }

    @Test func sideBySide_sitsTheTablesNextToEachOther_whenTheyFit() {
        let lines = renderer(160).body([.sideBySide(Self.teams)])

        #expect(
            lines == [
                " Team A (2)" + String(repeating: " ", count: Self.longName.count - 10) + "  Pos  Team B (1)  Pos",
                " \(Self.longName)  ST   Carla Díaz  MID",
                " Bob" + String(repeating: " ", count: Self.longName.count - 3) + "  GK",
            ])
    }

    @Test func sideBySide_stacksTheTables_whenTheyCantSitSideBySide() {
        let three =
            Self.teams + [
                Table(columns: [.init("Bench (1)", flexible: true), .init("Pos"), .init("Skill")], rows: [["Dmitri Ivanov-Petrov", "—", "professional"]])
            ]

        let lines = renderer(40).body([.sideBySide(three)])

        #expect(
            lines == [
                " Team A (2)                          Pos",
                " Maximiliana Alexandra Wolfeschleg…  ST",
                " Bob                                 GK",
                "",
                " Team B (1)  Pos",
                " Carla Díaz  MID",
                "",
                " Bench (1)             Pos  Skill",
                " Dmitri Ivanov-Petrov  —    professional",
            ])
    }

    @Test(arguments: widths)
    func footer_andText_fitTheWidth(width: Int) {
        let actions = [
            Action("a+ a- b+ b-", "score", help: "a+ adds a goal to Team A, a- takes one away; b+ and b- do the same for Team B (0 to 99)."),
            Action("t mm:ss", "set time", help: "Set the countdown."), Action("end", "finish", help: "End the match."),
        ]
        let content = ScreenContent(
            title: "T", body: [.text("Bench: " + Array(repeating: Self.longName, count: 3).joined(separator: ", "))],
            message: .error(Self.longName + " is not a number between 1 and 99."), actions: actions)
        let renderer = renderer(width)

        let lines = renderer.frame(content) + renderer.frame(content, showingHelp: true)

        #expect(problems(lines, width: width).isEmpty, "\(lines)")
    }

    @Test func help_inANarrowWindow_givesALongKeyALineOfItsOwn_andTheSentencesTheirRoom() {
        let actions = [
            Action("a", "add", help: "Add a player: a name, then optional details."),
            Action("import FILE", "from CSV", help: "Add players from a spreadsheet saved as CSV."),
        ]

        let narrow = renderer(40).help(actions)
        let wide = renderer(80).help(actions)

        #expect(
            narrow == [
                " Commands",
                "  a          Add a player: a name, then",
                "             optional details.",
                "  import FILE",
                "             Add players from a",
                "             spreadsheet saved as CSV.",
                "  ?          Show this help.",
                "  q          Quit Football Gather.",
            ])
        #expect(wide[2] == "  import FILE  Add players from a spreadsheet saved as CSV.", "\(wide)")
    }
}
