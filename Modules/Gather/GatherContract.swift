import Domain
import Foundation
import Presentation
import TerminalUI

// Gather at a glance: one match being played: its score, its scorers and its countdown, saved as
// they change, and its end. Its roles' protocols come in one order in every feature (Interactor,
// Presenter, Router, View), then what its use cases take and answer; GatherEntity.swift says what
// it needs of a player in the match, and the role files hold the implementations.

// MARK: Interactor

/// Gather's use cases: the rules of one match being played, and the match they act on.
@MainActor
public protocol GatherInteracting: AnyObject {
    /// Everyone picked for the match (both teams and the bench), in the order they were picked,
    /// in the team they play in now.
    var players: [any GatherEntity] { get }
    /// The score and the clock as they stand now.
    var progress: GatherProgress { get }
    /// Where the countdown stands: paused once it has run, even for less than a second.
    var clockState: GatherClockState { get }
    /// Whether the match went on from progress saved before the app stopped.
    var isResumed: Bool { get }
    /// When the match started; nil when the store kept no date.
    var startedAt: Date? { get }
    /// The side's goals as its scorers tell them, with those credited to no one; nil while none has a scorer.
    func goals(of side: GatherSide) -> TeamGoals?

    /// One goal more (+1) or less (-1) for `side`; a score holds 0 to 99 goals a side.
    func changeScore(of side: GatherSide, by goals: Int) async throws(GatherRefusal) -> GatherSaving
    /// As `changeScore(of:by:)`, crediting (or taking back) the goal of the side's player
    /// `number` (from 1, as on the team sheet); nil credits no one.
    func changeScore(of side: GatherSide, by goals: Int, scorer number: Int?) async throws(GatherRefusal) -> GatherSaving
    /// Starts the countdown, or resumes it after a pause.
    func startClock() async throws(GatherRefusal) -> GatherSaving
    func pauseClock() async throws(GatherRefusal) -> GatherSaving
    /// Stops the clock at its full set time.
    func resetClock() async throws(GatherRefusal) -> GatherSaving
    /// Moves the player numbered `number` (as on the team sheet) to `team`: on from the bench,
    /// off to it, or to the other team; kept with the match.
    func move(number: Int, to team: Team) async throws(GatherRefusal) -> GatherSaving
    /// A new set time, in seconds: the clock stops at it.
    func setClock(toSeconds seconds: Int) async throws(GatherRefusal) -> GatherSaving
    /// One second passed.
    func tick() async throws(GatherRefusal) -> GatherTick
    /// Stores the final score (the winner follows from it), ended now, if it is still `confirmed`, the
    /// score the user agreed to: another window may have scored since the question. From then on the
    /// match stands still.
    func end(confirmed: Score) async throws(GatherRefusal) -> GatherResult
    /// Writes the shared match to the file at `path`.
    func share(_ block: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome
}

// MARK: Presenter

/// What the gather view tells its presenter: every line already read into what it means.
@MainActor
public protocol GatherPresenting: AnyObject {
    func viewWillAppear()
    /// One second passed.
    func didTick() async
    /// `a+`, `a-`, `b+`, `b-`: one goal more (+1) or less (-1).
    func didChangeScore(of side: GatherSide, by goals: Int) async
    /// `a+ 3`, `a- 3`: a goal more or less for the side's player 3.
    func didChangeScore(of side: GatherSide, by goals: Int, scorer number: Int) async
    /// `s`: start, or resume after a pause.
    func didChooseStart() async
    func didChoosePause() async
    func didChooseReset() async
    /// `t mm:ss`, `t m`: the new set time, in seconds.
    func didSetTime(seconds: Int) async
    /// `sub N a|b|bench`: player N (as on the team sheet) to Team A, Team B or the bench.
    func didChooseSub(number: Int, to team: Team) async
    /// `end`: asks to confirm first.
    func didChooseEnd()
    /// Yes or no to the question asked: "End the match …? (y/n)" or "… Replace it? (y/n)".
    func didAnswer(_ yes: Bool) async
    func didChooseBack()
    /// `share`, with what followed it (`md`, a file).
    func didChooseShare(_ command: ShareCommand) async
    /// Enter alone: the match again, after a share block.
    func didPressEnter()
    /// What was typed for a time, or to a question, could not be read as one.
    func didEnterUnreadable(_ what: GatherUnreadable)
    func didEnterUnknownCommand(_ line: String)
}

/// What the View could not read.
public enum GatherUnreadable: Sendable, Equatable {
    /// After `t`: not mm:ss, m:ss or whole minutes.
    case time
    /// To a "(y/n)" question: neither yes nor no.
    case answer
    /// After `share`: more than `md` and a file.
    case share
}

// MARK: Router

/// Where Gather leads.
@MainActor
public protocol GatherRouting: AnyObject {
    /// The match ended: a fresh player list, with nothing selected, replaces every screen and shows `notice`.
    func showPlayerList(notice: Message)
}

/// The screens Gather opens, built by the App.
@MainActor
public protocol GatherScreenFactory: AnyObject {
    /// The player list, showing `notice` when it first appears.
    func makePlayerListScreen(for user: User, notice: Message) -> any Screen
}

// MARK: View

/// What the gather presenter tells its view.
@MainActor
public protocol GatherDisplaying: AnyObject {
    func display(_ viewModel: GatherViewModel)
}

// MARK: What the use cases take and answer

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
}

