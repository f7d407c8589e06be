import Presentation
import TerminalUI

/// The player list as text. Passive: it shows the last view model, and reads every line typed
/// into a typed call on its presenter.
public final class PlayerListView: PlayerListDisplaying, Screen {
    private let presenter: any PlayerListPresenting
    private var viewModel = PlayerListViewModel()

    public init(presenter: any PlayerListPresenting) {
        self.presenter = presenter
    }

    /// The list's table as the last view model shows it, made on the first draw after it: the loop
    /// reads `content` several times a key (and `n`, `p`, `/ text` show another part of the same table).
    private var table: Block?

    public func display(_ viewModel: PlayerListViewModel) {
        self.viewModel = viewModel
        table = nil
    }

    public func willAppear() async {
        await presenter.viewWillAppear()
    }

    public func didDisappear() {
        table = nil
    }

    public var isWaiting: Bool { presenter.isWaiting }

    public func handle(_ input: String) async {
        let command = CommandInput(input)
        if viewModel.refused != nil {
            return ["", "b", "back"].contains(command.bareWord) ? presenter.didCloseRefusedRows() : presenter.didEnterUnknownCommand(input)
        }
        if command.bareWord == "why" { return presenter.didChooseWhy() }
        guard viewModel.confirmation == nil else {
            guard let yes = TypedInput.answer(input) else { return presenter.didEnterUnreadable(.answer) }
            return await presenter.didAnswer(yes)
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
            guard Self.isLast(command.arguments) else { return select(command.arguments) }
            // `s last`: selecting begins with last match's players.
            presenter.didChooseSelect(PlayerPicks(.numbers([])))
            return await presenter.didChooseLastLineUp()
        case "import": return await presenter.didChooseImport(CommandInput.path(command.text()))
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
            return select(command.arguments)
        }
        switch command.bareWord {
        case "c", "confirm": presenter.didChooseConfirm()
        case "x", "cancel": presenter.didChooseCancelSelecting()
        case "last": await presenter.didChooseLastLineUp()
        case "": break
        default:
            guard let picks = PlayerPicks(input) else { return presenter.didEnterUnknownCommand(input) }
            presenter.didPick(picks)
        }
    }

    /// `s` and the players to pick at once, if any.
    private func select(_ arguments: [String]) {
        guard let picks = PlayerPicks(arguments.joined(separator: " ")) else { return presenter.didEnterUnreadable(.selection) }
        presenter.didChooseSelect(picks)
    }

    /// `last` as the one word after `s`, in any case.
    private static func isLast(_ arguments: [String]) -> Bool {
        arguments.count == 1 && arguments[0].lowercased() == "last"
    }

    public var content: ScreenContent {
        let status = PlayerListWording.status(viewModel.username, waitingMatches: viewModel.waitingMatches)
        if let refused = viewModel.refused { return refused.content(status: status, message: viewModel.message) }
        return ScreenContent(
            title: title,
            status: status,
            body: unfinished + body,
            message: viewModel.message,
            actions: viewModel.confirmation == nil ? actions : [],
            prompt: viewModel.confirmation.map(Prompt.text) ?? .command
        )
    }

    private var title: String {
        guard case .loaded(let rows) = viewModel.state else { return PlayerListWording.title(selected: viewModel.selection?.count, count: nil) }
        return PlayerListWording.title(selected: viewModel.selection?.count, count: rows.count)
    }

    /// The line about a match left unfinished, above the list.
    private var unfinished: [Block] {
        guard let line = viewModel.unfinished else { return [] }
        return [.text(line, .emphasis), .blank]
    }

    private var body: [Block] {
        switch viewModel.state {
        case .loading: [.text(PlayerListWording.loading)]
        case .failed: [.text(PlayerListWording.loadFailed)]
        case .empty: [.text(PlayerListWording.empty)]
        case .loaded(let rows): [listTable(rows)]
        }
    }

