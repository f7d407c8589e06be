import Domain
import Foundation
import RemoteTestSupport
import TestSupport
import Testing

@testable import RemoteStorage

/// Servers that try to take what isn't theirs or to exhaust the app, over real loopback
/// sockets and URLSession: a redirect to another origin gets no credential, and no answer is
/// read past the limit, however it is sent.
@Suite struct HostileServerTests {
    static let token = "hostile-token-0123456789"
    static let login = #"{"token": "\#(token)", "userID": "5D3F0A6E-8C1B-4E39-9B57-0E2A1C7D4F60"}"#

    /// A store on `server`, timed on a clock that never moves: only the server's answer ends a call.
    func store(_ server: HostileServer, transport: URLSessionTransport = testTransport()) -> RemoteStore {
        RemoteStore(baseURL: server.baseURL, dataDirectory: nil, transport: transport, clock: SteppedClock())
    }

    func unexpected(_ error: (any Error)?) -> String? {
        guard case .unexpected(let detail) = error as? ServiceError else { return nil }
        return detail
    }

    @Test(arguments: [301, 302, 303, 307, 308])
    func aLoginRedirectedToAnotherOrigin_sendsItNothing_andSaysWhereItLed(status: Int) async throws {
        let elsewhere = try HostileServer { _ in .json(Self.login) }
        defer { elsewhere.stop() }
        let target = elsewhere.baseURL.appending(path: "api/users/login").absoluteString
        let server = try HostileServer { _ in HostileServer.Answer(status: status, headers: [("Location", target)]) }
        defer { server.stop() }

        let error = await #expect(throws: ServiceError.self) {
            try await store(server).logIn(Credentials(username: "ann", password: "secret-password"))
        }
        #expect(unexpected(error) == "the server at \(server.baseURL.absoluteString) sent the app to \(target); it was not followed")
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.headers["authorization"]?.hasPrefix("Basic ") == true, "the configured server is asked")
        #expect(elsewhere.requests.isEmpty, "the other host receives nothing, least of all the password's hash")
    }

    @Test func aListRedirectedToAnotherOrigin_sendsItNoToken_andKeepsNothingOfIt() async throws {
        let elsewhere = try HostileServer { _ in .json(#"[{"id": 1, "name": "Mallory"}]"#) }
        defer { elsewhere.stop() }
        let server = try HostileServer { request in
            request.path.hasSuffix("/login")
                ? .json(Self.login)
                : HostileServer.Answer(status: 302, headers: [("Location", elsewhere.baseURL.appending(path: "api/players").absoluteString)])
        }
        defer { server.stop() }

        let store = store(server)
        let user = try await store.logIn(Credentials(username: "ann", password: "secret-password"))
        let error = await #expect(throws: ServiceError.self) { try await store.playersService(for: user).players() }
        #expect(unexpected(error)?.contains("sent the app to \(elsewhere.baseURL.absoluteString)/api/players; it was not followed") == true)
        #expect(server.requests.last?.headers["authorization"] == "Bearer \(Self.token)")
        #expect(elsewhere.requests.isEmpty, "the token never leaves for another host")
    }

    @Test func anotherPortOrScheme_isAnotherOrigin_theSameOneWithADefaultPortIsNot() throws {
        func url(_ text: String) throws -> URL { try #require(URL(string: text)) }
        #expect(URLSessionTransport.isSameOrigin(try url("http://Example.org/a"), as: try url("http://example.org:80/b")))
        #expect(URLSessionTransport.isSameOrigin(try url("https://example.org:443/a"), as: try url("https://example.org/b")))
        #expect(!URLSessionTransport.isSameOrigin(try url("https://example.org/a"), as: try url("http://example.org/a")))
        #expect(!URLSessionTransport.isSameOrigin(try url("http://example.org:8081/a"), as: try url("http://example.org:8080/a")))
        #expect(!URLSessionTransport.isSameOrigin(try url("http://evil.example.org/a"), as: try url("http://example.org/a")))
        #expect(!URLSessionTransport.isSameOrigin(nil, as: try url("http://example.org/a")))
    }

    @Test func aRedirectWithinTheServer_isFollowed() async throws {
        let server = try HostileServer { request in
            switch request.path {
            case let path where path.hasSuffix("/login"): .json(Self.login)
            case "/api/players": HostileServer.Answer(status: 307, headers: [("Location", "/api/players/all")])
            default: .json(#"[{"id": 1, "name": "Ann"}]"#)
            }
        }
        defer { server.stop() }
        let store = store(server)
        let user = try await store.logIn(Credentials(username: "ann", password: "secret-password"))
        #expect(try await store.playersService(for: user).players().map(\.name) == ["Ann"])
        #expect(server.requests.map(\.path) == ["/api/users/login", "/api/players", "/api/players/all"])
    }

    @Test func aDeclaredLengthOverTheLimit_isRefusedBeforeTheBodyIsRead() async throws {
        let server = try HostileServer { _ in HostileServer.Answer(status: 200, body: Data(repeating: 0x20, count: 1 << 20), repeats: 17) }
        defer { server.stop() }
        let error = await #expect(throws: ServiceError.self) {
            try await store(server).logIn(Credentials(username: "ann", password: "secret-password"))
        }
        #expect(
            unexpected(error) == "the server at \(server.baseURL.absoluteString) sent an answer larger than 16 MiB, the most the app reads; it was not kept")
    }

    @Test func aBodyWithoutALength_isCutAtTheLimit() async throws {
        let server = try HostileServer { _ in
            HostileServer.Answer(status: 200, body: Data(repeating: 0x20, count: 64 << 10), repeats: 1_000, declaresLength: false)
        }
        defer { server.stop() }
        let transport = testTransport(maximumBodyBytes: 1 << 20)
        let request = HTTPRequest(method: "GET", url: server.baseURL.appending(path: "api/players"), timeout: 10)
        await #expect(throws: HTTPTransportError.tooLarge(limit: 1 << 20)) { try await transport.send(request) }
    }

    @Test func aGzipBomb_isCountedAsItInflates_andCutAtTheLimit() async throws {
        // 120 KiB on the wire, 16 MiB inflated: over a 1 MiB limit after the first few reads.
        let bomb = gzipBomb(expandedBytes: 16 << 20)
        #expect(bomb.count < 200 << 10)
        let server = try HostileServer { _ in
            HostileServer.Answer(status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")], body: bomb)
        }
        defer { server.stop() }
        let transport = testTransport(maximumBodyBytes: 1 << 20)
        let request = HTTPRequest(method: "GET", url: server.baseURL.appending(path: "api/players"), timeout: 10)
        await #expect(throws: HTTPTransportError.tooLarge(limit: 1 << 20)) { try await transport.send(request) }
    }

    @Test func anAnswerWithinTheLimit_isReadWhole_compressedOrNot() async throws {
        let body = Data(#"[{"id": 1, "name": "Ann"}]"#.utf8)
        let server = try HostileServer { _ in .json(String(decoding: body, as: UTF8.self)) }
        defer { server.stop() }
        let transport = testTransport(maximumBodyBytes: body.count)
        let answer = try await transport.send(HTTPRequest(method: "GET", url: server.baseURL.appending(path: "api/players"), timeout: 10))
        #expect(answer.status == 200)
        #expect(answer.body == body)
    }
}

/// The bomb the tests send is the stream its bit-by-bit definition gives, however long.
@Test func aLongGzipBomb_isTheShortOnesStreamRepeated() {
    for groups in [1, 2, 5] {
        let header = Data([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
        #expect(gzipBomb(expandedBytes: 258 * 8 * groups) == header + deflatedZeros(runs: 8 * groups))
    }
}
