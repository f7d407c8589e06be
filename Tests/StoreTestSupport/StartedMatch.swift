import Domain
import Foundation
import GathersInterface
import Testing

/// A match started in a fresh in-memory store, as ConfirmPlayers starts one: Ann Smith 1 and Bob 2
/// in Team A, Carla Díaz 3 and Dmitri 4 (no position) in Team B, Eve 5 on the bench. The match
/// screen's tests, in every pattern, play on it.
public struct StartedMatch: Sendable {
    public static let startedAt = Date(timeIntervalSince1970: 1_795_000_000)

    public let ann: RegisteredUser
    public let gather: Gather

    public static func make() async throws -> StartedMatch {
        let ann = try await RegisteredUser.make()
        let lineUp: [(PlayerDetails, Team)] = [
            (PlayerDetails(name: "Ann Smith", position: .striker, skill: .amateur), .teamA),
            (PlayerDetails(name: "Bob", position: .goalkeeper, skill: .professional), .teamA),
            (PlayerDetails(name: "Carla Díaz", position: .midfielder, skill: .beginner), .teamB),
            (PlayerDetails(name: "Dmitri"), .teamB),
            (PlayerDetails(name: "Eve", position: .winger), .bench),
        ]
        var players: [GatherPlayer] = []
        for (details, team) in lineUp {
            players.append(GatherPlayer(player: try await ann.players.add(details), team: team))
        }
        let gather = try await ann.gathers.startGather(with: players, at: startedAt)
        return StartedMatch(ann: ann, gather: gather)
    }

    /// Every progress of this match the store was asked to save, oldest first (failed attempts too).
    public var progressSaves: [GatherProgress] {
        ann.services.calls.compactMap { call in
            guard case .saveProgress(let progress, gather: gather.id) = call else { return nil }
            return progress
        }
    }

    /// The progress the store keeps for this match; nil once it is no longer unfinished.
    public func storedProgress() async throws -> GatherProgress? {
        let unfinished = try await ann.gathers.unfinishedGather()
        return unfinished?.gather.id == gather.id ? unfinished?.progress : nil
    }

    /// The match as the store lists it among the finished ones; nil while it goes on.
    public func finished() async throws -> Gather? {
        try await ann.gathers.finishedGathers().first { $0.id == gather.id }
    }

    /// Stores `progress` as the match's, as a window that played it so far would have, without
    /// counting it among `progressSaves`.
    public func store(_ progress: GatherProgress) async {
        guard progress != GatherProgress() else { return }
        await #expect(throws: Never.self) { try await ann.gathers.saveProgress(progress, ofGather: gather.id) }
        ann.services.forgetCalls()
    }

    /// The match as the store gives it back after `progress` was saved, as when the app restarts.
    public func resumed(at progress: GatherProgress) async throws -> UnfinishedGather? {
        try await ann.gathers.saveProgress(progress, ofGather: gather.id)
        return try await ann.gathers.unfinishedGather()
    }
}
