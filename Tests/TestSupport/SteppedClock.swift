import Synchronization

/// A `Clock` that moves only when a test advances it. Unlike `ImmediateClock`, a sleep
/// waits until then, so a test can tell what happens before a deadline and after it
/// without real time passing.
public final class SteppedClock: Clock, Sendable {
    public typealias Instant = ImmediateClock.Instant

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Int: (deadline: Instant, continuation: CheckedContinuation<Void, any Error>)] = [:]
        var cancelled: Set<Int> = []
        var nextID = 0
    }

    private let state = Mutex(State())

    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }
    /// How many sleeps are waiting for time to pass.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }
    /// How many sleeps were ever asked for: one more means a waiting loop went round and slept again.
    public var sleepsAsked: Int { state.withLock { $0.nextID } }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers[id] = (deadline, continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { state in
                guard let sleeper = state.sleepers.removeValue(forKey: id) else {
                    state.cancelled.insert(id)
                    return nil as CheckedContinuation<Void, any Error>?
                }
                return sleeper.continuation
            }
            sleeper?.resume(throwing: CancellationError())
        }
    }

    /// Moves time on and wakes every sleep whose deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        for continuation in due { continuation.resume() }
    }
}
