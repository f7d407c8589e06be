import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import Records

@MainActor
final class RecordsPresenterSpy: RecordsPresenting {
    private(set) var events: [String] = []
    func viewWillAppear() async { events.append("appear") }
    func didChooseRetry() async { events.append("retry") }
    func didChooseSince(_ day: RecordsDay) async { events.append("since:\(day)") }
    func didChooseAll() async { events.append("all") }
    func didChooseRecord(number: Int) { events.append("record:\(number)") }
    func didChooseBack() { events.append("back") }
    func didEnterUnreadable(_ unreadable: RecordsUnreadable) { events.append("unreadable:\(unreadable)") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
}

/// The title line of an 80-column screen.
func titleLine(_ title: String) -> String { " Football Gather · \(title)" }

@MainActor
@Suite struct RecordsViewTests {
    let presenter = RecordsPresenterSpy()

    static let rows = [
        RecordsRow(rank: "1", name: "Kim", played: "3", won: "2", drawn: "1", lost: "0", winPercentage: "67%", goals: "5", points: "7"),
        RecordsRow(rank: "2", name: "Max", played: "4", won: "0", drawn: "1", lost: "2", unknown: "1", winPercentage: "0%", goals: "1", points: "1"),
    ]

    func showing(_ viewModel: RecordsViewModel) -> RecordsView {
        let view = RecordsView(presenter: presenter)
        view.display(viewModel)
        return view
    }

    @Test func content_whenLoaded_showsThePeriodTheRankedTableAndCommands() {
        let view = showing(RecordsViewModel(state: .table([Self.rows[0]]), period: "All matches."))

        #expect(
            view.content.renderedText() == """
                \(titleLine("Records"))
                ────────────────────────────────────────────────────────────────────────────────
                 All matches.

                 #  Player  P  W  D  L  Win %  G  Pts
                 1  Kim     3  2  1  0    67%  5    7

                 1 player   since YYYY-MM-DD from a day   b back   ? help
                > 
                """)
    }

    @Test func content_coveredByAnotherScreen_isTheSameWhenDrawnAgain() {
        let view = showing(RecordsViewModel(state: .table(Self.rows), period: "All matches."))
        let shown = view.content

        view.didDisappear()

        #expect(view.content == shown)
    }

