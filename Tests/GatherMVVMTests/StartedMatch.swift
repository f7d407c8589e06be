import Domain
import Foundation
import GatherMVVM
import GathersInterface
import MatchScreen
import TerminalUI
import TestSupport
import Testing

extension GatherProgress {
    static func at(_ teamA: Int, _ teamB: Int, remaining: Int = 600, running: Bool = false, duration: Int = 600) -> GatherProgress {
        GatherProgress(score: Score(teamA: teamA, teamB: teamB), timer: GatherTimer(duration: duration, remaining: remaining, isRunning: running))
    }

    static func at(_ teamA: Int, _ teamB: Int, goals: [Int: Int]) -> GatherProgress {
        GatherProgress(score: Score(teamA: teamA, teamB: teamB), goals: goals)
    }
}

/// A match started in a fresh in-memory store, as ConfirmPlayers starts one: Ann 1 and Bob 2 in
/// Team A, Carla 3 and Dmitri 4 (no position) in Team B, Eve 5 on the bench.
struct StartedMatch {
    static let startedAt = Date(timeIntervalSince1970: 1_795_000_000)

    let ann: RegisteredUser
    let gather: Gather

    static func make() async throws -> StartedMatch {
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
    var progressSaves: [GatherProgress] {
        ann.services.calls.compactMap { call in
            guard case .saveProgress(let progress, gather: gather.id) = call else { return nil }
            return progress
        }
    }

    /// The progress the store keeps for this match; nil once it is no longer unfinished.
    func storedProgress() async throws -> GatherProgress? {
        let unfinished = try await ann.gathers.unfinishedGather()
        return unfinished?.gather.id == gather.id ? unfinished?.progress : nil
    }

    /// The match as the store lists it among the finished ones; nil while it goes on.
    func finished() async throws -> Gather? {
        try await ann.gathers.finishedGathers().first { $0.id == gather.id }
    }

    /// Stores `progress` as the match's, as a window that played it so far would have, without
    /// counting it among `progressSaves`.
    func store(_ progress: GatherProgress) async {
        guard progress != GatherProgress() else { return }
        await #expect(throws: Never.self) { try await ann.gathers.saveProgress(progress, ofGather: gather.id) }
        ann.services.forgetCalls()
    }

    /// The match as the store gives it back after `progress` was saved, as when the app restarts.
    func resumed(at progress: GatherProgress) async throws -> UnfinishedGather? {
        try await ann.gathers.saveProgress(progress, ofGather: gather.id)
        return try await ann.gathers.unfinishedGather()
    }
}

/// Bound to a view model as its view would be: records every GatherViewModel it publishes after the
/// binding, and the notices it leaves the match with.
@MainActor
final class Watcher {
    private(set) var shown: [GatherViewModel] = []
    private(set) var notices: [Message] = []

    init(_ viewModel: GatherMVVMViewModel) {
        viewModel.output.bind { [weak self] in self?.shown.append($0) }
        shown.removeAll()
        viewModel.onMatchLeft = { [weak self] in self?.notices.append($0) }
    }

    /// What the screen shows now; the empty view model before anything was published.
    var last: GatherViewModel { shown.last ?? GatherViewModel() }
}
