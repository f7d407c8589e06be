import Domain
import Foundation
import GathersInterface
import Synchronization

/// The match Gather's tests play, kept as a store would keep it, with no store: Ann Smith 1 and Bob 2
/// in Team A, Carla Díaz 3 and Dmitri 4 (no position) in Team B, Eve 5 on the bench. Each window's
/// `gathers` is a `GathersServiceDouble` reading and writing it, so windows share one match; what the
/// doubles kept is recorded, and `fail` makes the next calls throw.
final class StoredMatch: Sendable {
    static let startedAt = Date(timeIntervalSince1970: 1_795_000_000)

    /// The calls a test can make fail.
    enum Call: Sendable, Equatable {
        /// A change that changed the progress, failing as it is written: nothing of it is kept.
        case changeProgress
        case movePlayer
        case endGather
    }

    /// What `endGather` stored: the score, when, and the goals each player (by index) had then.
    struct Ended: Sendable, Equatable {
        var score: Score
        var at: Date
        var goals: [Int: Int]
    }

    private struct State {
        var progress = GatherProgress()
        var teams: [Team]
        var ended: Ended?
        var isDiscarded = false
        var saves: [GatherProgress] = []
        var faults: [(call: Call, error: ServiceError)] = []
    }

    let user = User(id: "ann", username: "ann")
    let gather: Gather
    private let state: Mutex<State>

    init() {
        let lineUp: [(String, PlayerPosition?, PlayerSkill?, Team)] = [
            ("Ann Smith", .striker, .amateur, .teamA), ("Bob", .goalkeeper, .professional, .teamA),
            ("Carla Díaz", .midfielder, .beginner, .teamB), ("Dmitri", nil, nil, .teamB), ("Eve", .winger, nil, .bench),
        ]
        let players = lineUp.enumerated().map { index, player in
            GatherPlayer(playerID: index + 1, name: player.0, position: player.1, skill: player.2, team: player.3)
        }
        gather = Gather(id: UUID(), players: players, startedAt: Self.startedAt)
        state = Mutex(State(teams: players.map(\.team)))
    }

    /// One window's gathers service: every call on this match, as a store answers it.
    var gathers: GathersServiceDouble {
        var double = GathersServiceDouble()
        double.onChangeProgress = { id in try self.read(id) }
        double.onKeepProgress = { _, progress in try self.keep(progress) }
        double.onMovePlayer = { index, team, id in try self.move(index, to: team, id) }
        double.onEndGather = { id, score, date in try self.end(id, score: score, at: date) }
        return double
    }

    /// Every progress a change kept, oldest first.
    var saves: [GatherProgress] { state.withLock { $0.saves } }
    /// The progress kept for the match; nil once it ended or was discarded.
    var storedProgress: GatherProgress? {
        state.withLock { $0.ended == nil && !$0.isDiscarded ? $0.progress : nil }
    }
    /// Each player's team as kept, in team-sheet order.
    var teams: [Team] { state.withLock { $0.teams } }
    /// The result kept; nil while the match goes on.
    var ended: Ended? { state.withLock { $0.ended } }

    /// Keeps `progress` as the match's, as a window that played it so far would have, without counting it among `saves`.
    func store(_ progress: GatherProgress) {
        state.withLock { $0.progress = progress }
    }

    /// The next `times` calls of `call` throw `error`, keeping nothing.
    func fail(_ call: Call, times: Int = 1, with error: ServiceError) {
        state.withLock { $0.faults += Array(repeating: (call, error), count: times) }
    }

    /// Another window discarded the match.
    func discard() {
        state.withLock { $0.isDiscarded = true }
    }

    private func read(_ id: UUID) throws -> GatherProgress {
        try state.withLock { state in
            try check(state, id)
            return state.progress
        }
    }

    private func keep(_ progress: GatherProgress) throws {
        try state.withLock { state in
            try Self.fault(.changeProgress, in: &state)
            state.progress = progress
            state.saves.append(progress)
        }
    }

    private func move(_ index: Int, to team: Team, _ id: UUID) throws {
        try state.withLock { state in
            try Self.fault(.movePlayer, in: &state)
            try check(state, id)
            guard state.teams.indices.contains(index) else { throw ServiceError.notFound }
            state.teams[index] = team
        }
    }

    private func end(_ id: UUID, score: Score, at date: Date) throws -> GatherEnding {
        try state.withLock { state in
            try Self.fault(.endGather, in: &state)
            // A store ends only a match it keeps unfinished.
            guard (try? check(state, id)) != nil else { throw ServiceError.notFound }
            state.ended = Ended(score: score, at: date, goals: state.progress.goals)
            return .stored
        }
    }

    /// A match ended or discarded elsewhere (or never given) is gone, as a store says it.
    private func check(_ state: State, _ id: UUID) throws {
        if id != gather.id { throw GatherGone.discarded }
        if state.ended != nil { throw GatherGone.ended }
        if state.isDiscarded { throw GatherGone.discarded }
    }

    private static func fault(_ call: Call, in state: inout State) throws {
        guard let index = state.faults.firstIndex(where: { $0.call == call }) else { return }
        throw state.faults.remove(at: index).error
    }
}
