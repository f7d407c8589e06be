import Domain
import Foundation

/// One signed-in user's way to the server: every call carries their token,
/// and a `401` forgets it (the user must log in again).
struct RemoteConnection: Sendable {
    let client: RemoteClient
    let sessions: RemoteSessions
    let user: User

    /// Fails with `sessionExpired`, without a request, for a user who is not signed in here.
    func token() async throws(ServiceError) -> String {
        try await sessions.token(for: user)
    }

    func send(_ method: String, _ path: String, body: Data? = nil) async throws(ServiceError) -> RemoteResponse {
        let token = try await token()
        do {
            return try await client.send(method, path, authorization: .bearer(token), body: body)
        } catch .sessionExpired {
            await sessions.expire(token: token)
            throw .sessionExpired
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

    /// The user's players, in the server's order; one listed twice is one player.
    func players() async throws(ServiceError) -> [Player] {
        var seen = Set<Int>()
        return try await get("api/players", as: [RemotePlayer].self, what: "list of players").filter { seen.insert($0.id).inserted }.map(\.player)
    }
}
