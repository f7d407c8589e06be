import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherStore

extension GatherProgress {
    static func at(_ teamA: Int, _ teamB: Int, remaining: Int = 600, running: Bool = false, duration: Int = 600, goals: [Int: Int] = [:])
        -> GatherProgress
    {
        GatherProgress(
            score: Score(teamA: teamA, teamB: teamB), timer: GatherTimer(duration: duration, remaining: remaining, isRunning: running), goals: goals)
    }
}

/// The team sheet every test plays with: two a side and one on the bench; Dmitri has no position.
enum Lineup {
    static let players = [
        GatherPlayer(playerID: 1, name: "Ann Smith", position: .striker, team: .teamA),
        GatherPlayer(playerID: 2, name: "Bob", position: .goalkeeper, team: .teamA),
        GatherPlayer(playerID: 3, name: "Carla Díaz", position: .midfielder, team: .teamB),
        GatherPlayer(playerID: 4, name: "Dmitri", team: .teamB),
        GatherPlayer(playerID: 5, name: "Eve", position: .winger, team: .bench),
    ]
    static let startedAt = Date(timeIntervalSince1970: 1_795_000_000)
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
    static let gather = Gather(id: UUID(), players: players, startedAt: startedAt)

    /// The state a match starts in from `progress`, shown.
    static func state(_ progress: GatherProgress = GatherProgress()) -> GatherState {
        var state = GatherReducer.initialState(UnfinishedGather(gather: gather, progress: progress), timeZone: utc)
        _ = GatherReducer.reduce(&state, .appeared)
        return state
    }
}

/// A match started in a fresh in-memory store, as ConfirmPlayers starts one (the same line-up).
struct StartedMatch {
    let ann: RegisteredUser
    let gather: Gather

    static func make() async throws -> StartedMatch {
        let ann = try await RegisteredUser.make()
        var players: [GatherPlayer] = []
        for player in Lineup.players {
            let details = PlayerDetails(name: player.name, position: player.position)
            players.append(GatherPlayer(player: try await ann.players.add(details), team: player.team))
        }
        let gather = try await ann.gathers.startGather(with: players, at: Lineup.startedAt)
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

    /// Stores `progress` as another window would have, without counting it among `progressSaves`.
    func store(_ progress: GatherProgress) async {
        await #expect(throws: Never.self) { try await ann.gathers.saveProgress(progress, ofGather: gather.id) }
        ann.services.forgetCalls()
    }

    /// A store on this match as the module builds one, leaving through `leave`.
    @MainActor
    func makeStore(
        _ progress: GatherProgress = GatherProgress(), shareFiles: ShareFilesSpy = ShareFilesSpy(), clock: ManualClock = ManualClock(),
        leave: @escaping @MainActor (Message) -> Void = { _ in }
    ) async -> GatherStore {
        if progress != GatherProgress() { await store(progress) }
        let unfinished = UnfinishedGather(gather: gather, progress: progress)
        let store = GatherStore(
            state: GatherReducer.initialState(unfinished, timeZone: Lineup.utc), gatherID: gather.id, gathers: ann.gathers,
            shareFiles: shareFiles, clock: clock, leave: leave)
        await store.send(.appeared)
        return store
    }
}

/// The player list the match leads to, and what it was asked to show.
@MainActor
final class PlayerListExits: MatchScreenExits {
    let playerList = StubScreen(title: "Players")
    private(set) var users: [User] = []
    private(set) var notices: [Message] = []

    func makePlayerListScreen(for user: User, notice: Message) -> any Screen {
        users.append(user)
        notices.append(notice)
        return playerList
    }
}
