import Domain
import Foundation
import Synchronization

/// A clock that moves only when a test says so.
public final class ManualClock: WallClock {
    private let current: Mutex<Date>

    public init(now: Date = Date(timeIntervalSince1970: 1_795_000_000)) {
        current = Mutex(now)
    }

    public func now() -> Date {
        current.withLock { $0 }
    }

    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}
