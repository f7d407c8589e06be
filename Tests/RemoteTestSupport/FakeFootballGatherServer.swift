import Foundation
import RemoteStorage
import Synchronization
import TestSupport
import Testing

/// The FootballGather web service in memory, as the `HTTPTransport` a remote
/// store sends through (no network, no URLSession): accounts, tokens, players
/// and gathers scoped per user, ids in `Location` headers, upper-case UUIDs,
/// absent optional fields, `{"error": true, "reason": …}` bodies, and the real
/// server's refusals in its order (token, body, ids, ownership: docs/web-service.md).
/// `Tools/fake-footballgather-server` is its twin over real HTTP; the storage
/// contract suite runs against both, and `WireContractTests` compares their answers. Where the real server bcrypt-hashes the
/// received password, this one stores it as received, and it refuses a
/// password that is not a lowercase SHA-256 hex (a client sending clear
/// passwords fails every test) — the one place it is stricter than the service.
///
/// Each server answers only for its own made-up host: a request for another
/// host is an unknown host. `intercept` makes it misbehave (errors, timeouts,
/// odd bodies).
public final class FakeFootballGatherServer: HTTPTransport, Sendable {
    /// What a request gets: an HTTP answer, or no answer at all.
    public enum Reply: Sendable {
        case answer(status: Int, headers: [String: String] = [:], body: Data = Data())
        case failure(HTTPTransportError)

        public static func json(_ status: Int, _ text: String, headers: [String: String] = [:]) -> Reply {
            .answer(status: status, headers: headers.merging(["Content-Type": "application/json"]) { $1 }, body: Data(text.utf8))
        }
    }

    /// A request as the server saw it.
    public struct Request: Sendable {
        public let method: String
        public let path: String
        public let headers: [String: String]
        public let body: Data?
        public let timeout: TimeInterval

        /// The whole request as text, to look for things that must not be sent.
        public var text: String {
            "\(method) \(path)\n" + headers.map { "\($0.key): \($0.value)" }.joined(separator: "\n") + "\n"
                + String(decoding: body ?? Data(), as: UTF8.self)
        }

        public func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    public typealias Rule = @Sendable (Request) -> Reply?

    private struct Account {
        let id: UUID
        let passwordHash: String
    }

    private struct PlayerRow {
        let owner: UUID
        var id: Int
        var name: String
        var age: Int?
        var skill: String?
        var preferredPosition: String?
        var favouriteTeam: String?

        var json: [String: Any] {
            var object: [String: Any] = ["id": id, "name": name]
            object["age"] = age
            object["skill"] = skill
            object["preferredPosition"] = preferredPosition
            object["favouriteTeam"] = favouriteTeam
            return object
        }
    }

    private struct GatherRow {
        let id: UUID
        let owner: UUID
        var score: String?
        var winnerTeam: String?
        var json: [String: Any] {
            var object: [String: Any] = ["id": id.uuidString, "userId": owner.uuidString]
            object["score"] = score
            object["winnerTeam"] = winnerTeam
            return object
        }
    }

    private struct State {
        var accounts: [String: Account] = [:]
        var tokens: [String: UUID] = [:]
        var players: [Int: PlayerRow] = [:]
        var lastPlayerID = 0
        var gathers: [GatherRow] = []
        /// As the real server's pivot table: no foreign keys, so a row may name a gather or player
        /// that doesn't exist, or another user's.
        var pivots: [(gather: UUID, player: Int, team: String)] = []
        var requests: [Request] = []
        var rules: [(remaining: Int, rule: Rule)] = []
        var isAway = false
    }

    public let host: String
    public let baseURL: URL
    private let state = Mutex(State())

    public init() throws {
        host = "fake-\(UUID().uuidString.lowercased()).invalid"
        baseURL = try #require(URL(string: "http://\(host)"))
    }

    // MARK: - For tests

    /// Every request so far, oldest first.
    public var requests: [Request] { state.withLock { $0.requests } }

    /// Answers the next `times` requests that `rule` answers (nil: not this one).
    /// A rule runs under the server's lock: it must not call the server.
    public func intercept(times: Int = 1, _ rule: @escaping Rule) {
        state.withLock { $0.rules.append((times, rule)) }
    }

