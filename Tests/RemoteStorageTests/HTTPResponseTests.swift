import Foundation
import RemoteStorage
import Testing

struct HTTPResponseTests {
    @Test func headers_areFound_whateverTheirCase() {
        let response = HTTPResponse(status: 201, headers: ["location": "/api/players/7", "Content-Type": "application/json"])
        #expect(response.header("Location") == "/api/players/7")
        #expect(response.header("content-type") == "application/json")
        #expect(response.header("Authorization") == nil)
    }
}
