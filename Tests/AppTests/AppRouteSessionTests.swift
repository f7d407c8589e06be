import Domain
import Foundation
import GathersInterface
import InMemoryStorage
import TerminalUI
import TestSupport
import Testing

@testable import FootballGatherApp

/// Routes followed through the composed app, in process: each lands where the user would
/// have walked, and back walks the way home.
@MainActor
@Suite struct AppRouteSessionTests {
    let store = InMemoryStore(passwordHasher: .fast)

    /// Ann (password "pass-word") with Ann Smith and Bob, a match they finished 2-1 and, when
    /// `unfinished`, another left at 1-0.
    func annWithAMatch(unfinished: Bool = false) async throws {
        let ann = try await store.register(Credentials(username: "ann", password: "pass-word"))
        let players = store.playersService(for: ann)
        let annSmith = try await players.add(PlayerDetails(name: "Ann Smith"))
        let bob = try await players.add(PlayerDetails(name: "Bob"))
        let gathers = store.gathersService(for: ann)
        let teams = [GatherPlayer(player: annSmith, team: .teamA), GatherPlayer(player: bob, team: .teamB)]
        let finished = try await gathers.startGather(with: teams, at: Date(timeIntervalSince1970: 1_795_000_000))
        try await gathers.endGather(id: finished.id, score: Score(teamA: 2, teamB: 1), at: Date(timeIntervalSince1970: 1_795_003_600))
        if unfinished {
            let running = try await gathers.startGather(with: teams, at: Date(timeIntervalSince1970: 1_795_100_000))
            try await gathers.saveProgress(GatherProgress(score: Score(teamA: 1, teamB: 0)), ofGather: running.id)
        }
    }

    func run(_ route: AppRoute, _ lines: [String]) async -> [String] {
        let services = AppServices(
            authentication: store, rememberedUsernames: store, userServices: store, storageDescription: "test",
            clock: ManualClock(), timeZone: TimeZone(identifier: "UTC") ?? .current
        )
        let terminal = ScriptedTerminal(lines: ["l", "ann", "pass-word"] + lines)
        let status = await FootballGatherApp.run(services: services, terminal: terminal, opening: .playerList(route))
        #expect(status == 0)
        // Every screen drawn after Login, as "Title: its text".
        return terminal.output.components(separatedBy: "Football Gather · ").dropFirst().filter { !$0.hasPrefix("Login") }
    }

    @Test func historyN_opensThatMatch_andBackShowsTheHistoryThenThePlayers() async throws {
        try await annWithAMatch()

        let screens = await run(.historyEntry(number: 1), ["b", "b"])

        #expect(screens.count == 3)
        #expect(screens[0].hasPrefix("History"))
        #expect(screens[0].contains("Team A"))
        #expect(screens[0].contains("Ann Smith"))
        #expect(screens[1].hasPrefix("History (1)"))
        #expect(screens[2].hasPrefix("Players (2)"))
    }

    @Test func historyBeyondTheList_showsTheHistorySaying() async throws {
        try await annWithAMatch()

        let screens = await run(.historyEntry(number: 4), [])

        #expect(screens.first?.hasPrefix("History (1)") == true)
        #expect(screens.first?.contains("No match 4: the history has 1.") == true)
    }

    @Test func match_resumesTheUnfinishedOne() async throws {
        try await annWithAMatch(unfinished: true)

        let screens = await run(.match, [])

        #expect(screens.count == 1)
        #expect(screens[0].contains("Team A  1 : 0  Team B"))
    }

    @Test func match_withNoneUnfinished_opensThePlayersSayingSo() async throws {
        try await annWithAMatch()

        let screens = await run(.match, [])

        #expect(screens.first?.hasPrefix("Players (2)") == true)
        #expect(screens.first?.contains("No unfinished match to resume.") == true)
    }

    @Test func playersNew_opensTheFormOverThePlayers() async throws {
        try await annWithAMatch()

        let screens = await run(.newPlayer, ["Carla", "", "", "", ""])

        #expect(screens.first?.hasPrefix("New player") == true)
        #expect(screens.last?.hasPrefix("Players (3)") == true)
    }

    @Test func records_opensTheTableOverThePlayers() async throws {
        try await annWithAMatch()

        let screens = await run(.records, ["b"])

        #expect(screens.contains { $0.hasPrefix("Records") })
        #expect(screens.last?.hasPrefix("Players (2)") == true)
    }

    @Test func aRoute_isFollowedByTheFirstSessionOnly_notAfterLoggingOutAndInAgain() async throws {
        try await annWithAMatch()

        let screens = await run(.records, ["b", "o", "l", "ann", "pass-word"])

        #expect(screens.filter { $0.hasPrefix("Records") }.count == 1, "the second session opens on the players only")
        #expect(screens.last?.hasPrefix("Players (2)") == true)
    }
}
