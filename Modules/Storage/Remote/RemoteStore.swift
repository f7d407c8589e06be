import Domain
import Foundation
import HTTPTransport

/// The FootballGather web service as a store: a client of the REST API the
/// iOS apps' Vapor server speaks (`WEB-SERVICE-API.md`), so several people and
/// machines share one account, roster and history.
///
/// - Passwords never leave the machine: the server gets the lowercase hex
///   SHA-256 of the UTF-8 password, as the iOS client sends it.
/// - Login tokens live in memory, one per signed-in user. "Remember me" also
///   writes the username and that user's token to a 0600 file in the data
///   directory; `restoredUser()` reuses it until the server rejects it.
/// - What the server does not keep (the bench, guests, teams, dates, the
///   progress of a running match) is kept for the gathers this machine starts
///   in a 0600 JSON file in the data directory. Gathers from elsewhere come
///   back with their players on the bench (teams unknown) and no dates.
/// - Every failure is a `ServiceError`: unreachable server or timeout →
///   `unavailable`, `401` → `wrongCredentials` (login) or `sessionExpired`,
///   `404` → `notFound`, anything else odd → `unexpected`.
public final class RemoteStore: AuthenticationService, RememberedUsernameStore, UserServicesProviding, Sendable {
    public static let defaultTimeout: TimeInterval = 10

    /// The server, e.g. `http://localhost:8080`.
    public let baseURL: URL
    /// Where "remember me" and the gather records are kept; nil keeps them in memory only.
    public let dataDirectory: URL?
    private let client: RemoteClient
    private let state: RemoteLocalState

    /// - Parameters:
    ///   - baseURL: the server (see `serverURL(from:)`).
    ///   - dataDirectory: where this machine's files go (created 0700 on the first write); nil: none.
    ///   - transport: what carries the requests (the app loads a URLSession one on demand).
    ///   - timeout: how long a request may wait for the server, in seconds.
    ///   - clock: what the timeout is measured on.
    public init(
        baseURL: URL,
        dataDirectory: URL?,
        transport: any HTTPTransport,
        timeout: TimeInterval = RemoteStore.defaultTimeout,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.baseURL = baseURL
        self.dataDirectory = dataDirectory
        let timeout = timeout.isFinite && timeout > 0 ? timeout : Self.defaultTimeout
        client = RemoteClient(baseURL: baseURL, transport: transport, timeout: timeout, clock: clock)
        state = RemoteLocalState(directory: dataDirectory, fileStem: Self.fileStem(for: baseURL))
    }

    /// The server as the user typed it, without a trailing slash (for the login screen).
    public var serverDescription: String { client.serverDescription }

