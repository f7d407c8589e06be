import Domain
import Presentation
import TerminalUI

/// What the edit screen says, as pure functions of the field and the player.
enum PlayerEditWording {
    static let saving = "Saving…"

    static func help(for field: PlayerField) -> String {
        field.isChoice
            ? "Type the number of your choice, or its name, and press Enter (0 for none). Enter alone keeps it as it is; b goes back."
            : "Type the new \(field.label.lowercased()) and press Enter. Enter alone keeps it as it is"
                + (field.isClearable ? "; - clears it" : "") + "; b goes back. " + FieldInput.escapeHelp
    }

    static func gone(_ name: String) -> String {
        "\(name) was deleted in another window or on another device, so nothing was saved. Type b to go back to your players."
    }

    /// The choices of the field (none for a typed one), the player's own one marked.
    static func choices(of field: PlayerField, current player: some PlayerEditEntity) -> [PlayerEditChoice] {
        switch field {
        case .position: list(PlayerPosition.allCases, current: player.position, label: \.nameWithAcronym)
        case .skill: list(PlayerSkill.allCases, current: player.skill, label: \.rawValue)
        case .name, .age, .favouriteTeam: []
        }
    }

    private static func list<Choice: Equatable>(_ all: [Choice], current: Choice?, label: (Choice) -> String) -> [PlayerEditChoice] {
        all.enumerated().map { PlayerEditChoice(number: $0.offset + 1, label: label($0.element), isCurrent: $0.element == current) }
            + [PlayerEditChoice(number: 0, label: "none", isCurrent: current == nil)]
    }

    static func refusal(_ refusal: PlayerEditRefusal) -> String {
        switch refusal {
        case .invalid(let error):
            error.message
        case .nameRequired:
            "A player needs a name: type a new one, or press Enter to keep it."
        case .notAChoice(let field, let count):
            "\(field.label): type a number from 1 to \(count) or a name, or 0 for none; Enter alone keeps it as it is."
        }
    }
}
