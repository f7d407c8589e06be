import Foundation
import RemoteStorage
import RemoteTestSupport
import TestSupport
import Testing

/// The two fakes answer the same requests the same way, request by request, including the
/// refusals the real FootballGather server makes (docs/web-service.md): the store contract
/// only sends what the app sends, this script also sends what it never would.
@Suite struct WireContractTests {
    /// Slow set (it starts the Python stand-in); in every run, the test below holds the Swift fake to
    /// the real server's refusals, and URLSessionTransportTests talks to the stand-in.
    @Test(SlowTests.only) func theSwiftFakeAndTheStandIn_answerEveryScriptedRequestAlike() async throws {
        let fake = try FakeFootballGatherServer()
        let fromFake = try await WireScript.run(through: fake, at: fake.baseURL)
        let fromStandIn = try await withStandInServer { server in
            try await WireScript.run(through: testTransport(), at: server.baseURL)
        }
        #expect(fromFake.count >= 50)
        for (fake, standIn) in zip(fromFake, fromStandIn) {
            #expect(fake == standIn)
        }
        #expect(fromFake.count == fromStandIn.count)
    }

    /// The classes the stand-in once answered differently from the real server, each pinned down.
    @Test func theRefusalsOfTheRealServer_areTheFakes() async throws {
        let fake = try FakeFootballGatherServer()
        let answers = Dictionary(uniqueKeysWithValues: try await WireScript.run(through: fake, at: fake.baseURL).map { ($0.step, $0.status) })
        #expect(answers["POST /api/players skill wizard"] == 400)
        #expect(answers["POST /api/players position libero"] == 400)
        #expect(answers["PUT /api/players/abc"] == 400)
        #expect(answers["GET /api/gathers/not-a-uuid/players"] == 400)
        #expect(answers["PUT /api/gathers/{id} without winnerTeam"] == 400)
        #expect(answers["GET /api/gathers after the refused PUT: winner kept"] == 200)
        #expect(answers["GET /api/users"] == 200)
        #expect(answers["GET /api/users/{id}"] == 200)
    }
}

/// One scripted session: what each step got back (status, and the body's shape where it matters).
enum WireScript {
    struct Step: Equatable, CustomStringConvertible {
        let step: String
        let status: Int
        let shape: String

        var description: String { "\(step) → \(status) \(shape)" }
    }

