import Domain
import Foundation
import LastLoadedInterface
import TerminalUI
import TestSupport
import Testing

@testable import Records

/// The assembled module driven like a user through a pipe, over the screen that opened it.
@MainActor
@Suite final class RecordsModuleTests: RecordsScreenFactory {
    let season = PlayedSeason()
    let navigator = Navigator()
    let players = StubScreen(title: "Players")

    init() {
        navigator.push(players)
    }

    func run(_ scope: RecordsScope, _ lines: [String]) async -> ScriptedTerminal {
        navigator.push(
            RecordsModule.build(
                user: season.user, scope: scope, records: season.records(), gathers: season.gathers, timeZone: .utc, navigator: navigator,
                factory: self,
                copies: NoLastLoadedCopies(), clock: ManualClock()
            ))
        let terminal = ScriptedTerminal(lines: lines)
        _ = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()
        return terminal
    }

    @Test func build_ranksEveryone_limitsToADay_andGoesBack() async {
        let terminal = await run(.everyone, ["since 2026-11-31", "since 2026-11-16", "all", "b"])

        #expect(
            terminal.output.contains(
                """
                 All matches.

                 #  Player     P  W  D  L  Win %  G  Pts
                 1  Bob        2  1  1  0    50%  0    4
                 2  Carla      3  1  1  1    33%  3    4
                 3  Ann Smith  3  1  1  1    33%  2    4
                 4  Dmitri     0  0  0  0      —  0    0

                 1-4 player   since YYYY-MM-DD from a day   b back   ? help
                > since 2026-11-31
                """))
        #expect(terminal.output.contains(" “2026-11-31” is not a day: write it YYYY-MM-DD, e.g. since 2026-11-01.\n"))
        #expect(
            terminal.output.contains(
                """
                 Matches ended on or after 2026-11-16.

                 #  Player     P  W  D  L  Win %  G  Pts
                 1  Carla      1  1  0  0   100%  3    3
                 2  Ann Smith  1  0  0  1     0%  0    0
                 3  Bob        0  0  0  0      —  0    0
                 4  Dmitri     0  0  0  0      —  0    0

                 1-4 player   since YYYY-MM-DD from a day   all every match   b back   ? help
                > all
                """))
        #expect(navigator.top === players)
        #expect(season.recordCalls == [.records(since: nil), .records(since: season.ended(3) - 12 * 3_600), .records(since: nil)])
    }

    @Test func build_forAPlayer_showsTheirRecordAndLastMatches() async {
        let terminal = await run(.player(id: season.annSmith.id, name: "Ann Smith"), ["b"])

        #expect(
            terminal.output.contains(
                """
                 Player     P  W  D  L  Win %  G  Pts
                 Ann Smith  3  1  1  1    33%  2    4

                 Last 3 matches, newest first
                 Ended             Side    Result  Score  G
                 2026-11-16 12:00  Team B  L         1-3  0
                 2026-11-09 12:00  Team A  D         0-0  0
                 2026-11-02 12:00  Team A  W         2-1  2

                 b back   ? help
                > b
                """))
        #expect(navigator.top === players)
    }

    @Test func build_whenTheStoreFails_retriesOnR() async {
        season.calls.fail(.records, with: .unavailable("disk"))

        let terminal = await run(.everyone, ["r", "b"])

        #expect(
            terminal.output.contains(
                " The records could not be loaded.\n\n Your records could not be loaded. Storage is unavailable: disk. Type r to\n retry.\n"))
        #expect(terminal.output.contains(" 1  Bob "))
    }

    /// A row of the table opens that player's record, and back returns to the table.
    @Test func build_aRowsNumber_opensThatPlayersRecord_andBackReturnsToTheTable() async {
        let terminal = await run(.everyone, ["9", "1", "b", "b"])

        #expect(terminal.output.contains(" There is no player 9: choose 1–4.\n"))
        #expect(terminal.output.contains(" Football Gather · Records · Bob"))
        #expect(terminal.output.contains(" Bob     2  1  1  0    50%  0    4\n\n Last 2 matches, newest first\n"))
        #expect(navigator.top === players)
    }

    func makeRecordsScreen(for user: User, ofPlayer id: Int, name: String) -> any Screen {
        RecordsModule.build(
            user: user, scope: .player(id: id, name: name), records: season.records(), gathers: season.gathers, timeZone: .utc, navigator: navigator,
            factory: self,
            copies: NoLastLoadedCopies(), clock: ManualClock()
        )
    }
}
