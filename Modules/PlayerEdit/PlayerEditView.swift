import Domain
import Presentation
import TerminalUI

/// One field of a player as text: a prompt prefilled with the value, or a choice list.
/// Passive: it shows the last view model, and reads each line into a presenter call.
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
        guard viewModel.step == .editing else {
            await handleCommand(input)
            return
        }
        // `?`, `b` and `cancel` are never a value, on any field (`\b` is); `b` and `cancel` both leave.
        switch FieldInput(input) {
        case .help: presenter.didAskForHelp()
        case .back, .cancel: presenter.didChooseCancel()
        case .value(let line):
            switch PlayerFieldInput.read(line, for: viewModel.field, clears: true) {
            case .success(let value): await presenter.didEnterValue(value)
            case .failure(let problem): presenter.didEnterUnreadableValue(problem)
            }
        }
    }

    /// After a failed save, or once the player is gone: a command.
    private func handleCommand(_ input: String) async {
        let word = CommandInput(input).bareWord
        // Once the player is gone there is nothing to save again.
        let canSave = viewModel.step != .playerGone
        switch word {
        case _ where canSave && ["r", "retry", "s", "save"].contains(word): await presenter.didChooseSave()
        case "b", "back", "c", "cancel": presenter.didChooseCancel()
        case "": break
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: PlayerEditWording.title(viewModel.field),
            body: fields + choices + hint,
            message: viewModel.message,
            actions: actions,
            prompt: prompt
        )
    }

    private var fields: [Block] {
        let lines = PlayerEditWording.fields(viewModel)
        let width = lines.map { SafeText.width($0.label) }.reduce(0, max)
        return lines.map { .text(SafeText.pad($0.label, to: width) + "  " + $0.value) }
    }

    private var choices: [Block] {
        guard viewModel.step == .editing, !viewModel.choices.isEmpty else { return [] }
        return [.blank] + viewModel.choices.map { .text(PlayerEditWording.choiceLine($0)) }
    }

    /// How to answer, for someone who has never seen the screen.
    private var hint: [Block] {
        guard viewModel.step == .editing else { return [] }
        return [.blank, .text(PlayerEditWording.hint(for: viewModel.field, isEmpty: viewModel.current == nil), .dim)]
    }

    private var prompt: Prompt {
        guard viewModel.step == .editing else { return .command }
        return .text(PlayerEditWording.prompt(viewModel))
    }

    private var actions: [Action] {
        switch viewModel.step {
        case .editing: []
        case .saveFailed: Self.saveFailedActions
        case .playerGone: [Action("b", "back", help: PlayerEditWording.backToPlayersHelp)]
        }
    }

    static let saveFailedActions = [
        Action("r", "retry", help: PlayerEditWording.retryHelp),
        Action("b", "cancel", help: PlayerEditWording.cancelHelp),
    ]
}
