import Domain
import TerminalUI

/// What the new-player presenter tells its view.
@MainActor
public protocol PlayerAddDisplaying: AnyObject {
    func display(_ viewModel: PlayerAddViewModel)
}

/// The new-player screen as text. Passive: it shows the last view model and forwards input.
public final class PlayerAddView: PlayerAddDisplaying, Screen {
    private let presenter: any PlayerAddPresenting
    private var viewModel = PlayerAddViewModel()

    public init(presenter: any PlayerAddPresenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: PlayerAddViewModel) {
        self.viewModel = viewModel
    }

    public func willAppear() async {
        presenter.viewWillAppear()
    }

    public func handle(_ input: String) async {
        guard viewModel.step == .saveFailed else {
            return await handleField(input)
        }
        switch CommandInput(input).bareWord {
        case "r", "retry", "s", "save": await presenter.didChooseSave()
        case "b", "back", "c", "cancel": presenter.didChooseCancel()
        case "": break
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    /// `?`, `b` and `cancel` are never a value, on any field (`\b` is); `b` and `cancel` both leave.
    private func handleField(_ input: String) async {
        switch FieldInput(input) {
        case .help: presenter.didAskForHelp()
        case .back, .cancel: presenter.didChooseCancel()
        case .value(let text): await presenter.didEnterField(text)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: "New player",
            body: fields + choices + hint,
            message: viewModel.message,
            actions: viewModel.step == .saveFailed ? Self.saveFailedActions : [],
            prompt: prompt
        )
    }

    private var fields: [Block] {
        [
            .text("Name:            " + viewModel.name),
            .text("Age:             " + viewModel.age),
            .text("Position:        " + viewModel.position),
            .text("Skill:           " + viewModel.skill),
            .text("Favourite team:  " + viewModel.favouriteTeam),
        ]
    }

    private var choices: [Block] {
        guard !viewModel.choices.isEmpty else { return [] }
        return [.blank] + viewModel.choices.enumerated().map { .text("\($0.offset + 1) \($0.element)") }
    }

    /// How to leave and where help is, on every field: a new user must never feel trapped in the form.
    private var hint: [Block] {
        guard viewModel.step != .saveFailed else { return [] }
        return [.blank, .text("Type cancel to leave without saving, or ? for help.", .dim)]
    }

    private var prompt: Prompt {
        switch viewModel.step {
        case .field(.name): .text("Name (blank to cancel):")
        case .field(.age): .text("Age (\(Validation.ageRange.lowerBound)-\(Validation.ageRange.upperBound), blank to skip):")
        case .field(.position): .text("Position (1-\(viewModel.choices.count), blank to skip):")
        case .field(.skill): .text("Skill (1-\(viewModel.choices.count), blank to skip):")
        case .field(.favouriteTeam): .text("Favourite team (blank to skip):")
        case .saveFailed: .command
        }
    }

    static let saveFailedActions = [
        Action("r", "retry", help: "Try saving this player again; everything typed is kept."),
        Action("b", "cancel", help: "Leave without saving this player."),
    ]
}
