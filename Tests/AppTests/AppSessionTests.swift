import Domain
import Foundation
import Storage
import Testing
import TestSupport
@testable import FootballGatherApp

/// A whole session through the composed app, in process, with a scripted terminal.
@MainActor
@Suite struct AppSessionTests {
    let store = InMemoryStore()

    var services: AppServices {
        AppServices(authentication: store, rememberedUsernames: store, userServices: store, storageDescription: "test")
    }

    func run(_ lines: [String]) async -> (status: Int32, output: String) {
        let terminal = ScriptedTerminal(lines: lines)
        let status = await FootballGatherApp.run(services: services, terminal: terminal)
        return (status, terminal.output)
    }

    @Test func registerAddListDeleteLogOutAndBackIn() async throws {
        let (status, output) = await run([
            "r", "ann", "pw", "pw",
            "a", "Ann Smith", "30", "5", "2", "Arsenal",
            "a", "Bob", "", "1", "3", "",
            "a", "Carla", "", "", "", "",
            "d 2", "y",
            "o",
            "l", "ann", "pw",
        ])

        #expect(status == 0)
        let lastScreen = try #require(output.components(separatedBy: "Football Gather · ").last)
        #expect(lastScreen.hasPrefix("Players (2)"))
        #expect(lastScreen.contains("Ann Smith"))
        #expect(lastScreen.contains("Carla"))
        #expect(!lastScreen.contains("Bob"))
        #expect(output.contains("No players yet"))

        let user = try await store.logIn(Credentials(username: "ann", password: "pw"))
        let players = try await store.playersService(for: user).players()
        #expect(players.map(\.details) == [
            PlayerDetails(name: "Ann Smith", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"),
            PlayerDetails(name: "Carla"),
        ])
    }

    @Test func wrongPasswordThenRetry() async {
        _ = await run(["r", "ann", "pw", "pw"])

        let (_, output) = await run(["l", "ann", "nope", "l", "", "pw"])

        #expect(output.contains("Wrong username or password. Type l to try again."))
        #expect(output.contains("Football Gather · Players"))
    }

    @Test func rememberMeKeepsTheUsernameForTheNextStart() async {
        _ = await run(["m", "r", "ann", "pw", "pw"])

        let (_, output) = await run([])

        #expect(output.contains("Username:     ann  (remembered)"))
        #expect(output.contains("[x] yes"))
    }

    @Test func quitEndsTheSession() async {
        let (status, output) = await run(["q", "r"])

        #expect(status == 0)
        #expect(!output.contains("Username:\n"))
    }

    @Test(arguments: AdversarialInput.all)
    func adversarialInputAtEveryPlayerListPromptLosesNothing(adversarial: AdversarialInput) async throws {
        let input = adversarial.text
        _ = await run(["r", "ann", "pw", "pw", "a", "Ann", "", "", "", ""])

        let (status, output) = await run(["l", "ann", "pw", input, "d \(input)", "d 1", input, "a", input, input, input, input, input, input])

        #expect(status == 0)
        #expect(!output.contains("\u{1B}"))
        let user = try await store.logIn(Credentials(username: "ann", password: "pw"))
        let names = try await store.playersService(for: user).players().map(\.name)
        #expect(names.contains("Ann"))
        #expect(names.allSatisfy { !$0.contains("\u{1B}") })
    }
}
