import Foundation

/// The match clock: a countdown, 10:00 unless set otherwise.
public struct GatherTimer: Sendable, Hashable {
    public static let defaultDuration = 600
    /// The longest time that can be set: 99:59.
    public static let durationRange = 1...5_999

    /// The seconds the countdown starts from.
    public var duration: Int
    public var remaining: Int
    public var isRunning: Bool

    public init(duration: Int = GatherTimer.defaultDuration, remaining: Int? = nil, isRunning: Bool = false) {
        self.duration = duration
        self.remaining = remaining ?? duration
        self.isRunning = isRunning
    }

    public var isFinished: Bool { remaining == 0 }
}

/// A match in progress: saved on every change, so nothing is lost when the app stops.
public struct GatherProgress: Sendable, Hashable {
    public var score: Score
    public var timer: GatherTimer

    public init(score: Score = Score(), timer: GatherTimer = GatherTimer()) {
        self.score = score
        self.timer = timer
    }
}

/// A gather that was started and never ended, with where it stopped.
public struct UnfinishedGather: Sendable, Hashable {
    public var gather: Gather
    public var progress: GatherProgress

    public init(gather: Gather, progress: GatherProgress) {
        self.gather = gather
        self.progress = progress
    }
}
