import Domain
import Presentation
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
        if command.word == "share" {
            return await presenter.didChooseShare(command.arguments)
        }
        if ["m", "move"].contains(command.word) {
            let (numbers, team) = Self.move(command.arguments)
            return presenter.didChooseMove(numbers: numbers, to: team)
        }
        switch command.bareWord {
        case "auto", "balance": presenter.didChooseAutoSplit()
        case "start": await presenter.didChooseStart()
        case "r", "retry": await presenter.didChooseRetry(input)
        case "b", "back": presenter.didChooseBack()
        case "": presenter.didPressEnter()
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: "Team sheet",
            // The share block alone, in place of the sheet, so all of it fits to be copied.
            body: viewModel.shared.map(ShareWording.blocks) ?? body,
            message: viewModel.message,
            actions: viewModel.confirmation == nil && viewModel.shared == nil ? actions : [],
            prompt: viewModel.confirmation.map(Prompt.text) ?? .command
        )
    }

    private var body: [Block] {
        switch viewModel.state {
        case .empty:
            return [.text("No players were selected — type b to go back and select some.")]
        case .teams(let teamA, let teamB, let bench):
            let numberWidth = String((teamA + teamB + bench).map(\.number).max() ?? 0).count
            let tables = [
                Self.table("Team A (\(teamA.count))", teamA, numberWidth: numberWidth),
                Self.table("Team B (\(teamB.count))", teamB, numberWidth: numberWidth),
                Self.table("Bench (\(bench.count))", bench, numberWidth: numberWidth),
            ]
            // The explanation of a split starts with the points; without one they are said here.
            let points = viewModel.explanation ?? "Team A \(viewModel.teamAPoints) · Team B \(viewModel.teamBPoints)"
            var blocks: [Block] = [.sideBySide(tables), .blank, .text(points)]
            if viewModel.explanation == nil, teamA.isEmpty, teamB.isEmpty {
                blocks += [.blank, .text(Self.firstHint, .dim)]
            }
            return blocks
        }
    }

    private var actions: [Action] {
        viewModel.state == .empty ? [Self.back] : Self.sheetActions
    }

    /// One group: "1 Ann Smith" (the name cut to the room there is), then "ST  am" with
    /// positions and skills lined up. The three groups sit side by side, or one above
    /// the other in a narrow terminal.
    private static func table(_ title: String, _ entries: [ConfirmPlayersEntry], numberWidth: Int) -> Table {
        let positionWidth = entries.map { SafeText.width($0.position) }.max() ?? 0
        return Table(
            columns: [Table.Column(title, flexible: true), Table.Column("")],
            rows: entries.map { entry in
                [
                    SafeText.pad(String(entry.number), to: numberWidth, alignment: .right) + " " + entry.name,
                    SafeText.pad(entry.position, to: positionWidth) + " " + entry.skill,
                ]
            }
        )
    }

    /// `m 1 3 a`: the numbers, then where to. Anything else leaves the numbers or the team out.
    static func move(_ arguments: [String]) -> (numbers: [Int], team: Team?) {
        guard let last = arguments.last else { return ([], nil) }
        let team: Team? =
            switch last.lowercased() {
            case "a": .teamA
            case "b": .teamB
            case "bench": .bench
            default: nil
            }
        let numbers = CommandInput("m " + arguments.dropLast(team == nil ? 0 : 1).joined(separator: " ")).numberArguments ?? []
        return (numbers, team)
    }

    static let firstHint = "Everyone starts on the bench. Move players with m, e.g. m 1 3 a, or type auto for balanced teams."
    static let back = Action("b", "back", help: "Back to picking players; the picks and the teams are kept.")
    static let sheetActions = [
        Action("m N a|b|bench", "move", help: "Move players by number to a, b or the bench, e.g. m 1 3 a."),
        Action(
            "auto", "balance",
            help: "Split everyone into two teams of equal skill: beg(inner) 1 pt, am(ateur) 2, pro(fessional) 3; no skill counts as am. "
                + "auto again shows another split as balanced, if there is one."
        ),
        Action("start", "match", help: "Start the match; each team needs at least one player, and uneven teams are asked about first."),
        Action("share", "paste", help: "The teams as text to paste; share md for Markdown, share FILE saves it."),
        back,
    ]
}
