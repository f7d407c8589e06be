import Domain
import TerminalUI

/// The groups the player's fields are shown in, in screen order.
public enum PlayerDetailSection: String, Sendable, CaseIterable {
    case personal = "Personal"
    case play = "Play"
    case likes = "Likes"

    public var fields: [PlayerField] {
        switch self {
        case .personal: [.name, .age]
        case .play: [.position, .skill]
        case .likes: [.favouriteTeam]
        }
    }

    /// Every field in screen order: row number N is `numbered[N - 1]`.
    static let numbered = allCases.flatMap(\.fields)
}

/// One line of the detail screen, ready to show.
public struct PlayerDetailRow: Sendable, Equatable {
    /// What the user types to edit this field (1…5, counted across sections).
    public var number: Int
    public var field: PlayerField
    /// The value as shown ("striker (ST)"); nil when the player has none.
    public var value: String?

    public init(number: Int, field: PlayerField, value: String?) {
        self.number = number
        self.field = field
        self.value = value
    }
}

/// A section title with its rows.
public struct PlayerDetailGroup: Sendable, Equatable {
    public var section: PlayerDetailSection
    public var rows: [PlayerDetailRow]

    public init(section: PlayerDetailSection, rows: [PlayerDetailRow]) {
        self.section = section
        self.rows = rows
    }

    /// All of a player's fields, grouped and numbered.
    static func groups(of player: Player) -> [PlayerDetailGroup] {
        var number = 0
        return PlayerDetailSection.allCases.map { section in
            PlayerDetailGroup(section: section, rows: section.fields.map { field in
                number += 1
                return PlayerDetailRow(number: number, field: field, value: field.shownValue(of: player))
            })
        }
    }
}

extension PlayerField {
    /// The field's value as the user reads it; nil when the player has none.
    func shownValue(of player: Player) -> String? {
        switch self {
        case .name: player.name
        case .age: player.age.map(String.init)
        case .position: player.position.map { "\($0.rawValue) (\($0.acronym))" }
        case .skill: player.skill?.rawValue
        case .favouriteTeam: player.favouriteTeam
        }
    }
}

/// Everything the detail view shows.
public struct PlayerDetailViewModel: Sendable, Equatable {
    /// The player's name, for the title.
    public var name: String
    public var groups: [PlayerDetailGroup]
    public var message: Message?

    public init(name: String = "", groups: [PlayerDetailGroup] = [], message: Message? = nil) {
        self.name = name
        self.groups = groups
        self.message = message
    }

    init(player: Player, message: Message?) {
        self.init(name: player.name, groups: PlayerDetailGroup.groups(of: player), message: message)
    }
}
