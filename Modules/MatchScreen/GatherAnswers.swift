import Domain
import Foundation
import Presentation

// What the match screen's rules answer, in every pattern: a side, where the clock stands, how a change
// was kept, what a second did, the stored result, why a command was refused (`MatchRefusal`, of Domain's
// `MatchRule`, `GatherGone` and `StoreFailure`), and what a line could not say. The Wording words each
// of them; an implementation only decides which one to give.

/// A player in the match, as every implementation shows them.
public protocol MatchPlayer: Sendable {
    var name: String { get }
    var position: PlayerPosition? { get }
    /// The team they play in now.
    var team: Team { get }
}

extension GatherPlayer: MatchPlayer {}

/// What the View could not read.
public enum GatherUnreadable: Sendable, Equatable {
    /// After `t`: not mm:ss, m:ss or whole minutes.
    case time
    /// To a "(y/n)" question: neither yes nor no.
    case answer
    /// After `share`: more than `md` and a file.
    case share
    /// After `sub`: not a player's number and a, b or bench.
    case sub
    /// After `a+`, `b-`…: something other than one player's number.
    case scorer(GatherSide)
}

/// One of the two teams that score.
public enum GatherSide: Sendable, Equatable, CaseIterable {
    case teamA, teamB

    /// The letter of its score commands, "a" for `a+`.
    public var command: String {
        switch self {
        case .teamA: "a"
        case .teamB: "b"
        }
    }

    /// The team a goal of this side counts for.
    public var team: Team {
        switch self {
        case .teamA: .teamA
        case .teamB: .teamB
        }
    }

    /// The side that scores for `team` (Team B's for anyone but Team A: the bench never scores).
    public init(_ team: Team) {
        self = team == .teamA ? .teamA : .teamB
    }

    /// The player numbered `number` (from 1, as on the team sheet: in the order they were picked)
    /// as an index in `players`; nil if there is none, or they play on another side.
    public func index(ofNumber number: Int, in players: [any MatchPlayer]) -> Int? {
        let index = number - 1
        return players.indices.contains(index) && players[index].team == team ? index : nil
    }
}

extension GatherProgress {
    /// Each side's goals as its scorers tell them (Domain's `goals(of:players:)`), as the board shows
    /// them; a side none of whose goals has a scorer is left out.
    public func goalsBySide(players: [GatherPlayer]) -> [GatherSide: TeamGoals] {
        GatherSide.allCases.reduce(into: [:]) { goals, side in goals[side] = self.goals(of: side.team, players: players) }
    }
}

/// Where the countdown stands.
public enum GatherClockState: Sendable, Equatable {
    /// Stopped at the full set time.
    case ready
    case running
    /// Stopped with time left, somewhere before the end.
    case paused
    /// The first half is over: stopped at half the set time until the second half starts.
    case halfTime
    /// Stopped at 00:00.
    case timeUp

    public init(_ timer: GatherTimer) {
        self =
            if timer.isRunning {
                .running
            } else if timer.isFinished {
                .timeUp
            } else if timer.isHalfTime {
                .halfTime
            } else if timer.remaining == timer.duration {
                .ready
            } else {
                .paused
            }
    }

    /// `hasRun`: the clock ran since it was last set or reset, and a second may not have passed yet:
    /// then it stands at its full time, paused, not ready.
    public init(_ timer: GatherTimer, hasRun: Bool) {
        let state = GatherClockState(timer)
        self = state == .ready && hasRun ? .paused : state
    }
}

/// What an ended match stored: its final score, the winner that follows from it, and where it went.
public struct GatherResult: Sendable, Equatable {
    public let score: Score
    public let winner: Winner
    public let ending: GatherEnding

    public init(score: Score, ending: GatherEnding = .stored) {
        self.score = score
        winner = score.winner
        self.ending = ending
    }
}

/// How a change the match made was kept.
public enum GatherSaving: Sendable, Equatable {
    case saved
    /// Saved on a score another window had changed meanwhile: the match shows the stored score.
    case changedElsewhere
    /// The change asked for was the state already: nothing to save.
    case unchanged
}

/// What one second did to the match.
public enum GatherTick: Sendable, Equatable {
    /// The clock is stopped, or the match is over: nothing changed.
    case idle
    /// One second less, time still left.
    case counted(GatherSaving)
    /// The first half's last second went: the clock stopped at half-time.
    case halfTime(GatherSaving)
    /// The last second went: the clock stopped at 00:00.
    case finished(GatherSaving)
}

/// Why a command left the match as it was, or could not keep it: a rule of the match, the score changed
/// since the end was asked, the match gone elsewhere, or a save that failed. The patterns whose commands
/// answer it (MVP, MVP-C, MVVM, VIP) share it, and `GatherNews.say` words it for all of them; VIPER's
/// Gather declares its own in its contract, as every feature does.
public enum MatchRefusal: Error, Sendable, Equatable {
    case rule(MatchRule)
    case scoreChangedSinceAsked(Score)
    case gone(GatherGone)
    /// A goal or the clock stays changed here and is saved with the next change; a move or the end is not made.
    case failed(StoreFailure)

    /// What a store's error means on the match screen: the match gone elsewhere, or a failure to report.
    public init(storeError error: any Error) {
        self = GatherGone(error).map(Self.gone) ?? .failed(StoreFailure(error))
    }

    /// What `rule` answers, or the refusal of the match's rule that refused it.
    public static func following<Answer>(_ rule: () throws(MatchRule) -> Answer) throws(MatchRefusal) -> Answer {
        do {
            return try rule()
        } catch {
            throw .rule(error)
        }
    }
}
