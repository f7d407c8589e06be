import Domain
import Foundation
import InMemoryStorage
import TerminalUI
import TestSupport
import Testing

@testable import FootballGatherApp

/// Scorers and records through the composed app: a match with scorers, then the
/// records from the player list and from a player's details.
@MainActor
@Suite struct AppRecordsSessionTests {
    let store = InMemoryStore()

    @Test func aMatchWithScorers_showsInHistoryAndInTheRecords() async throws {
        let services = AppServices(
            authentication: store, rememberedUsernames: store, userServices: store, storageDescription: "test",
            clock: ManualClock(), timeZone: TimeZone(secondsFromGMT: 0) ?? .current
        )
        let terminal = ScriptedTerminal(lines: [
            "r", "ann", "pass-word", "pass-word",
            "a", "Ann", "", "", "", "",
            "a", "Bob", "", "", "", "",
            "s all", "c", "m 1 a", "m 2 b", "start",
            "a+ 1", "a+ 1", "a-", "b+", "a- 1", "a+ 1", "end", "y",
            "h", "1", "b", "b",
            "records", "since 2026-02-30", "b",
            "1", "r", "b", "b",
        ])

        let status = await FootballGatherApp.run(services: services, terminal: terminal)

        #expect(status == 0)
        let output = terminal.output
        #expect(output.contains(" Team A goals: Ann 2\n"))
        #expect(output.contains(" Every Team A goal has a scorer: say whose to take back, e.g. a- 1.\n"))
        #expect(output.contains("Team A won 2–1 — saved to history."))
        #expect(output.contains(" Team A goals: Ann 2\n\n"))
        #expect(
            output.contains(
                """
                 #  Player  P  W  D  L  Win %  G  Pts
                 1  Ann     1  1  0  0   100%  2    3
                 2  Bob     1  0  0  1     0%  0    0
                """))
        #expect(output.contains(" “2026-02-30” is not a day: write it YYYY-MM-DD, e.g. since 2026-11-01.\n"))
        #expect(output.contains("Football Gather · Records · Ann"))
        #expect(output.contains(" Last match\n"))
        let user = try await store.logIn(Credentials(username: "ann", password: "pass-word"))
        let finished = try await store.gathersService(for: user).finishedGathers()
        #expect(finished.first?.players.map(\.goals) == [2, 0])
    }
}
