import Domain
import Foundation
import InMemoryStorage
import SQLiteStorage
import TerminalUI
import TestSupport
import Testing

@testable import FootballGatherApp

/// A whole session through the composed app, in process, with a scripted terminal.
@MainActor
@Suite struct AppSessionTests {
    let store = InMemoryStore()

    var services: AppServices {
        AppServices(
            authentication: store, rememberedUsernames: store, userServices: store, storageDescription: "test", clock: ManualClock()
        )
    }

    func run(_ lines: [String]) async -> (status: Int32, output: String) {
        let terminal = ScriptedTerminal(lines: lines)
        let status = await FootballGatherApp.run(services: services, terminal: terminal)
        return (status, terminal.output)
    }

    /// `?` at every field of Register and Login explains it; none becomes a username or a password.
    @Test func aQuestionMarkAtEveryLoginField_explainsIt_andTheAccountIsMadeAsTyped() async throws {
        let (status, output) = await run(["r", "?", "ann", "?", "pass-word", "?", "pass-word", "o", "l", "?", "ann", "?", "pass-word"])

        #expect(status == 0)
        for help in [
            "Choose a username for the new account.", "Choose a password of at least 8 characters; it is not shown.",
            "Type the same password again, to be sure of it.", "Type your password; it is not shown.",
        ] {
            #expect(output.contains(help), "no “\(help)”")
        }
        #expect(output.components(separatedBy: "Football Gather · ").last?.hasPrefix("Players") == true, "\(output.suffix(800))")
        _ = try await store.logIn(Credentials(username: "ann", password: "pass-word"))
    }

    @Test func registerAddListDeleteLogOutAndBackIn() async throws {
        let (status, output) = await run([
            "r", "ann", "pass-word", "pass-word",
            "a", "Ann Smith", "30", "5", "2", "Arsenal",
            "a", "Bob", "", "1", "3", "",
            "a", "Carla", "", "", "", "",
            "d 2", "y",
            "o",
            "l", "ann", "pass-word",
        ])

        #expect(status == 0)
        let lastScreen = try #require(output.components(separatedBy: "Football Gather · ").last)
        #expect(lastScreen.hasPrefix("Players (2)"))
        #expect(lastScreen.contains("Ann Smith"))
        #expect(lastScreen.contains("Carla"))
        #expect(!lastScreen.contains("Bob"))
        #expect(output.contains("No players yet"))

        let user = try await store.logIn(Credentials(username: "ann", password: "pass-word"))
        let players = try await store.playersService(for: user).players()
        #expect(
            players.map(\.details) == [
                PlayerDetails(name: "Ann Smith", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"),
                PlayerDetails(name: "Carla"),
            ])
    }

