import Domain
import Foundation

/// PlayerList's use cases.
@MainActor
public protocol PlayerListInteracting: AnyObject {
    /// The user's players, in the order the service keeps them.
    func players() async throws -> [Player]
    func delete(playerID: Int) async throws
    /// The match that was started and never ended, if any.
    func unfinishedGather() async throws -> UnfinishedGather?
    /// Drops an unfinished match and its teams.
    func discardGather(id: UUID) async throws
    func logOut(_ user: User) async
}

public final class PlayerListInteractor: PlayerListInteracting {
    private let playersService: any PlayersService
    private let gathers: any GathersService
    private let authentication: any AuthenticationService

    public init(players: any PlayersService, gathers: any GathersService, authentication: any AuthenticationService) {
        playersService = players
        self.gathers = gathers
        self.authentication = authentication
    }

    public func players() async throws -> [Player] {
        try await playersService.players()
    }

    public func delete(playerID: Int) async throws {
        try await playersService.delete(playerID: playerID)
    }

    public func unfinishedGather() async throws -> UnfinishedGather? {
        try await gathers.unfinishedGather()
    }

    public func discardGather(id: UUID) async throws {
        try await gathers.discardGather(id: id)
    }

    public func logOut(_ user: User) async {
        await authentication.logOut(user)
    }
}
