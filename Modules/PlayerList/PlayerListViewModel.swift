import Domain
import Presentation
import TerminalUI

/// One line of the player table, as shown.
public struct PlayerListRow: Sendable, Equatable {
    /// What the user types to pick this player (1…n, in the service's order).
    public var number: Int
    public var name: String
    /// The position's acronym, or "—".
    public var position: String
    /// The skill, or "—".
    public var skill: String
    /// Picked to play (shown only while selecting).
    public var isSelected: Bool = false
}

/// Picking who plays: on while the user selects, with how many are picked.
public struct PlayerListSelection: Sendable, Equatable {
    public var count: Int
}

/// Everything the player list view shows.
public struct PlayerListViewModel: Sendable, Equatable {
    public var username: String = ""
    public var state: LoadState<[PlayerListRow]> = .loading
    public var message: Message?
    /// The yes/no question being asked ("Delete Ann? (y/n)"), if any.
    public var confirmation: String?
    /// Set while the user picks who plays.
    public var selection: PlayerListSelection?
    /// The line about a match left unfinished ("An unfinished match: Team A 2 : 1 Team B, 07:42 left."),
    /// shown above the list with the commands to resume or discard it; nil when there is none.
    public var unfinished: String?
    /// The roster shown is the copy last loaded (the store can't be reached): only reading commands, and
    /// playing a match, are offered.
    public var isReadOnly: Bool = false
    /// Matches played while the store was away, not sent yet: the status line counts them.
    public var waitingMatches: Int = 0
    /// The fewest players a match takes, for the help of `c`; 0 leaves it unsaid.
    public var minimumPicked: Int = 0
    /// `why`: every row the last import refused, shown instead of the list until `b`.
    public var refused: RefusedRows?
    /// The last import refused rows: `why` is offered.
    public var offersWhy: Bool = false
}

extension PlayerListViewModel {
    /// The roster as the table shows it, numbered from 1 in the roster's order; the selection (and
    /// the fewest players a match takes, for the help) while players are `picked`.
    init(
        username: String, roster: LoadState<Void>, players: some Collection<any PlayerListEntity>, picked: Set<Int>?,
        message: Message?, confirmation: String?, unfinished: String?, isReadOnly: Bool, waitingMatches: Int = 0,
        refused: RefusedRows? = nil, offersWhy: Bool = false
    ) {
        self.init(
            username: username,
            state: roster.rows {
                players.enumerated().map { index, player in
                    PlayerListRow(
                        number: index + 1,
                        name: player.name,
                        position: Wording.shown(player.position?.acronym),
                        skill: Wording.shown(player.skill?.rawValue),
                        isSelected: picked?.contains(player.id) == true
                    )
                }
            },
            message: message,
            confirmation: confirmation,
            selection: picked.map { PlayerListSelection(count: $0.count) },
            unfinished: unfinished,
            isReadOnly: isReadOnly,
            waitingMatches: waitingMatches,
            minimumPicked: picked == nil ? 0 : Gather.minimumPlayers,
            refused: refused,
            offersWhy: offersWhy
        )
    }
}
