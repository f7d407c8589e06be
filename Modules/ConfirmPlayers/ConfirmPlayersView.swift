import Domain
import Presentation
import TerminalUI

/// Team A, Team B and the bench side by side. Passive: it shows the last view model, and reads every
/// line typed into a typed call on its presenter.
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
        switch viewModel.question {
        case .yesOrNo:
            guard let yes = TypedInput.answer(input) else { return presenter.didEnterUnreadable(.answer) }
            return await presenter.didAnswer(yes)
        case .unfinishedMatch:
            guard let choice = Self.unfinishedMatchChoice(input) else { return presenter.didEnterUnreadable(.unfinishedMatchAnswer) }
            return await presenter.didAnswerUnfinishedMatch(choice)
        case nil: break
        }
        let command = CommandInput(input)
        if command.word == "share" {
            guard let share = ShareCommand(typed: command.text()) else { return presenter.didEnterUnreadable(.share) }
            return await presenter.didChooseShare(share)
        }
        if ["m", "move"].contains(command.word) {
            let (numbers, team) = Self.move(command.arguments)
            return presenter.didChooseMove(numbers: numbers, to: team)
        }
        switch command.bareWord {
        case "auto", "balance": presenter.didChooseAutoSplit()
        case "start": await presenter.didChooseStart()
        case "r" where viewModel.offersRetry, "retry" where viewModel.offersRetry: await presenter.didChooseRetry()
        case "b", "back": presenter.didChooseBack()
        case "": presenter.didPressEnter()
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: ConfirmPlayersWording.title,
            // The share block alone, in place of the sheet, so all of it fits to be copied.
            body: viewModel.shared.map(ShareWording.blocks) ?? body,
            message: viewModel.message,
            actions: viewModel.question == nil && viewModel.shared == nil ? actions : [],
            prompt: viewModel.question.map { .text($0.text) } ?? .command,
            leavesFor: viewModel.shared.map { _ in ConfirmPlayersWording.shareLeavesFor }
        )
    }

    private var body: [Block] {
        switch viewModel.state {
        case .empty:
            return [.text(ConfirmPlayersWording.emptySheet)]
        case .teams(let teamA, let teamB, let bench):
            // Each group is in number order: its last has its highest number.
            let numberWidth = String([teamA, teamB, bench].compactMap(\.last?.number).max() ?? 0).count
            let tables = [
                Self.table(ConfirmPlayersWording.heading(.teamA, count: teamA.count), teamA, numberWidth: numberWidth),
                Self.table(ConfirmPlayersWording.heading(.teamB, count: teamB.count), teamB, numberWidth: numberWidth),
                Self.table(ConfirmPlayersWording.heading(.bench, count: bench.count), bench, numberWidth: numberWidth),
            ]
            // The explanation of a split starts with the points; without one they are said here.
            let points = viewModel.explanation ?? ConfirmPlayersWording.pointsLine(teamA: viewModel.teamAPoints, teamB: viewModel.teamBPoints)
            var blocks: [Block] = [.sideBySide(tables), .blank, .text(points)]
            if viewModel.explanation == nil, teamA.isEmpty, teamB.isEmpty {
                blocks += [.blank, .text(ConfirmPlayersWording.firstHint, .dim)]
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
    nonisolated private static func table(_ title: String, _ entries: [ConfirmPlayersEntry], numberWidth: Int) -> Table {
        let positionWidth = entries.map { SafeText.width($0.position) }.max() ?? 0
        // A few positions and skills make every second cell: each is worded once, not once a row.
        var details: [(position: String, skill: String, cell: String)] = []
        return Table(
            columns: [Table.Column(title, flexible: true), Table.Column("")],
            rows: entries.map { entry in
                // One string a cell, made at once: a sheet can have 10 000 rows.
                let number = String(entry.number)
                var first = String(repeating: " ", count: max(0, numberWidth - number.count))
                first.reserveCapacity(numberWidth + 1 + entry.name.utf8.count)
                first += number
                first += " "
                first += entry.name
                if let known = details.first(where: { $0.position == entry.position && $0.skill == entry.skill }) { return [first, known.cell] }
                let second = "\(SafeText.pad(entry.position, to: positionWidth)) \(entry.skill)"
                details.append((entry.position, entry.skill, second))
                return [first, second]
            }
        )
    }

    /// `resume`, `discard`, or `b` (or no) to keep both as they are.
    static func unfinishedMatchChoice(_ line: String) -> ConfirmPlayersUnfinishedChoice? {
        switch CommandInput(line).bareWord {
        case "resume": .resume
        case "discard": .discard
        case "b", "back", "n", "no": .keep
        default: nil
        }
    }

    /// `m 1 3 a`, `m 1-3 bench`: the numbers (as `s` takes them), then where to. Anything else leaves the
    /// numbers or the team out; a range too long to be players' gives its ends, which name no one.
    static func move(_ arguments: [String]) -> (numbers: [Int], team: Team?) {
        guard let last = arguments.last else { return ([], nil) }
        let team: Team? =
            switch last.lowercased() {
            case "a": .teamA
            case "b": .teamB
            case "bench": .bench
            default: nil
            }
        let ranges = CommandInput.numberRanges(arguments.dropLast(team == nil ? 0 : 1).joined(separator: " ")) ?? []
        return (ranges.flatMap { $0.upperBound - $0.lowerBound >= 1_000 ? [$0.lowerBound, $0.upperBound] : Array($0) }, team)
    }

    static let back = Action("b", "back", help: ConfirmPlayersWording.Help.back)
    static let sheetActions = [
        Action("m N a|b|bench", "move", help: ConfirmPlayersWording.Help.move),
        Action("auto", "balance", help: ConfirmPlayersWording.Help.auto),
        Action("start", "match", help: ConfirmPlayersWording.Help.start),
        Action("share", "paste", help: ConfirmPlayersWording.Help.share),
        back,
    ]
}
