import Domain
import Synchronization

/// The calls a feature made on its services' test doubles, oldest first, and the faults a test sets
/// for the next ones: what `FaultInjectingServices` does around a store, for doubles. A double
/// `recorded(in:)` a log records each call here before it answers what its closure says, unless a
/// fault applies; the test then reads `calls`.
public final class ServiceCallLog: Sendable {
    private struct Fault {
        let kinds: Set<ServiceCall.Kind>
        /// nil: every matching call.
        var remaining: Int?
        let error: ServiceError
        /// Matching calls let through before the first that fails.
        var passing: Int
    }

    /// Calls that wait for one another, those begun, and where each waits.
    private struct Meeting {
        let kinds: Set<ServiceCall.Kind>
        var arrived: Set<ServiceCall.Kind> = []
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private struct State {
        var calls: [ServiceCall] = []
        var faults: [Fault] = []
        var meeting: Meeting?
        var met: Bool?
    }

    private let state = Mutex(State())

    public init() {}

    /// Every call so far, oldest first.
    public var calls: [ServiceCall] { state.withLock { $0.calls } }

    /// The calls so far of these kinds, oldest first.
    public func calls(_ kinds: ServiceCall.Kind...) -> [ServiceCall] {
        calls.filter { kinds.contains($0.kind) }
    }

    /// Starts `calls` afresh, once a test has set the scene.
    public func forget() {
        state.withLock { $0.calls.removeAll() }
    }

    /// The next `times` calls of these kinds (of any kind when none is named), after `passing` of them
    /// went through, fail with `error` before their double answers; `times: nil` fails every one.
    public func fail(_ kinds: ServiceCall.Kind..., passing: Int = 0, times: Int? = 1, with error: ServiceError) {
        fail(kinds, passing: passing, times: times, with: error)
    }

    public func fail(_ kinds: [ServiceCall.Kind], passing: Int = 0, times: Int? = 1, with error: ServiceError) {
        state.withLock { $0.faults.append(Fault(kinds: Set(kinds), remaining: times, error: error, passing: passing)) }
    }

    /// The next calls of these kinds wait for one another: each waits until all of them have begun, so
    /// `met` tells whether the code under test makes them side by side. Code that makes them one after
    /// the other never meets, so a test using this sets a time limit.
    public func meet(_ kinds: ServiceCall.Kind...) {
        meet(kinds)
    }

    public func meet(_ kinds: [ServiceCall.Kind]) {
        state.withLock {
            $0.meeting = Meeting(kinds: Set(kinds))
            $0.met = nil
        }
    }

    /// Whether the calls `meet` named met: nil until they all came.
    public var met: Bool? { state.withLock { $0.met } }

    /// Records `call`, throws the first fault that applies to it, then waits for the calls it is to meet.
    public func record(_ call: ServiceCall) async throws(ServiceError) {
        try check(call)
        await arrive(call.kind)
    }

    /// Records a call that can't fail (logging out).
    public func note(_ call: ServiceCall) {
        state.withLock { $0.calls.append(call) }
    }

    /// Records `call`, then throws the first fault that applies to it (for a call that can't wait, see `record`).
    public func check(_ call: ServiceCall) throws(ServiceError) {
        let error = state.withLock { state -> ServiceError? in
            state.calls.append(call)
            guard let index = state.faults.firstIndex(where: { $0.kinds.isEmpty || $0.kinds.contains(call.kind) }) else {
                return nil
            }
            let fault = state.faults[index]
            if fault.passing > 0 {
                state.faults[index].passing -= 1
                return nil
            }
            if let remaining = fault.remaining {
                if remaining <= 1 { state.faults.remove(at: index) } else { state.faults[index].remaining = remaining - 1 }
            }
            return fault.error
        }
        if let error { throw error }
    }

    /// Waits, if a call of `kind` is to meet others, until they all began.
    public func arrive(_ kind: ServiceCall.Kind) async {
        guard state.withLock({ $0.meeting?.kinds.contains(kind) == true }) else { return }
        await withCheckedContinuation { (arrived: CheckedContinuation<Void, Never>) in
            let free = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                guard var meeting = state.meeting, meeting.kinds.contains(kind), !meeting.arrived.contains(kind) else { return [arrived] }
                meeting.arrived.insert(kind)
                meeting.waiting.append(arrived)
                guard meeting.arrived == meeting.kinds else {
                    state.meeting = meeting
                    return []
                }
                state.met = true
                state.meeting = nil
                return meeting.waiting
            }
            for call in free { call.resume() }
        }
    }
}
