import Domain

/// What PlayerList needs of a player: who they are (to pick and delete them) and what the table shows.
public protocol PlayerListEntity: Sendable, Equatable, Identifiable {
    var name: String { get }
    var position: PlayerPosition? { get }
    var skill: PlayerSkill? { get }
}

extension Player: PlayerListEntity {}

/// What `select` did to the selection.
public enum PlayerListSelecting: Sendable, Equatable {
    /// Selecting began now; the numbers given, if any, are picked.
    case began
    /// Selecting was on already: the numbers given were picked or unpicked.
    case toggled
}

/// Why a command left the list as it was.
public enum PlayerListRefusal: Error, Sendable, Equatable {
    /// The roster is not loaded (still loading, or loading failed): no number names a player.
    case notLoaded
    /// The roster is empty: there is nobody to pick.
    case noPlayers
    /// No player has this number; the roster has `count` players.
    case noSuchPlayer(Int, count: Int)
    /// The line names players in none of the ways a selection can: numbers, ranges, `all`, `none`.
    case notASelection
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
}

/// How a player's details open: to change them, or to read only while the roster shown is the
/// last loaded copy (the store can't be reached).
public enum PlayerListOpening<Player: Sendable & Equatable>: Sendable, Equatable {
    case editable(Player)
    case readOnly(Player)
}

/// Where a route from the command line leads from the list, once the roster is loaded.
public enum PlayerListDestination<Player: Sendable & Equatable>: Sendable, Equatable {
    case players
    case details(PlayerListOpening<Player>)
    case edit(Player, PlayerField)
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