    /// From now on every request is refused a connection, as if the server were away; its data stays.
    public func beginOutage() {
        state.withLock { $0.isAway = true }
    }

    /// The server answers again.
    public func endOutage() {
        state.withLock { $0.isAway = false }
    }

    /// Every token stops working, as after a server restart that dropped them.
    public func expireAllTokens() {
        state.withLock { $0.tokens.removeAll() }
    }

    /// The number of gathers the server holds, all users together.
    public var gatherCount: Int { state.withLock { $0.gathers.count } }

    /// A gather as the server holds it: its result (nil while unfinished) and its players' teams by id.
    public struct HeldGather: Sendable, Equatable {
        public var id: UUID
        public var score: String?
        public var winnerTeam: String?
        public var teams: [Int: String]
    }

    /// Every gather the server holds, all users together, in creation order.
    public var heldGathers: [HeldGather] {
        state.withLock { state in
            state.gathers.map { gather in
                let teams = Dictionary(
                    state.pivots.filter { $0.gather == gather.id }.map { ($0.player, $0.team) }, uniquingKeysWith: { first, _ in first })
                return HeldGather(id: gather.id, score: gather.score, winnerTeam: gather.winnerTeam, teams: teams)
            }
        }
    }

    /// A remote store talking to this server.
    /// A store that retries a dropped GET at once: no test waits for real time. Its timeout is
    /// measured on `clock`, which moves only when a test says: however loaded the machine, no
    /// request runs out of time on its own. Its fan-outs reach the server shuffled
    /// (`FanOutOrder.shuffled`), never in the listed order, so a test that expects concurrent
    /// requests in one order fails every time, not once in twenty runs.
    public func store(
        dataDirectory: URL?,
        timeout: TimeInterval = RemoteStore.defaultTimeout,
        fanOutOrder: FanOutOrder = .shuffled(seed: 27),
        clock: any Clock<Duration> = SteppedClock()
    ) -> RemoteStore {
        RemoteStore(
            baseURL: baseURL, dataDirectory: dataDirectory, transport: self, timeout: timeout, retryBackoff: .zero,
            fanOutOrder: fanOutOrder, clock: clock
        )
    }

    // MARK: - Answering

    public func send(_ request: HTTPRequest) async throws(HTTPTransportError) -> HTTPResponse {
        guard request.url.host == host else { throw .unknownHost }
        switch reply(to: request) {
        case .answer(let status, let headers, let body): return HTTPResponse(status: status, headers: headers, body: body)
        case .failure(let error): throw error
        }
    }

    private func reply(to httpRequest: HTTPRequest) -> Reply {
        let request = Request(
            method: httpRequest.method,
            path: httpRequest.url.path,
            headers: httpRequest.headers,
            body: httpRequest.body,
            timeout: httpRequest.timeout
        )
        return state.withLock { state in
            guard !state.isAway else { return .failure(.connectionRefused) }
            state.requests.append(request)
            for index in state.rules.indices {
                guard let reply = state.rules[index].rule(request) else { continue }
                state.rules[index].remaining -= 1
                if state.rules[index].remaining <= 0 { state.rules.remove(at: index) }
                return reply
            }
            return Self.route(request, in: &state)
        }
    }

    private static func route(_ request: Request, in state: inout State) -> Reply {
        let parts = request.path.split(separator: "/").map(String.init)
        func match(_ method: String, _ pattern: String) -> [String]? {
            let expected = pattern.split(separator: "/").map(String.init)
            guard request.method == method, parts.count == expected.count else { return nil }
            var captured: [String] = []
            for (part, want) in zip(parts, expected) {
                if want.hasPrefix(":") { captured.append(part) } else if part != want { return nil }
            }
            return captured
        }

        if match("POST", "api/users") != nil { return register(request, in: &state) }
        if match("POST", "api/users/login") != nil { return logIn(request, in: &state) }
        if match("GET", "api/users") != nil {
            return json(200, state.accounts.map { ["id": $0.value.id.uuidString, "username": $0.key] })
        }
        if let id = match("GET", "api/users/:id") {
            guard let wanted = UUID(uuidString: id[0]) else { return error(400, "Bad Request") }
            guard let (name, account) = state.accounts.first(where: { $0.value.id == wanted }) else { return error(404, "Not Found") }
            return json(200, ["id": account.id.uuidString, "username": name])
        }

        let routes = [
            ("DELETE", "api/users"), ("GET", "api/players"), ("POST", "api/players"), ("PUT", "api/players/:id"),
            ("DELETE", "api/players/:id"), ("GET", "api/players/:id/gathers"), ("GET", "api/gathers"),
            ("POST", "api/gathers"), ("POST", "api/gathers/:id/players/:player"), ("GET", "api/gathers/:id/players"),
            ("PUT", "api/gathers/:id"), ("DELETE", "api/gathers/:id"),
        ]
        guard let route = routes.first(where: { match($0.0, $0.1) != nil }),
            let parameters = match(route.0, route.1)
        else { return error(404, "Not Found") }
        guard let authorization = request.header("Authorization"), authorization.hasPrefix("Bearer "),
            let owner = state.tokens[String(authorization.dropFirst("Bearer ".count))]
        else {
            return error(401, "Unauthorized")
        }
        do {
            return try answer(route, parameters, request, owner: owner, in: &state)
        } catch {
            return Self.error(error.status, error.reason)
        }
    }

