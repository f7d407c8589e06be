import Foundation
import HTTPTransport
import Testing

struct HTTPResponseTests {
    @Test func headers_areFound_whateverTheirCase() {
        let response = HTTPResponse(status: 201, headers: ["location": "/api/players/7", "Content-Type": "application/json"])
        #expect(response.header("Location") == "/api/players/7")
        #expect(response.header("content-type") == "application/json")
        #expect(response.header("Authorization") == nil)
    }
}

/// What crosses between the app and the network library it loads.
struct HTTPTransportLibraryTests {
    static let request = HTTPRequest(
        method: "POST",
        url: URL(string: "http://localhost:8080/api/players")!,
        headers: ["Authorization": "Bearer abc", "Content-Type": "application/json"],
        body: Data(#"{"name":"Ann ⚽️"}"#.utf8),
        timeout: 2.5
    )

    @Test func aRequest_crossesUnchanged() {
        #expect(HTTPTransportLibrary.decodeRequest(HTTPTransportLibrary.encode(Self.request)) == Self.request)
        var noBody = Self.request
        noBody.body = nil
        #expect(HTTPTransportLibrary.decodeRequest(HTTPTransportLibrary.encode(noBody)) == noBody)
    }

    @Test(arguments: [
        HTTPTransportLibrary.Result.response(HTTPResponse(status: 404, headers: ["X": "y"], body: Data([0, 255, 10]))),
        .response(HTTPResponse(status: 204)),
        .failure(.connectionRefused), .failure(.unknownHost), .failure(.timedOut), .failure(.connectionLost),
        .failure(.notConnected), .failure(.secureConnectionFailed), .failure(.notHTTP), .failure(.other("network error -1011")),
    ])
    func aResult_crossesUnchanged(result: HTTPTransportLibrary.Result) {
        #expect(HTTPTransportLibrary.decodeResult(HTTPTransportLibrary.encode(result)) == result)
    }

    @Test func unreadableBytes_areAFailure_notACrash() {
        #expect(HTTPTransportLibrary.decodeRequest(Data("{".utf8)) == nil)
        #expect(HTTPTransportLibrary.decodeRequest(Data()) == nil)
        #expect(HTTPTransportLibrary.decodeResult(Data("not json".utf8))
            == .failure(.other("the network library answered something unreadable")))
    }
}
