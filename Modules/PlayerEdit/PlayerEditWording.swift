import Domain
import Presentation
import TerminalUI

/// What the edit screen says, as pure functions of the field, the player and the view state.
enum PlayerEditWording {
    static let saving = "Saving…"
    static let retryHelp = "Try saving the new value again; what you typed is kept."
    static let cancelHelp = "Leave without saving; the player stays as it was."
    static let backToPlayersHelp = "Back to your players, as they are now."

    static func title(_ field: PlayerField) -> String {
        "Edit " + field.label.lowercased()
    }

    /// The labelled lines above the prompt: the player, the value, and what waits to be saved.
    static func fields(_ viewModel: PlayerEditViewModel) -> [(label: String, value: String)] {
        let title = viewModel.field.label
        var lines = [("Player:", viewModel.playerName), (title + ":", Wording.shown(viewModel.current))]
        if case .saveFailed(let newValue) = viewModel.step {
            lines.append(("New \(title.lowercased()):", Wording.shown(newValue) + "  (not saved yet)"))
        }
        return lines
    }

    static func choiceLine(_ choice: PlayerEditChoice) -> String {
        "\(choice.number) \(choice.label)" + (choice.isCurrent ? "  ← current" : "")
    }

    /// How to answer, for someone who has never seen the screen.
    static func hint(for field: PlayerField, isEmpty: Bool) -> String {
        let name = field.label.lowercased()
        return if field.isChoice {
            "Type a number or a name (0 for none), or b to go back; Enter alone keeps the current one."
        } else if !field.isClearable {
            "Type the new \(name), or press Enter alone to keep it."
        } else if isEmpty {
            "Type the \(name), or press Enter alone to leave it empty."
        } else {
            "Type the new \(name), - to clear it, or press Enter alone to keep it."
        }
    }

    /// "Age [30] (1-120, - to clear):": the field, what Enter keeps, and what it takes.
    static func prompt(_ viewModel: PlayerEditViewModel) -> String {
        let field = viewModel.field
        var hints: [String] = []
        if field == .age {
            hints.append("\(Validation.ageRange.lowerBound)-\(Validation.ageRange.upperBound)")
        }
        if !viewModel.choices.isEmpty {
            hints.append("0-\(viewModel.choices.count - 1)")
        } else if field.isClearable, viewModel.current != nil {
            hints.append("\(PlayerFieldInput.clearWord) to clear")
        }
        return field.label
            + (keptAnswer(viewModel).map { " [\($0)]" } ?? "")
            + (hints.isEmpty ? "" : " (\(hints.joined(separator: ", ")))")
            + ":"
    }

    /// What Enter keeps: the value, or the number of the current choice.
    private static func keptAnswer(_ viewModel: PlayerEditViewModel) -> String? {
        guard !viewModel.choices.isEmpty else { return viewModel.current }
        return viewModel.choices.first { $0.isCurrent && $0.number > 0 }.map { String($0.number) }
    }

    static func help(for field: PlayerField) -> String {
        field.isChoice
            ? "Type the number of your choice, or its name, and press Enter (0 for none). Enter alone keeps it as it is; b goes back."
            : "Type the new \(field.label.lowercased()) and press Enter. Enter alone keeps it as it is"
                + (field.isClearable ? "; \(PlayerFieldInput.clearWord) clears it" : "") + "; b goes back. " + FieldInput.escapeHelp
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

    /// Why a value was not taken, or not saved, and what to do next.
    static func refusal(_ refusal: PlayerEditRefusal, playerName: String) -> String {
        switch refusal {
        case .invalid(let error):
            error.message
        case .nameRequired:
            "A player needs a name: type a new one, or press Enter to keep it."
        case .gone:
            "\(playerName) was deleted in another window or on another device, so nothing was saved. Type b to go back to your players."
        case .failed(let failure):
            failure.message + " Type r to try again, or b to cancel."
        }
    }

    /// A line that names no value for the field.
    static func unreadable(_ problem: ValidationError, field: PlayerField) -> String {
        guard case .notAChoice(_, let count) = problem else { return problem.message }
        return "\(field.label): type a number from 1 to \(count) or a name, or 0 for none; Enter alone keeps it as it is."
    }
}
