import Domain
import ShareFilesInterface
import Synchronization

/// Keeps what a screen asked to write, and answers as the test says (`.written` unless told).
public final class ShareFilesSpy: ShareFileWriting {
    private let state = Mutex<(writes: [ShareFile], answers: [ShareFileOutcome])>(([], []))
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

    /// Every file asked for, in order, whether its call wrote it or not.
    public var writes: [ShareFile] { state.withLock { $0.writes } }

    /// The next files asked for answer these, in order: the first that is not `.written` stops its
    /// call (as the real writer, which then writes none of its files), and the files after it take no answer.
    public func answer(_ outcomes: ShareFileOutcome...) {
        state.withLock { $0.answers += outcomes }
    }

    public func write(_ files: [ShareFile]) async -> ShareFilesOutcome {
        state.withLock { state in
            state.writes += files
            for file in files {
                switch state.answers.isEmpty ? .written : state.answers.removeFirst() {
                case .written: continue
                case .exists: return .exists(path: file.path)
                case .refused(let kind): return .refused(path: file.path, kind)
                case .noFolder(let folder): return .noFolder(folder)
                case .failed(let reason): return .failed(reason)
                }
            }
            return .written
        }
    }
}
