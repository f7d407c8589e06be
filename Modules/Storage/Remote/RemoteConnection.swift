import Domain
import Foundation

/// One signed-in user's way to the server: every call carries their token,
/// and a `401` forgets it (the user must log in again).
struct RemoteConnection: Sendable {
    let client: RemoteClient
    let sessions: RemoteSessions
    let user: User
    let lists: RemoteDecodedLists

    /// Fails with `sessionExpired`, without a request, for a user who is not signed in here.
    func token() async throws(ServiceError) -> String {
        try await sessions.token(for: user)
    }

    func send(_ method: String, _ path: String, body: Data? = nil) async throws(ServiceError) -> RemoteResponse {
        do {
            return try await attempt(method, path, body: body)
        } catch {
            throw error.error
        }
    }

    /// `send`, whose failure says whether the server may have made the change all the same.
    func attempt(_ method: String, _ path: String, body: Data? = nil) async throws(RemoteClient.Failure) -> RemoteResponse {
        let token: String
        do {
            token = try await self.token()
        } catch {
            throw RemoteClient.Failure(error: error, mayHaveReachedServer: false)
        }
        do {
            return try await client.attempt(method, path, authorization: .bearer(token), body: body)
        } catch  where error.error == .sessionExpired {
            await sessions.expire(token: token)
            throw error
        }
    }

    func get<T: Decodable>(_ path: String, as type: T.Type, what: String) async throws(ServiceError) -> T {
        try RemoteClient.decode(type, from: try await send("GET", path), what: what)
    }

    /// `body` for every item, side by side (in the client's fan-out order), no more at once than
    /// the client lets onto the wire.
    func fanOut<Item: Sendable, Result: Sendable>(
        _ items: [Item],
        _ body: @escaping @Sendable (Item) async throws -> Result
    ) async throws -> [Result] {
        try await FanOut.map(items, limit: client.maxRequestsInFlight, order: client.fanOutOrder, body)
    }

    /// A list read as `get` reads it, then made into `Value`, unless the answer is the last one at `path`
    /// byte for byte: then that one's value (see `RemoteDecodedLists`). `makeValue` must depend on the list alone.
    func list<Element: Decodable, Value: Sendable>(
        _ path: String, of element: Element.Type, what: String, _ makeValue: ([Element]) throws(ServiceError) -> Value
    ) async throws(ServiceError) -> Value {
        let response = try await send("GET", path)
        return try lists.value(at: path, from: response.body) { _ throws(ServiceError) in
            try makeValue(RemoteClient.decode([Element].self, from: response, what: what))
        }
    }

    /// The user's players, in the server's order; one listed twice is one player.
    func players() async throws(ServiceError) -> [Player] {
        try await list("api/players", of: RemotePlayer.self, what: "list of players") { players in
            var seen = Set<Int>()
            return players.filter { seen.insert($0.id).inserted }.map(\.player)
        }
    }
}
