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

    @Test func openAPlayerChangeAgeAndPositionThenTheListShowsIt() async throws {
        let (status, output) = await run([
            "r", "ann", "pw", "pw",
            "a", "Ann Smith", "30", "5", "2", "Arsenal",
            "1",
            "2", "abc", "31",
            "3", "3",
            "b",
        ])

        #expect(status == 0)
        #expect(output.contains("Age [30] (1-120, - to clear): abc\n Age must be a whole number.\n"))
        #expect(output.contains(" 2  Age                 31\n"))
        #expect(output.contains(" 3  Preferred position  midfielder (MID)\n"))
        #expect(output.contains(" Preferred position is now midfielder (MID).\n"))
        let lastScreen = try #require(output.components(separatedBy: "Football Gather · ").last)
        #expect(lastScreen.hasPrefix("Players (1)"))
        #expect(lastScreen.contains(" 1  Ann Smith  MID  amateur\n"))

        let user = try await store.logIn(Credentials(username: "ann", password: "pw"))
        let players = try await store.playersService(for: user).players()
        #expect(players.map(\.details) == [
            PlayerDetails(name: "Ann Smith", age: 31, position: .midfielder, skill: .amateur, favouriteTeam: "Arsenal"),
        ])
    }

    @Test func editEveryFieldClearTheOptionalOnesAndKeepWithEnter() async throws {
        let (status, output) = await run([
            "r", "ann", "pw", "pw",
            "a", "Ann", "30", "5", "2", "Arsenal",
            "1",
            "1", "-", "", "2", "-", "3", "0", "4", "-", "5", "-",
            "1", "Zoë",
            "b",
        ])

        #expect(status == 0)
        #expect(output.contains("A player needs a name"))
        let lastScreen = try #require(output.components(separatedBy: "Football Gather · ").last)
        #expect(lastScreen.contains(" 1  Zoë   —    —\n"))
        let user = try await store.logIn(Credentials(username: "ann", password: "pw"))
        #expect(try await store.playersService(for: user).players().map(\.details) == [PlayerDetails(name: "Zoë")])
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

    @Test(arguments: AdversarialInput.all)
    func adversarialInputAtEveryEditPromptLosesNothing(adversarial: AdversarialInput) async throws {
        let input = adversarial.text
        _ = await run(["r", "ann", "pw", "pw", "a", "Ann", "30", "5", "2", "Arsenal"])

        let (status, output) = await run([
            "l", "ann", "pw", "1",
            // A refused value keeps its prompt: Enter then keeps the value and goes back.
            "1", input, "", "2", input, "", "3", input, "", "4", input, "", "5", input, "",
        ])

        #expect(status == 0)
        #expect(!output.contains("\u{1B}"))
        #expect(!output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        let user = try await store.logIn(Credentials(username: "ann", password: "pw"))
        let players = try await store.playersService(for: user).players()
        #expect(players.count == 1)
        let details = try #require(players.first?.details)
        #expect((try? Validation.player(details).get()) == details)
        #expect(details.age == 30)
        #expect(details.position == .striker)
        #expect(details.skill == .amateur)
    }
}
