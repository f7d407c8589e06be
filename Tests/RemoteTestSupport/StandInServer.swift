import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `Tools/fake-footballgather-server`, the Python stand-in of the web service, on a
/// free loopback port for one test. Started with the interpreter directly (no `env`
/// lookup) and one PBKDF2 iteration per password; ready once it prints its address.
/// It keeps the descriptor Foundation's `Process` watches (it closes only inherited
/// pipes), so other children's exits are not held up while it runs.
public final class StandInServer: Sendable {
    public let baseURL: URL
    private let process: ChildProcess
    /// Serves isolated tenants under path prefixes (`--tenants`).
    private let hasTenants: Bool
    /// The process's own address, where its request counts are read (one tally for all tenants).
    private let processURL: URL

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Tools/fake-footballgather-server")

    private init(baseURL: URL, process: ChildProcess, hasTenants: Bool, processURL: URL? = nil) {
        self.baseURL = baseURL
        self.processURL = processURL ?? baseURL
        self.process = process
        self.hasTenants = hasTenants
    }

    /// - Parameter tenants: serve isolated tenants (see `tenant()`), for sharing one process.
    public static func start(tenants: Bool = false) async throws -> StandInServer {
        let python = try #require(Python.interpreter, "python3 is not on the PATH")
        // -I -S: no user site, no site-packages, no PYTHON* variables; a quicker, predictable start.
        let process = try ChildProcess(
            python,
            arguments: [
                "-I", "-S", script.path, "--port", "0", "--quiet", "--pbkdf2-iterations", "1",
            ] + (tenants ? ["--tenants"] : []))
        // "… listening on http://127.0.0.1:PORT" then a newline.
        var lineEnd: Int?
        if let addressStart = await process.waitFor("listening on ") {
            lineEnd = await process.waitFor("\n", after: addressStart)
        }
        guard lineEnd != nil,
            let line = process.text.split(separator: "\n").first(where: { $0.contains("listening on ") }),
            let address = line.split(separator: " ").last,
            let baseURL = URL(string: String(address))
        else {
            process.kill(SIGKILL)
            _ = await process.waitForExit()
            Issue.record("the stand-in did not start: \(process.errorText)")
            throw StandInServerError.didNotStart
        }
        return StandInServer(baseURL: baseURL, process: process, hasTenants: tenants)
    }

    /// A fresh, empty server of its own inside this one's process (a tenant under a new path prefix).
    public func tenant() -> StandInServer {
        precondition(hasTenants, "start(tenants: true) serves tenants")
        return StandInServer(baseURL: baseURL.appending(path: "t" + UUID().uuidString.prefix(8)), process: process, hasTenants: false, processURL: baseURL)
    }

    /// From now on every API request of this server (or tenant) has its connection closed with no
    /// answer, as if the server were away; its data stays. `endOutage()` brings it back.
    public func beginOutage() async throws {
        try await callKnob("POST", "_stand-in/outage")
    }

    public func endOutage() async throws {
        try await callKnob("DELETE", "_stand-in/outage")
    }

    /// From now on this server (or tenant) answers `after` more API requests, then holds every next
    /// one, neither applied nor answered, as a server sees requests whose client was killed while they
    /// were on the wire; `releaseHeld()` applies them.
    public func holdRequests(after: Int) async throws {
        try await callKnob("POST", "_stand-in/hold", query: "after=\(after)")
    }

    /// How many requests are held, once one is (the stand-in waits for it, up to 30 s).
    public func heldRequests() async throws -> Int {
        let url = try #require(URL(string: baseURL.appending(path: "_stand-in/hold").absoluteString + "?wait=30"))
        var request = URLRequest(url: url)
        request.timeoutInterval = 60
        let (data, _) = try await URLSession.shared.data(for: request)
        return try JSONDecoder().decode([String: Int].self, from: data)["held"] ?? 0
    }

    public func releaseHeld() async throws {
        try await callKnob("DELETE", "_stand-in/hold")
    }

