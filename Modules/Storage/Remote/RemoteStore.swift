import AuthenticationInterface
import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import PlayersInterface
import RecordsInterface
import StorageSupport

/// The FootballGather web service as a store: a client of the REST API the
/// iOS apps' Vapor server speaks, so several people and machines share one
/// account, roster and history.
///
/// - Passwords never leave the machine: the server gets the lowercase hex
///   SHA-256 of the UTF-8 password, as the iOS client sends it.
/// - Login tokens live in memory, one per signed-in user. "Remember me" also
///   keeps the username and that user's token in this server's records database
///   (a 0600 SQLite file in the data directory); `restoreSession()` reuses the
///   token until the server rejects it.
/// - What the server does not keep (the bench, guests, teams, dates, the
///   progress of a running match) is kept there too, for the gathers this
///   machine starts. Gathers from elsewhere come back with their players on
///   the bench (teams unknown) and no dates.
/// - Every failure is a `ServiceError`: unreachable server or timeout →
///   `unavailable`, `401` → `wrongCredentials` (login) or `sessionExpired`,
///   `404` → `notFound`, anything else odd → `unexpected`.
public final class RemoteStore: AuthenticationService, RememberedUsernameStore, UserServicesProviding, SessionRestoring,
    LastLoadedCopiesProviding, Sendable
{
    public static let defaultTimeout: TimeInterval = 10
    /// The most requests this store has on the wire at once, whatever the screen: kind to
    /// the server, and enough to hide most of a long round trip (see docs/web-service.md).
    public static let maxRequestsInFlight = 8
    /// How long a GET whose connection dropped waits before its one retry.
    public static let defaultRetryBackoff: Duration = .milliseconds(200)

    /// The server, e.g. `http://localhost:8080`.
    public let baseURL: URL
    /// Where "remember me" and the gather records are kept; nil keeps them in memory only.
    public let dataDirectory: URL?
    private let client: RemoteClient
    private let sessions: RemoteSessions
    private let gatherRecords: RemoteGatherRecords
    let records: RemoteRecordsDatabase
    private let lists = RemoteDecodedLists()
    private let keptCopies = RemoteKeptCopies()

    /// - Parameters:
    ///   - baseURL: the server (see `ServerAddress`).
    ///   - dataDirectory: where this machine's records go (created 0700 on first use); nil: in memory.
    ///   - transport: what carries the requests (`URLSessionTransport` in the app).
    ///   - timeout: how long a request may wait for the server, in seconds.
    ///   - retryBackoff: how long a GET whose connection dropped waits before its one retry.
    ///   - fanOutOrder: how independent requests set off (side by side; tests fix their order).
    ///   - clock: what the timeout and the backoff are measured on.
    public init(
        baseURL: URL,
        dataDirectory: URL?,
        transport: any HTTPTransport,
        timeout: TimeInterval = RemoteStore.defaultTimeout,
        retryBackoff: Duration = RemoteStore.defaultRetryBackoff,
        fanOutOrder: FanOutOrder = .sideBySide,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.baseURL = baseURL
        self.dataDirectory = dataDirectory
        let timeout = timeout.isFinite && timeout > 0 ? timeout : Self.defaultTimeout
        client = RemoteClient(
            baseURL: baseURL, transport: transport, timeout: timeout,
            maxRequestsInFlight: Self.maxRequestsInFlight, retryBackoff: retryBackoff,
            fanOutOrder: fanOutOrder, clock: clock
        )
        let records = RemoteRecordsDatabase(directory: dataDirectory, server: baseURL)
        self.records = records
        sessions = RemoteSessions(records: records)
        gatherRecords = RemoteGatherRecords(database: records)
    }

    /// The server as the user typed it, without a trailing slash (for the login screen).
    public var serverDescription: String { client.serverDescription }

    // MARK: - AuthenticationService

    public func register(_ credentials: Credentials) async throws -> User {
        let username = try Validation.username(credentials.username).orInvalid()
        let password = try Validation.password(credentials.password).orInvalid()
        let body = try RemoteClient.json(RemoteUserCreate(username: username, password: PasswordHasher.sha256Hex(password)))
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
            "POST", "api/users/login", authorization: .basic(username: username, passwordHash: PasswordHasher.sha256Hex(password))
        )
        let login = try RemoteClient.decode(RemoteLogin.self, from: response, what: "login answer")
        guard let userID = UUID(uuidString: login.userID), Self.isUsableToken(login.token) else {
            throw .unexpected("the server's login answer holds no usable token or user id")
        }
        let user = User(id: userID.uuidString, username: username)
        await sessions.begin(.init(user: user, token: login.token))
        return user
    }

    /// The server keeps the token valid; this machine forgets it (also in "remember me").
    public func logOut(_ user: User) async {
        await sessions.end(user)
    }

    /// The server's API has no lookup: a taken username shows only when registering.
    public func availability(ofUsername username: String) async throws -> UsernameAvailability {
        .unknown
    }

    // MARK: - SessionRestoring

    /// The user "remember me" kept, signed in again with the stored token if the
    /// server still accepts it (checked with `GET /api/players`). A token the
    /// server rejects is forgotten (the username kept); one it could not be asked
    /// about is kept for the next try; if this user's roster as last loaded is kept too, the user is
    /// signed in with it (`offline`), to see that copy until the server answers.
    public func savedSignIn() async -> String? {
        guard let remembered = try? await sessions.rememberedSession(), remembered.token != nil else { return nil }
        return remembered.username
    }

    public func signInFromCopy() async -> User? {
        guard let remembered = try? await sessions.rememberedSession(), let token = remembered.token, let userID = remembered.userID,
            Self.isUsableToken(token)
        else { return nil }
        let user = User(id: userID, username: remembered.username)
        guard await lastLoadedCopies(for: user).players() != nil else { return nil }
        await sessions.begin(.init(user: user, token: token))
        return user
    }

    public func restoreSession() async -> SessionRestoration {
        guard let remembered = try? await sessions.rememberedSession(),
            let token = remembered.token,
            let userID = remembered.userID
        else { return .none }
        guard Self.isUsableToken(token) else {
            await sessions.expire(token: token)
            return .refused
        }
        let user = User(id: userID, username: remembered.username)
        do {
            _ = try await client.send("GET", "api/players", authorization: .bearer(token))
        } catch .sessionExpired {
            await sessions.expire(token: token)
            return .refused
        } catch {
            guard error.isUnavailable, await lastLoadedCopies(for: user).players() != nil else { return .unreachable(error) }
            await sessions.begin(.init(user: user, token: token))
            return .offline(user, error)
        }
        await sessions.begin(.init(user: user, token: token))
        return .restored(user)
    }

    // MARK: - RememberedUsernameStore

    public func rememberedUsername() async throws -> String? {
        try await sessions.rememberedSession()?.username
    }

    /// Remembers the username and, when that user is signed in here, their token
    /// (in the records database); nil forgets both.
    public func setRememberedUsername(_ username: String?) async throws {
        try await sessions.remember(username)
    }

    // MARK: - UserServicesProviding

    public func playersService(for user: User) -> any PlayersService {
        RemotePlayersService(connection: RemoteConnection(client: client, sessions: sessions, user: user, lists: lists))
    }

    public func gathersService(for user: User) -> any GathersService {
        RemoteGathersService(connection: RemoteConnection(client: client, sessions: sessions, user: user, lists: lists), records: gatherRecords)
    }

    public func recordsService(for user: User) -> any RecordsService {
        let connection = RemoteConnection(client: client, sessions: sessions, user: user, lists: lists)
        return RemoteRecordsService(connection: connection, gathers: RemoteGathersService(connection: connection, records: gatherRecords))
    }

    // MARK: - LastLoadedCopiesProviding

    /// The user's roster and history as last loaded, in this server's records database.
    public func lastLoadedCopies(for user: User) -> any LastLoadedCopies {
        RemoteLastLoadedCopies(database: records, userID: user.id, kept: keptCopies)
    }

    public func copiesWritten() async {
        await keptCopies.written()
    }

    // MARK: - Helpers

    /// A token goes into a header: visible ASCII only, so the server can't inject lines.
    static func isUsableToken(_ token: String) -> Bool {
        (1...4_096).contains(token.utf8.count) && token.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }
}
