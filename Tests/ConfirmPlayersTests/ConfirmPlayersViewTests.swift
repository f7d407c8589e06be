import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import ConfirmPlayers

@MainActor
final class ConfirmPlayersPresenterSpy: ConfirmPlayersPresenting {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didChooseMove(numbers: [Int], to team: Team?) {
        events.append("move:\(numbers.map(String.init).joined(separator: ",")):\(team?.rawValue ?? "nil")")
    }
    func didChooseAutoSplit() { events.append("auto") }
    func didChooseStart() async { events.append("start") }
    func didChooseRetry() async { events.append("retry") }
    func didAnswer(_ yes: Bool) async { events.append("answer:\(yes ? "y" : "n")") }
    func didAnswerUnfinishedMatch(_ choice: ConfirmPlayersUnfinishedChoice) async { events.append("unfinished:\(choice)") }
    func didEnterUnreadable(_ what: ConfirmPlayersUnreadable) { events.append("unreadable:\(what)") }
    func didChooseBack() { events.append("back") }
    private(set) var shares: [ShareCommand] = []
    func didChooseShare(_ command: ShareCommand) async {
        events.append("share")
        shares.append(command)
    }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
    func didPressEnter() { events.append("enter") }
}

@MainActor
@Suite struct ConfirmPlayersViewTests {
    let presenter = ConfirmPlayersPresenterSpy()
    var sut: ConfirmPlayersView { ConfirmPlayersView(presenter: presenter) }

    static let ann = ConfirmPlayersEntry(number: 1, name: "Ann Smith", position: "ST", skill: "am")
    static let bob = ConfirmPlayersEntry(number: 2, name: "Bob", position: "GK", skill: "pro")
    static let carla = ConfirmPlayersEntry(number: 3, name: "Carla Díaz", position: "MID", skill: "beg")
    static let dmitri = ConfirmPlayersEntry(number: 4, name: "Dmitri", position: "—", skill: "—")

    // MARK: Content

