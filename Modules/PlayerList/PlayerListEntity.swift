import Domain
import TerminalUI

/// One line of the player table, ready to show.
public struct PlayerListRow: Sendable, Equatable {
    /// What the user types to pick this player (1…n, in the service's order).
    public var number: Int
    public var name: String
    /// The position's acronym, or "—".
    public var position: String
    /// The skill, or "—".
    public var skill: String

    public init(number: Int, name: String, position: String, skill: String) {
        self.number = number
        self.name = name
        self.position = position
        self.skill = skill
    }

    init(number: Int, player: Player) {
        self.init(
            number: number,
            name: player.name,
            position: player.position?.acronym ?? Self.missing,
            skill: player.skill?.rawValue ?? Self.missing
        )
    }

    /// Shown in a cell whose value the player does not have.
    static let missing = "—"
}

/// What the player list is showing.
public enum PlayerListState: Sendable, Equatable {
    case loading
    /// Loading failed; the associated text says why.
    case failed(String)
    case empty
    case loaded([PlayerListRow])
}

/// Everything the player list view shows.
public struct PlayerListViewModel: Sendable, Equatable {
    public var username: String
    public var state: PlayerListState
    public var message: Message?
    /// The yes/no question being asked ("Delete Ann? (y/n)"), if any.
    public var confirmation: String?

    public init(
        username: String = "",
        state: PlayerListState = .loading,
        message: Message? = nil,
        confirmation: String? = nil
    ) {
        self.username = username
        self.state = state
        self.message = message
        self.confirmation = confirmation
    }
}
