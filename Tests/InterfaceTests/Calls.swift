import Synchronization

/// What the doubles' closures were called with, in order: their tests read it.
final class Calls: Sendable {
    private let list = Mutex<[String]>([])

    func record(_ call: String) {
        list.withLock { $0.append(call) }
    }

    var all: [String] { list.withLock { $0 } }
}
