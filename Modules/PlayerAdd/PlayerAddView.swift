import Domain
import Presentation
import TerminalUI

/// The new-player screen as text. Passive: it shows the last view model, and reads each line
/// into a presenter call.
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
        if case .leaving = viewModel.step { return presenter.didAnswerLeave(TypedInput.answer(input)) }
        guard case .field(let field) = viewModel.step else {
            return await handleCommand(input)
        }
        // `?`, `b` and `cancel` are never a value, on any field (`\b` is); `b` and `cancel` both leave.
        switch FieldInput(input) {
        case .help: presenter.didAskForHelp()
        case .back, .cancel: presenter.didChooseCancel()
        case .value(let line):
            // Enter alone leaves a field empty here, and `-` is a value like any other.
            switch PlayerFieldInput.read(line, for: field, clears: false) {
            case .success(let value): await presenter.didEnterValue(value)
            case .failure(let problem): presenter.didEnterUnreadableValue(problem)
            }
        }
    }

    /// After a failed save: a command.
    private func handleCommand(_ input: String) async {
        switch CommandInput(input).bareWord {
        case "r", "retry", "s", "save": await presenter.didChooseSave()
        case "b", "back", "c", "cancel": presenter.didChooseCancel()
        case "": break
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: PlayerAddWording.title,
            body: fields + choices + hint,
            message: viewModel.message,
            actions: viewModel.step == .saveFailed ? Self.saveFailedActions : [],
            prompt: prompt
        )
    }

    private var fields: [Block] {
        let lines = PlayerAddWording.fields(viewModel)
        let width = lines.map { SafeText.width($0.label) }.reduce(0, max)
        return lines.map { .text(SafeText.pad($0.label, to: width) + "  " + $0.value) }
    }

    private var choices: [Block] {
        guard !viewModel.choices.isEmpty else { return [] }
        return [.blank] + viewModel.choices.enumerated().map { .text(PlayerAddWording.choiceLine(number: $0.offset + 1, $0.element)) }
    }

    private var hint: [Block] {
        guard viewModel.step != .saveFailed else { return [] }
        return [.blank, .text(PlayerAddWording.hint, .dim)]
    }

    private var prompt: Prompt {
        switch viewModel.step {
        case .field(let field): return .text(PlayerAddWording.prompt(for: field, choices: viewModel.choices.count))
        case .leaving: return .text(PlayerAddWording.leaveQuestion(viewModel.name))
        case .saveFailed: return .command
        }
    }

    static let saveFailedActions = [
        Action("r", "retry", help: PlayerAddWording.retryHelp),
        Action("b", "cancel", help: PlayerAddWording.cancelHelp),
    ]
}
