import Foundation
import Testing
import TestSupport
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

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Tools/fake-footballgather-server")

    private init(baseURL: URL, process: ChildProcess) {
        self.baseURL = baseURL
        self.process = process
    }

    public static func start() async throws -> StandInServer {
        let python = try #require(Self.python(), "python3 is not on the PATH")
        // -I -S: no user site, no site-packages, no PYTHON* variables; a quicker, predictable start.
        let process = try ChildProcess(python, arguments: [
            "-I", "-S", script.path, "--port", "0", "--quiet", "--pbkdf2-iterations", "1",
        ])
        // "… listening on http://127.0.0.1:PORT" then a newline.
        var lineEnd: Int?
        if let addressStart = await process.waitFor("listening on ") {
            lineEnd = await process.waitFor("\n", after: addressStart)
        }
        guard lineEnd != nil,
              let line = process.text.split(separator: "\n").first(where: { $0.contains("listening on ") }),
              let address = line.split(separator: " ").last,
              let baseURL = URL(string: String(address)) else {
            process.kill(SIGKILL)
            _ = await process.waitForExit()
            Issue.record("the stand-in did not start: \(process.errorText)")
            throw StandInServerError.didNotStart
        }
        return StandInServer(baseURL: baseURL, process: process)
    }

    /// Stops the server (SIGTERM) and waits for it to end.
    public func stop() async {
        process.kill(SIGTERM)
        _ = await process.waitForExit()
    }

    /// The first `python3` on the PATH.
    private static func python() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appending(path: "python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

enum StandInServerError: Error {
    case didNotStart
}

/// Runs `body` with a stand-in server started for it, and stops the server afterwards.
public func withStandInServer<T>(_ body: (StandInServer) async throws -> T) async throws -> T {
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
