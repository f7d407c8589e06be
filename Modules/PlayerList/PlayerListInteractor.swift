import Domain

/// PlayerList's use cases.
@MainActor
public protocol PlayerListInteracting: AnyObject {
    /// The user's players, in the order the service keeps them.
    func players() async throws -> [Player]
    func delete(playerID: Int) async throws
    func logOut(_ user: User) async
}

public final class PlayerListInteractor: PlayerListInteracting {
    private let playersService: any PlayersService
    private let authentication: any AuthenticationService

    public init(players: any PlayersService, authentication: any AuthenticationService) {
        playersService = players
        self.authentication = authentication
    }

    public func players() async throws -> [Player] {
        try await playersService.players()
    }

    public func delete(playerID: Int) async throws {
        try await playersService.delete(playerID: playerID)
    }

    public func logOut(_ user: User) async {
        await authentication.logOut(user)
    }
}
