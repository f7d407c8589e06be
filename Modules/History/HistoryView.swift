import Domain
import Presentation
import TerminalUI

/// The finished matches as text, and one of them in full.
/// Passive: it shows the last view model and reads each line into what it means for its presenter.
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
            guard let yes = TypedInput.answer(input) else { return await presenter.didEnterUnreadable(.answer) }
            return await presenter.didAnswer(yes)
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
            let number = numberAt.flatMap { Int(command.arguments[$0]) }
            let typed = numberAt.map { command.arguments.prefix($0).joined(separator: " ") + " " + command.text(afterArguments: $0 + 1) }
            guard let share = ShareCommand(typed: typed ?? command.text()) else { return await presenter.didEnterUnreadable(.share) }
            return await presenter.didChooseShare(number: number, share)
        }
        switch command.bareWord {
        case "b", "back": presenter.didChooseBack()
        case "r", "retry": await presenter.didChooseRetry()
        case "": presenter.didPressEnter()
        default:
            if Self.looksLikeANumber(command.word) {
                await presenter.didEnterUnreadable(.matchNumber)
            } else {
                presenter.didEnterUnknownCommand(input)
            }
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: HistoryWording.title(viewModel.state),
            // The share block alone, in place of the history, so all of it fits to be copied.
            body: viewModel.shared.map(ShareWording.blocks) ?? body,
            message: viewModel.message,
            actions: viewModel.confirmation == nil && viewModel.shared == nil ? actions : [],
            prompt: viewModel.confirmation.map(Prompt.text) ?? .command,
            leavesFor: viewModel.shared.map { _ in HistoryWording.shareLeavesFor }
        )
    }

    private var body: [Block] {
        switch viewModel.state {
        case .loading: [.text(HistoryWording.loadingBody)]
        case .failed: [.text(HistoryWording.failedBody)]
        case .empty: [.text(HistoryWording.emptyBody)]
        // Matches have no name: finding looks at the date, the result and the teams.
        case .loaded(.list(let rows)): [.table(Table(columns: Self.columns, rows: rows.map(Self.cells), paging: Table.Paging(searchedColumn: nil)))]
        case .loaded(.match(let detail)): Self.body(of: detail)
        }
    }

    private var actions: [Action] {
        // Offline, deleting is refused but for a match not sent yet: it is not offered without one.
        let offered = allActions
        guard viewModel.isReadOnly, !viewModel.showsMatchesNotSentYet else { return offered }
        return offered.filter { $0 != Self.delete && $0 != Self.deleteShown }
    }

    private var allActions: [Action] {
        switch viewModel.state {
        case .loading: []
        case .failed: [Self.retry, Self.backToPlayers]
        case .empty: [Self.backToPlayers]
        case .loaded(.list(let rows)):
            [
                Action(Self.range(rows.count), "open", help: HistoryWording.Help.open),
                Self.delete, Self.share, Self.backToPlayers,
            ]
        case .loaded(.match(let detail)) where detail.count > 1:
            [
                Action(Self.range(detail.count), "open", help: HistoryWording.Help.openAnother),
                Self.deleteShown, Self.shareShown, Self.backToList,
            ]
        case .loaded(.match):
            [Self.deleteShown, Self.shareShown, Self.backToList]
        }
    }

    private static func body(of detail: HistoryDetail) -> [Block] {
        let facts = [(HistoryWording.dateFact, detail.date), (HistoryWording.resultFact, detail.result)]
        let width = facts.map { SafeText.width($0.0) }.reduce(0, max)
        var blocks = facts.map { Block.text(SafeText.pad($0.0, to: width) + "  " + $0.1) }
        if !detail.teamsKnown {
            let played = detail.bench.isEmpty ? Wording.missing : detail.bench.map(listedName).joined(separator: ", ")
            return blocks + [.blank, .text(HistoryWording.teamsNotRecorded + played)]
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
            blocks += [.blank, .text(HistoryWording.bench(detail.bench.map(listedName).joined(separator: ", ")))]
        }
        if let substitutions = detail.substitutions {
            blocks += [.blank, .text(substitutions)]
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
        HistoryWording.name(player.name, isDeleted: player.isDeleted)
    }

    /// `name` in a list joined by ", ": a name with a comma is quoted, so it reads as one person.
    private static func listedName(_ player: HistoryPlayerLine) -> String {
        HistoryWording.name(Wording.listed(player.name), isDeleted: player.isDeleted)
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
        Table.Column(HistoryWording.Heading.number, alignment: .right),
        Table.Column(HistoryWording.Heading.date),
        Table.Column(HistoryWording.Heading.result),
        Table.Column(HistoryWording.Heading.teams, flexible: true),
    ]
    static let teamColumns = [
        Table.Column(HistoryWording.Heading.team), Table.Column(HistoryWording.Heading.player, flexible: true),
        Table.Column(HistoryWording.Heading.position),
    ]
    static let delete = Action("d N", "delete", help: HistoryWording.Help.delete)
    static let share = Action("share N", "to paste", help: HistoryWording.Help.share)
    static let deleteShown = Action("d", "delete", help: HistoryWording.Help.deleteShown)
    static let shareShown = Action("share", "to paste", help: HistoryWording.Help.shareShown)
    static let retry = Action("r", "retry", help: HistoryWording.Help.retry)
    static let backToPlayers = Action("b", "back", help: HistoryWording.Help.backToPlayers)
    static let backToList = Action("b", "back", help: HistoryWording.Help.backToList)
}
