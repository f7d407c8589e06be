import Foundation

/// The match clock: a countdown, 10:00 unless set otherwise, in two halves.
public struct GatherTimer: Sendable, Hashable {
    public static let defaultDuration = 600
    /// The longest time that can be set: 99:59.
    public static let durationRange = 1...5_999

    /// The seconds the countdown starts from.
    public var duration: Int
    public var remaining: Int
    public var isRunning: Bool
    public var half: MatchHalf

    /// `half` is one the clock allows: given none, or one it rules out, it is the first until
    /// half-time and the second after it (a match saved before halves were kept); a clock running at
    /// half-time is in the second half, the first having stopped there.
    public init(duration: Int = GatherTimer.defaultDuration, remaining: Int? = nil, isRunning: Bool = false, half: MatchHalf? = nil) {
        self.duration = duration
        self.remaining = remaining ?? duration
        self.isRunning = isRunning
        let halfTime = duration / 2
        let possible: [MatchHalf] =
            if halfTime == 0 || self.remaining < halfTime || (self.remaining == halfTime && isRunning) {
                [.second]
            } else if self.remaining > halfTime {
                [.first]
            } else {
                [.first, .second]
            }
        self.half = half.flatMap { possible.contains($0) ? $0 : nil } ?? possible[0]
    }

    public var isFinished: Bool { remaining == 0 }
}

/// A match has two halves: the first ends when half the set time is left (a set time in odd seconds
/// gives the first half the odd one); a clock set to one second has one half, the second.
public enum MatchHalf: Int, Sendable, Hashable {
    case first = 1
    case second = 2
}

/// A match in progress: saved on every change, so nothing is lost when the app stops.
public struct GatherProgress: Sendable, Hashable {
    // Whoever changes the score or the clock keeps the half-time score right.
    public var score: Score { didSet { keepHalfTimeScore() } }
    public var timer: GatherTimer { didSet { keepHalfTimeScore() } }
    /// Goals credited to a scorer, by the scorer's index in the gather's players; only
    /// scorers are listed. A team's goals not credited to anyone are its score minus these.
    public var goals: [Int: Int]
    /// The score when the first half ended (kept by `keepHalfTimeScore()`); nil before, or when unknown.
    public var halfTimeScore: Score?

    public init(score: Score = Score(), timer: GatherTimer = GatherTimer(), goals: [Int: Int] = [:], halfTimeScore: Score? = nil) {
        self.score = score
        self.timer = timer
        self.goals = goals
        self.halfTimeScore = halfTimeScore
    }
}

extension Gather {
    /// The players with the goals `goals` credits them (keyed by index), everyone else on none.
    public func players(creditedWith goals: [Int: Int]) -> [GatherPlayer] {
        players.enumerated().map { index, player in
            var credited = player
            credited.goals = goals[index] ?? 0
            return credited
        }
    }

    /// The goals the players are credited with, by index; only scorers are listed.
    public var goalsByPlayer: [Int: Int] {
        players.enumerated().reduce(into: [:]) { goals, element in
            if element.element.goals > 0 { goals[element.offset] = element.element.goals }
        }
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

/// A running gather that can't be changed any more: another window or process ended or discarded it.
public enum GatherGone: Error, Sendable, Equatable {
    case ended
    /// Discarded, or never stored.
    case discarded

    /// What a store's error says of the match: ended or discarded in another window (a store knows no
    /// match it was never given, or no longer keeps: discarded too); nil for any other failure.
    public init?(_ error: any Error) {
        switch error {
        case let gone as GatherGone: self = gone
        case ServiceError.notFound: self = .discarded
        default: return nil
        }
    }
}