    /// Reads a server address as typed after `--server`: `http(s)://host[:port][/path]`,
    /// or just `host[:port]` (then `http://`). Nil for anything else, such as
    /// another scheme, a missing host, a query, or a user name in the address.
    public static func serverURL(from text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0.isWhitespace }) else { return nil }
        let withScheme = trimmed.contains("://") ? trimmed : "http://" + trimmed
        guard let components = URLComponents(string: withScheme),
              let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = components.host, !host.isEmpty,
              components.user == nil, components.password == nil,
              components.query == nil, components.fragment == nil else { return nil }
        var normalised = components
        normalised.scheme = scheme
        while normalised.path.hasSuffix("/") { normalised.path.removeLast() }
        return normalised.url
    }

    /// `server-http-localhost-8080`: one pair of files per server, so a token
    /// is only ever sent back to the server that issued it.
    static func fileStem(for baseURL: URL) -> String {
        let components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true)
        let parts: [String?] = [components?.scheme, components?.host, components?.port.map(String.init), components?.path]
        let text = parts.compactMap { $0 }.joined(separator: "-").lowercased()
        let safe = text.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "." ? $0 : "-" }
        let collapsed = String(safe).split(separator: "-").joined(separator: "-")
        return "server-" + String(collapsed.prefix(100))
    }

    // MARK: - AuthenticationService

    public func register(_ credentials: Credentials) async throws -> User {
        let username = try Validation.username(credentials.username).orInvalid()
        let password = try Validation.password(credentials.password).orInvalid()
        let body = try RemoteClient.json(RemoteUserCreate(username: username, password: Self.passwordHash(password)))
        // The user's id comes from the login that follows, so the Location header is not needed here.
        _ = try await client.send("POST", "api/users", authorization: .none, body: body, duplicate: .usernameTaken)
        return try await logIn(username: username, password: password)
    }

    public func logIn(_ credentials: Credentials) async throws -> User {
        // A username the server could not hold (or that breaks Basic auth) is simply wrong.
        guard case .success(let username) = Validation.username(credentials.username) else {
            throw ServiceError.wrongCredentials
        }
        return try await logIn(username: username, password: credentials.password)
    }

    private func logIn(username: String, password: String) async throws(ServiceError) -> User {
        let response = try await client.send(
            "POST", "api/users/login", authorization: .basic(username: username, passwordHash: Self.passwordHash(password))
        )
        let login = try RemoteClient.decode(RemoteLogin.self, from: response, what: "login answer")
        guard let userID = UUID(uuidString: login.userID), Self.isUsableToken(login.token) else {
            throw .unexpected("the server's login answer holds no usable token or user id")
        }
        let user = User(id: userID.uuidString, username: username)
        await state.begin(.init(user: user, token: login.token))
        return user
    }

    /// The server keeps the token valid; this machine forgets it (also in "remember me").
    public func logOut(_ user: User) async {
        await state.end(user)
    }

    /// The user "remember me" kept, signed in again with the stored token if the
    /// server still accepts it (checked with `GET /api/players`). Nil when no
    /// token is stored, the server rejects it (then it is forgotten, the username
    /// kept), or the server can't be reached (then it is kept for next time).
    public func restoredUser() async -> User? {
        guard let remembered = try? await state.rememberedSession(),
              let token = remembered.token,
              let userID = remembered.userID else { return nil }
        guard Self.isUsableToken(token) else {
            await state.expire(token: token)
            return nil
        }
        let user = User(id: userID, username: remembered.username)
        do {
            _ = try await client.send("GET", "api/players", authorization: .bearer(token))
        } catch .sessionExpired {
            await state.expire(token: token)
            return nil
        } catch {
            return nil
        }
        await state.begin(.init(user: user, token: token))
        return user
    }

    // MARK: - RememberedUsernameStore

    public func rememberedUsername() async throws -> String? {
        try await state.rememberedSession()?.username
    }

    /// Remembers the username and, when that user is signed in here, their token
    /// (in the data directory, mode 0600); nil forgets both and deletes the file.
    public func setRememberedUsername(_ username: String?) async throws {
        try await state.remember(username)
    }

    // MARK: - UserServicesProviding

    public func playersService(for user: User) -> any PlayersService {
        RemotePlayersService(connection: RemoteConnection(client: client, state: state, user: user))
    }

    public func gathersService(for user: User) -> any GathersService {
        RemoteGathersService(connection: RemoteConnection(client: client, state: state, user: user))
    }

    // MARK: - Helpers

    /// What the server receives instead of the password: the lowercase hex SHA-256 of its UTF-8 bytes.
    static func passwordHash(_ password: String) -> String {
        CryptoLibrary.sha256(Array(password.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// A token goes into a header: visible ASCII only, so the server can't inject lines.
    static func isUsableToken(_ token: String) -> Bool {
        (1...4_096).contains(token.utf8.count) && token.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }
}

/// One signed-in user's way to the server: every call carries their token,
/// and a `401` forgets it (the user must log in again).
struct RemoteConnection: Sendable {
    let client: RemoteClient
    let state: RemoteLocalState
    let user: User

    /// Fails with `sessionExpired`, without a request, for a user who is not signed in here.
    func token() async throws(ServiceError) -> String {
        try await state.token(for: user)
    }

    func send(_ method: String, _ path: String, body: Data? = nil) async throws(ServiceError) -> RemoteResponse {
        let token = try await token()
        do {
            return try await client.send(method, path, authorization: .bearer(token), body: body)
        } catch .sessionExpired {
            await state.expire(token: token)
            throw .sessionExpired
        }
    }

    func get<T: Decodable>(_ path: String, as type: T.Type, what: String) async throws(ServiceError) -> T {
        try RemoteClient.decode(type, from: try await send("GET", path), what: what)
    }

    /// The user's players, in the server's order.
    func players() async throws(ServiceError) -> [Player] {
        try await get("api/players", as: [RemotePlayer].self, what: "list of players").map(\.player)
    }
}
