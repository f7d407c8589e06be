import Domain

/// `PlayersService` answering what a test sets, as isowords ships `testValue` beside each client: every
/// call is a closure; one a test did not set throws `ServiceError.unexpected` naming the call.
public struct PlayersServiceDouble: PlayersService {
    public var onPlayers: @Sendable () async throws -> [Player] = { throw notSetUp("players") }
    public var onAdd: @Sendable (PlayerDetails) async throws -> Player = { _ in throw notSetUp("add") }
    public var onAddAll: @Sendable ([PlayerDetails]) async throws -> [Player] = { _ in throw notSetUp("addAll") }
    public var onUpdate: @Sendable (Player) async throws -> Player = { _ in throw notSetUp("update") }
    public var onDelete: @Sendable (_ playerID: Int) async throws -> Void = { _ in throw notSetUp("delete") }

    public init() {}

    public func players() async throws -> [Player] { try await onPlayers() }
    public func add(_ details: PlayerDetails) async throws -> Player { try await onAdd(details) }
    public func addAll(_ players: [PlayerDetails]) async throws -> [Player] { try await onAddAll(players) }
    public func update(_ player: Player) async throws -> Player { try await onUpdate(player) }
    public func delete(playerID: Int) async throws { try await onDelete(playerID) }
}

private func notSetUp(_ call: String) -> ServiceError {
    .unexpected("PlayersService.\(call) was not set up")
}
