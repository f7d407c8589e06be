import Domain
import TerminalUI

/// What the confirm presenter tells its view.
@MainActor
public protocol ConfirmPlayersDisplaying: AnyObject {
    func display(_ viewModel: ConfirmPlayersViewModel)
}

/// Team A, Team B and the bench side by side. Passive: it shows the last view model and forwards input.
public final class ConfirmPlayersView: ConfirmPlayersDisplaying, Screen {
    private let presenter: any ConfirmPlayersPresenting
    private var viewModel = ConfirmPlayersViewModel()

    public init(presenter: any ConfirmPlayersPresenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: ConfirmPlayersViewModel) {
        self.viewModel = viewModel
    }

    public func willAppear() async {
        presenter.viewWillAppear()
    }

    public func handle(_ input: String) async {
        guard viewModel.confirmation == nil else {
            return await presenter.didAnswerStartConfirmation(input)
        }
        let command = CommandInput(input)
        if ["m", "move"].contains(command.word) {
            let (numbers, team) = Self.move(command.arguments)
            return presenter.didChooseMove(numbers: numbers, to: team)
        }
        switch command.bareWord {
        case "auto", "balance": presenter.didChooseAutoSplit()
        case "start": await presenter.didChooseStart()
        case "b", "back": presenter.didChooseBack()
        case "": break
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: "Confirm players",
            body: body,
            message: viewModel.message,
            actions: viewModel.confirmation == nil ? actions : [],
            prompt: viewModel.confirmation.map(Prompt.text) ?? .command
        )
    }

    private var body: [Block] {
        switch viewModel.state {
        case .empty:
            return [.text("No players were selected — type b to go back and select some.")]
        case .teams(let teamA, let teamB, let bench):
            let numberWidth = String((teamA + teamB + bench).map(\.number).max() ?? 0).count
            let groups = [teamA, teamB, bench]
            let columns = [
                Table.Column("Team A (\(teamA.count), \(viewModel.teamAPoints))"),
                Table.Column("Team B (\(teamB.count), \(viewModel.teamBPoints))"),
                Table.Column("Bench (\(bench.count))"),
            ]
            let cells = groups.map { Self.cells($0, numberWidth: numberWidth) }
            let rows = (0..<(groups.map(\.count).max() ?? 0)).map { index in
                cells.map { $0.indices.contains(index) ? $0[index] : "" }
            }
            var blocks: [Block] = [.table(Table(columns: columns, rows: rows))]
            if let explanation = viewModel.explanation {
                blocks += [.blank, .text(explanation)]
            } else if teamA.isEmpty, teamB.isEmpty {
                blocks += [.blank, .text(Self.firstHint, .dim)]
            }
            return blocks
        }
    }

    private var actions: [Action] {
        viewModel.state == .empty ? [Self.back] : Self.sheetActions
    }

    /// "1 Ann Smith  ST  am", padded so the positions and skills line up in each column.
    private static func cells(_ entries: [ConfirmPlayersEntry], numberWidth: Int) -> [String] {
        let names = entries.map { SafeText.truncate(SafeText.sanitize($0.name), to: nameWidth) }
        let width = names.map(SafeText.width).max() ?? 0
        let positionWidth = entries.map { SafeText.width($0.position) }.max() ?? 0
        return zip(entries, names).map { entry, name in
            SafeText.pad(String(entry.number), to: numberWidth, alignment: .right) + " "
                + SafeText.pad(name, to: width) + "  " + SafeText.pad(entry.position, to: positionWidth) + " " + entry.skill
        }
    }

    /// `m 1 3 a`: the numbers, then where to. Anything else leaves the numbers or the team out.
    static func move(_ arguments: [String]) -> (numbers: [Int], team: Team?) {
        guard let last = arguments.last else { return ([], nil) }
        let team: Team? = switch last.lowercased() {
        case "a": .teamA
        case "b": .teamB
        case "bench": .bench
        default: nil
        }
        let numbers = CommandInput("m " + arguments.dropLast(team == nil ? 0 : 1).joined(separator: " ")).numberArguments ?? []
        return (numbers, team)
    }

    /// Three columns of "N Name  POS skill" fit in 80 columns with names up to this wide.
    static let nameWidth = 13
    static let firstHint = "Everyone starts on the bench. Move players with m, e.g. m 1 3 a, or type auto for balanced teams."
    static let back = Action("b", "back", help: "Back to your players; the selection is kept.")
    static let sheetActions = [
        Action("m N a|b|bench", "move", help: "Move players by number to a, b or the bench, e.g. m 1 3 a."),
        Action("auto", "balance", help: "Split everyone into two teams of equal skill: beg(inner) 1 pt, am(ateur) 2, pro(fessional) 3; no skill counts as am."),
        Action("start", "match", help: "Start the match; each team needs at least one player, and uneven teams are asked about first."),
        back,
    ]
}
