import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import History

@MainActor
final class HistoryPresenterSpy: HistoryPresenting {
    private(set) var events: [String] = []
    func viewWillAppear() async { events.append("appear") }
    func didChooseRetry() async { events.append("retry") }
    func didChooseGather(number: Int) async { events.append("gather:\(number)") }
    func didChooseDelete(number: Int?) { events.append("delete:\(number.map(String.init) ?? "nil")") }
    func didAnswer(_ yes: Bool) async { events.append("answer:\(yes ? "yes" : "no")") }
    func didEnterUnreadable(_ what: HistoryUnreadable) async { events.append("unreadable:\(what)") }
    private(set) var shares: [ShareCommand] = []
    func didChooseShare(number: Int?, _ command: ShareCommand) async {
        events.append("share:\(number.map(String.init) ?? "nil")")
        shares.append(command)
    }
    func didChooseBack() { events.append("back") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
    func didPressEnter() { events.append("enter") }
}

/// A title line without status: no trailing spaces.
func titleLine(_ title: String) -> String {
    " Football Gather · " + title
}

@MainActor
@Suite struct HistoryViewTests {
    let presenter = HistoryPresenterSpy()
    var sut: HistoryView { HistoryView(presenter: presenter) }

    // MARK: Content

    @Test func content_whenLoaded_showsTheNumberedTableAndCommands() {
        let view = sut
        view.display(HistoryViewModel(state: .loaded(HistoryPresenterTests.rows)))

        #expect(
            view.content.renderedText() == """
                \(titleLine("History (3)"))
                ────────────────────────────────────────────────────────────────────────────────
                 #  Date              Result          Teams
                 1  2026-12-02 08:26  Team A won 2–1  2 v 2
                 2  2026-11-25 09:46  Draw 3–3        3 v 2
                 3  —                 Team B won 1–0  1 v 1

                 1-3 open   d N delete   share N to paste   b back   ? help
                > 
                """)
    }

    @Test func content_withOneGather_offersNumberOne() {
        let view = sut
        view.display(HistoryViewModel(state: .loaded([HistoryPresenterTests.rows[2]])))

        #expect(view.content.title == "History (1)")
        #expect(view.content.actions.map(\.key) == ["1", "d N", "share N", "b"])
    }

    @Test func content_offline_offersNoDelete_inTheListNorInAMatch() {
        let view = sut
        view.display(HistoryViewModel(state: .loaded(HistoryPresenterTests.rows), isReadOnly: true))
        #expect(view.content.actions.map(\.key) == ["1-3", "share N", "b"])
        view.display(HistoryViewModel(state: .loaded(HistoryPresenterTests.rows), isReadOnly: false))
        #expect(view.content.actions.map(\.key) == ["1-3", "d N", "share N", "b"])
    }

