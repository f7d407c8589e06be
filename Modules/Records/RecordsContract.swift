import Domain
import Foundation
import RecordsInterface
import TerminalUI

// Records at a glance: every player's record over the finished matches, narrowed by day, by team
// or to one player. Its roles' protocols come in one order in every feature (Interactor,
// Presenter, Router, View), then what its use cases take and answer; RecordsEntity.swift says what
// it needs of a player's record, and the role files hold the implementations.

// MARK: Interactor

/// Records' use cases: load the ranked table (from a day on, if asked) or one player's record and last matches.
@MainActor
public protocol RecordsInteracting: AnyObject {
    var scope: RecordsScope { get }
    /// Ranked: points, then win %, then goals, then name. One row for a player's scope.
    var records: EntityList<any RecordsEntity> { get }
    /// Someone shown played a match whose result is unknown (its teams were not recorded).
    var hasResultsUnknown: Bool { get }
    /// The player's last matches, newest first (a player's scope only).
    var recentMatches: [PlayerMatch] { get }
    /// The first day counted, "2026-11-01"; nil when every match counts.
    var sinceDay: String? { get }
    /// Matches the store could not date, so not in a `since` table.
    var undatedMatchesLeftOut: Int { get }
    /// Matches counted that were played while the store was away and are not sent yet.
    var matchesNotSentYet: Int { get }
    /// When the table shown was loaded, while the store can't be reached and the copy of every match's table
    /// stands in for it; nil when it is live.
    var offlineSince: Date? { get }
    /// What the last load sent of the matches that waited; nil when nothing waited, or offline.
    var sending: WaitingMatchesSent? { get }
    /// Told how far a slow load has got (the web service fetches each match played elsewhere once).
    var progress: RecordsProgress? { get set }
    /// Whether the matches counted can be limited to those from a day on (`since`): everyone's table only.
    var canLimit: Bool { get }
    /// Changes whenever a load may have changed anything above; the same after a load that found
    /// everyone's table as it was (Records come back to after a player's record).
    var revision: Int { get }

    /// Loads the table again; live, the matches that wait to be sent go first (`sending`), then the table
    /// is loaded again if some went.
    func load() async throws(RecordsRefusal)
    /// The player of the table's row `number`, whose record and matches may be opened.
    func record(numbered number: Int) throws(RecordsRefusal) -> any RecordsEntity
    /// Counts only the matches ended on or after `day`, and loads again.
    func limit(since day: RecordsDay) async throws(RecordsRefusal)
    /// Counts every match again, and loads again.
    func removeLimit() async throws(RecordsRefusal)
}

extension RecordsInteracting {
    /// Shown from the last loaded copy, nothing may change: the commands that would are refused.
    public var isReadOnly: Bool {
        offlineSince != nil
    }
}

// MARK: Presenter

/// What a line could not be read as, with what was typed there to say so.
public enum RecordsUnreadable: Sendable, Equatable {
    /// `since` followed by no day written YYYY-MM-DD: what followed it, trimmed.
    case day(typed: String)
}

/// A command the View read, as the Presenter hands it on to be echoed when the screen does not offer it now.
public enum RecordsCommand: Sendable, Equatable {
    /// `since 2026-11-01`.
    case since(RecordsDay)
    /// `all`.
    case all
    /// A row's number.
    case record(Int)
}

/// What the records view tells its presenter.
@MainActor
public protocol RecordsPresenting: AnyObject {
    func viewWillAppear() async
    func didChooseRetry() async
    /// `since 2026-11-01`: the day read.
    func didChooseSince(_ day: RecordsDay) async
    /// `all`: every match counts again.
    func didChooseAll() async
    /// A row's number in the table: that player's record.
    func didChooseRecord(number: Int)
    func didChooseBack()
    /// A command whose value could not be read (`since yesterday`).
    func didEnterUnreadable(_ unreadable: RecordsUnreadable)
    func didEnterUnknownCommand(_ line: String)
}

// MARK: Router

/// Where Records leads: one player's record from the table, and back to the screen it came from.
@MainActor
public protocol RecordsRouting: AnyObject {
    /// One player's record and last matches, over the table.
    func showRecord(ofPlayer id: Int, name: String)
    func close()
}

/// The screens Records opens, built by the App.
@MainActor
public protocol RecordsScreenFactory: AnyObject {
    func makeRecordsScreen(for user: User, ofPlayer id: Int, name: String) -> any Screen
}

// MARK: View

/// What the records presenter tells its view.
@MainActor
public protocol RecordsDisplaying: AnyObject {
    func display(_ viewModel: RecordsViewModel)
}

// MARK: What the use cases take and answer

/// Whose records are shown: everyone's table, or one player with their last matches.
public enum RecordsScope: Sendable, Equatable {
    case everyone
    case player(id: Int, name: String)
}

/// A day as written YYYY-MM-DD, not yet checked to exist (2026-02-30 is read, then refused).
public struct RecordsDay: Sendable, Equatable, CustomStringConvertible {
    public var year, month, day: Int

    public init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// "2026-11-01".
    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }
}

/// Why a use case of Records left the records as they were.
public enum RecordsRefusal: Error, Sendable, Equatable {
    /// `since` a day that doesn't exist (2026-02-30).
    case noSuchDay(RecordsDay)
    /// `since` and `all` count everyone's table: one player's records have no period.
    case onePlayersRecords
    /// `all` while every match counts already.
    case noLimit
    /// No table of everyone is loaded (a player's records, still loading, or loading failed): no number names a player.
    case noTable
    /// No row has this number; the table has `count`.
    case noSuchPlayer(Int, count: Int)
    /// The player was deleted from the roster: their matches are in the history only.
    case deletedPlayer(name: String)
    /// The table shown is the last loaded copy: a player's matches need the store.
    case offline
    /// The player whose records were asked for is no longer known to the store.
    case gone
    /// The store could not load the records.
    case failed(StoreFailure)
}
