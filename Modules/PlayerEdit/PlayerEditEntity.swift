import Domain
import TerminalUI

/// The line the edit screen waits for.
public enum PlayerEditStep: Sendable, Equatable {
    /// The new value of the field.
    case editing
    /// Saving failed: a command (try again or cancel). `newValue` is what waits to be
    /// saved, as shown; nil when the field is being cleared.
    case saveFailed(newValue: String?)
}

/// One numbered line of a choice list (position, skill).
public struct PlayerEditChoice: Sendable, Equatable {
    /// What the user types: 1…n, or 0 for none.
    public var number: Int
    public var label: String
    public var isCurrent: Bool

    public init(number: Int, label: String, isCurrent: Bool = false) {
        self.number = number
        self.label = label
        self.isCurrent = isCurrent
    }

    /// The choices of `field` (empty for a free-text field), the player's own one marked.
    static func choices(of field: PlayerField, current details: PlayerDetails) -> [PlayerEditChoice] {
        switch field {
        case .position: list(PlayerPosition.allCases, current: details.position, label: PlayerField.describe)
        case .skill: list(PlayerSkill.allCases, current: details.skill, label: \.rawValue)
        case .name, .age, .favouriteTeam: []
        }
    }

    private static func list<Choice: Equatable>(
        _ all: [Choice],
        current: Choice?,
        label: (Choice) -> String
    ) -> [PlayerEditChoice] {
        all.enumerated().map { PlayerEditChoice(number: $0.offset + 1, label: label($0.element), isCurrent: $0.element == current) }
            + [PlayerEditChoice(number: 0, label: "none", isCurrent: current == nil)]
    }
}

/// Why a typed value was not taken; the same field is asked again, nothing changed.
public enum PlayerEditRefusal: Error, Sendable, Equatable {
    case invalid(ValidationError)
    case nameRequired
    case notAChoice(PlayerField, count: Int)

    public var message: String {
        switch self {
        case .invalid(let error): error.message
        case .nameRequired: "A player needs a name: type a new one, or press Enter to keep it."
        case .notAChoice(let field, let count):
            "\(field.title): type a number from 1 to \(count), or 0 for none; Enter alone keeps it as it is."
        }
    }
}

extension PlayerField {
    /// Position and skill are picked from a list; the others are typed.
    var isChoice: Bool {
        self == .position || self == .skill
    }

    /// Every field but the name may be empty.
    var isClearable: Bool {
        self != .name
    }

    /// The field's value as the user reads it; nil when empty.
    func shownValue(of details: PlayerDetails) -> String? {
        switch self {
        case .name: details.name
        case .age: details.age.map(String.init)
        case .position: details.position.map(Self.describe)
        case .skill: details.skill?.rawValue
        case .favouriteTeam: details.favouriteTeam
        }
    }

    static func describe(_ position: PlayerPosition) -> String {
        "\(position.rawValue) (\(position.acronym))"
    }
}

/// Everything the edit view shows.
public struct PlayerEditViewModel: Sendable, Equatable {
    public var field: PlayerField
    public var playerName: String
    /// The field's value now, as shown; nil when empty.
    public var current: String?
    /// The numbered choices of a choice field; empty for free text.
    public var choices: [PlayerEditChoice]
    public var step: PlayerEditStep
    public var message: Message?

    public init(
        field: PlayerField = .name,
        playerName: String = "",
        current: String? = nil,
        choices: [PlayerEditChoice] = [],
        step: PlayerEditStep = .editing,
        message: Message? = nil
    ) {
        self.field = field
        self.playerName = playerName
        self.current = current
        self.choices = choices
        self.step = step
        self.message = message
    }
}
