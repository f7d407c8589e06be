import Domain
import Foundation
import GathersInterface
import TerminalUI

// PlayerList at a glance: the roster, picking who plays, the match left unfinished, deleting a
// player and importing a roster. Its roles' protocols come in one order in every feature
// (Interactor, Presenter, Router, View), then what its use cases take and answer;
// PlayerListEntity.swift says what it needs of a player, and the role files hold the
// implementations.

// MARK: Interactor

/// PlayerList's use cases: the roster shown, picking who plays, the match left unfinished,
/// deleting a player, importing a roster and logging out.
@MainActor
public protocol PlayerListInteracting: AnyObject {
    /// Whose roster it is: the signed-in user's name.
    var username: String { get }
    /// The roster shown, in the service's order: number N is `players[N - 1]`. Empty until it loads.
    var players: EntityList<any PlayerListEntity> { get }
    /// The ids of the players picked to play; nil when not selecting.
    var picked: Set<Int>? { get }
    /// The match started and never ended, as last checked; nil when there is none.
    var unfinishedMatch: UnfinishedGather? { get }
    /// Why the last load could not check for a match left unfinished; nil when it could, or when the
    /// roster is shown offline (the outage the offline notice tells already).
    var matchCheckFailure: PlayerListRefusal? { get }
    /// When the roster shown was loaded, while the store can't be reached and a copy stands in for it
    /// (read-only: every change is refused); nil when the roster is live.
    var offlineSince: Date? { get }
    /// When the roster shown was loaded, while it stands in for the store being asked (`showLastCopy`).
    var checkingSince: Date? { get }
    /// Shown from the last loaded copy, nothing may change: the commands that would are refused.
    /// A match can still be played: it is kept here until the store is back.
    var isReadOnly: Bool { get }
    /// The matches played while the store was away that wait to be sent, as of the last load.
    var waitingMatches: Int { get }
    /// What the last load sent of the matches that waited; nil when nothing waited, or offline.
    var sending: WaitingMatchesSent? { get }

    /// Loads the roster and looks for a match left unfinished side by side: neither waits for the other,
    /// so on a web service the screen costs one round trip, not two. Answers the picked players who are
    /// gone (deleted elsewhere): they are no longer picked. The check's failure is `matchCheckFailure`.
    /// Then, with the store live, sends the matches that wait (`sending`).
    func loadRosterAndCheckUnfinishedMatch() async throws(PlayerListRefusal) -> [any PlayerListEntity]
    /// The roster as last loaded, read-only, until the next load answers; false when no copy is kept.
    func showLastCopy() async -> Bool
    /// Refused while the roster may not change (a player added or deleted): while it is the last loaded copy.
    func mayChangeRoster() throws(PlayerListRefusal)
    /// The player shown under `number`, to open: read-only while offline.
    func opening(numbered number: Int) throws(PlayerListRefusal) -> PlayerListOpening
    /// The player shown under `number`, to delete: refused while offline.
    func playerToDelete(numbered number: Int) throws(PlayerListRefusal) -> any PlayerListEntity
    /// Where the command line's route leads, asked once the roster has loaded: the player it numbers
    /// (opened as `opening(numbered:)` would), the match left unfinished, another screen; nil when no
    /// route was given, or once it was asked. A number the list lacks is `noSuchPlayer` (count 0 on an
    /// empty list); a match route with no match to resume is `noUnfinishedMatch`, whatever kept it.
    func followRoute() throws(PlayerListRefusal) -> PlayerListDestination?
    /// Deletes the player from the service, the roster shown and the picks; refused while offline.
    /// One the store no longer has is `gone`.
    func delete(_ player: any PlayerListEntity) async throws(PlayerListRefusal)

    /// Starts selecting, if not on already, and applies `picks` at once (blank: nobody picked yet).
    func select(_ picks: PlayerPicks) throws(PlayerListRefusal) -> PlayerListSelecting
    /// While selecting: picks the players named, or unpicks them if all were picked; `all` picks everyone
    /// and `none` nobody. One number outside the roster refuses the whole pick, and nothing changes.
    func toggle(_ picks: PlayerPicks) throws(PlayerListRefusal)
    /// The picked players' ids, in the roster's order, to make the teams from: at least two.
    func confirmSelection() throws(PlayerListRefusal) -> [Int]
    /// Stops selecting; the picks are dropped.
    func stopSelecting()
    /// While selecting: picks exactly the players of the most recent finished match who are still on the
    /// roster (by id), in place of the picks so far.
    func selectLastLineUp() async throws(PlayerListRefusal) -> PlayerListLastLineUp
    /// The teams those players played in, by id, once `selectLastLineUp` picked them (the bench and the
    /// teams a store does not know are left out); empty when the selection did not start from `last`.
    var lastLineUpTeams: [Int: Team] { get }

