import Foundation
import Testing

/// The slow set, which CI runs with `FOOTBALLGATHER_SLOW_TESTS=1`: the reliability loops at full
/// size, and the end-to-end variants (several processes, a server, real password hashing) whose
/// behaviour a faster sibling also checks in every `swift test`.
public enum SlowTests {
    public static var enabled: Bool { ProcessInfo.processInfo.environment["FOOTBALLGATHER_SLOW_TESTS"] == "1" }

    /// For a test only the slow set runs: `swift test` lists it as skipped, saying how to run it.
    public static var only: ConditionTrait {
        .enabled(if: enabled, "in the slow set: FOOTBALLGATHER_SLOW_TESTS=1 swift test runs it")
    }

    /// A count from the environment, else `slow` when the slow tests are on, else `quick`.
    public static func count(_ variable: String, quick: Int, slow: Int) -> Int {
        if let text = ProcessInfo.processInfo.environment[variable], let value = Int(text), value > 0 { return value }
        return enabled ? slow : quick
    }

    /// A seed from the environment (decimal), else `fallback`.
    public static func seed(_ variable: String, fallback: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment[variable].flatMap { UInt64($0) } ?? fallback
    }
}
