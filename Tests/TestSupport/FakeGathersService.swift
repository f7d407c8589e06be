import Domain
import Foundation
import Synchronization

/// Gathers in memory, with every call recorded; can be told to fail.
public final class FakeGathersService: GathersService {
    public struct State: Sendable {
        public var gathers: [Gather] = []
        public var progress: [UUID: GatherProgress] = [:]
        public var failure: ServiceError?
        public var calls: [String] = []
        public var savedProgress: [GatherProgress] = []
    }

    private let state = Mutex(State())

    public init(gathers: [Gather] = [], failure: ServiceError? = nil) {
        state.withLock {
            $0.gathers = gathers
            $0.failure = failure
        }
    }

    public var snapshot: State { state.withLock { $0 } }

    public func fail(with failure: ServiceError?) {
        state.withLock { $0.failure = failure }
    }

    public func startGather(with players: [GatherPlayer], at date: Date) async throws -> Gather {
        try record("startGather") { state in
            let gather = Gather(id: UUID(), players: players, startedAt: date)
            state.gathers.append(gather)
            return gather
        }
    }

    public func endGather(id: UUID, score: Score, at date: Date) async throws {
        try record("endGather") { state in
            guard let index = state.gathers.firstIndex(where: { $0.id == id && !$0.isFinished }) else {
                throw ServiceError.notFound
            }
            state.gathers[index].score = score
            state.gathers[index].winner = score.winner
            state.gathers[index].endedAt = date
            state.progress[id] = nil
        }
    }

    public func finishedGathers() async throws -> [Gather] {
        try record("finishedGathers") { state in
            state.gathers.filter(\.isFinished).sorted { ($0.endedAt ?? .distantPast) > ($1.endedAt ?? .distantPast) }
        }
    }

    public func saveProgress(_ progress: GatherProgress, ofGather id: UUID) async throws {
        try record("saveProgress") { state in
            guard state.gathers.contains(where: { $0.id == id && !$0.isFinished }) else { throw ServiceError.notFound }
            state.progress[id] = progress
            state.savedProgress.append(progress)
        }
    }

    public func unfinishedGather() async throws -> UnfinishedGather? {
        try record("unfinishedGather") { state in
            guard let gather = state.gathers.last(where: { !$0.isFinished }) else { return nil }
            return UnfinishedGather(gather: gather, progress: state.progress[gather.id] ?? GatherProgress())
        }
    }

    public func discardGather(id: UUID) async throws {
        try record("discardGather") { state in
            guard let index = state.gathers.firstIndex(where: { $0.id == id && !$0.isFinished }) else {
                throw ServiceError.notFound
            }
            state.gathers.remove(at: index)
            state.progress[id] = nil
        }
    }

    private func record<T>(_ call: String, _ body: (inout State) throws -> T) throws -> T {
        try state.withLock { state in
            state.calls.append(call)
            if let failure = state.failure { throw failure }
            return try body(&state)
        }
    }
}
