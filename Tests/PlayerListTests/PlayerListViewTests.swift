import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import PlayerList

@MainActor
final class PlayerListPresenterSpy: PlayerListPresenting {
    private(set) var events: [String] = []
    func viewWillAppear() async { events.append("appear") }
    var isWaiting = false
    func didChooseRetry() async { events.append("retry") }
    func didChooseAdd() { events.append("add") }
    func didChooseImport(_ path: String?) async { events.append("import:\(path ?? "-")") }
    func didChooseWhy() { events.append("why") }
    func didCloseRefusedRows() { events.append("closeRefused") }
    func didChoosePlayer(number: Int) { events.append("player:\(number)") }
    func didChooseDelete(number: Int?) { events.append("delete:\(number.map(String.init) ?? "nil")") }
    func didAnswer(_ yes: Bool) async { events.append("answer:\(yes ? "y" : "n")") }
    func didEnterUnreadable(_ what: PlayerListUnreadable) { events.append("unreadable:\(what)") }
    func didChooseSelect(_ picks: PlayerPicks) { events.append("select:\(picks)") }
    func didPick(_ picks: PlayerPicks) { events.append("pick:\(picks)") }
    func didChooseConfirm() { events.append("confirm") }
    func didChooseCancelSelecting() { events.append("cancel") }
    func didChooseLastLineUp() async { events.append("last") }
    func didChooseHistory() { events.append("history") }
    func didChooseRecords() { events.append("records") }
    func didChooseResume() { events.append("resume") }
    func didChooseDiscard() { events.append("discard") }
    func didChooseLogOut() async { events.append("logOut") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
}

@MainActor
@Suite struct PlayerListViewTests {
    let presenter = PlayerListPresenterSpy()
    var sut: PlayerListView { PlayerListView(presenter: presenter) }

    static let rows = [
        PlayerListRow(number: 1, name: "Ann Smith", position: "ST", skill: "amateur"),
        PlayerListRow(number: 2, name: "Bob", position: "GK", skill: "professional"),
        PlayerListRow(number: 3, name: "Carla Díaz", position: "MID", skill: "beginner"),
        PlayerListRow(number: 4, name: "Dmitri", position: "—", skill: "—"),
    ]

    // MARK: Content

