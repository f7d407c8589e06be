import Domain
import Foundation
import GathersInterface
import PlayersInterface
import StorageSupport

/// One user's roster in an `InMemoryStore`; validates before the actor stores.
struct InMemoryPlayersService: PlayersService {
    let store: InMemoryStore
    let userID: Int?

    func players() async throws -> [Player] {
        try await store.players(of: userID)
    }

    func add(_ details: PlayerDetails) async throws -> Player {
        try await store.addPlayer(Validation.player(details).orInvalid(), for: userID)
    }

    func addAll(_ players: [PlayerDetails]) async throws -> [Player] {
        try await store.addPlayers(players.map { try Validation.player($0).orInvalid() }, for: userID)
    }

    func update(_ player: Player) async throws -> Player {
        let valid = try Player(id: player.id, details: Validation.player(player.details).orInvalid())
        try await store.updatePlayer(valid, for: userID)
        return valid
    }

    func delete(playerID: Int) async throws {
        try await store.deletePlayer(id: playerID, for: userID)
    }
}

/// One user's gathers in an `InMemoryStore`.
struct InMemoryGathersService: GathersAtHand {
    let store: InMemoryStore
    let userID: Int?

    func startGather(with players: [GatherPlayer], at date: Date) async throws -> Gather {
        let gather = try Gather(id: UUID(), players: players.map(StoreRules.validated), startedAt: date)
        try await store.addGather(gather, startedAt: date, for: userID)
        return gather
    }

    func endGather(id: UUID, score: Score, at date: Date) async throws -> GatherEnding {
        try StoreRules.validate(score)
        try await store.endGather(id: id, score: score, at: date, for: userID)
        return .stored
    }

    func addFinishedGather(_ gather: Gather) async throws -> Gather {
        let added = try Self.toAdd(gather)
        try await store.addFinishedGather(added, for: userID)
        return added
    }

    func addFinishedGathers(_ matches: [Gather]) async throws -> [Gather] {
        try await store.addFinishedGathers(matches.map(Self.toAdd), for: userID)
    }

    /// `gather` checked by the store's rules, under a new id.
    private static func toAdd(_ gather: Gather) throws -> Gather {
        let valid = try StoreRules.validated(finished: gather).gather
        return Gather(
            id: UUID(), players: valid.players, score: valid.score, winner: valid.winner, startedAt: valid.startedAt, endedAt: valid.endedAt
        )
    }

    func finishedGathers() async throws -> [Gather] {
        try await store.finishedGathers(of: userID)
    }

    func changeProgress<Outcome: Sendable>(
        ofGather id: UUID,
        _ change: @escaping @Sendable (inout GatherProgress) -> Outcome
    ) async throws -> ProgressChange<Outcome> {
        try await store.changeProgress(ofGather: id, for: userID, change).get()
    }

    func movePlayer(at index: Int, to team: Team, inGather id: UUID) async throws {
        if let gone = try await store.movePlayer(at: index, to: team, inGather: id, for: userID) { throw gone }
    }

    func unfinishedGather() async throws -> UnfinishedGather? {
        try await store.unfinishedGather(of: userID)
    }

    func discardGather(id: UUID) async throws -> GatherDiscarding {
        try await store.discardGather(id: id, for: userID)
        return .discarded
    }

    func deleteFinishedGather(id: UUID) async throws {
        try await store.deleteFinishedGather(id: id, for: userID)
    }
}
