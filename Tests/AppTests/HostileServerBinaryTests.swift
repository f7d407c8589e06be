import Foundation
import RemoteTestSupport
import Synchronization
import TestSupport
import Testing

/// The built binary against servers that try to take its credentials or exhaust its memory.
@Suite struct HostileServerBinaryTests {
    static let login = #"{"token": "hostile-token-0123456789", "userID": "5D3F0A6E-8C1B-4E39-9B57-0E2A1C7D4F60"}"#

    func run(against server: HostileServer, _ lines: [String]) async throws -> (status: Int32?, output: String) {
        let directory = ScratchSpace.root.appending(path: "fg-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await AppBinary.run(["--data-dir", directory.path, "--server", server.baseURL.absoluteString], lines: lines)
        guard case .exited(let status) = result.termination else { return (nil, result.output) }
        return (status, result.output)
    }

    @Test func aLoginRedirectedToAnotherHost_isNotFollowed_andTheScreenNamesBoth() async throws {
        let elsewhere = try HostileServer { _ in .json(Self.login) }
        defer { elsewhere.stop() }
        let target = elsewhere.baseURL.appending(path: "steal").absoluteString
        let server = try HostileServer { _ in HostileServer.Answer(status: 307, headers: [("Location", target)]) }
        defer { server.stop() }

        let (status, output) = try await run(against: server, ["l", "ann", "pass-word"])

        #expect(status == 0)
        #expect(
            Self.words(output).contains("the server at \(server.baseURL.absoluteString) sent the app to \(target); it was not followed"),
            "\(output)")
        #expect(elsewhere.requests.isEmpty, "nothing reached the other host")
        #expect(server.requests.map(\.path) == ["/api/users/login"])
    }

    /// A player list that says it is 1 GiB is refused before its body is read. (Bodies without a
    /// length and gzip bombs are cut at the limit in HostileServerTests, with a 1 MiB limit: reading
    /// 16 MiB through FoundationNetworking costs seconds of system time, on a loaded machine more
    /// than the app's 10 s timeout, which then ends the call just as safely.)
    @Test func aPlayerListDeclaredOverTheLimit_isRefusedUnread_andSaidSo() async throws {
        let server = try HostileServer { request in
            request.path == "/api/users/login"
                ? .json(Self.login)
                // 1 GiB declared, 64 KiB sent, then the connection closes: only the declaration can be refused.
                : HostileServer.Answer(
                    status: 200, headers: [("Content-Length", "\(1 << 30)")], body: Data(repeating: 0x20, count: 1 << 16), declaresLength: false)
        }
        defer { server.stop() }

        let (status, output) = try await run(against: server, ["l", "ann", "pass-word"])

        #expect(status == 0)
        #expect(Self.words(output).contains("sent an answer larger than 16 MiB, the most the app reads; it was not kept"), "\(output)")
    }

    @Test func withAServer_nothingIsWrittenOutsideTheDataDirectory() async throws {
        let server = try HostileServer { _ in HostileServer.Answer(status: 401) }
        defer { server.stop() }
        try await withTemporaryDirectory { folder in
            let home = folder.appending(path: "home")
            let data = folder.appending(path: "data")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let environment = AppBinary.environment(["HOME": home.path, "XDG_CACHE_HOME": nil, "XDG_DATA_HOME": nil])
            let result = try await AppBinary.run(
                ["--data-dir", data.path, "--server", server.baseURL.absoluteString], lines: ["l", "ann", "pass-word"], environment: environment)
            #expect(result.termination == .exited(0))
            #expect(Self.words(result.output).contains("Wrong username or password"), "\(result.output)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == [], "the home folder is left alone")
            #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).contains(".urlsession"))
        }
    }

    /// A remembered sign-in whose server accepts the connection and never answers: the first thing on
    /// the screen, before any answer could come, is the list as last loaded, saying the sign-in is being
    /// checked; what is typed meanwhile waits for the answer, but `q`, which quits at once.
    @Test func aFrozenServer_atStart_theListAsLastLoadedIsThereAtOnce_andQQuits() async throws {
        let frozen = Mutex(false)
        let thaw = DispatchSemaphore(value: 0)
        let server = try HostileServer { request in
            if frozen.withLock({ $0 }) { thaw.wait() }
            return request.path == "/api/users/login" ? .json(Self.login) : .json("[]")
        }
        defer {
            server.stop()
            thaw.signal()
        }
        try await withTemporaryDirectory { data in
            let arguments = ["--data-dir", data.path, "--server", server.baseURL.absoluteString]
            let first = try await AppBinary.run(arguments, lines: ["m", "l", "ann", "pass-word"])
            #expect(first.termination == .exited(0))
            #expect(first.output.contains("No players yet"), "\(first.output)")
            frozen.withLock { $0 = true }

            let app = try ChildProcess(AppBinary.url, arguments: arguments, environment: AppBinary.environment())
            defer { app.kill(SIGKILL) }
            #expect(await app.waitFor("Checking your saved sign-in with the server…") != nil, "\(app.text)")
            #expect(app.text.hasPrefix("\n Football Gather · Players"), "the list first: \(app.text)")
            #expect(Self.words(app.text).contains("what you type waits for the answer, q quits."))
            app.send(lines: ["h", "q"])
            #expect(await app.finish(timeout: .seconds(30)) == .exited(0), "q quits while the server is frozen")
            #expect(!app.text.contains("History"), "h waited for the answer, which never came")
        }
    }

    /// The output's words, one space apart: a sentence reads the same wherever the screen wrapped it.
    static func words(_ output: String) -> String {
        output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
