import Domain
import Synchronization

/// The calls a service's test double got, oldest first, and the faults it is to throw: a double
/// `recorded(in:)` a log notes each call here, then throws the first fault planned for its kind, so a
/// feature's test says what failed and reads what was asked without a store behind the double.
public final class ServiceCallLog: Sendable {
    private struct Fault {
        let kinds: Set<ServiceCall.Kind>
        /// nil: every matching call.
        var remaining: Int?
        let error: ServiceError
        /// Matching calls let through before the first that fails.
        var passing: Int
    }

    private let state = Mutex<(calls: [ServiceCall], faults: [Fault])>(([], []))

    public init() {}

    /// Every call so far, oldest first, failed ones too.
    public var calls: [ServiceCall] { state.withLock { $0.calls } }

    /// Starts `calls` afresh, once a test has set the scene.
    public func forgetCalls() {
        state.withLock { $0.calls.removeAll() }
    }

    /// The next `times` calls of these kinds (of any kind when none is named), after `passing` of them
    /// went through, throw `error` instead of answering; `times: nil` fails every one.
    public func fail(_ kinds: ServiceCall.Kind..., passing: Int = 0, times: Int? = 1, with error: ServiceError) {
        state.withLock { $0.faults.append(Fault(kinds: Set(kinds), remaining: times, error: error, passing: passing)) }
    }

    /// Notes `call`, then throws the first fault that applies to it.
    public func record(_ call: ServiceCall) throws(ServiceError) {
        let error = state.withLock { state -> ServiceError? in
            state.calls.append(call)
            guard let index = state.faults.firstIndex(where: { $0.kinds.isEmpty || $0.kinds.contains(call.kind) }) else { return nil }
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

    /// Notes a call that can't fail.
    public func note(_ call: ServiceCall) {
        state.withLock { $0.calls.append(call) }
    }
}

extension ServiceCallLog {
    /// The calls of one kind so far, oldest first.
    public func calls(_ kind: ServiceCall.Kind) -> [ServiceCall] {
        calls.filter { $0.kind == kind }
    }
}
