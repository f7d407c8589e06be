import Testing

@testable import TerminalUI

@Suite struct ScreenRendererTests {
    let renderer = ScreenRenderer(appName: "Football Gather", width: 50, styled: false)

    @Test func frame_drawsTitleRuleBodyMessageAndActions() {
        let content = ScreenContent(
            title: "Players",
            status: "ann",
            body: [
                .text("Hello"), .blank,
                .table(
                    Table(
                        columns: [.init("#", alignment: .right), .init("Name", flexible: true), .init("Pos")],
                        rows: [["1", "Ann", "ST"], ["10", "山田太郎", "—"]]
                    )),
            ],
            message: .error("Oops."),
            actions: [Action("a", "add", help: "Add a player.")]
        )

        #expect(
            renderer.frame(content).joined(separator: "\n") == """
                 Football Gather · Players                     ann
                ──────────────────────────────────────────────────
                 Hello

                  #  Name      Pos
                  1  Ann       ST
                 10  山田太郎  —

                 Oops.
                 a add   ? help
                """)
    }

    @Test func frame_shrinksTheFlexibleColumnToTheWidth() {
        let table = Table(
            columns: [.init("Name", flexible: true), .init("Team")],
            rows: [[String(repeating: "x", count: 80), "Team A"]])
        let lines = renderer.frame(ScreenContent(title: "T", body: [.table(table)]))

        #expect(lines.allSatisfy { SafeText.width($0) <= 50 })
        #expect(lines[3].hasSuffix("…  Team A"))
    }

    /// A last, flexible column that wraps keeps all of a long cell, on lines under its start.
    @Test func frame_wrapsALastColumnThatWraps_insteadOfCuttingIt() {
        let table = Table(
            columns: [.init("Line", alignment: .right), .init("Why", flexible: true, wraps: true)],
            rows: [["4", "Short."], ["139", "no preferred position is called \"keeper\": use GK, DEF, MID, W or ST."]])

        let lines = renderer.frame(ScreenContent(title: "T", body: [.table(table)]))

        #expect(
            Array(lines[2...6]) == [
                " Line  Why",
                "    4  Short.",
                "  139  no preferred position is called \"keeper\":",
                "       use GK, DEF, MID, W or ST.",
                "",
            ])
    }

    @Test func frame_sanitisesEveryStringFromTheContent() {
        let evil = "\u{1B}[2J"
        let content = ScreenContent(
            title: evil, status: evil, body: [.text(evil), .table(Table(columns: [.init(evil)], rows: [[evil]]))],
            message: .info(evil), actions: [Action(evil, evil, help: evil)], prompt: .text(evil)
        )
        let text = renderer.frame(content).joined() + renderer.frame(content, showingHelp: true).joined() + renderer.prompt(content.prompt)

        #expect(!text.contains("\u{1B}"))
    }

    @Test func frame_withHelp_listsEveryCommandWithItsSentence() {
        let content = ScreenContent(title: "T", actions: [Action("a", "add", help: "Add a player to the roster.")])

        let help = renderer.footer(content, showingHelp: true)

        #expect(
            help == [
                " Commands",
                "  a  Add a player to the roster.",
                "  ?  Show this help.",
                "  q  Quit Football Gather.",
            ])
    }

    @Test func actionBar_wrapsToTheWidth() {
        let actions = (1...8).map { Action("k\($0)", "action number \($0)", help: "") }
        let lines = renderer.footer(ScreenContent(title: "T", actions: actions), showingHelp: false)

        #expect(lines.count > 1)
        #expect(lines.allSatisfy { SafeText.width($0) <= 50 })
    }

    @Test func text_wrapsLongLinesAtWords() {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let lines = renderer.frame(ScreenContent(title: "T", body: [.text(words)]))

        #expect(lines.allSatisfy { SafeText.width($0) <= 50 })
        #expect(lines.filter { $0.contains("word") }.count == 3)
    }

    @Test func labelled_wrapsALongValueUnderItself_notUnderTheLabel() {
        let narrow = ScreenRenderer(appName: "FG", width: 40, styled: false)
        let lines = narrow.body([.labelled("5  Favourite team  Borussia Mönchengladbach Football Club", hang: 19)])

        #expect(
            lines == [
                " 5  Favourite team  Borussia",
                "                    Mönchengladbach",
                "                    Football Club",
            ])
        // A short one stays on its line; one with no room to hang wraps as text does.
        #expect(narrow.body([.labelled("2  Age  31", hang: 7)]) == [" 2  Age  31"])
        #expect(narrow.body([.labelled("1  Name  " + String(repeating: "long ", count: 8), hang: 30)]).dropFirst().allSatisfy { !$0.hasPrefix("  ") })
    }

    /// A shared block to paste: no margin.
    @Test func verbatim_startsInTheFirstColumn() {
        #expect(renderer.body([.verbatim("- Ann (GK)")]) == ["- Ann (GK)"])
    }

    @Test func text_breaksAWordLongerThanTheWidth() {
        let lines = renderer.frame(ScreenContent(title: "T", body: [.text(String(repeating: "x", count: 120))]))

        #expect(lines.allSatisfy { SafeText.width($0) <= 50 })
        #expect(lines.joined().filter { $0 == "x" }.count == 120)
    }

    @Test func styled_wrapsTitleAndErrorsInEscapes_plainDoesNot() {
        let styled = ScreenRenderer(appName: "FG", width: 40, styled: true)
        let content = ScreenContent(title: "T", message: .error("Bad"))

        #expect(styled.frame(content).joined().contains(ANSI.red))
        #expect(styled.frame(content).first?.hasPrefix(ANSI.bold) == true)
        #expect(!renderer.frame(content).joined().contains("\u{1B}"))
    }

    @Test func prompt_isAnArrowForCommandsAndTheLabelForFields() {
        #expect(renderer.prompt(.command) == "> ")
        #expect(renderer.prompt(.text("Name:")) == "Name: ")
        #expect(renderer.prompt(.secret("Password:")) == "Password: ")
    }
}
