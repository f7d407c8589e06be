import Domain
import Synchronization

/// Keeps what a screen asked to write, and answers as the test says (`.written` unless told).
public final class ShareFilesSpy: ShareFileWriting {
    public struct Write: Sendable, Equatable {
        public let text: String
        public let path: String
        public let replacing: Bool
    }

    private let state = Mutex<(writes: [Write], answers: [ShareFileOutcome])>(([], []))
    private let existing: Set<String>

    /// `existing`: the paths something is at already (what writes answer is up to `answer`).
    public init(existing: Set<String> = []) {
        self.existing = existing
    }

    public func somethingExists(atPath path: String) async -> Bool {
        existing.contains(path)
    }

    public var writes: [Write] { state.withLock { $0.writes } }

    /// The next writes answer these, in order.
    public func answer(_ outcomes: ShareFileOutcome...) {
        state.withLock { $0.answers += outcomes }
    }

    public func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        state.withLock { state in
            state.writes.append(Write(text: text, path: path, replacing: replacing))
            return state.answers.isEmpty ? .written : state.answers.removeFirst()
        }
    }
}
