import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPTransport
import RemoteTestSupport
import Testing
@testable import URLSessionTransport

/// HTTP through URLSession, against the fake server behind a stub `URLProtocol`.
struct URLSessionTransportTests {
    @Test func aRequest_reachesTheServer_asGiven() async throws {
        try await withFakeServer { server in
            let body = Data(#"{"name":"Ann"}"#.utf8)
            let request = HTTPRequest(
                method: "PUT",
                url: server.baseURL.appending(path: "api/players/3"),
                headers: ["Authorization": "Bearer t0k3n", "Content-Type": "application/json"],
                body: body,
                timeout: 4
            )
            server.intercept { _ in .json(200, "{}") }
            _ = try await FakeFootballGatherServer.makeTransport().send(request)
            let seen = try #require(server.requests.last)
            #expect(seen.method == "PUT")
            #expect(seen.path == "/api/players/3")
            #expect(seen.header("authorization") == "Bearer t0k3n")
            #expect(seen.header("Content-Type") == "application/json")
            #expect(seen.body == body)
            #expect(seen.timeout == 4)
        }
    }

    @Test func anyStatus_isAnAnswer_withItsHeadersAndBody() async throws {
        try await withFakeServer { server in
            server.intercept { _ in .json(404, #"{"error":true,"reason":"Not Found"}"#, headers: ["Location": "/x"]) }
            let response = try await FakeFootballGatherServer.makeTransport().send(HTTPRequest(method: "GET", url: server.baseURL.appending(path: "api/x"), timeout: 4))
            #expect(response.status == 404)
            #expect(response.header("location") == "/x")
            #expect(response.body == Data(#"{"error":true,"reason":"Not Found"}"#.utf8))
        }
    }

    @Test(arguments: [
        (URLError.Code.cannotConnectToHost, HTTPTransportError.connectionRefused),
        (.cannotFindHost, .unknownHost),
        (.dnsLookupFailed, .unknownHost),
        (.timedOut, .timedOut),
        (.networkConnectionLost, .connectionLost),
        (.notConnectedToInternet, .notConnected),
        (.secureConnectionFailed, .secureConnectionFailed),
        (.serverCertificateUntrusted, .secureConnectionFailed),
        (.serverCertificateHasBadDate, .secureConnectionFailed),
        (.serverCertificateNotYetValid, .secureConnectionFailed),
        (.serverCertificateHasUnknownRoot, .secureConnectionFailed),
        (.badServerResponse, .other("network error \(URLError.Code.badServerResponse.rawValue)")),
    ])
    func noAnswer_saysWhy(code: URLError.Code, expected: HTTPTransportError) async throws {
        try await withFakeServer { server in
            server.intercept { _ in .failure(code) }
            await #expect(throws: expected) {
                try await FakeFootballGatherServer.makeTransport().send(HTTPRequest(method: "GET", url: server.baseURL, timeout: 4))
            }
        }
    }
}

/// The library's C functions, called the way the app calls them after `dlsym`.
struct LibraryEntryPointsTests {
    @Test func theVersion_isTheContractsVersion() {
        #expect(footballgatherNetworkingVersion() == HTTPTransportLibrary.version)
    }

    @Test func openAndClose_giveAndReleaseATransport() throws {
        let transport = try #require(footballgatherNetworkingOpen())
        footballgatherNetworkingClose(transport)
        footballgatherNetworkingClose(nil)
    }

    @Test func aRequest_getsTheServersAnswer_throughTheCompletion() async throws {
        try await withFakeServer { server in
            server.intercept { _ in .json(201, "{}", headers: ["Location": "/api/players/9"]) }
            let request = HTTPRequest(method: "POST", url: server.baseURL.appending(path: "api/players"), body: Data("{}".utf8), timeout: 4)
            let result = await send(HTTPTransportLibrary.encode(request), through: FakeFootballGatherServer.makeTransport())
            guard case .response(let response) = result else {
                Issue.record("expected an answer, got \(result)")
                return
            }
            #expect(response.status == 201)
            #expect(response.header("Location") == "/api/players/9")
            #expect(server.requests.last?.path == "/api/players")
        }
    }

    @Test func aFailure_crossesAsAFailure() async throws {
        try await withFakeServer { server in
            server.intercept { _ in .failure(.timedOut) }
            let request = HTTPRequest(method: "GET", url: server.baseURL, timeout: 4)
            #expect(await send(HTTPTransportLibrary.encode(request), through: FakeFootballGatherServer.makeTransport()) == .failure(.timedOut))
        }
    }

    @Test func unreadableBytes_getAFailure_notACrash() async throws {
        #expect(await send(Data("{\"method\":".utf8), through: URLSessionTransport())
            == .failure(.other("the network library got an unreadable request")))
        #expect(await send(Data(), through: URLSessionTransport())
            == .failure(.other("the network library got an unreadable request")))
    }

    /// Calls the C send function with `bytes`, as the app does, and decodes what its completion gets.
    private func send(_ bytes: Data, through transport: URLSessionTransport) async -> HTTPTransportLibrary.Result {
        let handle = Unmanaged.passRetained(transport).toOpaque()
        defer { footballgatherNetworkingClose(handle) }
        return await HTTPTransportLibrary.exchange(bytes, through: { footballgatherNetworkingSend($0, $1, $2, $3, $4) }, transport: handle)
    }
}
