import Domain

/// ConfirmPlayers' use case.
@MainActor
public protocol ConfirmPlayersInteracting: AnyObject {
    /// Creates the gather now, storing every player's team (the bench too) at once.
    func startGather(with players: [GatherPlayer]) async throws -> Gather
}

public final class ConfirmPlayersInteractor: ConfirmPlayersInteracting {
    private let gathers: any GathersService
    private let clock: any WallClock

    public init(gathers: any GathersService, clock: any WallClock) {
        self.gathers = gathers
        self.clock = clock
    }

    public func startGather(with players: [GatherPlayer]) async throws -> Gather {
        try await gathers.startGather(with: players, at: clock.now())
    }
}
