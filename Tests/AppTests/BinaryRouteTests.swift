import Domain
import Foundation
import SQLiteStorage
import StorageSupport
import TestSupport
import Testing

/// `footballgather open ROUTE` through the built binary, as a script would use it.
@Suite struct BinaryRouteTests {
    let dataDirectory = ScratchSpace.root.appendingPathComponent("footballgather-tests-\(UUID().uuidString)")

    func run(_ arguments: [String], input: [String] = []) async throws -> (status: Int32, output: String, error: String) {
        let result = try await AppBinary.run(arguments, lines: input)
        guard case .exited(let status) = result.termination else {
            Issue.record("the binary did not exit: \(result.termination)")
            return (-1, result.output, result.error)
        }
        return (status, result.output, result.error)
    }

    func makeAnnWithThreePlayers() async throws {
        try await AppBinary.makeAccount(
            "ann", password: "pass-word",
            players: [
                PlayerDetails(name: "Carla Díaz"), PlayerDetails(name: "Ann Smith", age: 30), PlayerDetails(name: "Bob", age: 41),
            ], in: dataDirectory)
    }

    /// The title of every screen drawn, in order (what follows "Football Gather · " up to the status).
    static func titles(_ output: String) -> [String] {
        output.components(separatedBy: "Football Gather · ").dropFirst().map { screen in
            String(screen.prefix { $0 != "\n" }).components(separatedBy: "  ")[0]
        }
    }

    @Test func editingAnAge_afterLogin_landsOnThePrompt_andBackWalksToTheDetailsThenTheList() async throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        try await makeAnnWithThreePlayers()

        let result = try await run(["--data-dir", dataDirectory.path, "open", "players/2/edit/age"], input: ["l", "ann", "pass-word", "b", "b"])

        #expect(result.status == 0, "\(result.error)")
        let titles = Self.titles(result.output)
        // Login and its password, then the age prompt (over the details over the list); back, and back.
        #expect(titles == ["Login", "Login", "Edit age", "Bob", "Players (3)"])
        #expect(result.output.contains("Age [41] (1-120, - to clear): b\n"))
    }

    /// b goes back and cancel leaves at a name's prompt too; a name that really is "b" is typed \\b.
    @Test func atTheNamePrompt_bAndCancelLeave_andBackslashBIsTheName() async throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        try await makeAnnWithThreePlayers()

        let result = try await run(
            ["--data-dir", dataDirectory.path, "open", "players/2/edit/name"], input: ["l", "ann", "pass-word", "b", "1", "cancel", "1", "\\b"]
        )

        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains("Name is now cancel.") && result.output.components(separatedBy: "Name is now").count == 2)
        #expect(result.output.contains("Name is now b."))
        let store = try SQLiteStore(fileURL: dataDirectory.appending(path: DataDirectory.databaseFileName), passwordHasher: .fast)
        let ann = try await store.logIn(Credentials(username: "ann", password: "pass-word"))
        #expect(try await store.playersService(for: ann).players().map(\.name) == ["Ann Smith", "b", "Carla Díaz"])
    }

    @Test func aPlayerBeyondTheList_opensTheListSayingHowManyThereAre() async throws {
        let result = try await run(["--demo", "open", "players/40"])

        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Players (12)"))
        #expect(result.output.contains("No player 40: the list has 12."))
    }

    @Test func aSignedInSession_opensTheRouteAtOnce() async throws {
        let result = try await run(["--demo", "--open", "history"], input: ["b"])

        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains("· Login"))
        #expect(Self.titles(result.output) == ["History (2)", "Players (12)"])
    }

    @Test func aRouteThatDoesNotExist_saysSoAndExits2BeforeAnythingStarts() async throws {
        let result = try await run(["--data-dir", dataDirectory.path, "open", "players/2/edit/height"])

        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(
            result.error == "footballgather: height in players/2/edit/height is not a field; fields: name, age, position, skill, team\n"
                + "Try 'footballgather --help'.\n")
        #expect(!FileManager.default.fileExists(atPath: dataDirectory.path))
    }

    @Test func help_listsTheRoutes() async throws {
        let result = try await run(["--help"])

        #expect(result.output.contains("  players/N/edit/FIELD  change one of player N's fields"))
        #expect(result.output.contains("  match                 the unfinished match, resumed"))
    }
}