    @Test func content_withUnknownResults_addsTheirColumn_andTheNotes() {
        let view = showing(
            RecordsViewModel(
                state: .table(Self.rows), period: "Matches ended on or after 2026-11-01.", showsUnknown: true,
                notes: ["? counts matches whose teams were not recorded."], isLimited: true
            ))

        #expect(
            view.content.renderedText() == """
                \(titleLine("Records"))
                ────────────────────────────────────────────────────────────────────────────────
                 Matches ended on or after 2026-11-01.

                 #  Player  P  W  D  L  ?  Win %  G  Pts
                 1  Kim     3  2  1  0  0    67%  5    7
                 2  Max     4  0  1  2  1     0%  1    1

                 ? counts matches whose teams were not recorded.

                 1-2 player   since YYYY-MM-DD from a day   all every match   b back   ? help
                > 
                """)
    }

    @Test func content_withNoPlayers_saysHowToGetRecords() {
        let view = showing(RecordsViewModel(state: .empty, period: "All matches."))

        #expect(view.content.body == [.text("No players yet: add players and play a match to see records.")])
    }

    @Test func content_whileLoading_offersOnlyBack_andAfterAFailureRetry() {
        #expect(showing(RecordsViewModel()).content.body == [.text("Loading the records…")])
        #expect(showing(RecordsViewModel()).content.actions.map(\.key) == ["b"])

        let failed = showing(RecordsViewModel(state: .failed("Your records could not be loaded."), message: .error("Your records could not be loaded.")))
        #expect(failed.content.body == [.text("The records could not be loaded.")])
        #expect(failed.content.actions.map(\.key) == ["since YYYY-MM-DD", "r", "b"])
    }

    @Test func content_forAPlayer_showsTheirRecordAndLastMatches() {
        let view = showing(
            RecordsViewModel(
                title: "Records · Kim",
                state: .player(
                    Self.rows[0],
                    [
                        RecordsMatchRow(date: "2026-11-02 12:00", side: "Team B", result: "W", score: "3-1", goals: "2"),
                        RecordsMatchRow(date: "—", side: "—", result: "?", score: "4-2", goals: "0"),
                    ]),
                isTable: false
            ))

        #expect(
            view.content.renderedText() == """
                \(titleLine("Records · Kim"))
                ────────────────────────────────────────────────────────────────────────────────
                 Player  P  W  D  L  Win %  G  Pts
                 Kim     3  2  1  0    67%  5    7

                 Last 2 matches, newest first
                 Ended             Side    Result  Score  G
                 2026-11-02 12:00  Team B  W         3-1  2
                 —                 —       ?         4-2  0

                 b back   ? help
                > 
                """)
    }

    @Test func content_forAPlayerWithOneMatchOrNone() {
        let one = showing(
            RecordsViewModel(
                state: .player(Self.rows[0], [RecordsMatchRow(date: "—", side: "Team A", result: "L", score: "0-2", goals: "0")]), isTable: false
            ))
        #expect(one.content.renderedText().contains(" Last match\n"))

        let none = showing(RecordsViewModel(state: .player(Self.rows[0], []), notes: ["A note."], isTable: false))
        #expect(none.content.body.suffix(3) == [.text("No finished matches yet."), .blank, .text("A note.")])
    }

    @Test func help_explainsEveryCommand() {
        let view = showing(RecordsViewModel(state: .table(Self.rows), isLimited: true))

        #expect(
            view.content.renderedText(showingHelp: true).hasSuffix(
                """
                 Commands
                  1-2               Type a row's number to see that player's record and last
                                    matches.
                  since YYYY-MM-DD  Count only the matches ended on or after that day, e.g.
                                    since 2026-11-01. Players are ranked by points (3 a win, 1 a
                                    draw), then win %, then goals, then name.
                  all               Count every match again.
                  b                 Back to where you came from.
                  ?                 Show this help.
                  q                 Quit Football Gather.
                > 
                """))
    }

    @Test func content_showsNamesWithEscapeSequencesSafely() {
        var row = Self.rows[0]
        row.name = "\u{1B}[2JEve\u{202E}"
        let text = showing(RecordsViewModel(state: .table([row]))).content.renderedText()

        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.contains("\u{202E}"))
    }

    @Test(arguments: ScreenContent.testedWidths)
    func content_fitsTheWidth(width: Int) {
        var long = Self.rows[1]
        long.name = "Maximiliana Alexandra Wolfeschlegelsteinhausen"
        let view = showing(RecordsViewModel(state: .table([Self.rows[0], long]), period: "All matches.", showsUnknown: true, notes: ["A note."]))

        #expect(view.content.widthProblems(width: width) == [])
    }

    @Test func handle_mapsCommandsToPresenterEvents() async {
        let view = RecordsView(presenter: presenter)
        let lines = ["since 2026-11-01", "SINCE  2026-11-01 ", "since", "all", "ALL", "r", "retry", "b", "back", "", "all 2", "dance", "b 1"]

        for line in lines { await view.handle(line) }

        #expect(
            presenter.events == [
                "since:2026-11-01", "since:2026-11-01", "unreadable:day(typed: \"\")", "all", "all", "retry", "retry", "back", "back",
                "unknown:all 2", "unknown:dance", "unknown:b 1",
            ])
    }

    @Test func willAppear_tellsThePresenter() async {
        await RecordsView(presenter: presenter).willAppear()
        #expect(presenter.events == ["appear"])
    }

    @Test func content_offline_offersOnlyRetryAndBack() {
        let view = RecordsView(presenter: RecordsPresenterSpy())
        view.display(
            RecordsViewModel(
                state: .table([
                    RecordsRow(
                        rank: "1", name: "Ann", played: "1", won: "1", drawn: "0", lost: "0",
                        winPercentage: "100%", goals: "0", points: "3")
                ]),
                isReadOnly: true))
        #expect(view.content.actions.map(\.key) == ["r", "b"])
    }

    @Test func since_readsTheDay_orSaysWhatCouldNotBeReadAsOne() async {
        let view = RecordsView(presenter: presenter)

        for line in ["since 2026-02-30", "since 1999-12-31", "since yesterday", "since 2026-11-01 x", "since 2026/11/01"] {
            await view.handle(line)
        }

        #expect(
            presenter.events == [
                "since:2026-02-30", "since:1999-12-31", "unreadable:day(typed: \"yesterday\")",
                "unreadable:day(typed: \"2026-11-01 x\")", "unreadable:day(typed: \"2026/11/01\")",
            ])
    }

    @Test(arguments: ["", "2026-1-01", "26-11-01", "2026/11/01", "yesterday", "2026-11-01x", "２０２６-11-01", "-2026-11-01", "2026-11-1"])
    func aTextThatIsNotWrittenYYYYMMDD_isNoDay(text: String) {
        #expect(RecordsDay(typed: text) == nil)
    }

    @Test(arguments: [(" 2026-11-09 ", RecordsDay(year: 2026, month: 11, day: 9)), ("2026-02-30", RecordsDay(year: 2026, month: 2, day: 30))])
    func aDayWrittenYYYYMMDD_isRead_evenOneThatDoesNotExist(text: String, day: RecordsDay) {
        #expect(RecordsDay(typed: text) == day)
        #expect(RecordsDay(typed: text)?.description == text.trimmingCharacters(in: .whitespaces))
    }

    /// A table of 10 000 players is held once: its rows are the view model's cells, not copies of them.
    /// A row made without the "?" column the table shows gets a 0 there.
    @Test func content_theTablesRows_areTheRowsCells_notCopies() throws {
        let view = showing(RecordsViewModel(state: .table(Self.rows), showsUnknown: true))
        guard case .table(let table) = try #require(view.content.body.last) else {
            Issue.record("the body ends with no table")
            return
        }

        let address = { (cells: [String]) in cells.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(address(table.rows[1]) == address(Self.rows[1].cells), "Max's row has the ? column: shown as it is")
        #expect(table.rows[0] == ["1", "Kim", "3", "2", "1", "0", "0", "67%", "5", "7"])
        #expect(table.columns.count == 10)
    }
}