    /// Reads the roster file at `path` and matches it against the roster: who it would add, who is on
    /// it already by name, which rows are refused, and whether to ask before adding. Nothing is added;
    /// refused while offline.
    func importPreview(fromPath path: String) async throws(PlayerListRefusal) -> PlayerListImportPreview
    /// The last roster file `importPreview` read, whose refused rows `why` lists: nil before one, and
    /// once a file named after it could not be read.
    var lastImport: RosterImport? { get }
    /// Adds the players a preview found, all or none; refused while offline.
    func addImported(_ preview: RosterImport) async throws(PlayerListRefusal)
    /// Makes a change the user confirmed: deletes the player, discards the match or adds the imported players.
    /// A discard says whether the store heard of it (nil for the other changes).
    @discardableResult
    func make(_ change: PlayerListChange) async throws(PlayerListRefusal) -> GatherDiscarding?
    /// The match left unfinished, to resume or discard.
    func matchLeftUnfinished() throws(PlayerListRefusal) -> UnfinishedGather
    /// Drops the match and its teams, here at once and from the store now or once it answers.
    @discardableResult
    func discard(_ match: UnfinishedGather) async throws(PlayerListRefusal) -> GatherDiscarding
    func logOut() async
}

// MARK: Presenter

/// What the player list view tells its presenter: every line already read into what it means.
@MainActor
public protocol PlayerListPresenting: AnyObject {
    /// The screen came on top (first shown, or back from another screen): reload.
    func viewWillAppear() async
    /// The list is shown, and its first load asks the store in the background (see `PlayerListModule.build`).
    var isWaiting: Bool { get }
    func didChooseRetry() async
    func didChooseAdd()
    /// `import FILE`: players from a CSV file, shown before anything is added; nil when no file was named.
    func didChooseImport(_ path: String?) async
    /// `why`: every row the last import refused, at its question too.
    func didChooseWhy()
    /// `b` (or Enter) on the refused rows: back to the list, and to the question if one was asked.
    func didCloseRefusedRows()
    /// A bare row number: open that player's details.
    func didChoosePlayer(number: Int)
    /// `d N`; nil when no single number followed the command.
    func didChooseDelete(number: Int?)
    /// Yes or no to the question asked ("Delete …? (y/n)").
    func didAnswer(_ yes: Bool) async
    /// What was typed could not be read as what was asked for.
    func didEnterUnreadable(_ what: PlayerListUnreadable)
    /// `s`, with the players to pick at once (`s 1-4`), or nobody yet.
    func didChooseSelect(_ picks: PlayerPicks)
    /// A line typed while selecting that is no command: players to pick or unpick (`1 3`, `1-4`, `all`).
    func didPick(_ picks: PlayerPicks)
    /// Go on with the picked players.
    func didChooseConfirm()
    /// Stop selecting; the selection is dropped.
    func didChooseCancelSelecting()
    /// `last` while selecting: pick the players of the last finished match instead.
    func didChooseLastLineUp() async
    func didChooseHistory()
    /// `records`: every player's record.
    func didChooseRecords()
    func didChooseResume()
    func didChooseDiscard()
    func didChooseLogOut() async
    func didEnterUnknownCommand(_ line: String)
}

/// What the View could not read.
public enum PlayerListUnreadable: Sendable, Equatable {
    /// To a "(y/n)" question: neither yes nor no.
    case answer
    /// After `s`: none of the ways players are named (numbers, ranges, `all`, `none`).
    case selection
}

// MARK: Router

/// Where PlayerList leads. Players are named by id; the Module's Router finds the player shown.
@MainActor
public protocol PlayerListRouting: AnyObject {
    func showAddPlayer()
    func showDetails(ofPlayer id: Int)
    /// The details of a player on a roster shown offline: nothing there may be edited.
    func showReadOnlyDetails(ofPlayer id: Int)
    /// The details with the editor of `field` on top (a route): back returns to the details, then here.
    func showDetails(ofPlayer id: Int, editing field: PlayerField)
    /// The picked players, in the list's order, go on to be split into teams.
    /// `teams`: where some of them should start (the last match's teams, after `last`).
    func showConfirmPlayers(_ ids: [Int], teams: [Int: Team])
    /// Back into a match that was left unfinished.
    func showGather(_ unfinished: UnfinishedGather)
    func showHistory()
    /// The history with match `number` open (a route), or saying there is none.
    func showHistory(openingMatch number: Int)
    func showRecords()
    func showLogin()
}

