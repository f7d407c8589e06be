import Foundation

/// Where "now" comes from, so tests control time and never sleep.
public protocol WallClock: Sendable {
    func now() -> Date
}

/// The computer's clock.
public struct SystemClock: WallClock {
    public init() {}
    public func now() -> Date { Date() }
}
