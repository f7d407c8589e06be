import Domain
import Foundation
import InMemoryStorage
import StoreTestSupport
import TestSupport
import Testing

@testable import FootballGatherApp

/// A call that fails says why, and `r` tries the very same call again: what was typed is kept.
@MainActor
@Suite struct AppRetryTests {
    let faulty = FaultInjectingServices()

    /// Logs ann in (two players on her roster) and types `lines`, the first call of `failing` failing.
    func run(_ lines: [String], failing: ServiceCall.Kind) async throws -> String {
        let ann = try await faulty.register(Credentials(username: "ann", password: "pass-word"))
        for name in ["Ann Smith", "Bob"] { _ = try await faulty.playersService(for: ann).add(PlayerDetails(name: name)) }
        faulty.fail(failing, with: .unavailable("test: the disk is busy"))
        let services = AppServices(
            authentication: faulty, rememberedUsernames: faulty, userServices: faulty, storageDescription: "test", clock: ManualClock()
        )
        let terminal = ScriptedTerminal(lines: ["l", "ann", "pass-word"] + lines)
        let status = await FootballGatherApp.run(services: services, terminal: terminal)
        #expect(status == 0)
        return terminal.output
    }

    @Test func aNewPlayerWhoseSaveFailed_isSavedByR_withoutAskingAnythingAgain() async throws {
        let output = try await run(["a", "Carla Díaz", "24", "", "", "", "r"], failing: .addPlayer)

        #expect(output.contains("Storage is unavailable: test: the disk is busy. Type r to try again, or b to\n cancel."))
        #expect(output.components(separatedBy: "Name (blank to cancel):").count == 2, "the form was asked again")
        #expect(
            faulty.calls.filter { $0.kind == .addPlayer }.suffix(2).map(\.self) == [
                .addPlayer(PlayerDetails(name: "Carla Díaz", age: 24)), .addPlayer(PlayerDetails(name: "Carla Díaz", age: 24)),
            ])
        #expect(output.contains("Players (3)"))
    }

    @Test func aDeleteThatFailed_isDoneByR_withoutAskingAgain() async throws {
        let output = try await run(["d 2", "y", "r"], failing: .deletePlayer)

        #expect(output.contains("Could not delete Bob. Storage is unavailable: test: the disk is busy. Type r to\n try again."))
        #expect(output.components(separatedBy: "Delete Bob? (y/n)").count == 2, "the question was asked again")
        #expect(faulty.calls.filter { $0.kind == .deletePlayer }.count == 2)
        #expect(output.contains("Deleted Bob."))
        #expect(output.contains("Players (1)"))
    }
}