    @Test func content_whenLoaded_showsTheNumberedTableAndCommands() {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows)))

        #expect(
            view.content.renderedText() == """
                 Football Gather · Players (4)                                               ann
                ────────────────────────────────────────────────────────────────────────────────
                 #  Name        Pos  Skill
                 1  Ann Smith   ST   amateur
                 2  Bob         GK   professional
                 3  Carla Díaz  MID  beginner
                 4  Dmitri      —    —

                 1-4 details   a add   s select   d N delete   r reload   h history
                 records table   import FILE from CSV   o log out   ? help
                > 
                """)
    }

    @Test func content_offline_offersWhatReads_andPlayingAMatch() {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows), unfinished: "An unfinished match.", isReadOnly: true))
        #expect(view.content.actions.map(\.key) == ["resume", "discard", "1-4", "s", "r", "h", "records", "o"])
        view.display(PlayerListViewModel(username: "ann", state: .empty, isReadOnly: true))
        #expect(view.content.actions.map(\.key) == ["r", "h", "records", "o"])
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows), selection: PlayerListSelection(count: 2), isReadOnly: true))
        #expect(view.content.actions.map(\.key) == ["1-4", "last", "c", "x"], "picking as when live")
    }

    @Test func content_statusLine_countsTheMatchesNotSentYet() {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows), waitingMatches: 2))
        #expect(view.content.status == "ann · 2 matches not sent yet")
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows), waitingMatches: 1))
        #expect(view.content.status == "ann · 1 match not sent yet")
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows)))
        #expect(view.content.status == "ann")
    }

    @Test func content_whenEmpty_saysHowToAddTheFirstPlayer() {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .empty))

        #expect(
            view.content.renderedText() == """
                 Football Gather · Players                                                   ann
                ────────────────────────────────────────────────────────────────────────────────
                 No players yet — type a to add your first player.

                 a add   r reload   h history   records table   import FILE from CSV   o log out
                 ? help
                > 
                """)
    }

    @Test func content_whenFailed_showsTheErrorAndOffersRetry() {
        let view = sut
        view.display(
            PlayerListViewModel(
                username: "ann",
                state: .failed("Storage is unavailable: disk."),
                message: .error("Storage is unavailable: disk. Type r to retry.")
            ))

        #expect(
            view.content.renderedText() == """
                 Football Gather · Players                                                   ann
                ────────────────────────────────────────────────────────────────────────────────
                 Your players could not be loaded.

                 Storage is unavailable: disk. Type r to retry.
                 r retry   h history   records table   o log out   ? help
                > 
                """)
    }

    @Test func content_whileLoading_offersNoCommands() {
        let view = sut
        view.display(PlayerListViewModel(username: "ann"))

        #expect(view.content.title == "Players")
        #expect(view.content.body == [.text("Loading your players…")])
        #expect(view.content.actions.isEmpty)
    }

    @Test func content_withOnePlayer_offersNumberOne() {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded([Self.rows[1]])))

        #expect(view.content.title == "Players (1)")
        #expect(view.content.actions.first?.key == "1")
    }

    @Test func content_whileAskingToDelete_asksYesOrNoAndHidesCommands() {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows), confirmation: "Delete Bob? (y/n)"))

        #expect(view.content.prompt == .text("Delete Bob? (y/n)"))
        #expect(view.content.actions.isEmpty)
        #expect(
            view.content.renderedText().hasSuffix(
                """
                 4  Dmitri      —    —

                Delete Bob? (y/n) 
                """))
    }

    @Test func help_explainsEveryCommand() {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows)))

        #expect(
            view.content.renderedText(showingHelp: true).hasSuffix(
                """
                 Commands
                  1-4          Type a player's number to see their details and change any of
                               them.
                  a            Add a player: a name, then optional details.
                  s            Pick who plays, e.g. s 1 3 4, s 1-6 or s all, then confirm to
                               make the teams.
                  d N          Delete player number N, e.g. d 2; you are asked to confirm first.
                  r            Load your players again, with what another window or device
                               changed meanwhile.
                  h            See the matches played so far, newest first.
                  records      Every player's wins, draws, losses and goals, ranked by points (3
                               a win, 1 a draw); since a day if you like.
                  import FILE  Add players from a spreadsheet saved as CSV (UTF-8): a header row
                               naming name and any of age, position, skill and favourite team,
                               then a player per row. You see what it adds and skips, then
                               confirm.
                  o            Log out and go back to the login screen.
                  ?            Show this help.
                  q            Quit Football Gather.
                > 
                """))
    }

    @Test func content_showsNamesWithEscapeSequencesSafely() {
        let view = sut
        let name = "\u{1B}[2J\u{1B}]0;pwned\u{07}Eve\u{202E}"
        view.display(
            PlayerListViewModel(
                username: "\u{1B}[31mann",
                state: .loaded([PlayerListRow(number: 1, name: name, position: "W", skill: "—")]),
                message: .info(name + " — winger"),
                confirmation: "Delete \(name)? (y/n)"
            ))

        let text = view.content.renderedText()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.contains("\u{202E}"))
        #expect(text.contains(" 1  \u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}Eve\u{FFFD}  W    —\n"))
        #expect(text.contains(" \u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}Eve\u{FFFD} — winger\n"))
        #expect(text.hasSuffix("Delete \u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}Eve\u{FFFD}? (y/n) "))
    }

    @Test func content_keepsColumnsAlignedWithWideCharactersAndEmoji() {
        let view = sut
        view.display(
            PlayerListViewModel(
                username: "山田",
                state: .loaded([
                    PlayerListRow(number: 1, name: "山田太郎", position: "GK", skill: "amateur"),
                    PlayerListRow(number: 2, name: "Zoë ⚽🎉", position: "ST", skill: "—"),
                    PlayerListRow(number: 10, name: "Al", position: "DEF", skill: "beginner"),
                ])))

        #expect(
            view.content.renderedText() == """
                 Football Gather · Players (3)                                              山田
                ────────────────────────────────────────────────────────────────────────────────
                  #  Name      Pos  Skill
                  1  山田太郎  GK   amateur
                  2  Zoë ⚽🎉  ST   —
                 10  Al        DEF  beginner

                 1-3 details   a add   s select   d N delete   r reload   h history
                 records table   import FILE from CSV   o log out   ? help
                > 
                """)
    }

    @Test func content_onANarrowTerminal_shortensLongNamesOnly() {
        let view = sut
        view.display(
            PlayerListViewModel(
                username: "ann",
                state: .loaded([
                    PlayerListRow(number: 1, name: String(repeating: "Maximilian ", count: 5), position: "MID", skill: "professional")
                ])))

        let table = view.content.renderedText(width: 40).split(separator: "\n").dropFirst(2).prefix(2)
        #expect(
            Array(table) == [
                " #  Name               Pos  Skill",
                " 1  Maximilian Maxim…  MID  professional",
            ])
    }

    @Test func content_whileSelecting_marksThePickedAndOffersOnlyTheSelectionsCommands() {
        let view = sut
        var rows = Self.rows
        rows[0].isSelected = true
        rows[2].isSelected = true
        view.display(PlayerListViewModel(username: "ann", state: .loaded(rows), selection: PlayerListSelection(count: 2)))

        #expect(
            view.content.renderedText() == """
                 Football Gather · Select players (2 selected)                               ann
                ────────────────────────────────────────────────────────────────────────────────
                 #  Play  Name        Pos  Skill
                 1  [x]   Ann Smith   ST   amateur
                 2  [ ]   Bob         GK   professional
                 3  [x]   Carla Díaz  MID  beginner
                 4  [ ]   Dmitri      —    —

                 1-4 pick   last same players   c confirm   x cancel   ? help
                > 
                """)
    }

    @Test func help_whileSelecting_explainsTheSelectionsCommands() {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows), selection: PlayerListSelection(count: 0), minimumPicked: 2))

        #expect(
            view.content.renderedText(showingHelp: true).hasSuffix(
                """
                 Commands
                  1-4   Pick players by number, or leave out those picked: e.g. 3, 1 3 4, 1,2,3,
                        1-4 or 1-3, 7. all picks everyone, none no one.
                  last  Pick just the players of the last finished match still on your roster.
                  c     Go on with the picked players (at least 2) to split them into teams.
                  x     Stop selecting and clear the picks; c goes on with them instead.
                  ?     Show this help.
                  q     Quit Football Gather.
                > 
                """))
    }

    @Test func content_withAnUnfinishedMatch_saysSoAboveTheListAndOffersResumeAndDiscard() {
        let view = sut
        view.display(
            PlayerListViewModel(
                username: "ann", state: .loaded(Self.rows), unfinished: "An unfinished match: Team A 2–1 Team B, 07:42 left."
            ))

        #expect(
            view.content.renderedText() == """
                 Football Gather · Players (4)                                               ann
                ────────────────────────────────────────────────────────────────────────────────
                 An unfinished match: Team A 2–1 Team B, 07:42 left.

                 #  Name        Pos  Skill
                 1  Ann Smith   ST   amateur
                 2  Bob         GK   professional
                 3  Carla Díaz  MID  beginner
                 4  Dmitri      —    —

                 resume match   discard match   1-4 details   a add   s select   d N delete
                 r reload   h history   records table   import FILE from CSV   o log out
                 ? help
                > 
                """)
    }

    @Test func content_withAnUnfinishedMatchWhoseTimeIsUp_andNoPlayers_stillOffersIt() {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .empty, unfinished: "An unfinished match: Team A 0–3 Team B, time is up."))

        #expect(
            view.content.renderedText() == """
                 Football Gather · Players                                                   ann
                ────────────────────────────────────────────────────────────────────────────────
                 An unfinished match: Team A 0–3 Team B, time is up.

                 No players yet — type a to add your first player.

                 resume match   discard match   a add   r reload   h history   records table
                 import FILE from CSV   o log out   ? help
                > 
                """)
    }

    @Test func help_withAnUnfinishedMatch_explainsResumeAndDiscard() {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .failed("x"), unfinished: "An unfinished match: Team A 0–0 Team B, 10:00 left."))

        #expect(
            view.content.renderedText(showingHelp: true).contains(
                """
                 Commands
                  resume   Go back to the unfinished match where it stopped.
                  discard  Drop the unfinished match; you are asked to confirm first.
                  r        Try loading your players again.
                """))
    }

    // MARK: Input

    @Test func handle_mapsCommandsToPresenterEvents() async {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows)))
        let lines = [
            "a", "ADD", "3", " 4 ", "d 2", "delete 4", "d", "d x", "d 1 2", "d 9999999999",
            "r", "retry", "o", "logout", "", "3 4", "dance", "a 2", "h 1", "s", "s 1-3, 7", "select all", "RECORDS", "records 2",
            "s last", "SELECT Last", "s last 2",
        ]

        for line in lines { await view.handle(line) }

        #expect(
            presenter.events == [
                "add", "add", "player:3", "player:4", "delete:2", "delete:4", "delete:nil", "delete:nil", "delete:nil",
                "delete:nil", "retry", "retry", "logOut", "logOut", "unknown:3 4", "unknown:dance", "unknown:a 2", "unknown:h 1",
                "select:", "select:1-3 7", "select:all", "records", "unknown:records 2",
                "select:", "last", "select:", "last", "unreadable:selection",
            ])
    }

    @Test func handle_importTakesOneFile_aNameWithSpacesInQuotes() async {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows)))

        for line in ["import ~/roster.csv", "IMPORT r.csv", "import", "import a b", #"import  "~/my  roster.csv" "#, "import 'a b.csv"] {
            await view.handle(line)
        }

        #expect(presenter.events == ["import:~/roster.csv", "import:r.csv", "import:-", "import:-", "import:~/my  roster.csv", "import:-"])
    }

    @Test func handle_whileSelecting_takesOnlyTheSelectionsCommands() async {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows), selection: PlayerListSelection(count: 0)))
        let lines = [
            "1", "1 3 4", " 2  3 ", "1-4", "1,2, 3-4", "all", "none", "s 4", "c", "confirm", "x", "CANCEL",
            "", "done", "a", "d 2", "1 x", "c 1", "last", "LAST", "last 2", "s last",
        ]

        for line in lines { await view.handle(line) }

        #expect(
            presenter.events == [
                "pick:1", "pick:1 3 4", "pick:2 3", "pick:1-4", "pick:1 2 3-4", "pick:all", "pick:none", "select:4",
                "confirm", "confirm", "cancel", "cancel", "unknown:done", "unknown:a", "unknown:d 2", "unknown:1 x", "unknown:c 1",
                "last", "last", "unknown:last 2", "last",
            ])
    }

    @Test func handle_whileAskingToDelete_readsYesOrNo_andAnythingElseIsUnreadable() async {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows), confirmation: "Delete Bob? (y/n)"))

        for line in [" Y ", "a", "", "N"] { await view.handle(line) }

        #expect(presenter.events == ["answer:y", "unreadable:answer", "unreadable:answer", "answer:n"])
    }

    @Test func handle_why_evenAtAQuestion_andOnTheRefusedRows_onlyBOrEnterGoesBack() async {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows), confirmation: "Add 1 player from r.csv? (y/n)"))
        for line in ["why", " Why ", "y"] { await view.handle(line) }
        view.display(
            PlayerListViewModel(
                username: "ann", state: .loaded(Self.rows), refused: RefusedRows(title: "Refused rows of r.csv (1)", intro: "1 row.", rows: [["4", "Age."]])
            ))
        for line in ["y", "1", "why", "b", "", "BACK"] { await view.handle(line) }

        #expect(presenter.events == ["why", "why", "answer:y", "unknown:y", "unknown:1", "unknown:why", "closeRefused", "closeRefused", "closeRefused"])
    }

    @Test func content_ofTheRefusedRows_isAPagedListOfLinesAndWhy_wrappingALongWhy_andWhyIsOfferedOnceAnImportRefusedRows() {
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows), offersWhy: true))
        #expect(view.content.actions.map(\.key).suffix(3) == ["import FILE", "why", "o"])

        let file = RosterImport(
            path: "r.csv", toAdd: [],
            refused: [
                RosterRow(line: 4, player: .failure(.invalid(.outOfRange(field: .player(.age), range: 1...120)))),
                RosterRow(line: 139, player: .failure(.notAChoice(.position, "keeper"))),
            ])
        view.display(PlayerListViewModel(username: "ann", state: .loaded(Self.rows), refused: ImportWording.refusedRows(file)))

        #expect(
            view.content.renderedText(width: 60) == """
                 Football Gather · Refused rows of r.csv (2)             ann
                ────────────────────────────────────────────────────────────
                 2 rows of r.csv add nobody: correct them in the sheet, save
                 it as CSV and import it again.

                 Line  Why
                    4  Age must be between 1 and 120.
                  139  no preferred position is called "keeper": use GK,
                       DEF, MID, W or ST, or the name.

                 b back   ? help
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
    func content_fitsTheWidth_longNamesUseTheRoomThereIs(width: Int) {
        let rows = Self.rows + [PlayerListRow(number: 5, name: "Maximiliana Alexandra Wolfeschlegelsteinhausen", position: "MID", skill: "professional")]
        let view = sut
        view.display(PlayerListViewModel(username: "ann", state: .loaded(rows), unfinished: "An unfinished match: Team A 2–1 Team B, 07:42 left."))
        #expect(view.content.widthProblems(width: width) == [])
        #expect(view.content.renderedText(width: width).contains(width >= 80 ? "Maximiliana Alexandra Wolfeschlegelsteinhausen" : "…"))

        view.display(PlayerListViewModel(username: "ann", state: .loaded(rows), selection: PlayerListSelection(count: 2)))
        #expect(view.content.widthProblems(width: width) == [])
    }
}
