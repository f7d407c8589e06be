import Foundation
import Presentation
import TerminalUI

/// The players' records as text: everyone ranked, or one player with their last matches.
/// Passive: it shows the last view model and forwards input.
public final class RecordsView: RecordsDisplaying, Screen {
    private let presenter: any RecordsPresenting
    private var viewModel = RecordsViewModel()
    /// The body as the last view model shows it, made on the first draw after it: the loop reads
    /// `content` several times a key (and `n`, `p`, `/ text` show another part of the same table).
    private var madeBody: [Block]?

    public init(presenter: any RecordsPresenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: RecordsViewModel) {
        self.viewModel = viewModel
        madeBody = nil
    }

    public func willAppear() async {
        await presenter.viewWillAppear()
    }

    public func didDisappear() {
        madeBody = nil
    }

    public func handle(_ input: String) async {
        let command = CommandInput(input)
        if command.word == "since" {
            let typed = command.arguments.joined(separator: " ").trimmingCharacters(in: .whitespaces)
            guard let day = RecordsDay(typed: typed) else { return presenter.didEnterUnreadable(.day(typed: typed)) }
            return await presenter.didChooseSince(day)
        }
        if let number = command.number, command.arguments.isEmpty {
            return presenter.didChooseRecord(number: number)
        }
        switch command.bareWord {
        case "all": await presenter.didChooseAll()
        case "r", "retry": await presenter.didChooseRetry()
        case "b", "back": presenter.didChooseBack()
        case "": break
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(title: viewModel.title, body: body, message: viewModel.message, actions: actions)
    }

    private var body: [Block] {
        if let madeBody { return madeBody }
        let made = makeBody()
        madeBody = made
        return made
    }

    private func makeBody() -> [Block] {
        switch viewModel.state {
        case .loading: return [.text(RecordsWording.loading)]
        case .failed: return [.text(RecordsWording.notLoaded)]
        case .empty: return [.text(RecordsWording.noPlayers)]
        case .loaded(.table(let rows)):
            let cells = Self.cells(rows, showsUnknown: viewModel.showsUnknown)
            let table = Table(columns: columns(ranked: true), rows: cells, paging: Table.Paging(searchedColumn: 1))
            return [.text(viewModel.period), .blank, .table(table)] + notes
        case .loaded(.player(let record, let matches)):
            let cells = Self.cells(record, ranked: false, showsUnknown: viewModel.showsUnknown)
            var blocks: [Block] = [.table(Table(columns: columns(ranked: false), rows: [cells])), .blank]
            if matches.isEmpty {
                blocks.append(.text(RecordsWording.noMatches))
            } else {
                blocks += [
                    .text(RecordsWording.lastMatches(matches.count), .emphasis),
                    .table(Table(columns: Self.matchColumns, rows: matches.map { [$0.date, $0.side, $0.result, $0.score, $0.goals] })),
                ]
            }
            return blocks + notes
        }
    }

    private var notes: [Block] {
        viewModel.notes.isEmpty ? [] : [.blank] + viewModel.notes.map { .text($0) }
    }

    private func columns(ranked: Bool) -> [Table.Column] {
        typealias Heading = RecordsWording.Heading
        let player = Table.Column(Heading.player, flexible: true)
        var columns = ranked ? [Table.Column(Heading.rank, alignment: .right), player] : [player]
        columns += [Heading.played, Heading.won, Heading.drawn, Heading.lost].map { Table.Column($0, alignment: .right) }
        if viewModel.showsUnknown { columns.append(Table.Column(Heading.unknown, alignment: .right)) }
        return columns + [Heading.winPercentage, Heading.goals, Heading.points].map { Table.Column($0, alignment: .right) }
    }

    /// The ranked table's rows. Nonisolated: its closure over 10 000 rows then runs without the main
    /// actor's checks (about 45 ns a call).
    nonisolated private static func cells(_ rows: [RecordsRow], showsUnknown: Bool) -> [[String]] {
        rows.map { cells($0, ranked: true, showsUnknown: showsUnknown) }
    }

    /// The row's own cells when they are the table's columns (a table has 10 000 rows: they are not
    /// copied), else made for them: a player's own record has no rank.
    nonisolated private static func cells(_ row: RecordsRow, ranked: Bool, showsUnknown: Bool) -> [String] {
        if ranked, (row.unknown != nil) == showsUnknown { return row.cells }
        var cells = ranked ? [row.rank] : []
        cells += [row.name, row.played, row.won, row.drawn, row.lost]
        if showsUnknown { cells.append(row.unknown ?? "0") }
        cells += [row.winPercentage, row.goals, row.points]
        return cells
    }

    private var actions: [Action] {
        // Offline, a player's matches and another period would need the server.
        if viewModel.isReadOnly { return [Self.retry, Self.back] }
        var actions: [Action] = []
        if case .loaded(.table(let rows)) = viewModel.state {
            actions.append(
                Action(rows.count == 1 ? "1" : "1-\(rows.count)", "player", help: RecordsWording.playerHelp))
        }
        if viewModel.isTable, viewModel.state != .loading {
            actions.append(Self.since)
            if viewModel.isLimited { actions.append(Self.all) }
        }
        if viewModel.state.isFailed { actions.append(Self.retry) }
        return actions + [Self.back]
    }

    static let matchColumns = [
        Table.Column(RecordsWording.Heading.ended, flexible: true), Table.Column(RecordsWording.Heading.side),
        Table.Column(RecordsWording.Heading.result), Table.Column(RecordsWording.Heading.score, alignment: .right),
        Table.Column(RecordsWording.Heading.goals, alignment: .right),
    ]
    static let since = Action("since YYYY-MM-DD", "from a day", help: RecordsWording.sinceHelp)
    static let all = Action("all", "every match", help: RecordsWording.allHelp)
    static let retry = Action("r", "retry", help: RecordsWording.retryHelp)
    static let back = Action("b", "back", help: RecordsWording.backHelp)
}

extension RecordsDay {
    /// A line as typed: four, two and two ASCII digits, with dashes; nil for anything else.
    init?(typed text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }
}
