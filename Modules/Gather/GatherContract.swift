import Domain
import Foundation
import MatchScreen
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
    /// The match as stored now (another window may have scored), this window's clock kept with it.
    func refresh() async throws(GatherRefusal) -> GatherSaving
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
    /// Enter alone: the match again, as stored now, after a share block too.
    func didPressEnter() async
    /// What was typed for a time, or to a question, could not be read as one.
    func didEnterUnreadable(_ what: GatherUnreadable)
    func didEnterUnknownCommand(_ line: String)
}

// MARK: Router

/// Where Gather leads.
@MainActor
public protocol GatherRouting: AnyObject {
    /// The match ended: a fresh player list, with nothing selected, replaces every screen and shows `notice`.
    func showPlayerList(notice: Message)
}

/// The screens Gather opens, built by the App: the player list, as every match screen does.
public typealias GatherScreenFactory = MatchScreenExits

// MARK: View

/// What the gather presenter tells its view.
@MainActor
public protocol GatherDisplaying: AnyObject {
    func display(_ viewModel: GatherViewModel)
}

// MARK: What the use cases take and answer

// Gather's use cases answer in the match screen's own types (GatherSaving, GatherTick, GatherResult…),
// declared in MatchScreen: the screen's other implementations under Modules/Patterns answer in them too,
// so the same Wording puts each answer in the same words. Why one refused is Gather's own:

/// Why a use case left the match as it was, or could not keep it.
public enum GatherRefusal: Error, Sendable, Equatable {
    /// A rule of the match refused it (Domain's `MatchRule` says which, and why).
    case rule(MatchRule)
    /// The score is not the one `end` was confirmed with any more (another window scored): this is the stored one.
    case scoreChangedSinceAsked(Score)
    /// Nothing saved: another window ended or discarded the match.
    case gone(GatherGone)
    /// The store could not be written. A goal or the clock stays changed here and is saved with the
    /// next change; a move or the end is not made.
    case failed(StoreFailure)
}