    @Test func content_whenEmpty_saysHowToPlayTheFirstGather() {
        let view = sut
        view.display(HistoryViewModel(state: .empty))

        #expect(
            view.content.renderedText() == """
                \(titleLine("History"))
                ────────────────────────────────────────────────────────────────────────────────
                 No finished matches yet — on the player list, type s to select who plays.

                 b back   ? help
                > 
                """)
    }

    @Test func content_whenFailed_showsTheErrorAndOffersRetry() {
        let view = sut
        view.display(
            HistoryViewModel(
                state: .failed("Storage is unavailable: disk."),
                message: .error("Storage is unavailable: disk. Type r to retry.")
            ))

        #expect(
            view.content.renderedText() == """
                \(titleLine("History"))
                ────────────────────────────────────────────────────────────────────────────────
                 Your history could not be loaded.

                 Storage is unavailable: disk. Type r to retry.
                 r retry   b back   ? help
                > 
                """)
    }

    @Test func content_whileLoading_offersNoCommands() {
        let view = sut

        #expect(view.content.title == "History")
        #expect(view.content.body == [.text("Loading your finished matches…")])
        #expect(view.content.actions.isEmpty)
        #expect(view.content.prompt == .command)
    }

    @Test func content_forAGather_showsDateResultTeamsAndBench() {
        let view = sut
        view.display(HistoryViewModel(state: .detail(HistoryPresenterTests.decemberInFull)))

        #expect(
            view.content.renderedText() == """
                \(titleLine("History · 1 of 3"))
                ────────────────────────────────────────────────────────────────────────────────
                 Date:    2026-12-02 08:26
                 Result:  Team A won 2–1

                 Team    Player         Pos
                 Team A  Ann Smith      ST
                         Bob (deleted)  GK
                 Team B  Carla Díaz     MID
                         Dmitri         —

                 Bench: Eve

                 1-3 open   d delete   share to paste   b back   ? help
                > 
                """)
    }

    @Test func content_forAGatherWithScorers_listsThemUnderTheTeams() {
        let view = sut
        var detail = HistoryPresenterTests.decemberInFull
        detail.scorers = ["Team A goals: Ann Smith 2", "Team B goals: Dmitri 1"]
        view.display(HistoryViewModel(state: .detail(detail)))

        #expect(
            view.content.renderedText().contains(
                """
                         Dmitri         —

                 Team A goals: Ann Smith 2
                 Team B goals: Dmitri 1

                 Bench: Eve
                """))
    }

    @Test func content_forAGatherWithSubstitutions_listsThemLast() {
        let view = sut
        var detail = HistoryPresenterTests.decemberInFull
        detail.substitutions = "Substitutions: 1' Eve to Team A, 31' Eve to the bench"
        view.display(HistoryViewModel(state: .detail(detail)))

        #expect(view.content.renderedText().contains(" Bench: Eve\n\n Substitutions: 1' Eve to Team A, 31' Eve to the bench\n"))
    }

    @Test func content_namesWithACommaInALine_areQuoted_soEachReadsAsOnePerson() {
        let view = sut
        var detail = HistoryPresenterTests.decemberInFull
        detail.bench = [HistoryPlayerLine(name: "Smith, John", position: "W"), HistoryPlayerLine(name: "Doe, Jo", position: "—", isDeleted: true)]
        view.display(HistoryViewModel(state: .detail(detail)))
        #expect(view.content.renderedText().contains(#" Bench: "Smith, John", "Doe, Jo" (deleted)"#))

        detail.teamsKnown = false
        view.display(HistoryViewModel(state: .detail(detail)))
        #expect(view.content.renderedText(width: 160).contains(#"not where): "Smith, John", "Doe, Jo" (deleted)"#))
    }

    @Test func content_forTheOnlyGather_withoutDateOrBench_showsDashesAndOnlyDeleteAndBack() {
        let view = sut
        view.display(
            HistoryViewModel(
                state: .detail(
                    HistoryDetail(
                        number: 1, count: 1, date: "—", result: "Team B won 1–0",
                        teamA: [HistoryPlayerLine(name: "Ann Smith", position: "ST")],
                        teamB: []
                    )), message: .error("There is no match 2: choose 1.")))

        #expect(
            view.content.renderedText() == """
                \(titleLine("History · 1 of 1"))
                ────────────────────────────────────────────────────────────────────────────────
                 Date:    —
                 Result:  Team B won 1–0

                 Team    Player     Pos
                 Team A  Ann Smith  ST
                 Team B  —

                 There is no match 2: choose 1.
                 d delete   share to paste   b back   ? help
                > 
                """)
    }

    @Test func content_forAGatherWhoseTeamsTheServerDidNotKeep_listsWhoPlayed() {
        let view = sut
        view.display(
            HistoryViewModel(
                state: .detail(
                    HistoryDetail(
                        number: 1, count: 1, date: "—", result: "Team A won 2–1", teamsKnown: false,
                        teamA: [], teamB: [],
                        bench: [HistoryPlayerLine(name: "Ann", position: "ST"), HistoryPlayerLine(name: "Bob", position: "GK")]
                    ))))

        #expect(
            view.content.renderedText() == """
                \(titleLine("History · 1 of 1"))
                ────────────────────────────────────────────────────────────────────────────────
                 Date:    —
                 Result:  Team A won 2–1

                 Teams not recorded (the server keeps who played, not where): Ann, Bob

                 d delete   share to paste   b back   ? help
                > 
                """)
    }

    @Test func help_explainsEveryCommand() {
        let view = sut
        view.display(HistoryViewModel(state: .loaded(HistoryPresenterTests.rows)))
        #expect(
            view.content.renderedText(showingHelp: true).hasSuffix(
                """
                 Commands
                  1-3      Type a match's number to see it in full: date, result and both teams.
                  d N      Delete match N, e.g. d 2; you are asked to confirm first.
                  share N  Match N to paste; share N md for Markdown, share N FILE saves it.
                  b        Back to your players.
                  ?        Show this help.
                  q        Quit Football Gather.
                > 
                """))

        view.display(HistoryViewModel(state: .detail(HistoryPresenterTests.decemberInFull)))
        #expect(
            view.content.renderedText(showingHelp: true).hasSuffix(
                """
                 Commands
                  1-3    Type another match's number to see it instead.
                  d      Delete this match; you are asked to confirm first.
                  share  This match to paste; share md for Markdown, share FILE saves it.
                  b      Back to the list of finished matches.
                  ?      Show this help.
                  q      Quit Football Gather.
                > 
                """))

        view.display(HistoryViewModel(state: .failed("Storage is unavailable: disk.")))
        #expect(view.content.renderedText(showingHelp: true).contains("  r  Try loading the history again.\n"))
    }

    @Test func content_showsNamesWithEscapeSequencesSafely() {
        let view = sut
        let name = "\u{1B}[2J\u{1B}]0;pwned\u{07}Eve\u{202E}"
        view.display(
            HistoryViewModel(
                state: .detail(
                    HistoryDetail(
                        number: 1, count: 1, date: "—", result: "Team A won 1–0",
                        teamA: [HistoryPlayerLine(name: name, position: "—", isDeleted: true)],
                        teamB: [HistoryPlayerLine(name: "Zoë ⚽🎉", position: "W")],
                        bench: [HistoryPlayerLine(name: name, position: "—"), HistoryPlayerLine(name: "山田", position: "GK")]
                    )), message: .unknownCommand(name)))

        let text = view.content.renderedText()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.contains("\u{202E}"))
        #expect(
            text.contains(
                """
                 Team    Player                        Pos
                 Team A  \u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}Eve\u{FFFD} (deleted)  —
                 Team B  Zoë ⚽🎉                      W
                """))
        #expect(text.contains(" Bench: \u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}Eve\u{FFFD}, 山田\n"))
        #expect(text.contains(" Unknown command “\u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}Eve\u{FFFD}”. Type ? to see the commands.\n"))
    }

    @Test func content_onANarrowTerminal_shortensLongNamesOnly() {
        let view = sut
        let long = String(repeating: "Maximilian ", count: 4) + "Long"
        view.display(
            HistoryViewModel(
                state: .detail(
                    HistoryDetail(
                        number: 1, count: 1, date: "2026-12-02 08:26", result: "Team A won 2–1",
                        teamA: [HistoryPlayerLine(name: long, position: "MID", isDeleted: true)],
                        teamB: [HistoryPlayerLine(name: "Bob", position: "GK")]
                    ))))

        let table = view.content.renderedText(width: 40).split(separator: "\n", omittingEmptySubsequences: false).dropFirst(5).prefix(3)
        #expect(
            Array(table) == [
                " Team    Player                      Pos",
                " Team A  Maximilian Maximilian Max…  MID",
                " Team B  Bob                         GK",
            ])
    }

    // MARK: Input

    @Test func handle_mapsCommandsToPresenterEvents() async {
        let view = sut
        view.display(HistoryViewModel(state: .loaded(HistoryPresenterTests.rows)))
        let lines = [
            "1", " 3 ", "b", "BACK", "b 2", "r", "Retry", "", "   ", "-1", "+3",
            "1.5", "#2", "2x", "99999999999", "1 2", "-", "dance", "?x",
        ]

        for line in lines { await view.handle(line) }

        #expect(
            presenter.events == [
                "gather:1", "gather:3", "back", "back", "unknown:b 2", "retry", "retry", "enter", "enter", "gather:-1", "gather:3",
                "unreadable:matchNumber", "unreadable:matchNumber", "unreadable:matchNumber", "gather:99999999999", "unreadable:matchNumber",
                "unknown:-", "unknown:dance", "unknown:?x",
            ])
    }

    @Test func handle_inAGather_mapsTheSameCommands() async {
        let view = sut
        view.display(HistoryViewModel(state: .detail(HistoryPresenterTests.decemberInFull)))

        for line in ["2", "b", "x"] { await view.handle(line) }

        #expect(presenter.events == ["gather:2", "back", "unknown:x"])
    }

    @Test func handle_deleteWithOneNumber_asksThePresenter_elseSaysNoNumber() async {
        let view = sut
        view.display(HistoryViewModel(state: .loaded(HistoryPresenterTests.rows)))

        for line in ["d 2", "DELETE 3", "d", "d 1 2", "d x"] { await view.handle(line) }

        #expect(presenter.events == ["delete:2", "delete:3", "delete:nil", "delete:nil", "delete:nil"])
    }

    @Test func content_whileAskingToDelete_showsTheQuestionAsThePrompt_andEveryLineAnswersIt() async {
        let view = sut
        let question = "Delete the match of 2026-12-02 08:26, Team A 2–1 Team B? (y/n)"
        view.display(HistoryViewModel(state: .loaded(HistoryPresenterTests.rows), confirmation: question))

        #expect(view.content.prompt == .text(question))
        #expect(view.content.actions.isEmpty)
        for line in ["y", "b", "1", " YES ", "cancel", "maybe", ""] { await view.handle(line) }
        #expect(presenter.events == ["answer:yes", "answer:no", "unreadable:answer", "answer:yes", "answer:no", "unreadable:answer", "unreadable:answer"])
    }

    @Test func handle_share_givesTheNumberAndWhatFollows() async {
        let view = sut
        view.display(HistoryViewModel(state: .loaded(HistoryPresenterTests.rows)))

        let lines = [
            "share 2", "SHARE 1 md", "share 3 md Out.md", "share", "share x", "share md 1", "share md", "share 1 a b",
            #"share  2  "my  match.txt""#, #"share md 3 'a  b.md'"#,
        ]
        for line in lines {
            await view.handle(line)
        }

        #expect(
            presenter.events == [
                "share:2", "share:1", "share:3", "share:nil", "share:nil", "share:1", "share:nil", "unreadable:share", "share:2", "share:3",
            ])
        #expect(
            presenter.shares == [
                .show(.plain), .show(.markdown), .write(.markdown, path: "Out.md"), .show(.plain), .write(.plain, path: "x"), .show(.markdown),
                .show(.markdown), .write(.plain, path: "my  match.txt"), .write(.markdown, path: "a  b.md"),
            ])
    }

    /// From the first column, unlike the rest of the screen: a pasted block is not indented. It stands
    /// alone, without the commands, so all of it fits to be copied.
    @Test func content_withASharedBlock_showsItAloneBetweenTwoRules() {
        let view = sut
        view.display(
            HistoryViewModel(
                state: .loaded(HistoryPresenterTests.rows), message: .info("Enter goes back to the history."),
                shared: ["Football Gather · Match", "", "Team A:", "- Ann"]))

        #expect(
            view.content.renderedText() == """
                \(titleLine("History (3)"))
                ────────────────────────────────────────────────────────────────────────────────
                ------------------------
                Football Gather · Match

                Team A:
                - Ann
                ------------------------

                 Enter goes back to the history.
                > 
                """)
    }

    @Test func willAppear_tellsThePresenter() async {
        let view = sut
        await view.willAppear()
        #expect(presenter.events == ["appear"])
    }

    // MARK: Width

    @Test(arguments: ScreenContent.testedWidths)
    func content_fitsTheWidth(width: Int) {
        let view = sut
        var rows = HistoryPresenterTests.rows
        rows[0].teams = "Ann, Maximiliana Alexandra Wolfeschlegelsteinhausen v Carla, Dmitri"
        view.display(HistoryViewModel(state: .loaded(rows)))
        #expect(view.content.widthProblems(width: width) == [])
        #expect(view.content.renderedText(width: width).contains("2026-12-02 08:26"))

        view.display(HistoryViewModel(state: .detail(HistoryPresenterTests.decemberInFull)))
        #expect(view.content.widthProblems(width: width) == [])
    }
}