/// Where the countdown stands.
public enum GatherClockState: Sendable, Equatable {
    /// Stopped at the full set time.
    case ready
    case running
    /// Stopped with time left, somewhere before the end.
    case paused
    /// Stopped at 00:00.
    case timeUp

    public init(_ timer: GatherTimer) {
        self =
            if timer.isRunning {
                .running
            } else if timer.isFinished {
                .timeUp
            } else if timer.remaining == timer.duration {
                .ready
            } else {
                .paused
            }
    }
}

/// What an ended match stored: its final score and the winner that follows from it.
public struct GatherResult: Sendable, Equatable {
    public let score: Score
    public let winner: Winner

    public init(score: Score) {
        self.score = score
        winner = score.winner
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
    /// The last second went: the clock stopped at 00:00.
    case finished(GatherSaving)
}

/// Why a command left the match as it was, or could not keep it.
public enum GatherRefusal: Error, Sendable, Equatable {
    /// That side has the most goals a score holds.
    case scoreFull(GatherSide)
    /// That side has no goal to take away.
    case noGoals(GatherSide)
    /// The player with this number can't score for that side, and why.
    case notAScorer(GatherSide, number: Int, GatherNotAScorer)
    /// That side's player with this number has no goal to take back.
    case scorerHasNoGoals(GatherSide, number: Int)
    /// Every goal of that side has a scorer: taking one back must say whose.
    case nameTheScorer(GatherSide)
    case alreadyRunning
    case notRunning
    /// The clock is at 00:00: it can't run until it is reset or set.
    case timeIsUp
    /// The clock is stopped at its full set time already.
    case alreadyReset
    /// The time is not one a clock can be set to.
    case invalidTime(ValidationError)
    /// No player has this number on the team sheet.
    case noSuchPlayer(number: Int)
    /// The player is there already.
    case alreadyIn(number: Int, Team)
    /// The player scored for their team: their goals stay with it, and so do they.
    case scorerStays(number: Int)
    /// The score is not the one `end` was confirmed with any more (another window scored): this is the stored one.
    case scoreChangedSinceAsked(Score)
    /// Nothing saved: another window ended or discarded the match.
    case gone(GatherGone)
    /// The store could not be written. A goal or the clock stays changed here and is saved with the
    /// next change; a move or the end is not made.
    case failed(StoreFailure)
}

/// Why a number can't score for a side.
public enum GatherNotAScorer: Sendable, Equatable {
    /// Nobody has this number on the team sheet.
    case noSuchPlayer
    case onTheBench
    /// The player plays for this team, the other one.
    case onTheOtherTeam(Team)
}
