import Foundation
import RemoteTestSupport
import TestSupport
import Testing

@testable import RemoteStorage

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP through URLSession, over real loopback sockets.
struct URLSessionTransportTests {
    @Test func aRequest_getsTheStandInsAnswer_statusHeadersAndBody() async throws {
        try await withStandInServer { server in
            let transport = testTransport()
            let body = Data(#"{"username": "ann", "password": "2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b"}"#.utf8)
            let created = try await transport.send(
                HTTPRequest(
                    method: "POST", url: server.baseURL.appending(path: "api/users"),
                    headers: ["Content-Type": "application/json"], body: body, timeout: 10
                ))
            #expect(created.status == 201)
            #expect(created.header("location")?.hasPrefix("/api/users/") == true)
            #expect(created.body.isEmpty)

            let refused = try await transport.send(
                HTTPRequest(
                    method: "GET", url: server.baseURL.appending(path: "api/players"), headers: ["Authorization": "Bearer nope"], timeout: 10
                ))
            #expect(refused.status == 401)
            #expect(refused.header("Content-Type")?.hasPrefix("application/json") == true)
            #expect(String(decoding: refused.body, as: UTF8.self) == #"{"error": true, "reason": "Unauthorized"}"#)
        }
    }

    @Test func aClosedLoopbackPort_isARefusedConnection() async throws {
        try await withClosedLoopbackPort { port in
            let request = HTTPRequest(method: "GET", url: try #require(URL(string: "http://127.0.0.1:\(port)/api/players")), timeout: 5)
            await #expect(throws: HTTPTransportError.connectionRefused) { try await testTransport().send(request) }
        }
    }

    @Test func theRequest_carriesMethodHeadersBody_andAWholeSecondsTimeout() throws {
        let url = try #require(URL(string: "http://localhost:8080/api/players/3"))
        let request = URLSessionTransport.urlRequest(
            HTTPRequest(
                method: "PUT", url: url, headers: ["Authorization": "Bearer t0k3n"], body: Data("{}".utf8), timeout: 0.25
            ))
        #expect(request.httpMethod == "PUT")
        #expect(request.url == url)
        #expect(request.value(forHTTPHeaderField: "authorization") == "Bearer t0k3n")
        #expect(request.httpBody == Data("{}".utf8))
        // URLSession on Linux drops a timeout's fraction: 0.25 s would time out at once. Its own timer
        // is a backstop after the client's, which times the request out and cancels it first.
        #expect(request.timeoutInterval == 1 + URLSessionTransport.backstop)
        #expect(URLSessionTransport.urlRequest(HTTPRequest(method: "GET", url: url, timeout: 2.5)).timeoutInterval == 3 + URLSessionTransport.backstop)
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
        (.badServerResponse, .connectionLost),
        (.cannotParseResponse, .other("network error \(URLError.Code.cannotParseResponse.rawValue)")),
    ])
    func aURLError_saysWhyThereIsNoAnswer(code: URLError.Code, expected: HTTPTransportError) {
        #expect(URLSessionTransport.failure(code) == expected)
    }
}
