import TerminalUI

/// One player's details as text. Passive: it shows the last view model and forwards input.
public final class PlayerDetailView: PlayerDetailDisplaying, Screen {
    private let presenter: any PlayerDetailPresenting
    private var viewModel = PlayerDetailViewModel()

    public init(presenter: any PlayerDetailPresenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: PlayerDetailViewModel) {
        self.viewModel = viewModel
    }

    public func willAppear() async {
        presenter.viewWillAppear()
    }

    public func handle(_ input: String) async {
        let command = CommandInput(input)
        if let number = command.number, command.arguments.isEmpty {
            return presenter.didChooseRow(number: number)
        }
        switch command.bareWord {
        case "b", "back": presenter.didChooseBack()
        case "r", "records": presenter.didChooseRecords()
        case "": break
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: viewModel.name.isEmpty ? PlayerDetailWording.untitled : viewModel.name,
            body: body,
            message: viewModel.message,
            actions: actions
        )
    }

    private var body: [Block] {
        viewModel.groups.enumerated().flatMap { index, group in
            (index == 0 ? [] : [Block.blank]) + [.text(group.title, .emphasis)] + group.rows.map(line)
        }
    }

    private var actions: [Action] {
        let rows = viewModel.groups.flatMap(\.rows).map(\.number)
        guard let first = rows.min(), let last = rows.max() else { return [Self.back] }
        return [
            Action(first == last ? "\(first)" : "\(first)-\(last)", "edit", help: PlayerDetailWording.editHelp),
            Self.records,
            Self.back,
        ]
    }

    /// "2  Age                 30": the values line up after the widest label.
    private func line(_ row: PlayerDetailRow) -> Block {
        let lead = "\(row.number)  " + SafeText.pad(row.label, to: labelWidth) + "  "
        return .labelled(lead + row.value, hang: SafeText.width(lead))
    }

    private var labelWidth: Int {
        viewModel.groups.flatMap(\.rows).map { SafeText.width($0.label) }.reduce(0, max)
    }

    static let records = Action("r", "records", help: PlayerDetailWording.recordsHelp)
    static let back = Action("b", "back", help: PlayerDetailWording.backHelp)
}
