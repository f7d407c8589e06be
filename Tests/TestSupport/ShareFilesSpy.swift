import Domain
import ShareFilesInterface
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
    private let refused: [String: SpecialFile]

    /// `existing`: the paths a file is at already; `refused`: those where something else is (what
    /// writes answer is up to `answer`).
    public init(existing: Set<String> = [], refused: [String: SpecialFile] = [:]) {
        self.existing = existing
        self.refused = refused
    }

    public func target(atPath path: String) async -> ShareFileTarget {
        if let kind = refused[path] { return .refused(kind) }
        return existing.contains(path) ? .file : .nothing
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
