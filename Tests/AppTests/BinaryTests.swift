import Domain
import Foundation
import TestSupport
import Testing

/// The built `footballgather` binary, driven through a pipe like a script would.
@Suite struct BinaryTests {
    let dataDirectory = ScratchSpace.root
        .appendingPathComponent("footballgather-tests-\(UUID().uuidString)")

    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent()
            .appendingPathComponent("footballgather")
    }

    /// Runs the binary with `input` on a pipe, in the tests' environment, and waits for it
    /// without holding a thread of the pool.
    func run(_ arguments: [String], input: [String] = []) async throws -> (status: Int32, output: String, error: String) {
        let result = try await AppBinary.run(arguments, lines: input)
        guard case .exited(let status) = result.termination else {
            Issue.record("the binary did not exit: \(result.termination)")
            return (-1, result.output, result.error)
        }
        return (status, result.output, result.error)
    }

    /// SecretsTests checks the mode of the data directory the binary makes.
    @Test func aSessionThroughAPipePersistsAcrossRuns() async throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        try await makeAnn()
        let first = try await run(
            ["--data-dir", dataDirectory.path],
            input: [
                "l", "ann", "pass-word",
                "a", "Ann Smith", "30", "5", "2", "Arsenal",
                "a", "Bob", "", "1", "", "",
            ])
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.contains("Players (2)"))

        let second = try await run(["--data-dir", dataDirectory.path], input: ["l", "ann", "pass-word"])

        #expect(second.status == 0)
        #expect(second.output.contains("Players (2)"))
        #expect(second.output.contains("Ann Smith"))
        #expect(second.output.contains("ST"))
        #expect(!second.output.contains("pass-word\n"))
    }

    @Test func anEditedPlayerSurvivesARestart() async throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        try await makeAnn()
        let first = try await run(
            ["--data-dir", dataDirectory.path],
            input: [
                "l", "ann", "pass-word",
                "a", "Ann Smith", "30", "5", "2", "Arsenal",
                "1", "2", "31", "3", "1", "5", "-", "b",
            ])
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.contains(" 1  Ann Smith  GK   amateur\n"))

        let second = try await run(["--data-dir", dataDirectory.path], input: ["l", "ann", "pass-word", "1"])

        #expect(second.status == 0, "\(second.error)")
        #expect(second.output.contains(" 1  Ann Smith  GK   amateur\n"))
        #expect(second.output.contains(" 2  Age                 31\n"))
        #expect(second.output.contains(" 3  Preferred position  goalkeeper (GK)\n"))
        #expect(second.output.contains(" 5  Favourite team      —\n"))
    }

    func makeAnn() async throws {
        try await AppBinary.makeAccount("ann", password: "pass-word", in: dataDirectory)
    }

    /// After the account made by `makeAnn()`. Registering through the binary (600 000 PBKDF2 iterations,
    /// a third of a second of CPU) is the first step of the README's sample sessions.
    static let logInAndAddFourPlayers = [
        "l", "ann", "pass-word",
        "a", "Ann Smith", "30", "5", "2", "Arsenal",
        "a", "Bob", "", "1", "3", "",
        "a", "Carla Díaz", "", "3", "1", "",
        "a", "Dmitri", "", "", "", "",
    ]

    /// The last screen of a transcript, from its title on.
    static func lastScreen(_ output: String) -> String {
        output.components(separatedBy: "Football Gather · ").last ?? ""
    }

    @Test func aWholeMatchThroughAPipeEndsInTheHistory() async throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }

        try await makeAnn()
        let result = try await run(
            ["--data-dir", dataDirectory.path],
            input: Self.logInAndAddFourPlayers + [
                "s 1 2 3 4", "c", "auto", "start", "a+", "a+", "b+", "end", "y", "h", "1", "share",
            ])

        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains(" Balanced by skill: Team A 4 pts · Team B 4 pts;"))
        #expect(result.output.contains("End the match with Team A 2–1 Team B? (y/n) y\n"))
        let screens = result.output.components(separatedBy: "Football Gather · ")
        let history = try #require(screens.last { $0.hasPrefix("History (1)") })
        #expect(history.contains("  Team A won 2–1  "), "the result as share says it, never 2-1 here and 2–1 there")
        // The match in full, then with its block to paste: one wording throughout.
        let views = result.output.components(separatedBy: "Football Gather · History · 1 of 1").dropFirst()
        #expect(views.first?.contains(" Result:  Team A won 2–1\n") == true, "\(views.first ?? "")")
        let block = try #require(views.last)
        #expect(block.contains("Football Gather · Match · "))
        #expect(block.contains("\nTeam A won 2–1\n\nTeam A:"))
    }

    @Test func aMatchLeftWhenInputEndsIsResumedOnTheNextRun() async throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        try await makeAnn()
        let first = try await run(
            ["--data-dir", dataDirectory.path],
            input: Self.logInAndAddFourPlayers + [
                "s 1 2 3 4", "c", "auto", "start", "a+", "a+", "b+",
            ])
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.contains("Team A  2 : 1  Team B"))

        let second = try await run(["--data-dir", dataDirectory.path], input: ["l", "ann", "pass-word", "resume", "end", "y", "h"])

        #expect(second.status == 0, "\(second.error)")
        #expect(second.output.contains(" An unfinished match: Team A 2–1 Team B, 10:00 left.\n"))
        #expect(second.output.contains("Team A  2 : 1  Team B"))
        #expect(second.output.contains("End the match with Team A 2–1 Team B? (y/n) y\n"))
        let history = Self.lastScreen(second.output)
        #expect(history.hasPrefix("History (1)"))
        #expect(history.contains("  Team A won 2–1  "))
    }

    @Test func helpVersionAndBadOptions() async throws {
        let help = try await run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Usage: footballgather"))

        let version = try await run(["--version"])
        #expect(version.output.hasPrefix("footballgather "))

        let bad = try await run(["--bogus"])
        #expect(bad.status == 2)
        #expect(bad.error.contains("unknown option --bogus"))

        let positional = try await run(["demo"])
        #expect(positional.status == 2)
        #expect(positional.error.contains("unexpected argument demo"))
    }

    @Test func endOfInputAtTheFirstScreenExitsCleanly() async throws {
        let result = try await run(["--data-dir", dataDirectory.path])
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        #expect(result.status == 0)
        #expect(result.output.contains("Football Gather · Login"))
    }

    /// As the XDG rules say: `$HOME` is the home, for the default data directory, "~/" in
    /// --data-dir and in a shared file's path, whatever the password database says.
    @Test func dollarHOME_isTheHome_forTheDataAndForTildePaths() async throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let home = dataDirectory
        let environment = AppBinary.environment(["HOME": home.path, "XDG_DATA_HOME": nil])
        try await AppBinary.makeAccount(
            "ann", password: "pass-word", players: [PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob")],
            in: home.appending(path: ".local/share/footballgather")
        )

        let result = try await AppBinary.run([], lines: ["l", "ann", "pass-word", "s 1 2", "c", "share ~/sheet.txt"], environment: environment)

        #expect(result.termination == .exited(0), "\(result.error)")
        #expect(result.output.contains("local: ~/.local/share/footballgather"))
        #expect(result.output.contains("Players (2)"), "the account made in $HOME was found")
        #expect(FileManager.default.fileExists(atPath: home.appending(path: "sheet.txt").path))

        let elsewhere = try await AppBinary.run(["--data-dir", "~/other"], environment: environment)
        #expect(elsewhere.termination == .exited(0), "\(elsewhere.error)")
        #expect(FileManager.default.fileExists(atPath: home.appending(path: "other/footballgather.sqlite").path))
    }

    @Test func demo_opensSignedInOnASampleRoster_sayingNothingIsSaved_withTwoMatchesToLookAt() async throws {
        let result = try await run(["--demo"], input: ["h", "2", "b", "b", "records"])
        #expect(result.status == 0)
        #expect(result.output.drop { $0 == "\n" }.hasPrefix(" Football Gather · Players (12)"), "\(result.output)")
        #expect(result.output.contains("demo"))
        #expect(result.output.contains(" A demo: a sample roster and two past matches, all in memory. Try anything:\n nothing is saved.\n"))
        #expect(result.output.contains("Football Gather · History (2)"))
        #expect(result.output.contains("Team A goals: Alex Morgan 2, Carla Díaz 1"))
        #expect(result.output.contains("  1  Alex Morgan    2  1  1  0    50%  2    4\n"), "Records rank the demo's top scorer first")
    }

    @Test func aDamagedDatabaseIsReportedAndLeftUntouched() async throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let file = dataDirectory.appendingPathComponent("footballgather.sqlite")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
        try garbage.write(to: file)

        let result = try await run(["--data-dir", dataDirectory.path], input: ["l"])

        #expect(result.status == 1)
        #expect(result.error.contains("footballgather:"))
        #expect(try Data(contentsOf: file) == garbage)
    }
}
