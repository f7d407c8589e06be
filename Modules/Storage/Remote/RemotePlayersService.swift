import Domain
import Foundation
import PlayersInterface
import StorageSupport

/// One user's roster on the server. Validation happens before any request,
/// with the same rules as the local stores; ids come from `Location` headers.
struct RemotePlayersService: PlayersService {
    let connection: RemoteConnection

    /// Ordered like the local stores (`NameOrder`, then id), whatever the server's order.
    func players() async throws -> [Player] {
        try await connection.players().sortedByName()
    }

    func add(_ details: PlayerDetails) async throws -> Player {
        try await post(Validation.player(details).orInvalid())
    }

    /// Creates a player already checked by the rules.
    private func post(_ valid: PlayerDetails) async throws -> Player {
        let response = try await connection.send("POST", "api/players", body: RemoteClient.json(RemotePlayerCreate(valid)))
        let id = try RemoteClient.createdID(in: response, what: "player") { Int($0) }
        return Player(id: id, details: valid)
    }

    /// One request per player (the server has no batch), after reading the roster to skip the names
    /// on it; if one fails, the ones added before it are deleted again, so the roster is as it was,
    /// and the failure is thrown. Another import adding the same names at the same time is settled
    /// after: of two players named alike, the one with the larger id is deleted by the import that
    /// made it (ids grow, so whichever import reads the roster last sees both).
    func addAll(_ players: [PlayerDetails]) async throws -> [Player] {
        let valid = try players.map { try Validation.player($0).orInvalid() }
        let toAdd = GroupImportPlan.byName(valid, roster: try await connection.players()).toAdd
        var added: [Player] = []
        do {
            for details in toAdd { added.append(try await post(details)) }
            guard !added.isEmpty else { return added }
            let roster = try await connection.players()
            let twice = added.filter { player in
                roster.contains { $0.id < player.id && PlayerDetails.nameKey($0.name) == PlayerDetails.nameKey(player.name) }
            }
            for player in twice { try await delete(playerID: player.id) }
            return added.filter { !twice.contains($0) }
        } catch {
            for player in added { try? await delete(playerID: player.id) }
            throw error
        }
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
