import Domain
import Foundation
import InMemoryStorage
import TerminalUI
import TestSupport
import Testing
import Transfer

@testable import FootballGatherApp

/// A job from the command line, in the composed app, in process: after Login the transfer screen
/// does it, Enter goes on to the player list, and the exit status says whether it went through.
@MainActor
@Suite struct AppTransferSessionTests {
    let store = InMemoryStore(passwordHasher: .fast)

    func run(_ job: TransferJob, agreed: Bool = false, files: RosterFilesInMemory, _ lines: [String]) async throws -> (
        status: Int32, screens: [String]
    ) {
        _ = try await store.register(Credentials(username: "ann", password: "pass-word"))
        let services = AppServices(
            authentication: store, rememberedUsernames: store, userServices: store, storageDescription: "test", clock: ManualClock(),
            shareFiles: ShareFilesSpy(), rosterFiles: files
        )
        let terminal = ScriptedTerminal(lines: ["l", "ann", "pass-word"] + lines)
        let status = await FootballGatherApp.run(services: services, terminal: terminal, opening: .job(job, agreed: agreed))
        return (status, terminal.output.components(separatedBy: "Football Gather · ").dropFirst().filter { !$0.hasPrefix("Login") })
    }

    @Test func aJobDone_thenEnter_opensThePlayerListWithWhatItAdded() async throws {
        let (status, screens) = try await run(.importPlayers(path: "r.csv"), files: RosterFilesInMemory("r.csv", "name\nCy\nDee\n"), ["y", ""])

        #expect(status == 0)
        #expect(screens.first?.hasPrefix("Import players") == true)
        #expect(screens.contains { $0.contains("Added 2 players to the roster.") })
        #expect(screens.last?.hasPrefix("Players (2)") == true)
    }

    @Test func aJobThatDidNotGoThrough_endsWithOne() async throws {
        let (status, screens) = try await run(.importExport(path: "gone.json"), agreed: true, files: RosterFilesInMemory(), [])

        #expect(status == 1)
        #expect(screens.last?.contains("Could not read gone.json: there is no such file. Nothing was added.") == true)
    }
}