    @Test func openAPlayerChangeAgeAndPositionThenTheListShowsIt() async throws {
        let (status, output) = await run([
            "r", "ann", "pass-word", "pass-word",
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

        let user = try await store.logIn(Credentials(username: "ann", password: "pass-word"))
        let players = try await store.playersService(for: user).players()
        #expect(
            players.map(\.details) == [
                PlayerDetails(name: "Ann Smith", age: 31, position: .midfielder, skill: .amateur, favouriteTeam: "Arsenal")
            ])
    }

    @Test func editEveryFieldClearTheOptionalOnesAndKeepWithEnter() async throws {
        let (status, output) = await run([
            "r", "ann", "pass-word", "pass-word",
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
        let user = try await store.logIn(Credentials(username: "ann", password: "pass-word"))
        #expect(try await store.playersService(for: user).players().map(\.details) == [PlayerDetails(name: "Zoë")])
    }

    @Test func wrongPasswordThenRetry() async {
        _ = await run(["r", "ann", "pass-word", "pass-word"])

        let (_, output) = await run(["l", "ann", "nope", "l", "", "pass-word"])

        #expect(output.contains("Wrong username or password. Type l to try again."))
        #expect(output.contains("Football Gather · Players"))
    }

    @Test func rememberMeKeepsTheUsernameForTheNextStart() async {
        _ = await run(["m", "r", "ann", "pass-word", "pass-word"])

        let (_, output) = await run([])

        #expect(output.contains("Username:     ann  (remembered)"))
        #expect(output.contains("[x] yes"))
    }

    @Test func rememberedUser_logsInWithOnlyThePassword_andAnotherUserStaysPossible() async {
        _ = await run(["m", "r", "ann", "pass-word", "pass-word", "o", "r", "bob", "bobs-password", "bobs-password"])

        let (_, output) = await run(["l", "bobs-password", "o", "u", "ann", "pass-word"])

        let login = output.components(separatedBy: "Football Gather · Login").dropFirst().first ?? ""
        #expect(login.contains("l log in as bob   u other user"))
        let signedIn: [String] = output.split(separator: "\n")
            .filter { $0.hasPrefix(" Football Gather · Players") }
            .compactMap { $0.split(separator: " ").last.map(String.init) }
        #expect(signedIn == ["bob", "ann"])
    }

    @Test func register_aTakenUsername_isSaidBeforeThePasswords() async {
        _ = await run(["r", "ann", "pass-word", "pass-word"])

        let (_, output) = await run(["r", "ann", "bob", "short", "long-enough", "long-enough"])

        let register = output.components(separatedBy: "Football Gather · Register")
        #expect(register.count > 1, "the form is titled Register")
        let afterName = output.components(separatedBy: "Username: ann").last ?? ""
        #expect(afterName.hasPrefix("\n That username is taken: choose another one, or log in.\nUsername: bob"))
        #expect(output.contains("Password must be at least 8 characters."))
        #expect(output.contains("Football Gather · Players"))
    }

    @Test func demo_opensSignedInOnADozenPlayersOfEveryPositionAndSkill() async throws {
        let services = try await FootballGatherApp.makeServices(.inMemory, environment: [:])
        let terminal = ScriptedTerminal(lines: ["o", "m", "l", "demo", "demo-password"])

        _ = await FootballGatherApp.run(services: services, terminal: terminal)

        let screens = terminal.output.components(separatedBy: "Football Gather · ")
        let players = try #require(screens.dropFirst().first)
        #expect(players.hasPrefix("Players (12)"))
        for acronym in PlayerPosition.allCases.map(\.acronym) { #expect(players.contains(" \(acronym) ")) }
        for skill in PlayerSkill.allCases { #expect(players.contains(skill.rawValue)) }
        #expect(screens.last?.hasPrefix("Players (12)") == true, "back in with the account Login tells")
        let login = try #require(screens.first { $0.hasPrefix("Login") })
        #expect(login.contains("log in as demo, password demo-password."))
        #expect(login.contains("Remember me:  no (the demo keeps nothing)"))
        #expect(login.contains("The demo keeps nothing once you quit, so there is nothing to remember."))
        #expect(!login.contains("remembered on this computer"))
    }

    /// The list is in people's order, and `/ text` folds names as the list sorts them: Ł is L.
    @Test func theListSortsNamesAsPeopleDo_andFindsThemAsItSortsThem() async throws {
        let names = ["Zoë", "Óscar", "Łukasz", "Ana Costa 376", "Ana Costa 76"]
        let (status, output) = await run(["r", "ann", "pass-word", "pass-word"] + names.flatMap { ["a", $0, "", "", "", ""] } + ["/ LUKASZ"])

        #expect(status == 0)
        let screens = output.components(separatedBy: "Football Gather · ")
        /// Each row naming a player: its number and the name.
        func rows(_ screen: String) -> [[String?]] {
            screen.components(separatedBy: "\n").compactMap { line in
                names.first { line.contains($0) }.map { [line.split(separator: " ").first.map(String.init), $0] }
            }
        }
        let list = try #require(screens.last { $0.hasPrefix("Players (5)") && !$0.contains("matching") })
        #expect(rows(list) == [["1", "Ana Costa 76"], ["2", "Ana Costa 376"], ["3", "Łukasz"], ["4", "Óscar"], ["5", "Zoë"]])
        let found = try #require(screens.last)
        #expect(rows(found) == [["3", "Łukasz"]])
        #expect(found.contains("rows 1–1 of 1 matching “LUKASZ” (5 in all)"))
    }

    @Test func quitEndsTheSession() async {
        let (status, output) = await run(["q", "r"])

        #expect(status == 0)
        #expect(!output.contains("Username:\n"))
    }
}

/// Whole matches through the composed app, in process, on a real SQLite file.
@MainActor
@Suite struct AppMatchSessionTests {
    let directory = ScratchSpace.root.appendingPathComponent("footballgather-app-\(UUID().uuidString)")
    let clock = ManualClock()

    /// A store on the test's file; each call opens it afresh, as a new start of the app does.
    func services() throws -> AppServices {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = try SQLiteStore(
            fileURL: directory.appendingPathComponent("footballgather.sqlite"),
            passwordHasher: .pbkdf2(iterations: 1_000)
        )
        return AppServices(
            authentication: store, rememberedUsernames: store, userServices: store, storageDescription: "test",
            clock: clock, timeZone: TimeZone(identifier: "UTC") ?? .current
        )
    }

    func run(_ lines: [String]) async throws -> (status: Int32, output: String) {
        let terminal = ScriptedTerminal(lines: lines)
        let status = await FootballGatherApp.run(services: try services(), terminal: terminal)
        return (status, terminal.output)
    }

    static let register = ["r", "ann", "pass-word", "pass-word"]
    static let addFourPlayers = [
        "a", "Ann Smith", "30", "5", "2", "Arsenal",
        "a", "Bob", "", "1", "3", "",
        "a", "Carla Díaz", "", "3", "1", "",
        "a", "Dmitri", "", "", "", "",
    ]

    /// The screens of a transcript, each starting with its title.
    static func screens(_ output: String) -> [String] {
        output.components(separatedBy: "Football Gather · ").dropFirst().map { $0 }
    }

    @Test func fromRegistrationToAFinishedMatchInTheHistory() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }

        let (status, output) = try await run(
            Self.register + Self.addFourPlayers + [
                "s 1 2 3 4", "c", "auto", "start", "a+", "a+", "b+", "end", "y", "h",
            ])

        #expect(status == 0)
        #expect(output.contains("Select players (4 selected)"))
        #expect(output.contains(" Balanced by skill: Team A 4 pts · Team B 4 pts; goalkeeper: Bob in A;"))
        #expect(output.contains("Team A  2 : 1  Team B"))
        let screens = Self.screens(output)
        let afterEnd = try #require(screens.lastIndex { $0.hasPrefix("Match in progress") }.map { screens[$0 + 1] })
        #expect(afterEnd.hasPrefix("Players (4)"))
        #expect(afterEnd.contains("\n Team A won 2–1 — saved to history.\n"))
        #expect(!afterEnd.contains("[x]"))
        #expect(!afterEnd.contains("unfinished"))
        let history = try #require(screens.last)
        #expect(history.hasPrefix("History (1)"))
        #expect(history.contains("Team A won 2–1"))

        let store = try services().userServices
        let user = try await services().authentication.logIn(Credentials(username: "ann", password: "pass-word"))
        let finished = try await store.gathersService(for: user).finishedGathers()
        #expect(finished.map(\.score) == [Score(teamA: 2, teamB: 1)])
        #expect(finished.map(\.winner) == [.teamA])
        #expect(finished.first?.players(in: .teamA).map(\.name) == ["Bob", "Carla Díaz"])
        #expect(finished.first?.players(in: .teamB).map(\.name) == ["Ann Smith", "Dmitri"])
    }

    @Test func last_bringsBackTheLastMatchsPlayers_inTheirTeams() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }

        let (_, output) = try await run(
            Self.register + Self.addFourPlayers + [
                "s 1 2 3 4", "c", "m 1 4 a", "m 2 3 b", "start", "end", "y", "s", "last", "c",
            ])

        let sheet = try #require(Self.screens(output).last)
        #expect(sheet.hasPrefix("Team sheet"))
        #expect(sheet.contains(" 1 Ann Smith  ST am  2 Bob         GK  pro\n 4 Dmitri     —  —   3 Carla Díaz  MID beg"), "\(sheet)")
        #expect(sheet.contains(" The teams are as in the last match."))
    }

    @Test func backFromTheTeamSheetKeepsTheSelection() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }

