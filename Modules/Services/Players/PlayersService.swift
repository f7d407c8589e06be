import Domain

/// The signed-in user's roster.
public protocol PlayersService: Sendable {
    /// All players, ordered by name.
    func players() async throws -> [Player]
    func add(_ details: PlayerDetails) async throws -> Player
    /// Adds those of `players` whose name (as names match: `PlayerDetails.nameKey`) is neither on the
    /// roster nor earlier in the list, each checked as `add` checks it, in one step: all or none, the
    /// roster read in that same step, so two imports at once add each name once. Returns those added,
    /// in the order given. A failure leaves the roster as it was (the web service, which has no
    /// transactions, reads the roster first and deletes the ones it added before the failure).
    func addAll(_ players: [PlayerDetails]) async throws -> [Player]
    func update(_ player: Player) async throws -> Player
    func delete(playerID: Int) async throws
}
