import Domain

/// PlayerEdit's use case.
@MainActor
public protocol PlayerEditInteracting: AnyObject {
    /// Stores the player; returns it as the store saved it.
    func save(_ player: Player) async throws -> Player
}

public final class PlayerEditInteractor: PlayerEditInteracting {
    private let players: any PlayersService

    public init(players: any PlayersService) {
        self.players = players
    }

    public func save(_ player: Player) async throws -> Player {
        try await players.update(player)
    }
}
