import Domain
import Foundation
import LastLoadedInterface
import Presentation
import RemoteStorage
import RemoteTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import FootballGatherApp

/// Whole sessions through the composed app against the FootballGather web service
/// (the in-process fake as the store's transport): the app must not care where data lives.
@MainActor
@Suite struct RemoteSessionTests {
    let dataDirectory = ScratchSpace.root.appendingPathComponent("fg-remote-\(UUID().uuidString)")

    /// `keepingCopies`: the last loaded copies kept as the built app keeps them, shown while the server is away.
    func services(_ server: FakeFootballGatherServer, dataDirectory: URL, keepingCopies: Bool = false) -> AppServices {
        let store = server.store(dataDirectory: dataDirectory)
        return AppServices(
            authentication: store, rememberedUsernames: store, userServices: store,
            storageDescription: "server: " + store.serverDescription, clock: ManualClock(),
            timeZone: TimeZone(identifier: "UTC") ?? .current,
            remembering: .usernameAndToken, sessionRestorer: store, lastLoadedCopies: keepingCopies ? store : nil
        )
    }

    func run(
        _ server: FakeFootballGatherServer, _ lines: [String], dataDirectory: URL? = nil, keepingCopies: Bool = false
    ) async throws -> (status: Int32, output: String) {
        let terminal = ScriptedTerminal(lines: lines)
        let services = services(server, dataDirectory: dataDirectory ?? self.dataDirectory, keepingCopies: keepingCopies)
        let status = await FootballGatherApp.run(services: services, terminal: terminal)
        return (status, terminal.output)
    }

