import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import TerminalUI
import TestSupport
import Testing

@testable import History

/// The assembled module driven like a user through a pipe, over the player list.
@MainActor
@Suite struct HistoryModuleTests {
    let history = PlayedHistory()
    let navigator = Navigator()
    let players = StubScreen(title: "Players")
    let shareFiles = ShareFilesSpy()

    init() {
        navigator.push(players)
    }

    /// Opens the history over the players and runs the lines through the real loop.
    func run(_ lines: [String]) async -> ScriptedTerminal {
        navigator.push(
            HistoryModule.build(
                gathers: history.gathers(), shareFiles: shareFiles, timeZone: .utc, navigator: navigator, copies: NoLastLoadedCopies(), clock: ManualClock()))
        let terminal = ScriptedTerminal(lines: lines)
        _ = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()
        return terminal
    }

    @Test func build_listsOpensOneAndGoesBackTwiceToThePlayers() async {
        let terminal = await run(["1", "9", "b", "b"])

        #expect(
            terminal.output.contains(
                """
                \(titleLine("History (3)"))
                ────────────────────────────────────────────────────────────────────────────────
                 #  Date              Result          Teams
                 1  2026-12-02 08:26  Team A won 2–1  2 v 2
                 2  2026-11-25 09:46  Draw 3–3        3 v 2
                 3  2026-10-26 07:33  Team B won 1–0  1 v 1

                 1-3 open   d N delete   share N to paste   b back   ? help
                > 1

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
                > 9
                 There is no match 9: choose 1–3.
                 1-3 open   d delete   share to paste   b back   ? help
                > b

                \(titleLine("History (3)"))
                """))
        #expect(navigator.top === players)
        #expect(players.appearances == 1)
        #expect(history.calls == [.finishedGathers])
    }

    @Test func build_deletesAMatchAfterAYes_andListsTheRest() async throws {
        let terminal = await run(["d 2", "n", "d 2", "y", "b"])

        #expect(
            terminal.output.contains(
                """
                Delete the match of 2026-11-25 09:46, Team A 3–3 Team B? (y/n) n
                 Kept the match of 2026-11-25 09:46, Team A 3–3 Team B.
                """))
        #expect(
            terminal.output.contains(
                """
                \(titleLine("History (2)"))
                ────────────────────────────────────────────────────────────────────────────────
                 #  Date              Result          Teams
                 1  2026-12-02 08:26  Team A won 2–1  2 v 2
                 2  2026-10-26 07:33  Team B won 1–0  1 v 1

                 Deleted the match of 2026-11-25 09:46, Team A 3–3 Team B.
                """))
        #expect(history.calls == [.finishedGathers, .deleteFinishedGather(id: history.november.id), .finishedGathers])
    }

    @Test func build_whenTheStoreFails_retriesOnR() async {
        history.log.fail(.finishedGathers, with: .unavailable("disk"))
        navigator.push(
            HistoryModule.build(
                gathers: history.gathers(), shareFiles: shareFiles, timeZone: .utc, navigator: navigator, copies: NoLastLoadedCopies(), clock: ManualClock()))
        let screen = navigator.top

        await screen?.willAppear()
        #expect(screen?.content.message == .error("Storage is unavailable: disk. Type r to retry."))
        #expect(screen?.content.title == "History")

        await screen?.handle("r")

        #expect(screen?.content.title == "History (3)")
        #expect(screen?.content.message == nil)
        await screen?.handle("3")
        #expect(screen?.content.body.first == .text("Date:    2026-10-26 07:33"))
    }

    @Test func build_withNoGathers_saysHowToPlayOneAndGoesBack() async throws {
        var none = GathersServiceDouble()
        none.onFinishedGatherList = { FinishedGatherList(gathers: []) }
        navigator.push(
            HistoryModule.build(
                gathers: none, shareFiles: shareFiles, timeZone: .utc, navigator: navigator, copies: NoLastLoadedCopies(), clock: ManualClock()))
        let terminal = ScriptedTerminal(lines: ["1", "back"])

        _ = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()

        #expect(terminal.output.contains(" No finished matches yet — on the player list, type s to select who plays.\n"))
        #expect(terminal.output.contains(" There are no finished matches to open yet.\n"))
        #expect(navigator.top === players)
    }
}
