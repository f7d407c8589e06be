import Domain
import Presentation
import TerminalUI

/// What the edit presenter tells its view.
@MainActor
public protocol PlayerEditDisplaying: AnyObject {
    func display(_ viewModel: PlayerEditViewModel)
}

/// One field of a player as text: a prompt prefilled with the value, or a choice list.
/// Passive: it shows the last view model and forwards input.
public final class PlayerEditView: PlayerEditDisplaying, Screen {
    private let presenter: any PlayerEditPresenting
    private var viewModel = PlayerEditViewModel()

    public init(presenter: any PlayerEditPresenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: PlayerEditViewModel) {
        self.viewModel = viewModel
    }

    public func willAppear() async {
        presenter.viewWillAppear()
    }

    public func handle(_ input: String) async {
        if viewModel.step == .playerGone {
            switch CommandInput(input).bareWord {
            case "b", "back", "c", "cancel": presenter.didChooseCancel()
            case "": break
            default: presenter.didEnterUnknownCommand(input)
            }
            return
        }
        guard viewModel.step == .editing else {
            switch CommandInput(input).bareWord {
            case "r", "retry", "s", "save": await presenter.didChooseSave()
            case "b", "back", "c", "cancel": presenter.didChooseCancel()
            case "": break
            default: presenter.didEnterUnknownCommand(input)
            }
            return
        }
        // `?`, `b` and `cancel` are never a value, on any field (`\b` is); `b` and `cancel` both leave.
        switch FieldInput(input) {
        case .help: presenter.didAskForHelp()
        case .back, .cancel: presenter.didChooseCancel()
        case .value(let text): await presenter.didEnterValue(text)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: "Edit " + title.lowercased(),
            body: fields + choices + hint,
            message: viewModel.message,
            actions: actions,
            prompt: prompt
        )
    }

    private var title: String { viewModel.field.label }

    private var fields: [Block] {
        var lines = [("Player:", viewModel.playerName), (title + ":", Wording.shown(viewModel.current))]
        if case .saveFailed(let newValue) = viewModel.step {
            lines.append(("New \(title.lowercased()):", Wording.shown(newValue) + "  (not saved yet)"))
        }
        let width = lines.map { SafeText.width($0.0) }.reduce(0, max)
        return lines.map { .text(SafeText.pad($0.0, to: width) + "  " + $0.1) }
    }

    private var choices: [Block] {
        guard viewModel.step == .editing, !viewModel.choices.isEmpty else { return [] }
        return [.blank]
            + viewModel.choices.map { choice in
                .text("\(choice.number) \(choice.label)" + (choice.isCurrent ? "  ← current" : ""))
            }
    }

    /// How to answer, for someone who has never seen the screen.
    private var hint: [Block] {
        guard viewModel.step == .editing else { return [] }
        let name = title.lowercased()
        let text =
            if viewModel.field.isChoice {
                "Type a number or a name (0 for none), or b to go back; Enter alone keeps the current one."
            } else if !viewModel.field.isClearable {
                "Type the new \(name), or press Enter alone to keep it."
            } else if viewModel.current == nil {
                "Type the \(name), or press Enter alone to leave it empty."
            } else {
                "Type the new \(name), - to clear it, or press Enter alone to keep it."
            }
        return [.blank, .text(text, .dim)]
    }

    private var prompt: Prompt {
        guard viewModel.step == .editing else { return .command }
        var hints: [String] = []
        if viewModel.field == .age {
            hints.append("\(Validation.ageRange.lowerBound)-\(Validation.ageRange.upperBound)")
        }
        if !viewModel.choices.isEmpty {
            hints.append("0-\(viewModel.choices.count - 1)")
        } else if viewModel.field.isClearable, viewModel.current != nil {
            hints.append("- to clear")
        }
        return .text(
            title
                + (keptAnswer.map { " [\($0)]" } ?? "")
                + (hints.isEmpty ? "" : " (\(hints.joined(separator: ", ")))")
                + ":")
    }

    /// What Enter keeps: the value, or the number of the current choice.
    private var keptAnswer: String? {
        guard !viewModel.choices.isEmpty else { return viewModel.current }
        return viewModel.choices.first { $0.isCurrent && $0.number > 0 }.map { String($0.number) }
    }

    private var actions: [Action] {
        switch viewModel.step {
        case .editing: []
        case .saveFailed: Self.saveFailedActions
        case .playerGone: [Action("b", "back", help: "Back to your players, as they are now.")]
        }
    }

    static let saveFailedActions = [
        Action("r", "retry", help: "Try saving the new value again; what you typed is kept."),
        Action("b", "cancel", help: "Leave without saving; the player stays as it was."),
    ]
}