    @Test func content_atFirst_showsEveryoneOnTheBenchAndHowToMoveThem() {
        let view = sut
        view.display(ConfirmPlayersViewModel(state: .teams(teamA: [], teamB: [], bench: [Self.ann, Self.bob, Self.carla, Self.dmitri])))

        #expect(
            view.content.renderedText() == """
                 Football Gather · Team sheet
                ────────────────────────────────────────────────────────────────────────────────
                 Team A (0)    Team B (0)    Bench (4)
                                             1 Ann Smith   ST  am
                                             2 Bob         GK  pro
                                             3 Carla Díaz  MID beg
                                             4 Dmitri      —   —

                 Team A 0 pts · Team B 0 pts

                 Everyone starts on the bench. Move players with m, e.g. m 1 3 a, or type auto
                 for balanced teams.

                 m N a|b|bench move   auto balance   start match   share paste   b back   ? help
                > 
                """)
    }

    @Test func content_afterASplit_showsTheTeamsSideBySideAndTheExplanation() {
        let view = sut
        view.display(
            ConfirmPlayersViewModel(
                state: .teams(teamA: [Self.bob, Self.carla], teamB: [Self.ann, Self.dmitri], bench: []),
                explanation: "Balanced by skill: Team A 4 pts · Team B 4 pts; goalkeeper: Bob in A; "
                    + "Dmitri has no skill set, counted as amateur (2 pts).",
                teamAPoints: "4 pts",
                teamBPoints: "4 pts"
            ))

        #expect(
            view.content.renderedText() == """
                 Football Gather · Team sheet
                ────────────────────────────────────────────────────────────────────────────────
                 Team A (2)             Team B (2)          Bench (0)
                 2 Bob         GK  pro  1 Ann Smith  ST am
                 3 Carla Díaz  MID beg  4 Dmitri     —  —

                 Balanced by skill: Team A 4 pts · Team B 4 pts; goalkeeper: Bob in A; Dmitri
                 has no skill set, counted as amateur (2 pts).

                 m N a|b|bench move   auto balance   start match   share paste   b back   ? help
                > 
                """)
    }

    @Test func content_withNobody_saysHowToGoBack() {
        let view = sut
        view.display(ConfirmPlayersViewModel(state: .empty))

        #expect(
            view.content.renderedText() == """
                 Football Gather · Team sheet
                ────────────────────────────────────────────────────────────────────────────────
                 No players were selected — type b to go back and select some.

                 b back   ? help
                > 
                """)
    }

    @Test func content_beforeThePresenterDisplaysAnything_showsThreeEmptyColumns() {
        let text = sut.content.renderedText()

        #expect(text.contains(" Team A (0)    Team B (0)    Bench (0)\n"))
        #expect(text.contains(" Team A 0 pts · Team B 0 pts\n"))
        #expect(text.contains(" Everyone starts on the bench."))
    }

    @Test func help_explainsEveryCommand() {
        let view = sut
        view.display(ConfirmPlayersViewModel(state: .teams(teamA: [], teamB: [], bench: [Self.ann])))

        #expect(
            view.content.renderedText(showingHelp: true).hasSuffix(
                """
                 Commands
                  m N a|b|bench  Move players by number to a, b or the bench, e.g. m 1 3 a.
                  auto           Split everyone into two teams of equal skill: beg(inner) 1 pt,
                                 am(ateur) 2, pro(fessional) 3; no skill counts as am. auto
                                 again shows another split as balanced, if there is one.
                  start          Start the match; each team needs at least one player, and
                                 uneven teams are asked about first.
                  share          The teams as text to paste; share md for Markdown, share FILE
                                 saves it.
                  b              Back to picking players; the picks and the teams are kept.
                  ?              Show this help.
                  q              Quit Football Gather.
                > 
                """))
    }

    @Test func content_showsAMessageUnderTheTeams() {
        let view = sut
        view.display(
            ConfirmPlayersViewModel(
                state: .teams(teamA: [Self.ann], teamB: [], bench: [Self.bob]),
                teamAPoints: "2 pts",
                message: .info("Moved Ann Smith to Team A.")
            ))

        #expect(
            view.content.renderedText().hasSuffix(
                """
                 Team A (1)          Team B (0)    Bench (1)
                 1 Ann Smith  ST am                2 Bob      GK pro

                 Team A 2 pts · Team B 0 pts

                 Moved Ann Smith to Team A.
                 m N a|b|bench move   auto balance   start match   share paste   b back   ? help
                > 
                """))
    }

    @Test func content_showsNamesWithEscapeSequencesSafely() {
        let view = sut
        let name = "\u{1B}[2J\u{1B}]0;pwned\u{07}Eve\u{202E}"
        view.display(
            ConfirmPlayersViewModel(
                state: .teams(teamA: [ConfirmPlayersEntry(number: 1, name: name, position: "W")], teamB: [], bench: []),
                message: .info("Moved \(name) to Team A.")
            ))

        let text = view.content.renderedText()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.contains("\u{202E}"))
        #expect(text.contains(" 1 \u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}Eve\u{FFFD}  W —\n"))
        #expect(text.contains(" Moved \u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD}Eve\u{FFFD} to Team A.\n"))
    }

    @Test func content_keepsPositionsAlignedWithWideNamesAndTwoDigitNumbers() {
        let view = sut
        view.display(
            ConfirmPlayersViewModel(
                state: .teams(
                    teamA: [ConfirmPlayersEntry(number: 1, name: "山田太郎", position: "GK"), ConfirmPlayersEntry(number: 12, name: "Zoë ⚽🎉", position: "ST")],
                    teamB: [ConfirmPlayersEntry(number: 3, name: String(repeating: "Maximilian ", count: 3), position: "MID")],
                    bench: []
                )))

        let table = view.content.renderedText().split(separator: "\n").dropFirst(2).prefix(3)
        #expect(
            Array(table) == [
                " Team A (2)         Team B (1)                                   Bench (0)",
                "  1 山田太郎  GK —   3 Maximilian Maximilian Maximilian   MID —",
                " 12 Zoë ⚽🎉  ST —",
            ])
    }

    @Test(arguments: ScreenContent.testedWidths)
    func content_fitsTheWidth_namesUsingTheRoomThereIs(width: Int) {
        let view = sut
        let long = ConfirmPlayersEntry(number: 10, name: "Maximiliana Alexandra Wolfeschlegelsteinhausen", position: "MID", skill: "pro")
        view.display(
            ConfirmPlayersViewModel(
                state: .teams(teamA: [long, Self.ann], teamB: [Self.bob, Self.carla], bench: [Self.dmitri]),
                teamAPoints: "5 pts", teamBPoints: "4 pts"
            ))

        let text = view.content.renderedText(width: width)
        #expect(view.content.widthProblems(width: width) == [])
        #expect(text.contains("Team A 5 pts · Team B 4 pts"), "the points, at every width")
        #expect(text.contains(width >= 160 ? "10 Maximiliana Alexandra Wolfeschlegelsteinhausen" : "10 Maximilian"), "\(text)")
        #expect(text.contains(" pro"))
    }

    // MARK: Input

    @Test func handle_share_givesWhatFollows_andTheBlockIsShownAlone_withoutTheCommands() async {
        let view = sut
        view.display(ConfirmPlayersViewModel(state: .teams(teamA: [], teamB: [], bench: [Self.ann]), shared: ["Football Gather · Team sheet"]))

        for line in ["share", "SHARE md", "share sheet.txt", "share md a b", ""] { await view.handle(line) }

        #expect(presenter.events == ["share", "share", "share", "unreadable:share", "enter"])
        #expect(presenter.shares == [.show(.plain), .show(.markdown), .write(.plain, path: "sheet.txt")])
        #expect(view.content.body == [.verbatim(ShareBlock.rule), .verbatim("Football Gather · Team sheet"), .verbatim(ShareBlock.rule)])
        #expect(view.content.actions.isEmpty)
    }

    @Test func handle_mapsCommandsToPresenterEvents() async {
        let view = sut
        view.display(ConfirmPlayersViewModel(state: .teams(teamA: [], teamB: [], bench: [Self.ann])))
        let lines = [
            "m 1 a", "M 1 3 B", "move 2 bench", "m 4 BENCH", "m 1", "m a", "m", "m x a", "m 1 2 c", "m 9999999999 a",
            "m 1-3 bench", "m 5 – 4,7 a", "m 1-99999 b", "auto", "balance", "start", "START", "r", " Retry ", "b", "back", "", "1", "s", "dance", "auto 2",
            "start now", "B 1",
        ]

        for line in lines { await view.handle(line) }

        #expect(
            presenter.events == [
                "move:1:Team A", "move:1,3:Team B", "move:2:Bench", "move:4:Bench", "move:1:nil", "move::Team A", "move::nil",
                "move::Team A", "move::nil", "move:9999999999:Team A", "move:1,2,3:Bench", "move:4,5,7:Team A", "move:1,99999:Team B", "auto", "auto", "start",
                "start", "unknown:r", "unknown: Retry ", "back", "back",
                "enter",
                "unknown:1", "unknown:s", "unknown:dance", "unknown:auto 2", "unknown:start now", "unknown:B 1",
            ])
    }

    @Test func r_retries_onlyRightAfterAFailedStart() async {
        let view = sut
        view.display(ConfirmPlayersViewModel(state: .teams(teamA: [Self.ann], teamB: [Self.bob], bench: []), offersRetry: true))

        for line in ["r", " Retry ", "R 2"] { await view.handle(line) }

        #expect(presenter.events == ["retry", "retry", "unknown:R 2"])
    }

    @Test func aQuestion_takesTheNextLineAsItsAnswer_andOffersNoCommands() async {
        let view = sut
        view.display(
            ConfirmPlayersViewModel(
                state: .teams(teamA: [Self.ann, Self.bob, Self.carla], teamB: [Self.dmitri], bench: []),
                question: .yesOrNo("Team A has 3 players and Team B 1 player. Start anyway? (y/n)")
            ))

        for line in ["m 1 b", "y", " NO "] { await view.handle(line) }

        #expect(presenter.events == ["unreadable:answer", "answer:y", "answer:n"])
        #expect(view.content.actions.isEmpty)
        #expect(view.content.renderedText().hasSuffix("Team A has 3 players and Team B 1 player. Start anyway? (y/n) "))
    }

    @Test func theUnfinishedMatchsQuestion_readsResumeDiscardOrBack() async {
        let view = sut
        view.display(ConfirmPlayersViewModel(state: .teams(teamA: [Self.ann], teamB: [Self.bob], bench: []), question: .unfinishedMatch("Another match…")))

        for line in [" Resume ", "DISCARD", "b", "no", "y", "start"] { await view.handle(line) }

        #expect(
            presenter.events == [
                "unfinished:resume", "unfinished:discard", "unfinished:keep", "unfinished:keep",
                "unreadable:unfinishedMatchAnswer", "unreadable:unfinishedMatchAnswer",
            ])
        #expect(view.content.actions.isEmpty)
    }

    @Test func willAppear_tellsThePresenter() async {
        let view = sut
        await view.willAppear()
        #expect(presenter.events == ["appear"])
    }
}