    /// A refusal, in the order the real server checks: the body, then the ids, then whether they exist.
    private struct Refusal: Error {
        let status: Int
        let reason: String
        static let notFound = Refusal(status: 404, reason: "Not Found")
        static let badRequest = Refusal(status: 400, reason: "Bad Request")
    }

    private static let skills: Set = ["beginner", "amateur", "professional"]
    private static let positions: Set = ["goalkeeper", "defender", "midfielder", "winger", "striker"]

    private static func answer(
        _ route: (String, String), _ parameters: [String], _ request: Request, owner: UUID, in state: inout State
    ) throws(Refusal) -> Reply {
        let object = request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
        func playerID(_ text: String) throws(Refusal) -> Int {
            guard let id = Int(text) else { throw .badRequest }
            return id
        }
        func gatherID(_ text: String) throws(Refusal) -> UUID {
            guard let id = UUID(uuidString: text) else { throw .badRequest }
            return id
        }
        func ownGather(_ text: String) throws(Refusal) -> Int {
            let id = try gatherID(text)
            guard let index = state.gathers.firstIndex(where: { $0.id == id && $0.owner == owner }) else { throw .notFound }
            return index
        }
        func ownPlayer(_ text: String) throws(Refusal) -> Int {
            let id = try playerID(text)
            guard state.players[id]?.owner == owner else { throw .notFound }
            return id
        }

        switch route {
        case ("DELETE", "api/users"):
            state.accounts = state.accounts.filter { $0.value.id != owner }
            state.tokens = state.tokens.filter { $0.value != owner }
            state.players = state.players.filter { $0.value.owner != owner }
            state.gathers.removeAll { $0.owner == owner }
            return .answer(status: 204)

        case ("GET", "api/players"):
            let players = state.players.values.filter { $0.owner == owner }.sorted { $0.id < $1.id }
            return json(200, players.map(\.json))

        case ("POST", "api/players"), ("PUT", "api/players/:id"):
            var player = try playerFields(object, owner: owner)
            if route.0 == "POST" {
                state.lastPlayerID += 1
                player.id = state.lastPlayerID
                state.players[player.id] = player
                return .answer(status: 201, headers: ["Location": "/api/players/\(player.id)"])
            }
            player.id = try ownPlayer(parameters[0])
            state.players[player.id] = player
            return .answer(status: 204)

        case ("DELETE", "api/players/:id"):
            state.players[try ownPlayer(parameters[0])] = nil
            return .answer(status: 204)

        case ("GET", "api/players/:id/gathers"):
            let id = try ownPlayer(parameters[0])
            let linked = Set(state.pivots.filter { $0.player == id }.map(\.gather))
            return json(
                200,
                state.gathers.filter { linked.contains($0.id) }.map { gather in
                    var row = gather.json
                    row["userId"] = owner.uuidString
                    return row
                })

        case ("GET", "api/gathers"):
            return json(200, state.gathers.filter { $0.owner == owner }.map(\.json))

        case ("POST", "api/gathers"):
            // The real server reads no body here: a new gather has no score and no winner.
            let gather = GatherRow(id: UUID(), owner: owner)
            state.gathers.append(gather)
            return .answer(status: 201, headers: ["Location": "/api/gathers/\(gather.id.uuidString)"])

        case ("POST", "api/gathers/:id/players/:player"):
            guard let team = object?["team"] as? String else { throw Refusal(status: 400, reason: "Value required for key 'team'.") }
            // As the real server: the ids must parse, nothing more is checked; the pivot is saved.
            state.pivots.append((try gatherID(parameters[0]), try playerID(parameters[1]), team))
            return .answer(status: 200)

        case ("GET", "api/gathers/:id/players"):
            let id = state.gathers[try ownGather(parameters[0])].id
            return json(200, state.pivots.filter { $0.gather == id }.compactMap { state.players[$0.player]?.json })

        case ("PUT", "api/gathers/:id"):
            guard let score = object?["score"] as? String, let winner = object?["winnerTeam"] as? String else {
                throw Refusal(status: 400, reason: "Value required for keys 'score' and 'winnerTeam'.")
            }
            let index = try ownGather(parameters[0])
            state.gathers[index].score = score
            state.gathers[index].winnerTeam = winner
            return .answer(status: 204)

        default:
            state.gathers.remove(at: try ownGather(parameters[0]))
            return .answer(status: 204)
        }
    }