/// The screens PlayerList opens, built by the App.
@MainActor
public protocol PlayerListScreenFactory: AnyObject {
    func makePlayerAddScreen(for user: User) -> any Screen
    func makePlayerDetailScreen(for user: User, player: Player) -> any Screen
    func makeReadOnlyPlayerDetailScreen(for user: User, player: Player) -> any Screen
    func makePlayerDetailScreen(for user: User, player: Player, editing field: PlayerField) -> any Screen
    /// `teams`: the last match's, after `last`; `sheet`: where this selection's players stood when its
    /// sheet was last left, and `keepSheet` is told where they stand whenever it changes.
    func makeConfirmPlayersScreen(
        for user: User, players: [Player], teams: [Player.ID: Team], sheet: [Player.ID: Team],
        keepSheet: @escaping @MainActor ([Player.ID: Team]) -> Void
    ) -> any Screen
    func makeGatherScreen(for user: User, unfinished: UnfinishedGather) -> any Screen
    func makeHistoryScreen(for user: User) -> any Screen
    func makeHistoryScreen(for user: User, openingMatch number: Int) -> any Screen
    func makeRecordsScreen(for user: User) -> any Screen
    func makeLoginScreen() -> any Screen
}

/// Where the picked players stood on the team sheet, by id: read when the sheet opens, kept whenever
/// it changes, so that back to the selection and forward again finds the teams as they were.
public struct SheetTeams {
    public var read: @MainActor () -> [Player.ID: Team]
    public var keep: @MainActor ([Player.ID: Team]) -> Void

    public init(read: @escaping @MainActor () -> [Player.ID: Team], keep: @escaping @MainActor ([Player.ID: Team]) -> Void) {
        self.read = read
        self.keep = keep
    }
}

// MARK: View

/// What the player list presenter tells its view.
@MainActor
public protocol PlayerListDisplaying: AnyObject {
    func display(_ viewModel: PlayerListViewModel)
}

// MARK: What the use cases take and answer

/// What `select` did to the selection.
public enum PlayerListSelecting: Sendable, Equatable {
    /// Selecting began now; the numbers given, if any, are picked.
    case began
    /// Selecting was on already: the numbers given were picked or unpicked.
    case toggled
}

/// Why a command left the list as it was, or could not be carried out.
public enum PlayerListRefusal: Error, Sendable, Equatable {
    /// The roster is not loaded (still loading, or loading failed): no number names a player.
    case notLoaded
    /// The roster is empty: there is nobody to pick.
    case noPlayers
    /// No player has this number; the roster has `count` players.
    case noSuchPlayer(Int, count: Int)
    /// A selection command came while not selecting.
    case notSelecting
    /// Going on to the teams needs at least two picked players.
    case tooFewPicked
    /// There is no unfinished match to resume or discard.
    case noUnfinishedMatch
    /// There is no finished match to take the players of.
    case noFinishedMatch
    /// The roster shown is the last loaded copy (the store can't be reached): nothing may change.
    case offline
    /// The roster file named could not be read.
    case unreadable(path: String, FileReadProblem)
    /// The file read is no roster (not CSV text, no name column, …): nothing of it is used.
    case notARoster(path: String, RosterFileProblem)
    /// The store no longer has what the change acts on (deleted on another device).
    case gone
    /// The store could not be read or written.
    case failed(StoreFailure)
}

/// How a player's details open: to change them, or to read only while the roster shown is the
/// last loaded copy (the store can't be reached).
public enum PlayerListOpening: Sendable, Equatable {
    case editable(playerID: Int)
    case readOnly(playerID: Int)
}

/// Where a route from the command line leads from the list, once the roster is loaded.
public enum PlayerListDestination: Sendable, Equatable {
    case players
    case details(PlayerListOpening)
    case edit(playerID: Int, PlayerField)
    case newPlayer
    case history
    case historyEntry(number: Int)
    case records
    case match(UnfinishedGather)
}

/// What `last` picked: the players of the latest finished match still on the roster.
public struct PlayerListLastLineUp: Sendable, Equatable {
    /// How many are picked now.
    public var selected: Int
    /// How many of that match's players are no longer on the roster (deleted, or never on it).
    public var gone: Int
}

/// A roster file read and matched, nothing added yet; `asks` when there is someone to add, so
/// adding waits for a yes.
public struct PlayerListImportPreview: Sendable, Equatable {
    public var file: RosterImport
    public var asks: Bool
}

/// A change to the roster or the match, asked about first and made once the user says yes.
public enum PlayerListChange: Sendable {
    /// Deleting the player, with the name the question gave them (with their number if another has the same name).
    case delete(any PlayerListEntity, String)
    case discard(UnfinishedGather)
    case importPlayers(RosterImport)
}
