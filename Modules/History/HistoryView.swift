import Domain
import Presentation
import TerminalUI

/// What the history presenter tells its view.
@MainActor
public protocol HistoryDisplaying: AnyObject {
    func display(_ viewModel: HistoryViewModel)
}

/// The finished matches as text, and one of them in full.
/// Passive: it shows the last view model and forwards input.
public final class HistoryView: HistoryDisplaying, Screen {
    private let presenter: any HistoryPresenting
    private var viewModel = HistoryViewModel()

    public init(presenter: any HistoryPresenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: HistoryViewModel) {
        self.viewModel = viewModel
    }

    public func willAppear() async {
        await presenter.viewWillAppear()
    }

    public func handle(_ input: String) async {
        guard viewModel.confirmation == nil else {
            return await presenter.didAnswerConfirmation(input)
        }
        let command = CommandInput(input)
        if let number = command.number, command.arguments.isEmpty {
            return await presenter.didChooseGather(number: number)
        }
        if ["d", "delete"].contains(command.word) {
            return presenter.didChooseDelete(number: Self.single(command.numberArguments))
        }
        if command.word == "share" {
            // The match's number may come before or after md: share 2 md, share md 2.
            let numberAt = command.arguments.prefix(2).firstIndex { $0.count <= 9 && Int($0) != nil }
            var arguments = command.arguments
            let number = numberAt.flatMap { Int(arguments.remove(at: $0)) }
            return await presenter.didChooseShare(number: number, arguments: arguments)
        }
        switch command.bareWord {
        case "b", "back": presenter.didChooseBack()
        case "r", "retry": await presenter.didChooseRetry()
        case "": presenter.didPressEnter()
        default:
            if Self.looksLikeANumber(command.word) {
                await presenter.didChooseGather(number: nil)
            } else {
                presenter.didEnterUnknownCommand(input)
            }
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: title,
            // The share block alone, in place of the history, so all of it fits to be copied.
            body: viewModel.shared.map(ShareWording.blocks) ?? body,
            message: viewModel.message,
            actions: viewModel.confirmation == nil && viewModel.shared == nil ? actions : [],
            prompt: viewModel.confirmation.map(Prompt.text) ?? .command
        )
    }

    private var title: String {
        switch viewModel.state {
        case .loading, .failed, .empty: "History"
        case .loaded(.list(let rows)): "History (\(rows.count))"
        case .loaded(.match(let detail)): "History · \(detail.number) of \(detail.count)"
        }
    }

    private var body: [Block] {
        switch viewModel.state {
        case .loading: [.text("Loading your finished matches…")]
        case .failed: [.text("Your history could not be loaded.")]
        case .empty: [.text("No finished matches yet — on the player list, type s to select who plays.")]
        // Matches have no name: finding looks at the date, the result and the teams.
        case .loaded(.list(let rows)): [.table(Table(columns: Self.columns, rows: rows.map(Self.cells), paging: Table.Paging(searchedColumn: nil)))]
        case .loaded(.match(let detail)): Self.body(of: detail)
        }
    }

    private var actions: [Action] {
        // Offline, deleting is refused: it is not offered.
        let offered = allActions
        return viewModel.isReadOnly ? offered.filter { $0 != Self.delete && $0 != Self.deleteShown } : offered
    }

    private var allActions: [Action] {
        switch viewModel.state {
        case .loading: []
        case .failed: [Self.retry, Self.backToPlayers]
        case .empty: [Self.backToPlayers]
        case .loaded(.list(let rows)):
            [
                Action(Self.range(rows.count), "open", help: "Type a match's number to see it in full: date, result and both teams."),
                Self.delete, Self.share, Self.backToPlayers,
            ]
        case .loaded(.match(let detail)) where detail.count > 1:
            [
                Action(Self.range(detail.count), "open", help: "Type another match's number to see it instead."),
                Self.deleteShown, Self.shareShown, Self.backToList,
            ]
        case .loaded(.match):
            [Self.deleteShown, Self.shareShown, Self.backToList]
        }
    }

    private static func body(of detail: HistoryDetail) -> [Block] {
        let facts = [("Date:", detail.date), ("Result:", detail.result)]
        let width = facts.map { SafeText.width($0.0) }.reduce(0, max)
        var blocks = facts.map { Block.text(SafeText.pad($0.0, to: width) + "  " + $0.1) }
        if !detail.teamsKnown {
            let played = detail.bench.isEmpty ? Wording.missing : detail.bench.map(listedName).joined(separator: ", ")
            return blocks + [.blank, .text("Teams not recorded (the server keeps who played, not where): " + played)]
        }
        blocks += [
            .blank,
            .table(
                Table(
                    columns: teamColumns,
                    rows: teamRows(Team.teamA.label, detail.teamA) + teamRows(Team.teamB.label, detail.teamB)
                )),
        ]
        if !detail.scorers.isEmpty {
            blocks += [.blank] + detail.scorers.map { Block.text($0) }
        }
        if !detail.bench.isEmpty {
            blocks += [.blank, .text("Bench: " + detail.bench.map(listedName).joined(separator: ", "))]
        }
        return blocks
    }

    /// The team's players, the team named on its first line; a team nobody played in shows "—".
    private static func teamRows(_ team: String, _ players: [HistoryPlayerLine]) -> [[String]] {
        guard !players.isEmpty else { return [[team, Wording.missing, ""]] }
        return players.enumerated().map { index, player in
            [index == 0 ? team : "", name(player), player.position]
        }
    }

    /// The name the player had then; a player deleted since is marked.
    private static func name(_ player: HistoryPlayerLine) -> String {
        player.isDeleted ? player.name + " (deleted)" : player.name
    }

    /// `name` in a list joined by ", ": a name with a comma is quoted, so it reads as one person.
    private static func listedName(_ player: HistoryPlayerLine) -> String {
        Wording.listed(player.name) + (player.isDeleted ? " (deleted)" : "")
    }

    private static func cells(_ row: HistoryRow) -> [String] {
        [String(row.number), row.date, row.result, row.teams]
    }

    /// The number after `d`, when exactly one was typed.
    private static func single(_ numbers: [Int]?) -> Int? {
        guard let numbers, numbers.count == 1 else { return nil }
        return numbers.first
    }

    private static func range(_ count: Int) -> String {
        count == 1 ? "1" : "1-\(count)"
    }

    /// "1.5", "+3", "#2", "2x", twenty digits: meant as a match's number, not as a command.
    private static func looksLikeANumber(_ word: String) -> Bool {
        word.drop { "+-#".contains($0) }.first?.isNumber == true
    }

    static let columns = [
        Table.Column("#", alignment: .right),
        Table.Column("Date"),
        Table.Column("Result"),
        Table.Column("Teams", flexible: true),
    ]
    static let teamColumns = [Table.Column("Team"), Table.Column("Player", flexible: true), Table.Column("Pos")]
    static let delete = Action("d N", "delete", help: "Delete match N, e.g. d 2; you are asked to confirm first.")
    static let share = Action("share N", "to paste", help: "Match N to paste; share N md for Markdown, share N FILE saves it.")
    static let deleteShown = Action("d", "delete", help: "Delete this match; you are asked to confirm first.")
    static let shareShown = Action("share", "to paste", help: "This match to paste; share md for Markdown, share FILE saves it.")
    static let retry = Action("r", "retry", help: "Try loading the history again.")
    static let backToPlayers = Action("b", "back", help: "Back to your players.")
    static let backToList = Action("b", "back", help: "Back to the list of finished matches.")
}