        let (_, output) = try await run(Self.register + Self.addFourPlayers + ["s 1 2", "c", "b", "3", "c", "start"])

        let screens = Self.screens(output)
        #expect(screens.contains { $0.hasPrefix("Select players (2 selected)") && $0.contains(" 1  [x]   Ann Smith") })
        #expect(output.contains("Team A (0)    Team B (0)    Bench (3)"))
        #expect(output.contains(" Each team needs at least one player"))
    }

    @Test func backFromTheTeamSheetAndForwardAgain_keepsTheTeams_whoeverIsLeftOutOrJoins() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }

        let (_, output) = try await run(Self.register + Self.addFourPlayers + ["s 1 2 3 4", "c", "auto", "b", "c", "b", "4", "c", "b", "4", "c"])

        let sheets = Self.screens(output).filter { $0.hasPrefix("Team sheet") }
        // Opened, split, opened again with the same four, with three, with the fourth back.
        #expect(sheets.count == 5)
        #expect(sheets[1].contains("Team A (2)") && sheets[1].contains("Balanced by skill: Team A 4 pts · Team B 4 pts"))
        #expect(sheets[2].contains("Team A (2)") && sheets[2].contains("Team A 4 pts · Team B 4 pts"))
        // Dmitri left out: the others stay where they were.
        #expect(sheets[3].contains("Team A (2)             Team B (1)") && sheets[3].contains("Team A 4 pts · Team B 2 pts"))
        #expect(sheets[4].contains("Team A (2)             Team B (2)") && sheets[4].contains(" 3 Carla Díaz  MID beg  4 Dmitri     —  —"))
    }

    @Test(.timeLimit(.minutes(1)))
    func ticksCountTheMatchDownAndANewStartResumesIt() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await run(Self.register + Self.addFourPlayers)
        let terminal = ControlledTerminal()
        let (ticks, tick) = AsyncStream.makeStream(of: Void.self)
        let app = Task { await FootballGatherApp.run(services: try services(), terminal: terminal, ticks: ticks) }

        for line in ["l", "ann", "pass-word", "s 1 2 3 4", "c", "auto", "start", "a+", "s"] {
            terminal.type(line)
        }
        await terminal.waitForOutput(containing: "running 10:00")
        for _ in 1...5 { tick.yield() }
        await terminal.waitForOutput(containing: "running 09:55")
        terminal.endInput()
        #expect(try await app.value == 0)

        let (status, output) = try await run(["l", "ann", "pass-word", "resume"])

        #expect(status == 0)
        #expect(output.contains(" An unfinished match: Team A 1–0 Team B, 09:55 left.\n"))
        #expect(output.contains("resume match   discard match"))
        let gather = try #require(Self.screens(output).last)
        #expect(gather.contains("09:55"))
        #expect(gather.contains("Team A  1 : 0  Team B"))
    }
}

