import Presentation
import TerminalUI

/// The transfer screen as text. Passive: it shows the last view model, and reads each line
/// into a presenter call.
public final class TransferView: TransferDisplaying, Screen {
    private let presenter: any TransferPresenting
    private var viewModel = TransferViewModel()

    public init(presenter: any TransferPresenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: TransferViewModel) {
        self.viewModel = viewModel
    }

    public func willAppear() async {
        await presenter.viewWillAppear()
    }

    public func handle(_ input: String) async {
        let word = CommandInput(input).bareWord
        if viewModel.refused != nil {
            return ["", "b", "back"].contains(word) ? presenter.didCloseRefusedRows() : presenter.didEnterUnknownCommand(input)
        }
        if word == "why" { return presenter.didChooseWhy() }
        if viewModel.question != nil {
            guard let yes = TypedInput.answer(input) else { return presenter.didEnterNoAnswer() }
            return await presenter.didAnswer(yes)
        }
        switch word {
        case "", "b", "back", "l", "list": presenter.didChooseContinue()
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        if let refused = viewModel.refused { return refused.content(status: viewModel.owner, message: viewModel.message) }
        return ScreenContent(
            title: viewModel.title, status: viewModel.owner, body: viewModel.lines.map { .text($0) }, message: viewModel.message,
            actions: viewModel.isOver ? (viewModel.offersWhy ? [ImportWording.why] : []) + [Self.list] : [],
            prompt: viewModel.question.map(Prompt.text) ?? .command
        )
    }

    static let list = Action("l", "the player list", help: TransferWording.listHelp)
}