    /// A fresh server for one test; the data directory goes afterwards.
    func withServer(_ body: (FakeFootballGatherServer) async throws -> Void) async throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        try await body(try FakeFootballGatherServer())
    }

    static let match = [
        "r", "ann", "pass-word", "pass-word",
        "a", "Ann", "", "5", "2", "",
        "a", "Bob", "", "1", "3", "",
        "a", "Carla", "", "3", "1", "",
        "a", "Dmitri", "", "", "", "",
        "1", "2", "31", "b",
        "s 1 2 3 4", "c", "auto", "start", "a+", "a+", "b+", "end", "y",
        "h",
    ]

    /// A copy may be written after the screen that kept it is drawn: the app ends once all are written.
    @Test func theAppEnds_onceTheCopiesKeptAreWritten() async throws {
        try await withServer { server in
            let calls = Calls()
            var copies = LastLoadedCopiesProvidingDouble()
            copies.onCopiesWritten = { await calls.add() }
            let store = server.store(dataDirectory: dataDirectory)
            let services = AppServices(
                authentication: store, rememberedUsernames: store, userServices: store, storageDescription: "server",
                clock: ManualClock(), remembering: .usernameAndToken, sessionRestorer: store, lastLoadedCopies: copies
            )
            #expect(await FootballGatherApp.run(services: services, terminal: ScriptedTerminal(lines: [])) == 0)
            #expect(await calls.count == 1)
        }
    }

    private actor Calls {
        var count = 0
        func add() { count += 1 }
    }

    @Test func aWholeMatchIsStoredOnTheServerAndSeenFromASecondInstance() async throws {
        try await withServer { server in
            let (status, output) = try await run(server, Self.match)
            #expect(status == 0)
            #expect(output.contains("server: http://fake-"))
            let history = try #require(output.components(separatedBy: "Football Gather · History").last)
            #expect(history.contains("Team A won 2–1"))

            // Another computer: a fresh data directory, same account on the same server.
            let elsewhere = dataDirectory.appendingPathComponent("other")
            let (_, second) = try await run(server, ["l", "ann", "pass-word", "h"], dataDirectory: elsewhere)
            let players = try #require(second.components(separatedBy: "Football Gather · Players").last)
            #expect(players.contains("Ann"))
            #expect(players.contains("Dmitri"))
            let remoteHistory = try #require(second.components(separatedBy: "Football Gather · History").last)
            #expect(remoteHistory.contains("Team A won 2–1"))
            #expect(!second.contains("\u{1B}"))
        }
    }

    @Test func aServerThatStopsGivesAClearMessageAndRetryWorksOnceItIsBack() async throws {
        try await withServer { server in
            _ = try await run(server, ["r", "ann", "pass-word", "pass-word", "a", "Ann", "", "", "", ""])
            // The next two requests (the list and the unfinished-match check) find nobody listening.
            server.intercept(times: 2) { $0.method == "GET" ? .failure(.connectionRefused) : nil }

            let (_, output) = try await run(server, ["l", "ann", "pass-word", "r"])

            // Messages wrap at the terminal width: read them as one line.
            let text = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("could not reach the server at \(server.baseURL.absoluteString)"))
            #expect(text.contains("Type r to retry."))
            let last = try #require(output.components(separatedBy: "Football Gather · ").last)
            #expect(last.hasPrefix("Players (1)"))
        }
    }

    /// In process, the sibling of OfflineBinaryTests' outage: the roster as last loaded opens a
    /// player to read only, and a row to edit is refused without a request.
    @Test func withTheServerAway_aPlayerOfTheLastLoadedCopyOpensToReadOnly() async throws {
        try await withServer { server in
            _ = try await run(server, ["r", "ann", "pass-word", "pass-word", "a", "Ann", "", "", "", ""], keepingCopies: true)
            // Every read refused: the roster and the unfinished match are asked for side by side, in either order.
            server.intercept(times: 100) { $0.method == "GET" ? .failure(.connectionRefused) : nil }

            let (_, output) = try await run(server, ["l", "ann", "pass-word", "1", "1"], keepingCopies: true)

            let text = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("offline — last loaded"))
            #expect(text.contains(OfflineNotice.refusal))
        }
    }

    @Test func anExpiredSessionLeadsBackToLoginWithTheReasonAndNothingIsLost() async throws {
        try await withServer { server in
            _ = try await run(server, ["r", "ann", "pass-word", "pass-word", "a", "Ann", "", "", "", ""])
            server.intercept { $0.method == "POST" && $0.path == "/api/players" ? FakeFootballGatherServer.error(401, "Unauthorized") : nil }

            let (_, output) = try await run(server, ["l", "ann", "pass-word", "a", "Bob", "", "", "", "", "l", "pass-word"])

            let login = try #require(output.components(separatedBy: "Football Gather · Login").last)
            #expect(login.contains("Your session has expired: please log in again."))
            let last = try #require(output.components(separatedBy: "Football Gather · ").last)
            #expect(last.hasPrefix("Players (1)"))
        }
    }

    @Test func anExpiredSessionInTheRecords_leadsBackToLogin() async throws {
        try await withServer { server in
            _ = try await run(server, ["r", "ann", "pass-word", "pass-word", "a", "Ann", "", "", "", ""])
            // Only a player's records ask for the matches the player played in.
            server.intercept { $0.path.hasPrefix("/api/players/") && $0.path.hasSuffix("/gathers") ? FakeFootballGatherServer.error(401, "Unauthorized") : nil }

            let (_, output) = try await run(server, ["l", "ann", "pass-word", "1", "r"])

            let last = try #require(output.components(separatedBy: "Football Gather · ").last)
            #expect(last.hasPrefix("Login"))
            #expect(last.contains("Your session has expired: please log in again."))
        }
    }

    @Test func rememberMeKeepsTheSessionSoTheNextStartSkipsLogin() async throws {
        try await withServer { server in
            let (_, first) = try await run(server, ["m", "r", "ann", "pass-word", "pass-word", "a", "Ann", "", "", "", ""])
            #expect(first.contains("a login token will be kept"))

            let (_, second) = try await run(server, [])

            #expect(!second.contains("Football Gather · Login"))
            #expect(second.contains("Football Gather · Players (1)"))

            // Logging out forgets the token: the start after that asks for the password again.
            _ = try await run(server, ["o"])
            let (_, third) = try await run(server, [])
            #expect(third.contains("Football Gather · Login"))
            #expect(third.contains("ann  (remembered)"))
        }
    }

    @Test func aSavedSignInTheServerRefusesAtStart_opensLoginWithTheReason() async throws {
        try await withServer { server in
            _ = try await run(server, ["m", "r", "ann", "pass-word", "pass-word"])
            server.expireAllTokens()

            let (_, output) = try await run(server, ["l", "pass-word"])

            let login = try #require(output.components(separatedBy: "Football Gather · Login").dropFirst().first)
            #expect(
                login.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    .contains("Your saved sign-in was refused by the server; log in again."))
            #expect(login.contains("ann  (remembered)"))
            #expect(!login.contains("t try again"))
            let last = try #require(output.components(separatedBy: "Football Gather · ").last)
            #expect(last.hasPrefix("Players"), "the password alone logs the remembered user in")
        }
    }

    /// With the roster kept as last loaded, a saved sign-in opens on that copy at once, read-only, while
    /// the list's own load checks it: one wait. What is typed meanwhile waits for the answer.
    @Test func aSavedSignInWithACopy_opensOnTheCopyAtOnce_thenOnTheServersList() async throws {
        try await withServer { server in
            _ = try await run(server, ["m", "r", "ann", "pass-word", "pass-word", "a", "Ann", "", "", "", ""], keepingCopies: true)
            let before = server.requests.count

            let (_, output) = try await run(server, ["a", "Bob", "", "", "", ""], keepingCopies: true)

            let screens = output.components(separatedBy: "Football Gather · ").dropFirst()
            #expect(screens.first?.hasPrefix("Players (1)") == true, "the copy first: \(output)")
            #expect(Self.words(screens.first ?? "").contains("Checking your saved sign-in with the server… Meanwhile, your list as last loaded"))
            #expect(!output.contains("Checking ann's saved sign-in"), "no wait before the screen")
            #expect(screens.last?.hasPrefix("Players (2)") == true, "a waited for the answer, then added Bob: \(output)")
            #expect(!Self.words(output).contains(OfflineNotice.refusal))
            // Before the list's load looks for an unfinished match, the roster was asked for once: no check of its own.
            let untilTheLoad = server.requests.dropFirst(before).prefix { $0.path != "/api/gathers" }
            #expect(untilTheLoad.map(\.path) == ["/api/players"])
        }
    }

    @Test func aSavedSignInWithACopy_theServerAway_staysOnTheCopy_offline() async throws {
        try await withServer { server in
            _ = try await run(server, ["m", "r", "ann", "pass-word", "pass-word", "a", "Ann", "", "", "", ""], keepingCopies: true)
            server.intercept(times: 100) { _ in .failure(.timedOut) }

            let (_, output) = try await run(server, [], keepingCopies: true)

            // Through a pipe, the list drawn again unchanged is not printed again: only what it says now.
            let text = Self.words(output)
            let checking = try #require(text.range(of: "Checking your saved sign-in with the server…"), "\(output)")
            let offline = try #require(text.range(of: "offline — last loaded"), "once the one wait ended: \(output)")
            #expect(checking.upperBound < offline.lowerBound)
            #expect(output.components(separatedBy: "Football Gather · Players (1)").count == 2, "one list, the copy: \(output)")
        }
    }

    @Test func aSavedSignInWithACopy_refusedByTheServer_opensLoginSayingSo() async throws {
        try await withServer { server in
            _ = try await run(server, ["m", "r", "ann", "pass-word", "pass-word", "a", "Ann", "", "", "", ""], keepingCopies: true)
            server.expireAllTokens()

            let (_, output) = try await run(server, ["l", "pass-word"], keepingCopies: true)

            let login = try #require(output.components(separatedBy: "Football Gather · Login").dropFirst().first)
            #expect(Self.words(login).contains("Your saved sign-in was refused by the server; log in again."), "\(output)")
            let last = try #require(output.components(separatedBy: "Football Gather · ").last)
            #expect(last.hasPrefix("Players (1)"), "the lines typed meanwhile went to Login")
        }
    }

    static func words(_ text: some StringProtocol) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func aServerAwayAtStart_opensLoginSayingSo_andTryAgainSignsInOnceItIsBack() async throws {
        try await withServer { server in
            _ = try await run(server, ["m", "r", "ann", "pass-word", "pass-word", "a", "Ann", "", "", "", ""])
            server.intercept { _ in .failure(.connectionRefused) }

            let (_, output) = try await run(server, ["t"])

            let login = try #require(output.components(separatedBy: "Football Gather · Login").dropFirst().first)
            let text = login.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("Your saved sign-in could not be checked. Storage is unavailable:"))
            #expect(text.contains("could not reach the server at \(server.baseURL.absoluteString)"))
            #expect(text.contains("Type t to try again, or log in."))
            #expect(login.contains("t try again"))
            let last = try #require(output.components(separatedBy: "Football Gather · ").last)
            #expect(last.hasPrefix("Players (1)"))
        }
    }

    @Test func withAServer_rememberMeSaysItKeepsALoginToken() async throws {
        try await withServer { server in
            let (_, output) = try await run(server, ["m"])

            #expect(output.contains("Remember me:  [x] yes (username and login token)"))
            #expect(!output.contains("username only"))
        }
    }
}
