import Domain
import Presentation
import TerminalUI

/// What the new-player form says, and the order it asks the fields in.
enum PlayerAddWording {
    static let saving = "Saving the player…"

    /// The name typed looks like one on the roster.
    static func namesake(_ name: String) -> String {
        "This looks like \(SafeText.sanitize(name)) already on the roster. To add another player all the same, go on; "
            + "cancel (or b) leaves without saving."
    }

    static func saveFailed(_ error: any Error) -> String {
        error.userMessage + " Type r to try again, or b to cancel."
    }

    /// The fields are asked in screen order.
    static func field(after field: PlayerField) -> PlayerField? {
        PlayerField.allCases.drop { $0 != field }.dropFirst().first
    }

    static func choices(at step: PlayerAddStep) -> [String] {
        switch step {
        case .field(.position): PlayerPosition.allCases.map(\.nameWithAcronym)
        case .field(.skill): PlayerSkill.allCases.map(\.rawValue)
        case .field, .saveFailed: []
        }
    }

    /// What the field wants and how to leave: the form can be left from any field.
    static func help(for field: PlayerField) -> String {
        let leave = "Type cancel (or b) to leave without saving this player."
        return switch field {
        case .name:
            "Type the player's name (up to \(Validation.nameMaximumLength) characters); it is the only field you must fill in. "
                + "Enter alone, cancel or b leaves without saving. " + FieldInput.escapeHelp
        case .age:
            "Type the age in whole years, \(Validation.ageRange.lowerBound) to \(Validation.ageRange.upperBound), or press Enter alone to skip it. " + leave
        case .position, .skill:
            "Type the number of the \(field == .skill ? "skill" : "position") in the list above, or its name, or press Enter alone to skip it. " + leave
        case .favouriteTeam:
            "Type the team the player supports, or press Enter alone to skip it. " + leave + " " + FieldInput.escapeHelp
        }
    }

    static func refusal(_ refusal: PlayerAddRefusal) -> String {
        switch refusal {
        case .invalid(let error):
            error.message
        case .notAChoice(let field, let count):
            // This form labels the preferred position "Position".
            "\(field == .position ? "Position" : field.label): type a number from 1 to \(count) or a name, or leave it blank."
        }
    }
}
