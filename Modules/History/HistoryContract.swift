import Domain
import Foundation
import Presentation
import TerminalUI

// History at a glance: the finished matches, newest first, one of them in full, and deleting or
// sharing one. Its roles' protocols come in one order in every feature (Interactor, Presenter,
// Router, View), then what its use cases take and answer; HistoryEntity.swift says what it needs
// of a finished match, and the role files hold the implementations.

// MARK: Interactor

/// History's use cases: the finished gathers, newest first, one of them in full, and deleting one.
@MainActor
public protocol HistoryInteracting: AnyObject {
    /// The finished gathers as last loaded, newest first; some may lack their players until opened.
    var matches: [any HistoryEntity] { get }
    /// When the matches shown were loaded, while the store can't be reached and a copy stands in for it
    /// (read-only: deleting is refused, but for a match not sent yet); nil when they are live.
    var offlineSince: Date? { get }
    /// Shown from the last loaded copy, nothing may change: the commands that would are refused.
    var isReadOnly: Bool { get }
    /// What the last load sent of the matches that waited; nil when nothing waited, or offline.
    var sending: WaitingMatchesSent? { get }
    /// Loads the finished gathers again; a failure leaves none, unless the store can't be reached and
    /// a copy exists: then that copy, offline. Live, the matches that wait to be sent go (`sending`),
    /// and the list is loaded again if some went.
    func loadMatches() async throws(HistoryRefusal)
    /// Refused when no match may be used so: while the history is not loaded, when it is empty,
    /// and (to delete) while offline, unless a match is not sent yet.
    func mayUse(_ use: HistoryUse) throws(HistoryRefusal)
    /// The match numbered `number` (1 is the newest), to `use`; refused as `mayUse(_:)` refuses,
    /// or when there is none by that number.
    func match(numbered number: Int, to use: HistoryUse) throws(HistoryRefusal) -> any HistoryEntity
    /// The team's goals in the match as its scorers tell them, with those credited to no one;
    /// nil while none has a scorer (or no score was kept).
    func goals(of team: Team, in match: any HistoryEntity) -> TeamGoals?
    /// The match numbered `number` with its players, fetched if the list came without them.
    func fullMatch(numbered number: Int) async throws(HistoryRefusal) -> any HistoryEntity
    /// Deletes the finished match from the store, then from `matches`; refused while offline, unless
    /// the match is not sent yet (it is only on this machine). One the
    /// store no longer has is `gone`, and stays listed until the next load.
    func delete(_ match: any HistoryEntity) async throws(HistoryRefusal)
    /// Writes a shared match to the file at `path`.
    func share(_ block: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome
}

// MARK: Presenter

/// What the history view tells its presenter: every line already read into what it means.
@MainActor
public protocol HistoryPresenting: AnyObject {
    /// The screen came on top: load the finished matches.
    func viewWillAppear() async
    func didChooseRetry() async
    /// A bare number: open that match.
    func didChooseGather(number: Int) async
    /// `d N`; nil when no single number followed the command (`d` alone: the match shown).
    func didChooseDelete(number: Int?)
    /// `share N`, with what followed the number (`md`, a file); nil when no number came (the match shown).
    func didChooseShare(number: Int?, _ command: ShareCommand) async
    /// Yes or no to the question asked: "Delete the match …? (y/n)" or "Replace it? (y/n)".
    func didAnswer(_ yes: Bool) async
    /// What was typed looks like a match's number but is none ("1.5", "2 3", twenty digits),
    /// or answers a question with neither yes nor no.
    func didEnterUnreadable(_ what: HistoryUnreadable) async
    /// From a match, back to the list; from the list, back to the players.
    func didChooseBack()
    func didEnterUnknownCommand(_ line: String)
    /// Enter alone: the history again, after a share block.
    func didPressEnter()
}

/// What the View could not read.
public enum HistoryUnreadable: Sendable, Equatable {
    /// Meant as a match's number, but none that can be used.
    case matchNumber
    /// To a "(y/n)" question: neither yes nor no.
    case answer
    /// After `share` and a number: more than `md` and a file.
    case share
}

// MARK: Router

/// Where History leads: only back to the player list it came from.
@MainActor
public protocol HistoryRouting: AnyObject {
    func close()
}

// MARK: View

/// What the history presenter tells its view.
@MainActor
public protocol HistoryDisplaying: AnyObject {
    func display(_ viewModel: HistoryViewModel)
}

// MARK: What the use cases take and answer

/// What a command does with a match, for the rules that depend on it.
public enum HistoryUse: Sendable, Equatable {
    case open, delete, share
}

/// Why History refused to act on a match, or could not.
public enum HistoryRefusal: Error, Sendable, Equatable {
    /// The history is not loaded (still loading, or loading failed): no number names a match.
    case notLoaded
    /// There are no finished matches to act on.
    case noMatches
    /// No match has this number; the history has `count`.
    case noSuchMatch(Int, count: Int)
    /// The history shown is the last loaded copy (the store can't be reached): nothing may be deleted.
    case offline
    /// The store no longer has the match (deleted on another device).
    case gone
    /// The store could not be read or written.
    case failed(StoreFailure)
}
