import Domain
import Presentation
import TerminalUI

/// What the new-player form says, as pure functions of the field asked, the refusal and the view state.
enum PlayerAddWording {
    static let title = "New player"
    static let saving = "Saving the player…"
    /// How to leave and where help is, on every field: a new user must never feel trapped in the form.
    static let hint = "Type cancel to leave without saving, or ? for help."
    static let retryHelp = "Try saving this player again; everything typed is kept."
    static let cancelHelp = "Leave without saving this player."

    /// The field's name on this form, which labels the preferred position "Position".
    static func label(_ field: PlayerField) -> String {
        field == .position ? "Position" : field.label
    }

    /// The labelled lines of the form, in screen order: every field, as filled in so far.
    static func fields(_ viewModel: PlayerAddViewModel) -> [(label: String, value: String)] {
        [
            (label(.name) + ":", viewModel.name),
            (label(.age) + ":", viewModel.age),
            (label(.position) + ":", viewModel.position),
            (label(.skill) + ":", viewModel.skill),
            (label(.favouriteTeam) + ":", viewModel.favouriteTeam),
        ]
    }

    /// "Age (1-120, blank to skip):": the field asked, and what it takes; `choices` counts a list's.
    static func prompt(for field: PlayerField, choices: Int) -> String {
        switch field {
        case .name: "Name (blank to cancel):"
        case .age: "Age (\(Validation.ageRange.lowerBound)-\(Validation.ageRange.upperBound), blank to skip):"
        case .position, .skill: "\(label(field)) (1-\(choices), blank to skip):"
        case .favouriteTeam: "\(label(field)) (blank to skip):"
        }
    }

    /// One numbered line of a choice list: "5 striker (ST)".
    static func choiceLine(number: Int, _ choice: String) -> String {
        "\(number) \(choice)"
    }

    /// The name typed looks like one on the roster.
    static func namesake(_ name: String) -> String {
        "This looks like \(SafeText.sanitize(name)) already on the roster. To add another player all the same, go on; "
            + "cancel (or b) leaves without saving."
    }

    /// Asked before leaving a form with a name typed.
    static func leaveQuestion(_ name: String) -> String {
        "Leave without saving \(name)? (y/n)"
    }

    /// No to the question: the form goes on where it was.
    static func stayed(_ name: String) -> String {
        "\(name) is kept: go on where you were."
    }

    static func choices(at step: PlayerAddStep) -> [String] {
        switch step {
        case .field(.position): PlayerPosition.allCases.map(\.nameWithAcronym)
        case .field(.skill): PlayerSkill.allCases.map(\.rawValue)
        case .field, .leaving, .saveFailed: []
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

    /// Why a value typed for a field was not taken.
    static func refusal(_ refusal: PlayerAddRefusal) -> String {
        switch refusal {
        case .invalid(let error): error.message
        case .failed(let failure): failure.message
        }
    }

    /// Why the player was not saved, and what to do next.
    static func saveRefusal(_ refusal: PlayerAddRefusal) -> String {
        Self.refusal(refusal) + " Type r to try again, or b to cancel."
    }

    /// A line that names no value for the field asked.
    static func unreadable(_ problem: ValidationError) -> String {
        guard case .notAChoice(.player(let field), let count) = problem else { return problem.message }
        return "\(label(field)): type a number from 1 to \(count) or a name, or leave it blank."
    }
}
