import Domain

/// PlayerAdd's use case.
@MainActor
public protocol PlayerAddInteracting: AnyObject {
    func add(_ details: PlayerDetails) async throws -> Player
}

public final class PlayerAddInteractor: PlayerAddInteracting {
    private let players: any PlayersService

    public init(players: any PlayersService) {
        self.players = players
    }

    public func add(_ details: PlayerDetails) async throws -> Player {
        try await players.add(details)
    }
}