    /// A player's body as the real server decodes it: a name, and a skill and position its enums know.
    private static func playerFields(_ object: [String: Any]?, owner: UUID) throws(Refusal) -> PlayerRow {
        guard let object, let name = object["name"] as? String else { throw Refusal(status: 400, reason: "Value required for key 'name'.") }
        var player = PlayerRow(owner: owner, id: 0, name: name)
        player.age = object["age"] as? Int
        player.skill = object["skill"] as? String
        player.preferredPosition = object["preferredPosition"] as? String
        player.favouriteTeam = object["favouriteTeam"] as? String
        if let skill = player.skill, !skills.contains(skill) {
            throw Refusal(status: 400, reason: "Cannot initialize Skill from invalid String value \(skill)")
        }
        if let position = player.preferredPosition, !positions.contains(position) {
            throw Refusal(status: 400, reason: "Cannot initialize Position from invalid String value \(position)")
        }
        return player
    }

    private static func register(_ request: Request, in state: inout State) -> Reply {
        guard let object = request.body.flatMap({ try? JSONSerialization.jsonObject(with: $0) }) as? [String: Any],
            let username = object["username"] as? String, let password = object["password"] as? String
        else {
            return error(400, "Value required for key 'username'.")
        }
        guard isSHA256Hex(password) else { return error(400, "This stub only accepts a SHA-256 hex password") }
        guard state.accounts[username] == nil else {
            return error(500, "constraintUniqueFailed: UNIQUE constraint failed: users.username")
        }
        let account = Account(id: UUID(), passwordHash: password)
        state.accounts[username] = account
        return .answer(status: 201, headers: ["Location": "/api/users/\(account.id.uuidString)"])
    }

    private static func logIn(_ request: Request, in state: inout State) -> Reply {
        guard let authorization = request.header("Authorization"), authorization.hasPrefix("Basic "),
            let decoded = Data(base64Encoded: String(authorization.dropFirst("Basic ".count))),
            let pair = String(data: decoded, encoding: .utf8), let colon = pair.firstIndex(of: ":")
        else {
            return error(401, "Unauthorized")
        }
        let username = String(pair[..<colon])
        let password = String(pair[pair.index(after: colon)...])
        guard isSHA256Hex(password), let account = state.accounts[username], account.passwordHash == password else {
            return error(401, "Unauthorized")
        }
        let token = Data(UUID().uuidString.utf8).base64EncodedString()
        state.tokens[token] = account.id
        return json(200, ["token": token, "userID": account.id.uuidString])
    }

    public static func isSHA256Hex(_ text: String) -> Bool {
        text.utf8.count == 64
            && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    private static func json(_ status: Int, _ value: Any) -> Reply {
        let body = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data()
        return .answer(status: status, headers: ["Content-Type": "application/json"], body: body)
    }

    public static func error(_ status: Int, _ reason: String) -> Reply {
        json(status, ["error": true, "reason": reason])
    }
}

/// Runs `body` with a fresh fake server.
public func withFakeServer<T>(_ body: (FakeFootballGatherServer) async throws -> T) async throws -> T {
    try await body(try FakeFootballGatherServer())
}
