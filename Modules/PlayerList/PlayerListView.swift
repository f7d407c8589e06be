import Presentation
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
        let command = CommandInput(input)
        if viewModel.refused != nil {
            return ["", "b", "back"].contains(command.bareWord) ? presenter.didCloseRefusedRows() : presenter.didEnterUnknownCommand(input)
        }
        if command.bareWord == "why" { return presenter.didChooseWhy() }
        guard viewModel.confirmation == nil else {
            return await presenter.didAnswerConfirmation(input)
        }
        if viewModel.selection != nil {
            return await handleWhileSelecting(command, input)
        }
        if let number = command.number, command.arguments.isEmpty {
            return presenter.didChoosePlayer(number: number)
        }
        switch command.word {
        case "d", "delete": return presenter.didChooseDelete(number: Self.single(command.numberArguments))
        case "s", "select":
            guard Self.isLast(command.arguments) else { return presenter.didChooseSelect(command.arguments.joined(separator: " ")) }
            // `s last`: selecting begins with last match's players.
            presenter.didChooseSelect("")
            return await presenter.didChooseLastLineUp()
        case "import": return await presenter.didChooseImport(command.arguments.count == 1 ? command.arguments[0] : nil)
        default: break
        }
        switch command.bareWord {
        case "a", "add": presenter.didChooseAdd()
        case "h", "history": presenter.didChooseHistory()
        case "records": presenter.didChooseRecords()
        case "resume": presenter.didChooseResume()
        case "discard": presenter.didChooseDiscard()
        case "r", "retry": await presenter.didChooseRetry()
        case "o", "logout": await presenter.didChooseLogOut()
        case "": break
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    /// While picking who plays, only the selection's commands count; any other line names players.
    private func handleWhileSelecting(_ command: CommandInput, _ input: String) async {
        if ["s", "select"].contains(command.word) {
            if Self.isLast(command.arguments) { return await presenter.didChooseLastLineUp() }
            return presenter.didChooseSelect(command.arguments.joined(separator: " "))
        }
        switch command.bareWord {
        case "c", "confirm": presenter.didChooseConfirm()
        case "x", "cancel": presenter.didChooseCancelSelecting()
        case "last": await presenter.didChooseLastLineUp()
        case "": break
        default: presenter.didPick(input)
        }
    }

    /// `last` as the one word after `s`, in any case.
    private static func isLast(_ arguments: [String]) -> Bool {
        arguments.count == 1 && arguments[0].lowercased() == "last"
    }

    public var content: ScreenContent {
        if let refused = viewModel.refused { return refused.content(status: viewModel.username, message: viewModel.message) }
        return ScreenContent(
            title: title,
            status: viewModel.username,
            body: unfinished + body,
            message: viewModel.message,
            actions: viewModel.confirmation == nil ? actions : [],
            prompt: viewModel.confirmation.map(Prompt.text) ?? .command
        )
    }

    private var title: String {
        if let selection = viewModel.selection { return "Select players (\(selection.count) selected)" }
        guard case .loaded(let rows) = viewModel.state else { return "Players" }
        return "Players (\(rows.count))"
    }

    /// The line about a match left unfinished, above the list.
    private var unfinished: [Block] {
        guard let line = viewModel.unfinished else { return [] }
        return [.text(line, .emphasis), .blank]
    }

    private var body: [Block] {
        switch viewModel.state {
        case .loading: [.text("Loading your players…")]
        case .failed: [.text("Your players could not be loaded.")]
        case .empty: [.text("No players yet — type a to add your first player.")]
        case .loaded(let rows) where viewModel.selection != nil:
            [.table(Table(columns: Self.selectionColumns, rows: rows.map(Self.selectionCells), paging: Table.Paging(searchedColumn: 2)))]
        case .loaded(let rows): [.table(Table(columns: Self.columns, rows: rows.map(Self.cells), paging: Table.Paging(searchedColumn: 1)))]
        }
    }

    private var actions: [Action] {
        let match = viewModel.unfinished == nil ? [] : [Self.resume, Self.discard]
        if viewModel.isReadOnly { return readOnlyActions }
        switch viewModel.state {
        case .loading: return []
        case .failed: return match + [Self.retry, Self.history, Self.records, Self.logOut]
        case .empty: return match + [Self.add, Self.reload, Self.history, Self.records, Self.importFile] + why + [Self.logOut]
        case .loaded(let rows):
            let numbers = rows.count == 1 ? "1" : "1-\(rows.count)"
            if viewModel.selection != nil {
                return [
                    Action(
                        numbers, "pick",
                        help: "Pick players by number, or leave out those picked: e.g. 3, 1 3 4, "
                            + "1,2,3, 1-4 or 1-3, 7. all picks everyone, none no one."),
                    Action("last", "same players", help: "Pick just the players of the last finished match still on your roster."),
                    Action(
                        "c", "confirm",
                        help: "Go on with the picked players"
                            + (viewModel.minimumPicked > 0 ? " (at least \(viewModel.minimumPicked))" : "") + " to split them into teams."),
                    Action("x", "cancel", help: "Stop selecting and clear the picks; c goes on with them instead."),
                ]
            }
            return match + [
                Action(numbers, "details", help: "Type a player's number to see their details and change any of them."),
                Self.add,
                Action("s", "select", help: "Pick who plays, e.g. s 1 3 4, s 1-6 or s all, then confirm to make the teams."),
                Action("d N", "delete", help: "Delete player number N, e.g. d 2; you are asked to confirm first."),
                Self.reload,
                Self.history,
                Self.records,
                Self.importFile,
            ] + why + [Self.logOut]
        }
    }

    /// Once an import refused rows.
    private var why: [Action] {
        viewModel.offersWhy ? [ImportWording.why] : []
    }

    /// Offline, only what reads: a player's details, reloading, History, Records, logging out.
    private var readOnlyActions: [Action] {
        guard case .loaded(let rows) = viewModel.state, !rows.isEmpty else { return [Self.reload, Self.history, Self.records, Self.logOut] }
        let numbers = rows.count == 1 ? "1" : "1-\(rows.count)"
        return [
            Action(numbers, "details", help: "Type a player's number to see their details (read only while offline)."),
            Self.reload, Self.history, Self.records, Self.logOut,
        ]
    }

    private static func cells(_ row: PlayerListRow) -> [String] {
        [String(row.number), row.name, row.position, row.skill]
    }

    private static func selectionCells(_ row: PlayerListRow) -> [String] {
        [String(row.number), row.isSelected ? "[x]" : "[ ]", row.name, row.position, row.skill]
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
    static let selectionColumns = [
        Table.Column("#", alignment: .right),
        Table.Column("Play"),
        Table.Column("Name", flexible: true),
        Table.Column("Pos"),
        Table.Column("Skill"),
    ]
    static let add = Action("a", "add", help: "Add a player: a name, then optional details.")
    static let history = Action("h", "history", help: "See the matches played so far, newest first.")
    static let records = Action(
        "records", "table",
        help: "Every player's wins, draws, losses and goals, ranked by points (3 a win, 1 a draw); since a day if you like."
    )
    static let resume = Action("resume", "match", help: "Go back to the unfinished match where it stopped.")
    static let discard = Action("discard", "match", help: "Drop the unfinished match; you are asked to confirm first.")
    static let importFile = Action(
        "import FILE", "from CSV",
        help: "Add players from a spreadsheet saved as CSV (UTF-8): a header row naming name and any of age, position, skill "
            + "and favourite team, then a player per row. You see what it adds and skips, then confirm.")
    static let retry = Action("r", "retry", help: "Try loading your players again.")
    static let reload = Action("r", "reload", help: "Load your players again, with what another window or device changed meanwhile.")
    static let logOut = Action("o", "log out", help: "Log out and go back to the login screen.")
}