    /// A gather as this server (or tenant) holds it: its result, and its players' teams by player id,
    /// which the API never says.
    public struct HeldGather: Decodable, Sendable, Equatable {
        public var score: String?
        public var winnerTeam: String?
        public var teams: [String: String]
    }

    /// Every gather this server (or tenant) holds, all users', in creation order; with `atLeast`, once it
    /// holds that many (the stand-in waits, up to 30 s), as after a stalled request it applies late.
    public func heldGathers(atLeast count: Int = 0) async throws -> [HeldGather] {
        let query = count > 0 ? "?until=\(count)&wait=30" : ""
        let url = try #require(URL(string: baseURL.appending(path: "_stand-in/gathers").absoluteString + query))
        var request = URLRequest(url: url)
        request.timeoutInterval = 60
        let (data, _) = try await URLSession.shared.data(for: request)
        return try JSONDecoder().decode([HeldGather].self, from: data)
    }

    /// Stops the server's process (SIGSTOP), as a server can be frozen: every request waits, neither
    /// applied nor answered, until `resume()`; then they are applied (a client that gave up meanwhile
    /// gets no answer). A tenant's process is every tenant's.
    public func pause() {
        process.kill(SIGSTOP)
    }

    public func resume() {
        process.kill(SIGCONT)
    }

    /// How many API requests were counted by method and route ("DELETE /api/players/{id}"), since the start
    /// or the last reset; a tenant's requests count in the server's one tally.
    public func requestCounts() async throws -> [String: Int] {
        let (data, _) = try await URLSession.shared.data(from: processURL.appending(path: "_stand-in/stats"))
        let stats = try JSONDecoder().decode(StandInStats.self, from: data)
        return stats.routes
    }

    private func callKnob(_ method: String, _ path: String, query: String? = nil) async throws {
        var url = baseURL.appending(path: path)
        if let query { url = URL(string: url.absoluteString + "?" + query) ?? url }
        var request = URLRequest(url: url)
        request.httpMethod = method
        let (_, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 204 else { throw StandInServerError.knobRefused(method, path) }
    }

    /// Stops the server (SIGTERM) and waits for it to end.
    public func stop() async {
        process.kill(SIGTERM)
        // A server left paused by a test that failed ends too.
        process.kill(SIGCONT)
        _ = await process.waitForExit()
    }
}

/// One stand-in for a whole suite, each test on a fresh tenant of it: a Python start costs
/// about 0.2 s of CPU, paid once instead of once per test, and only by a suite whose tests ask
/// for it (the contract suites check the stand-in in the slow set only). `withStandInServer`
/// uses it when its suite carries `.sharedStandInServer`.
public struct SharedStandInServer: SuiteTrait, TestScoping {
    @TaskLocal static var current: Slot?

    /// The suite's server, started by the first test that asks; the tests asking meanwhile wait for it.
    actor Slot {
        private var starting: Task<StandInServer, any Error>?

        func server() async throws -> StandInServer {
            let task = starting ?? Task { try await StandInServer.start(tenants: true) }
            starting = task
            return try await task.value
        }

        func stop() async {
            guard let server = try? await starting?.value else { return }
            await server.stop()
        }
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard Self.current == nil else { return try await function() }
        let slot = Slot()
        do {
            try await Self.$current.withValue(slot) { try await function() }
        } catch {
            await slot.stop()
            throw error
        }
        await slot.stop()
    }
}

extension Trait where Self == SharedStandInServer {
    public static var sharedStandInServer: Self { SharedStandInServer() }
}

enum StandInServerError: Error {
    case didNotStart
    case knobRefused(String, String)
}

private struct StandInStats: Decodable {
    let routes: [String: Int]
}

/// Runs `body` with a stand-in server started for it, and stops the server afterwards.
public func withStandInServer<T>(_ body: (StandInServer) async throws -> T) async throws -> T {
    if let shared = SharedStandInServer.current {
        return try await body(shared.server().tenant())
    }
    let server = try await StandInServer.start()
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