    private func listTable(_ rows: [PlayerListRow]) -> Block {
        if let table { return table }
        let made: Block =
            viewModel.selection != nil
            ? .table(Table(columns: Self.selectionColumns, rows: rows.map(Self.selectionCells), paging: Table.Paging(searchedColumn: 2)))
            : .table(Table(columns: Self.columns, rows: rows.map(Self.cells), paging: Table.Paging(searchedColumn: 1)))
        table = made
        return made
    }

    private var actions: [Action] {
        let match = viewModel.unfinished == nil ? [] : [Self.resume, Self.discard]
        if viewModel.isReadOnly, viewModel.selection == nil { return readOnlyActions(match: match) }
        switch viewModel.state {
        case .loading: return []
        case .failed: return match + [Self.retry, Self.history, Self.records, Self.logOut]
        case .empty: return match + [Self.add, Self.reload, Self.history, Self.records, Self.importFile] + why + [Self.logOut]
        case .loaded(let rows):
            let numbers = rows.count == 1 ? "1" : "1-\(rows.count)"
            if viewModel.selection != nil {
                return [
                    Action(numbers, "pick", help: PlayerListWording.Help.pick),
                    Action("last", "same players", help: PlayerListWording.Help.last),
                    Action("c", "confirm", help: PlayerListWording.Help.confirm(minimum: viewModel.minimumPicked)),
                    Action("x", "cancel", help: PlayerListWording.Help.cancel),
                ]
            }
            return match + [
                Action(numbers, "details", help: PlayerListWording.Help.details),
                Self.add,
                Action("s", "select", help: PlayerListWording.Help.select),
                Action("d N", "delete", help: PlayerListWording.Help.delete),
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

    /// Offline, what reads (a player's details, reloading, History, Records, logging out) and playing a
    /// match, which is kept here until the store is back.
    private func readOnlyActions(match: [Action]) -> [Action] {
        guard case .loaded(let rows) = viewModel.state, !rows.isEmpty else { return match + [Self.reload, Self.history, Self.records, Self.logOut] }
        let numbers = rows.count == 1 ? "1" : "1-\(rows.count)"
        return match + [
            Action(numbers, "details", help: PlayerListWording.Help.readOnlyDetails),
            Action("s", "select", help: PlayerListWording.Help.select),
            Self.reload, Self.history, Self.records, Self.logOut,
        ]
    }

    nonisolated private static func cells(_ row: PlayerListRow) -> [String] {
        [String(row.number), row.name, row.position, row.skill]
    }

    nonisolated private static func selectionCells(_ row: PlayerListRow) -> [String] {
        [String(row.number), PlayerListWording.mark(picked: row.isSelected), row.name, row.position, row.skill]
    }

    /// The number after `d`, when exactly one was typed.
    private static func single(_ numbers: [Int]?) -> Int? {
        guard let numbers, numbers.count == 1 else { return nil }
        return numbers.first
    }

    static let columns = [
        Table.Column(PlayerListWording.Heading.number, alignment: .right),
        Table.Column(PlayerListWording.Heading.name, flexible: true),
        Table.Column(PlayerListWording.Heading.position),
        Table.Column(PlayerListWording.Heading.skill),
    ]
    static let selectionColumns = [
        Table.Column(PlayerListWording.Heading.number, alignment: .right),
        Table.Column(PlayerListWording.Heading.play),
        Table.Column(PlayerListWording.Heading.name, flexible: true),
        Table.Column(PlayerListWording.Heading.position),
        Table.Column(PlayerListWording.Heading.skill),
    ]
    static let add = Action("a", "add", help: PlayerListWording.Help.add)
    static let history = Action("h", "history", help: PlayerListWording.Help.history)
    static let records = Action("records", "table", help: PlayerListWording.Help.records)
    static let resume = Action("resume", "match", help: PlayerListWording.Help.resume)
    static let discard = Action("discard", "match", help: PlayerListWording.Help.discard)
    static let importFile = Action("import FILE", "from CSV", help: PlayerListWording.Help.importFile)
    static let retry = Action("r", "retry", help: PlayerListWording.Help.retry)
    static let reload = Action("r", "reload", help: PlayerListWording.Help.reload)
    static let logOut = Action("o", "log out", help: PlayerListWording.Help.logOut)
}