/// A terminal the test types into line by line, and whose output it can wait for: the app's
/// loop runs on the main actor between the test's steps, so nothing ever sleeps.
@MainActor
final class ControlledTerminal: Terminal {
    /// Styled, so a ticking clock is written (in place) and the test can see it.
    let capabilities = TerminalCapabilities(isInteractive: false, isStyled: true, width: 80)
    private(set) var output = ""
    private let input = AsyncStream.makeStream(of: TerminalEvent.self)
    private var waiters: [(text: String, continuation: CheckedContinuation<Void, Never>)] = []

    func write(_ text: String) {
        output += text
        let (ready, waiting) = (waiters.filter { output.contains($0.text) }, waiters.filter { !output.contains($0.text) })
        waiters = waiting
        for waiter in ready { waiter.continuation.resume() }
    }

    func inputEvents() -> AsyncStream<TerminalEvent> { input.stream }
    func setEcho(_ enabled: Bool) {}
    func restore() {}

    func type(_ line: String) { input.continuation.yield(.line(line)) }

    func endInput() {
        input.continuation.yield(.endOfInput)
        input.continuation.finish()
    }

    /// Returns once the app has written `text`.
    func waitForOutput(containing text: String) async {
        if output.contains(text) { return }
        await withCheckedContinuation { waiters.append((text, $0)) }
    }
}
