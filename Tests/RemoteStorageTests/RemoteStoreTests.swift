import Domain
import Foundation
import GathersInterface
import RemoteTestSupport
import StoreTestSupport
import TestSupport
import Testing

@testable import RemoteStorage

/// A server that accepts every request and never answers: `send` returns only when cancelled.
/// It waits on a stream nothing is ever sent to (its iteration ends when the task is
/// cancelled), so no time, real or injected, is involved.
struct SilentTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws(HTTPTransportError) -> HTTPResponse {
        let (silence, keeper) = AsyncStream<Never>.makeStream()
        for await _ in silence {}
        keeper.finish()
        throw .other("cancelled")
    }
}

/// The detail of an `unavailable` or `unexpected` error, to check what the user reads.
func detail(of error: ServiceError) -> String? {
    switch error {
    case .unavailable(let detail), .unexpected(let detail): detail
    default: nil
    }
}

/// What the remote store sends, and how it reads what comes back — the web service's
/// wire format and every kind of failure.
@Suite struct RemoteStoreTests {
    private let kickOff = Date(timeIntervalSince1970: 1_700_000_000)
    /// SHA-256 of "secret", as `echo -n secret | sha256sum` prints it.
    private let secretHash = "2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b"

    // MARK: - On the wire

    @Test func thePassword_neverLeavesInClear_onlyItsSHA256Hex() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.register(Credentials(username: "ann", password: "secret"))
            _ = try await store.logIn(Credentials(username: "ann", password: "secret"))
            await #expect(throws: ServiceError.wrongCredentials) {
                try await store.logIn(Credentials(username: "ann", password: "Secret"))
            }

            let requests = server.requests
            #expect(
                requests.map { "\($0.method) \($0.path)" } == [
                    "POST /api/users", "POST /api/users/login", "POST /api/users/login", "POST /api/users/login",
                ])
            let registration = try #require(requests[0].body)
            let object = try #require(try JSONSerialization.jsonObject(with: registration) as? [String: String])
            #expect(object == ["username": "ann", "password": secretHash])
            #expect(requests[0].header("Authorization") == nil)
            let basic = "Basic " + Data("ann:\(secretHash)".utf8).base64EncodedString()
            #expect(requests[1].header("Authorization") == basic)
            #expect(requests[1].body == nil)
            for request in requests {
                #expect(!request.text.contains("secret") && !request.text.contains("Secret"))
            }
            #expect(UUID(uuidString: ann.id)?.uuidString == ann.id)
        }
    }

    @Test func requests_sayJSON_carryTheToken_andTheTimeout() async throws {
        try await withRemoteStore(timeout: 3) { server, store, _ in
            let ann = try await store.account("ann")
            _ = try await ann.players.add(PlayerDetails(name: "Max"))
            _ = try await ann.players.players()

            let requests = server.requests
            let add = try #require(requests.first { $0.method == "POST" && $0.path == "/api/players" })
            let list = try #require(requests.first { $0.method == "GET" && $0.path == "/api/players" })
            let token = try #require(add.header("Authorization"))
            #expect(token.hasPrefix("Bearer ") && token.count > "Bearer ".count)
            #expect(list.header("Authorization") == token)
            #expect(add.header("Content-Type") == "application/json")
            #expect(add.header("Accept") == "application/json")
            #expect(list.header("Accept") == "application/json")
            #expect(list.header("Content-Type") == nil)
            #expect(requests.allSatisfy { $0.timeout == 3 })
        }
    }

    @Test(arguments: [0, -1, .infinity, .nan] as [TimeInterval])
    func anUnusableTimeout_becomesTheDefault(timeout: TimeInterval) async throws {
        try await withRemoteStore(timeout: timeout) { server, store, _ in
            _ = try await store.account("ann")
            #expect(server.requests.allSatisfy { $0.timeout == RemoteStore.defaultTimeout })
        }
    }

    @Test func emptyFieldsAreLeftOut_theBenchIsNotSent_andTheResultIsAScoreString() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim", age: 30, position: .winger, skill: .amateur, favouriteTeam: "Ajax"))
            let lou = try await ann.players.add(PlayerDetails(name: "Lou"))
            let gather = try await ann.gathers.startGather(
                with: [
                    GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .teamB),
                    GatherPlayer(player: lou, team: .bench), GatherPlayer(playerID: nil, name: "Guest", team: .teamA),
                ], at: kickOff)
            try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 2, teamB: 1), at: kickOff + 600)

            let bodies = server.requests.filter { $0.method != "GET" && $0.path != "/api/users/login" }.map { request in
                "\(request.method) \(request.path) " + String(decoding: request.body ?? Data(), as: UTF8.self)
            }
            let id = gather.id.uuidString
            // In order: the players, the gather, its attaches, the result. The attaches go side
            // by side, so they may reach the server in any order: compared as a set.
            let sent = Array(bodies.dropFirst())
            try #require(sent.count == 7)
            #expect(
                Array(sent[0..<4]) == [
                    #"POST /api/players {"name":"Max"}"#,
                    #"POST /api/players {"age":30,"favouriteTeam":"Ajax","name":"Kim","preferredPosition":"winger","skill":"amateur"}"#,
                    #"POST /api/players {"name":"Lou"}"#,
                    #"POST /api/gathers {"score":null,"winnerTeam":null}"#,
                ])
            #expect(
                Set(sent[4..<6]) == [
                    #"POST /api/gathers/\#(id)/players/\#(max.id) {"team":"Team A"}"#,
                    #"POST /api/gathers/\#(id)/players/\#(kim.id) {"team":"Team B"}"#,
                ])
            #expect(sent[6] == #"PUT /api/gathers/\#(id) {"score":"2-1","winnerTeam":"Team A"}"#)
        }
    }

    @Test func addingARoster_thatFailsMidway_deletesWhatItAdded_andSaysWhy() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let bob = try await ann.players.add(PlayerDetails(name: "Bob"))
            server.intercept { request in
                request.method == "POST" && request.path == "/api/players" && request.text.contains("Cy") ? .answer(status: 500) : nil
            }

            await #expect(throws: ServiceError.self) {
                try await ann.players.addAll([PlayerDetails(name: "Ann"), PlayerDetails(name: "Al"), PlayerDetails(name: "Cy"), PlayerDetails(name: "Di")])
            }

            #expect(try await ann.players.players() == [bob], "the two added before the failure are deleted again")
            #expect(server.requests.filter { $0.method == "DELETE" }.count == 2)
        }
    }

    @Test func aMatchBroughtIn_thatFailsBeforeItsResult_leavesNoGather_andNoRecord() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let roster = try await ann.players.addAll([PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob")])
            let match = Gather(
                id: UUID(), players: [GatherPlayer(player: roster[0], team: .teamA), GatherPlayer(player: roster[1], team: .teamB)],
                score: Score(teamA: 1, teamB: 0), startedAt: Date(timeIntervalSince1970: 0), endedAt: Date(timeIntervalSince1970: 60)
            )
            server.intercept { request in request.method == "PUT" ? .answer(status: 503) : nil }

            await #expect(throws: ServiceError.self) { try await ann.gathers.addFinishedGather(match) }

            #expect(server.gatherCount == 0, "the half-made gather is deleted again")
            #expect(try await ann.gathers.finishedGathers() == [])
            #expect(try await ann.gathers.unfinishedGather() == nil)
            // Sent again, it is kept once.
            _ = try await ann.gathers.addFinishedGather(match)
            #expect(try await ann.gathers.finishedGathers().map(\.score) == [Score(teamA: 1, teamB: 0)])
        }
    }

    @Test func whatTheServerSends_isReadLeniently() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            server.intercept { request in
                request.method == "GET" && request.path == "/api/players"
                    ? .json(
                        200,
                        """
                        [{"id": 7, "name": "Max", "age": null, "skill": "legend", "preferredPosition": "goalkeeper",
                          "favouriteTeam": "", "createdAt": "2024-01-01"},
                         {"id": 3, "name": "alice"}]
                        """) : nil
            }
            #expect(
                try await ann.players.players() == [
                    Player(id: 3, details: PlayerDetails(name: "alice")),
                    Player(id: 7, details: PlayerDetails(name: "Max", position: .goalkeeper)),
                ])

            // A Location may be a full URL; a gather id may come in lower case.
            server.intercept { request in
                request.method == "POST" && request.path == "/api/players"
                    ? .answer(status: 201, headers: ["Location": "http://elsewhere:8080/api/players/42"]) : nil
            }
            #expect(try await ann.players.add(PlayerDetails(name: "Kim")).id == 42)
            let id = UUID()
            server.intercept { request in
                request.method == "POST" && request.path == "/api/gathers"
                    ? .answer(status: 201, headers: ["location": "/api/gathers/\(id.uuidString.lowercased())"]) : nil
            }
            server.intercept { request in
                request.method == "GET" && request.path == "/api/gathers"
                    ? .json(200, #"[{"id": "\#(id.uuidString.lowercased())", "userId": "x", "score": ""}]"#) : nil
            }
            #expect(try await ann.gathers.startGather(with: [], at: kickOff).id == id)
            // An empty score is no score: the gather is still running.
            #expect(try await ann.gathers.unfinishedGather()?.gather.id == id)
        }
    }

    @Test func theHistory_skipsScoresItCannotRead_andFillsInAMissingWinner() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let (unreadable, noWinner, vanished) = (UUID(), UUID(), UUID())
            server.intercept { request in
                request.path == "/api/gathers"
                    ? .json(
                        200,
                        """
                        [{"id": "\(unreadable)", "score": "2:1", "winnerTeam": "Team A"},
                         {"id": "\(noWinner)", "score": "0-3"},
                         {"id": "\(vanished)", "score": "1-1", "winnerTeam": "Nobody"}]
                        """) : nil
            }
            // A gather deleted between the two calls has no players.
            server.intercept { request in request.path == "/api/gathers/\(vanished.uuidString)/players" ? .json(404, "{}") : nil }
            server.intercept { request in
                request.path == "/api/gathers/\(noWinner.uuidString)/players" ? .json(200, #"[{"id": 1, "name": "Max"}]"#) : nil
            }
            let history = try await ann.gathers.finishedGathers()
            #expect(
                history == [
                    Gather(id: vanished, players: [], score: Score(teamA: 1, teamB: 1), winner: Winner.none),
                    Gather(
                        id: noWinner,
                        players: [GatherPlayer(playerID: 1, name: "Max", team: .bench)],
                        score: Score(teamA: 0, teamB: 3),
                        winner: .teamB
                    ),
                ])
        }
    }

    @Test func validation_happensBeforeAnyRequest() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let sent = server.requests.count
            await #expect(throws: ServiceError.invalid(.required(field: .player(.name)))) { try await ann.players.add(PlayerDetails(name: " ")) }
            await #expect(throws: ServiceError.invalid(.required(field: .password))) {
                try await store.register(Credentials(username: "bob", password: ""))
            }
            await #expect(throws: ServiceError.wrongCredentials) { try await store.logIn(Credentials(username: "a:b", password: "x")) }
            await #expect(throws: ServiceError.invalid(.outOfRange(field: .score, range: Score.range))) {
                try await ann.gathers.endGather(id: UUID(), score: Score(teamA: 100), at: kickOff)
            }
            #expect(server.requests.count == sent)
        }
    }

    // MARK: - Sessions

    @Test func aRejectedToken_isAnExpiredSession_andIsForgotten() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            server.expireAllTokens()

            await #expect(throws: ServiceError.sessionExpired) { try await ann.players.players() }
            let sent = server.requests.count
            // Forgotten: the next calls fail without asking the server.
            await #expect(throws: ServiceError.sessionExpired) { try await ann.gathers.finishedGathers() }
            await #expect(throws: ServiceError.sessionExpired) { try await ann.gathers.saveProgress(GatherProgress(), ofGather: UUID()) }
            #expect(server.requests.count == sent)

            // Logging in again gives a new token that works.
            let again = try await store.logIn(Credentials(username: "ann", password: "secret"))
            #expect(again == ann.user)
            #expect(try await ann.players.players().isEmpty)
        }
    }

    @Test func logOut_forgetsTheToken() async throws {
        try await withRemoteStore { _, store, _ in
            let ann = try await store.account("ann")
            await store.logOut(ann.user)
            await #expect(throws: ServiceError.sessionExpired) { try await ann.players.players() }
            // The account is still there.
            _ = try await store.logIn(Credentials(username: "ann", password: "secret"))
            #expect(try await ann.players.players().isEmpty)
        }
    }

    @Test func aFailedStartGather_deletesWhatItCreated_andReportsTheFailure() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            server.intercept { request in
                request.path.hasSuffix("/players/\(kim.id)") ? FakeFootballGatherServer.error(500, "disk I/O error") : nil
            }
            let error = await #expect(throws: ServiceError.self) {
                try await ann.gathers.startGather(
                    with: [GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .teamB)], at: kickOff
                )
            }
            #expect(error.flatMap(detail(of:))?.contains("(HTTP 500: disk I/O error)") == true)
            #expect(server.gatherCount == 0)
            #expect(server.requests.last?.method == "DELETE")
            #expect(try await ann.gathers.unfinishedGather() == nil)
        }
    }

    @Test func aStartGatherThatCannotBeRecorded_isUndoneOnTheServer() async throws {
        try await withTemporaryDirectory { directory in
            try await withFakeServer { server in
                // The data directory is a file: nothing can be written there.
                let file = directory.appending(path: "not-a-directory")
                try Data("x".utf8).write(to: file)
                let store = server.store(dataDirectory: file)
                let ann = try await store.account("ann")
                let error = await #expect(throws: ServiceError.self) { try await ann.gathers.startGather(with: [], at: kickOff) }
                #expect(error.flatMap(detail(of:))?.contains("is a file, not a directory") == true)
                #expect(server.gatherCount == 0)
                await #expect(throws: ServiceError.self) { try await store.setRememberedUsername("ann") }
            }
        }
    }

    @Test func aGatherDeletedBeforeItEnds_isNotFound() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let gather = try await ann.gathers.startGather(with: [], at: kickOff)
            server.intercept { request in request.method == "PUT" ? .json(404, #"{"error": true, "reason": "Not Found"}"#) : nil }
            await #expect(throws: ServiceError.notFound) {
                try await ann.gathers.endGather(id: gather.id, score: Score(), at: kickOff)
            }
        }
    }

    // MARK: - Failures

    @Test func aServerError_isUnexpected_withAShortSafeReason() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let reason = "\u{1B}[31mdatabase\n\t is \u{7}locked " + String(repeating: "x", count: 5_000)
            let body = try JSONSerialization.data(withJSONObject: ["error": true, "reason": reason])
            server.intercept { _ in .answer(status: 500, body: body) }
            let error = await #expect(throws: ServiceError.self) { try await ann.players.players() }
            let text = try #require(error.flatMap(detail(of:)))
            #expect(text.hasPrefix("the server failed on GET /api/players (HTTP 500: [31mdatabase is locked xxx"))
            #expect(text.count < 200)
            #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control })
        }
    }

    @Test func anErrorWithoutAReadableBody_saysTheStatus() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            server.intercept { _ in .answer(status: 502, body: Data("<html>Bad Gateway</html>".utf8)) }
            await #expect(throws: ServiceError.unexpected("the server failed on DELETE /api/players/3 (HTTP 502); try again later")) {
                try await ann.players.delete(playerID: 3)
            }
            server.intercept { _ in .json(503, #"{"error": true, "reason": " \n "}"#) }
            await #expect(throws: ServiceError.unexpected("the server failed on GET /api/gathers (HTTP 503); try again later")) {
                try await ann.gathers.finishedGathers()
            }
        }
    }

    @Test func registering_readsOnlyAUniqueConstraintOrAConflict_asATakenUsername() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = Credentials(username: "ann", password: "secret")
            server.intercept { _ in FakeFootballGatherServer.error(500, "database is locked") }
            await #expect(throws: ServiceError.unexpected("the server failed on POST /api/users (HTTP 500: database is locked); try again later")) {
                try await store.register(ann)
            }
            server.intercept { _ in .answer(status: 500) }
            await #expect(throws: ServiceError.unexpected("the server failed on POST /api/users (HTTP 500); try again later")) {
                try await store.register(ann)
            }
            server.intercept { _ in FakeFootballGatherServer.error(409, "taken") }
            await #expect(throws: ServiceError.usernameTaken) { try await store.register(ann) }
            server.intercept { _ in FakeFootballGatherServer.error(500, "SQLITE_CONSTRAINT: unique constraint failed") }
            await #expect(throws: ServiceError.usernameTaken) { try await store.register(ann) }
            server.intercept { _ in .answer(status: 401) }
            await #expect(throws: ServiceError.unexpected("the server answered POST /api/users with HTTP 401")) {
                try await store.register(ann)
            }
            // A 409 anywhere else is just unexpected.
            let user = try await store.register(ann)
            server.intercept { _ in .answer(status: 409) }
            await #expect(throws: ServiceError.unexpected("the server answered GET /api/players with HTTP 409")) {
                try await store.playersService(for: user).players()
            }
        }
    }

    @Test func anAnswerThatDoesNotDecode_isUnexpected() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let credentials = Credentials(username: "ann", password: "secret")
            let cases: [(String, FakeFootballGatherServer.Reply, ServiceError)] = [
                ("/api/players", .json(200, "<html>"), .unexpected("the server's list of players could not be read")),
                ("/api/players", .json(200, #"[{"id": "seven", "name": "Max"}]"#), .unexpected("the server's list of players could not be read")),
                ("/api/players", .answer(status: 200), .unexpected("the server's list of players could not be read")),
                ("/api/gathers", .json(200, #"{"gathers": []}"#), .unexpected("the server's list of gathers could not be read")),
                ("/api/gathers", .json(200, #"[{"id": "not-a-uuid"}]"#), .unexpected("the server's list of gathers holds an id that is not a UUID")),
                ("/api/users/login", .json(200, #"{"token": "abc"}"#), .unexpected("the server's login answer could not be read")),
                (
                    "/api/users/login", .json(200, #"{"token": "a\r\nX-Evil: 1", "userID": "\#(UUID())"}"#),
                    .unexpected("the server's login answer holds no usable token or user id")
                ),
                (
                    "/api/users/login", .json(200, #"{"token": "", "userID": "\#(UUID())"}"#),
                    .unexpected("the server's login answer holds no usable token or user id")
                ),
                (
                    "/api/users/login", .json(200, #"{"token": "abc", "userID": "7"}"#),
                    .unexpected("the server's login answer holds no usable token or user id")
                ),
            ]
            for (path, reply, error) in cases {
                server.intercept { $0.path == path ? reply : nil }
                await #expect(throws: error) {
                    switch path {
                    case "/api/players": _ = try await ann.players.players()
                    case "/api/gathers": _ = try await ann.gathers.unfinishedGather()
                    default: _ = try await store.logIn(credentials)
                    }
                }
            }
        }
    }

    @Test func aMissingOrGarbledLocation_isUnexpected() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let cases: [([String: String], String, ServiceError)] = [
                ([:], "/api/players", .unexpected("the server did not say where it created the player (no Location header)")),
                (["Location": " "], "/api/players", .unexpected("the server did not say where it created the player (no Location header)")),
                (["Location": "/api/players/abc"], "/api/players", .unexpected("the server's Location header for the new player holds no player id")),
                (["Location": "/"], "/api/players", .unexpected("the server's Location header for the new player holds no player id")),
                ([:], "/api/gathers", .unexpected("the server did not say where it created the gather (no Location header)")),
                (["Location": "/api/gathers/12"], "/api/gathers", .unexpected("the server's Location header for the new gather holds no gather id")),
            ]
            for (headers, path, error) in cases {
                server.intercept { $0.method == "POST" && $0.path == path ? .answer(status: 201, headers: headers) : nil }
                await #expect(throws: error) {
                    if path == "/api/players" {
                        _ = try await ann.players.add(PlayerDetails(name: "Max"))
                    } else {
                        _ = try await ann.gathers.startGather(with: [], at: kickOff)
                    }
                }
            }
        }
    }

    @Test(arguments: [
        (HTTPTransportError.timedOut, "no answer within 2 s"),
        (.connectionLost, "the connection dropped"),
        (.connectionRefused, "connection refused"),
        (.unknownHost, "unknown host"),
        (.notConnected, "no network connection"),
        (.secureConnectionFailed, "the secure connection failed"),
        (.other("network error -1011"), "network error -1011"),
        (.other("a\u{1B}[2J\nb"), "a [2J b"),
    ])
    func aServerThatCannotBeReached_isUnavailable_andSaysWhy(failure: HTTPTransportError, reason: String) async throws {
        try await withRemoteStore(timeout: 2) { server, store, _ in
            let ann = try await store.account("ann")
            let before = server.requests.count
            server.intercept(times: 2) { _ in .failure(failure) }
            let expected = "could not reach the server at \(server.baseURL.absoluteString) (\(reason)); check that it is running, then try again"
            await #expect(throws: ServiceError.unavailable(expected)) { try await ann.players.players() }
            // Only a dropped connection is worth a second try, and only one.
            #expect(server.requests.count - before == (failure == .connectionLost ? 2 : 1))
        }
    }

    @Test func anAnswerThatIsNotHTTP_isUnexpected() async throws {
        try await withRemoteStore { server, store, _ in
            server.intercept { _ in .failure(.notHTTP) }
            await #expect(throws: ServiceError.unexpected("the server at \(server.baseURL.absoluteString) did not answer in HTTP")) {
                try await store.logIn(Credentials(username: "ann", password: "secret"))
            }
        }
    }

    @Test func whenTheServerIsBack_retryingWorks_andTheSessionIsKept() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            server.intercept(times: 2) { _ in .failure(.connectionRefused) }
            await #expect(throws: ServiceError.self) { try await ann.players.players() }
            await #expect(throws: ServiceError.self) { try await ann.players.update(Player(id: max.id, details: PlayerDetails(name: "Maxine"))) }
            let updated = try await ann.players.update(Player(id: max.id, details: PlayerDetails(name: "Maxine")))
            #expect(try await ann.players.players() == [updated])
        }
    }

    @Test func aRefusedConnection_onARealLoopbackPort_isUnavailable() async throws {
        try await withClosedLoopbackPort { port in
            let url = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let store = RemoteStore(baseURL: url, dataDirectory: nil, transport: testTransport(), timeout: 5, clock: SteppedClock())
            let expected = "could not reach the server at http://127.0.0.1:\(port) (connection refused); check that it is running, then try again"
            await #expect(throws: ServiceError.unavailable(expected)) {
                try await store.logIn(Credentials(username: "ann", password: "secret"))
            }
            await #expect(throws: ServiceError.unavailable(expected)) {
                try await store.register(Credentials(username: "ann", password: "secret"))
            }
            #expect(store.serverDescription == "http://127.0.0.1:\(port)")
        }
    }

    /// The client keeps its own time: a transport that never answers (as a server
    /// that accepts the connection and stays silent) fails after exactly the timeout.
    @Test func aServerThatNeverAnswers_timesOut_afterTheTimeout() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:9"))
        let clock = ImmediateClock()
        let store = RemoteStore(baseURL: url, dataDirectory: nil, transport: SilentTransport(), timeout: 0.25, clock: clock)
        let expected = "could not reach the server at http://127.0.0.1:9 (no answer within 0.25 s); check that it is running, then try again"
        await #expect(throws: ServiceError.unavailable(expected)) {
            try await store.logIn(Credentials(username: "ann", password: "secret"))
        }
        #expect(clock.sleeps == [.milliseconds(250)])
    }

    // MARK: - The server's address

    @Test(arguments: [
        ("http://localhost:8080", "http://localhost:8080"),
        ("localhost:8080", "http://localhost:8080"),
        ("  127.0.0.1:9000\n", "http://127.0.0.1:9000"),
        ("HTTPS://gather.example.com/fg/", "https://gather.example.com/fg"),
        ("http://[::1]:8080/", "http://[::1]:8080"),
    ])
    func serverURL_readsWhatAUserTypes(text: String, expected: String) {
        #expect(ServerAddress.url(from: text)?.absoluteString == expected)
    }

    @Test(arguments: ["", "   ", "ftp://host", "http://", "http://ann:pw@host", "http://host?x=1", "http://host/#top", "a b", "file:///etc/passwd"])
    func serverURL_refusesAnythingElse(text: String) {
        #expect(ServerAddress.url(from: text) == nil)
    }

    @Test func eachServer_hasItsOwnRecordsFile() throws {
        let local = try #require(URL(string: "http://localhost:8080"))
        let other = try #require(URL(string: "https://Gather.Example.com/fg/v1"))
        #expect(RemoteRecordsDatabase.fileStem(for: local) == "server-http-localhost-8080")
        #expect(RemoteRecordsDatabase.fileStem(for: other) == "server-https-gather.example.com-fg-v1")
        let records = RemoteRecordsDatabase(directory: URL(fileURLWithPath: "/data"), server: local)
        #expect(records.file?.path == "/data/server-http-localhost-8080.sqlite")
        #expect(RemoteRecordsDatabase(directory: nil, server: local).file == nil)
    }
}

@Suite struct RemoteClientTests {
    @Test func aFractionalTimeout_isShownAsItIs() {
        #expect(RemoteClient.seconds(0.5) == "0.5 s")
        #expect(RemoteClient.seconds(10) == "10 s")
    }
}