    static func run(through transport: any HTTPTransport, at baseURL: URL) async throws -> [Step] {
        var steps: [Step] = []
        var token = ""
        let username = "wire-\(UUID().uuidString.prefix(8).lowercased())"
        let password = String(repeating: "ab", count: 32)

        @discardableResult
        func send(
            _ step: String, _ method: String, _ path: String, json: String? = nil, basic: Bool = false, bearer: Bool = true,
            shape: (Any?) -> String = { _ in "" }
        ) async throws -> HTTPResponse {
            var headers = ["Content-Type": "application/json"]
            if basic {
                headers["Authorization"] = "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
            } else if bearer {
                headers["Authorization"] = "Bearer \(token)"
            }
            let url = try #require(URL(string: baseURL.absoluteString + path))
            let response = try await transport.send(HTTPRequest(method: method, url: url, headers: headers, body: json.map { Data($0.utf8) }, timeout: 10))
            let body = response.body.isEmpty ? nil : try? JSONSerialization.jsonObject(with: response.body)
            steps.append(Step(step: step, status: response.status, shape: response.status < 300 ? shape(body) : ""))
            return response
        }
        func location(_ response: HTTPResponse) -> String {
            (response.headers.first { $0.key.lowercased() == "location" }?.value ?? "").split(separator: "/").last.map(String.init) ?? ""
        }
        let names: (Any?) -> String = { ($0 as? [[String: Any]])?.compactMap { $0["name"] as? String }.joined(separator: ",") ?? "?" }
        let result: (Any?) -> String = { body in
            (body as? [[String: Any]])?.map { "\($0["score"] ?? "-") \($0["winnerTeam"] ?? "-")" }.joined(separator: ",") ?? "?"
        }

        try await send("POST /api/users", "POST", "/api/users", json: #"{"username": "\#(username)", "password": "\#(password)"}"#, bearer: false)
        try await send("POST /api/users again", "POST", "/api/users", json: #"{"username": "\#(username)", "password": "\#(password)"}"#, bearer: false)
        try await send("POST /api/users no password", "POST", "/api/users", json: #"{"username": "x"}"#, bearer: false)
        let login = try await send("POST /api/users/login", "POST", "/api/users/login", basic: true)
        let answer = try JSONSerialization.jsonObject(with: login.body) as? [String: Any]
        token = answer?["token"] as? String ?? ""
        let userID = answer?["userID"] as? String ?? ""
        try await send("GET /api/players without a token", "GET", "/api/players", bearer: false)
        try await send("GET /api/users", "GET", "/api/users", bearer: false) { body in
            (body as? [[String: Any]])?.contains { $0["username"] as? String == username && $0["id"] as? String == userID } == true ? "has me" : "?"
        }
        try await send("GET /api/users/{id}", "GET", "/api/users/\(userID)", bearer: false) {
            ($0 as? [String: Any])?["username"] as? String == username ? "me" : "?"
        }
        try await send("GET /api/users/ann", "GET", "/api/users/ann", bearer: false)
        try await send("GET /api/users/{unknown}", "GET", "/api/users/\(UUID().uuidString)", bearer: false)

        let max = location(
            try await send(
                "POST /api/players", "POST", "/api/players", json: #"{"name": "Max", "age": 30, "skill": "amateur", "preferredPosition": "striker"}"#))
        let kim = location(try await send("POST /api/players nulls", "POST", "/api/players", json: #"{"name": "Kim", "age": null, "skill": null}"#))
        try await send("POST /api/players no name", "POST", "/api/players", json: #"{"age": 3}"#)
        try await send("POST /api/players not JSON", "POST", "/api/players", json: "{nope")
        try await send("POST /api/players skill wizard", "POST", "/api/players", json: #"{"name": "W", "skill": "wizard"}"#)
        try await send("POST /api/players position libero", "POST", "/api/players", json: #"{"name": "L", "preferredPosition": "libero"}"#)
        try await send("POST /api/players skill Beginner", "POST", "/api/players", json: #"{"name": "B", "skill": "Beginner"}"#)
        try await send("GET /api/players", "GET", "/api/players", shape: names)
        try await send("PUT /api/players/{id}", "PUT", "/api/players/\(kim)", json: #"{"name": "Kim", "skill": "beginner"}"#)
        try await send("PUT /api/players/{id} skill wizard", "PUT", "/api/players/\(kim)", json: #"{"name": "Kim", "skill": "wizard"}"#)
        try await send("PUT /api/players/abc", "PUT", "/api/players/abc", json: #"{"name": "X"}"#)
        try await send("PUT /api/players/abc no name", "PUT", "/api/players/abc", json: #"{"age": 1}"#)
        try await send("PUT /api/players/{unknown}", "PUT", "/api/players/99999", json: #"{"name": "X"}"#)
        try await send("DELETE /api/players/1.5", "DELETE", "/api/players/1.5")
        try await send("DELETE /api/players/{unknown}", "DELETE", "/api/players/99999")
        try await send("GET /api/players/abc/gathers", "GET", "/api/players/abc/gathers")

        let gather = location(try await send("POST /api/gathers with a score", "POST", "/api/gathers", json: #"{"score": "9-9", "winnerTeam": "Team A"}"#))
        try await send("GET /api/gathers: the body was not kept", "GET", "/api/gathers", shape: result)
        try await send("POST /api/gathers not JSON", "POST", "/api/gathers", json: "{nope")
        try await send("POST attach Team A", "POST", "/api/gathers/\(gather.lowercased())/players/\(max)", json: #"{"team": "Team A"}"#)
        try await send("POST attach Team B", "POST", "/api/gathers/\(gather)/players/\(kim)", json: #"{"team": "Team B"}"#)
        try await send("POST attach any team name", "POST", "/api/gathers/\(gather)/players/\(kim)", json: #"{"team": "Bench"}"#)
        try await send("POST attach no team", "POST", "/api/gathers/\(gather)/players/\(max)", json: "{}")
        try await send("POST attach bad player id", "POST", "/api/gathers/\(gather)/players/x", json: #"{"team": "Team A"}"#)
        try await send("POST attach bad gather id", "POST", "/api/gathers/nope/players/\(max)", json: #"{"team": "Team A"}"#)
        try await send("POST attach unknown ids", "POST", "/api/gathers/\(UUID().uuidString)/players/99999", json: #"{"team": "Team A"}"#)
        try await send("GET /api/gathers/{id}/players", "GET", "/api/gathers/\(gather)/players", shape: names)
        try await send("GET /api/gathers/not-a-uuid/players", "GET", "/api/gathers/not-a-uuid/players")
        try await send("GET /api/gathers/{unknown}/players", "GET", "/api/gathers/\(UUID().uuidString)/players")
        try await send("PUT /api/gathers/{id}", "PUT", "/api/gathers/\(gather)", json: #"{"score": "2-1", "winnerTeam": "Team A"}"#)
        try await send("PUT /api/gathers/{id} without winnerTeam", "PUT", "/api/gathers/\(gather)", json: #"{"score": "3-1"}"#)
        try await send("PUT /api/gathers/{id} winnerTeam null", "PUT", "/api/gathers/\(gather)", json: #"{"score": "3-1", "winnerTeam": null}"#)
        try await send("PUT /api/gathers/nope", "PUT", "/api/gathers/nope", json: #"{"score": "3-1", "winnerTeam": "Team A"}"#)
        try await send("PUT /api/gathers/{unknown}", "PUT", "/api/gathers/\(UUID().uuidString)", json: #"{"score": "3-1", "winnerTeam": "Team A"}"#)
        try await send("GET /api/gathers after the refused PUT: winner kept", "GET", "/api/gathers", shape: result)
        try await send("GET /api/players/{id}/gathers", "GET", "/api/players/\(kim)/gathers", shape: result)
        try await send("DELETE /api/players/{id}", "DELETE", "/api/players/\(max)")
        try await send("GET /api/gathers/{id}/players after a delete", "GET", "/api/gathers/\(gather)/players", shape: names)
        try await send("DELETE /api/gathers/nope", "DELETE", "/api/gathers/nope")
        try await send("DELETE /api/gathers/{id}", "DELETE", "/api/gathers/\(gather)")
        try await send("DELETE /api/gathers/{id} again", "DELETE", "/api/gathers/\(gather)")
        try await send("GET /api/nothing", "GET", "/api/nothing")
        try await send("DELETE /api/users", "DELETE", "/api/users")
        try await send("GET /api/players after deleting the account", "GET", "/api/players")
        return steps
    }
}
