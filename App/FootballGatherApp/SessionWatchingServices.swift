import Domain
import Foundation
import GathersInterface
import PlayersInterface
import RecordsInterface

/// Passes every call through and, when the store says the session expired,
/// tells the App (on the main actor) before the error reaches the presenter.
struct SessionWatchingPlayersService: PlayersService {
    let base: any PlayersService
    let onExpired: @MainActor @Sendable () -> Void
    /// Told when the store answered the roster: the session's sign-in holds.
    var onAnswered: @MainActor @Sendable () -> Void = {}

    func players() async throws -> [Player] {
        let players = try await watching(onExpired) { try await base.players() }
        await onAnswered()
        return players
    }
    func add(_ details: PlayerDetails) async throws -> Player { try await watching(onExpired) { try await base.add(details) } }
    func addAll(_ players: [PlayerDetails]) async throws -> [Player] { try await watching(onExpired) { try await base.addAll(players) } }
    func update(_ player: Player) async throws -> Player { try await watching(onExpired) { try await base.update(player) } }
    func delete(playerID: Int) async throws { try await watching(onExpired) { try await base.delete(playerID: playerID) } }
}

/// The same watch over a user's gathers.
struct SessionWatchingGathersService: GathersService {
    let base: any GathersService
    let onExpired: @MainActor @Sendable () -> Void

    func startGather(with players: [GatherPlayer], at date: Date) async throws -> Gather {
        try await watching(onExpired) { try await base.startGather(with: players, at: date) }
    }

    @discardableResult
    func endGather(id: UUID, score: Score, at date: Date) async throws -> GatherEnding {
        try await watching(onExpired) { try await base.endGather(id: id, score: score, at: date) }
    }

    func addFinishedGather(_ gather: Gather) async throws -> Gather {
        try await watching(onExpired) { try await base.addFinishedGather(gather) }
    }

    /// A stop midway says how far it got; an expired session stopping it is told all the same.
    func addFinishedGathers(_ matches: [Gather]) async throws -> [Gather] {
        try await watching(onExpired) {
            do {
                return try await base.addFinishedGathers(matches)
            } catch let stopped as FinishedGathersStopped where stopped.error == .sessionExpired {
                await onExpired()
                throw stopped
            }
        }
    }

    func finishedGathers() async throws -> [Gather] {
        try await watching(onExpired) { try await base.finishedGathers() }
    }

    func finishedGatherList() async throws -> FinishedGatherList {
        try await watching(onExpired) { try await base.finishedGatherList() }
    }

    func players(ofFinishedGather id: UUID) async throws -> [GatherPlayer] {
        try await watching(onExpired) { try await base.players(ofFinishedGather: id) }
    }

    func changeProgress<Outcome: Sendable>(
        ofGather id: UUID,
        _ change: @escaping @Sendable (inout GatherProgress) -> Outcome
    ) async throws -> ProgressChange<Outcome> {
        try await watching(onExpired) { try await base.changeProgress(ofGather: id, change) }
    }

    func movePlayer(at index: Int, to team: Team, inGather id: UUID) async throws {
        try await watching(onExpired) { try await base.movePlayer(at: index, to: team, inGather: id) }
    }

    func unfinishedGather() async throws -> UnfinishedGather? {
        try await watching(onExpired) { try await base.unfinishedGather() }
    }

    func discardGather(id: UUID) async throws -> GatherDiscarding {
        try await watching(onExpired) { try await base.discardGather(id: id) }
    }

    func deleteFinishedGather(id: UUID) async throws {
        try await watching(onExpired) { try await base.deleteFinishedGather(id: id) }
    }

    /// A refused sign-in is told by what comes back: the matches wait until the next login.
    func waitingMatchCount() async -> Int { await base.waitingMatchCount() }
    func sendWaitingMatches(roster: [Player]?) async -> WaitingMatchesSent { await base.sendWaitingMatches(roster: roster) }
}

struct SessionWatchingRecordsService: RecordsService {
    let base: any RecordsService
    let onExpired: @MainActor @Sendable () -> Void

    func records(since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        try await watching(onExpired) { try await base.records(since: since, progress: progress) }
    }

    func records(ofPlayer id: Int, since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        try await watching(onExpired) { try await base.records(ofPlayer: id, since: since, progress: progress) }
    }

    func matches(ofPlayer id: Int, limit: Int) async throws -> [PlayerMatch] {
        try await watching(onExpired) { try await base.matches(ofPlayer: id, limit: limit) }
    }
}

private func watching<T: Sendable>(
    _ onExpired: @MainActor @Sendable () -> Void,
    _ work: () async throws -> T
) async throws -> T {
    do {
        return try await work()
    } catch ServiceError.sessionExpired {
        await onExpired()
        throw ServiceError.sessionExpired
    }
}
