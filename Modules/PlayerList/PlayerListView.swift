import TerminalUI

/// What the player list presenter tells its view.
@MainActor
public protocol PlayerListDisplaying: AnyObject {
    func display(_ viewModel: PlayerListViewModel)
}

/// The player list as text. Passive: it shows the last view model and forwards input.
public final class PlayerListView: PlayerListDisplaying, Screen {
    private let presenter: any PlayerListPresenting
    private var viewModel = PlayerListViewModel()

    public init(presenter: any PlayerListPresenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: PlayerListViewModel) {
        self.viewModel = viewModel
    }

    public func willAppear() async {
        await presenter.viewWillAppear()
    }

    public func handle(_ input: String) async {
        guard viewModel.confirmation == nil else {
            return await presenter.didAnswerDeleteConfirmation(input)
        }
        let command = CommandInput(input)
        if let number = command.number, command.arguments.isEmpty {
            return presenter.didChoosePlayer(number: number)
        }
        switch command.word {
        case "a", "add": presenter.didChooseAdd()
        case "d", "delete": presenter.didChooseDelete(number: Self.single(command.numberArguments))
        case "r", "retry": await presenter.didChooseRetry()
        case "o", "logout": await presenter.didChooseLogOut()
        case "": break
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: title,
            status: viewModel.username,
            body: body,
            message: viewModel.message,
            actions: viewModel.confirmation == nil ? actions : [],
            prompt: viewModel.confirmation.map(Prompt.text) ?? .command
        )
    }

    private var title: String {
        guard case .loaded(let rows) = viewModel.state else { return "Players" }
        return "Players (\(rows.count))"
    }

    private var body: [Block] {
        switch viewModel.state {
        case .loading: [.text("Loading your players…")]
        case .failed: [.text("Your players could not be loaded.")]
        case .empty: [.text("No players yet — type a to add your first player.")]
        case .loaded(let rows): [.table(Table(columns: Self.columns, rows: rows.map(Self.cells)))]
        }
    }

    private var actions: [Action] {
        switch viewModel.state {
        case .loading: []
        case .failed: [Self.retry, Self.logOut]
        case .empty: [Self.add, Self.logOut]
        case .loaded(let rows):
            [
                Action(rows.count == 1 ? "1" : "1-\(rows.count)", "details", help: "Type a player's number to see their details and change any of them."),
                Self.add,
                Action("d N", "delete", help: "Delete player number N, e.g. d 2; you are asked to confirm first."),
                Self.logOut,
            ]
        }
    }

    private static func cells(_ row: PlayerListRow) -> [String] {
        [String(row.number), row.name, row.position, row.skill]
    }

    /// The number after `d`, when exactly one was typed.
    private static func single(_ numbers: [Int]?) -> Int? {
        guard let numbers, numbers.count == 1 else { return nil }
        return numbers.first
    }

    static let columns = [
        Table.Column("#", alignment: .right),
        Table.Column("Name", flexible: true),
        Table.Column("Pos"),
        Table.Column("Skill"),
    ]
    static let add = Action("a", "add", help: "Add a player: a name, then optional details.")
    static let retry = Action("r", "retry", help: "Try loading your players again.")
    static let logOut = Action("o", "log out", help: "Log out and go back to the login screen.")
}
