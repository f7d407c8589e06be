import Domain
import Foundation
import StorageSupport

/// One user's roster on the server. Validation happens before any request,
/// with the same rules as the local stores; ids come from `Location` headers.
struct RemotePlayersService: PlayersService {
    let connection: RemoteConnection

    /// Ordered like the local stores (by name ignoring ASCII case, then id), whatever the server's order.
    func players() async throws -> [Player] {
        try await connection.players().sorted(by: StoreRules.playerPrecedes)
    }

    func add(_ details: PlayerDetails) async throws -> Player {
        let valid = try Validation.player(details).orInvalid()
        let response = try await connection.send("POST", "api/players", body: RemoteClient.json(RemotePlayerCreate(valid)))
        let id = try RemoteClient.createdID(in: response, what: "player") { Int($0) }
        return Player(id: id, details: valid)
    }

    /// `PUT` replaces every field, so fields left empty are cleared on the server too.
    func update(_ player: Player) async throws -> Player {
        let valid = try Validation.player(player.details).orInvalid()
        _ = try await connection.send("PUT", "api/players/\(player.id)", body: RemoteClient.json(RemotePlayerCreate(valid)))
        return Player(id: player.id, details: valid)
    }

    /// The server also takes the player out of past gathers; this machine's records keep their name.
    func delete(playerID: Int) async throws {
        _ = try await connection.send("DELETE", "api/players/\(playerID)")
    }
}
