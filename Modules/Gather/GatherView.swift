import Domain
import Presentation
import TerminalUI

/// A match in progress as text: the clock in the title line, the score, both teams.
/// Passive: it shows the last view model, reads each line into what it means for its
/// presenter, and forwards ticks.
public final class GatherView: GatherDisplaying, Screen {
    private let presenter: any GatherPresenting
    private var viewModel = GatherViewModel()

    public init(presenter: any GatherPresenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: GatherViewModel) {
        self.viewModel = viewModel
    }

    public func willAppear() async {
        presenter.viewWillAppear()
    }

    public var wantsTicks: Bool { true }

    public func tick() async {
        await presenter.didTick()
    }

    public func handle(_ input: String) async {
        guard viewModel.confirmation == nil else {
            guard let yes = Wording.answer(input) else { return presenter.didEnterUnreadable(.answer) }
            return await presenter.didAnswer(yes)
        }
        let command = CommandInput(Self.separatingScorer(input))
        if command.word == "share" {
            guard let share = ShareCommand(arguments: command.arguments) else { return presenter.didEnterUnreadable(.share) }
            return await presenter.didChooseShare(share)
        }
        if command.word == "sub" {
            guard let (number, team) = Self.substitution(command.arguments) else { return presenter.didEnterUnknownCommand(input) }
            return await presenter.didChooseSub(number: number, to: team)
        }
        if ["t", "time"].contains(command.word) {
            guard let seconds = Wording.seconds(typed: command.arguments.joined(separator: " ")) else {
                return presenter.didEnterUnreadable(.time)
            }
            return await presenter.didSetTime(seconds: seconds)
        }
        if let (side, goals) = Self.scoreCommands[command.word], let number = Self.scorer(in: command) {
            return await presenter.didChangeScore(of: side, by: goals, scorer: number)
        }
        switch command.bareWord {
        case "a+": await presenter.didChangeScore(of: .teamA, by: 1)
        case "a-": await presenter.didChangeScore(of: .teamA, by: -1)
        case "b+": await presenter.didChangeScore(of: .teamB, by: 1)
        case "b-": await presenter.didChangeScore(of: .teamB, by: -1)
        case "s", "start", "resume": await presenter.didChooseStart()
        case "p", "pause": await presenter.didChoosePause()
        case "r", "reset": await presenter.didChooseReset()
        case "end": presenter.didChooseEnd()
        case "b", "back": presenter.didChooseBack()
        case "": presenter.didPressEnter()
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: GatherWording.title,
            // The only part a tick changes, so a terminal rewrites it in place.
            status: viewModel.clock,
            body: body,
            message: viewModel.message,
            // Nothing but the share block while it is shown, so all of it fits to be copied.
            actions: viewModel.confirmation == nil && viewModel.shared == nil ? actions : [],
            prompt: viewModel.confirmation.map(Prompt.text) ?? .command
        )
    }

    private static let scoreCommands: [String: (GatherSide, Int)] = ["a+": (.teamA, 1), "a-": (.teamA, -1), "b+": (.teamB, 1), "b-": (.teamB, -1)]

    /// `sub 5 a`: one player's number, then a, b or bench.
    private static func substitution(_ arguments: [String]) -> (Int, Team)? {
        guard arguments.count == 2, arguments[0].count <= 9, let number = Int(arguments[0]) else { return nil }
        let team: Team? =
            switch arguments[1].lowercased() {
            case "a": .teamA
            case "b": .teamB
            case "bench": .bench
            default: nil
            }
        return team.map { (number, $0) }
    }

    /// "a+2" as "a+ 2": the number may follow the score command without a space.
    static func separatingScorer(_ input: String) -> String {
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        let command = String(trimmed.prefix(2)).lowercased()
        let rest = trimmed.dropFirst(2)
        guard scoreCommands[command] != nil, let first = rest.first, first.isASCII, first.isNumber else { return input }
        return command + " " + rest
    }

    /// The one number after a score command ("a+ 3"); nil for anything else.
    private static func scorer(in command: CommandInput) -> Int? {
        guard let numbers = command.numberArguments, numbers.count == 1 else { return nil }
        return numbers[0]
    }

    private var body: [Block] {
        // The block holds the score and the teams.
        if let shared = viewModel.shared { return ShareWording.blocks(shared) }
        var blocks: [Block] = [
            .text(viewModel.score, .emphasis), .blank, .sideBySide([team(Team.teamA.label, viewModel.teamA), team(Team.teamB.label, viewModel.teamB)]),
        ]
        if !viewModel.scorers.isEmpty {
            blocks += [.blank] + viewModel.scorers.map { .text($0) }
        }
        if !viewModel.bench.isEmpty {
            blocks += [.blank, .text(GatherWording.bench(viewModel.bench))]
        }
        return blocks
    }

    /// One team; the two sit side by side, one above the other in a narrow terminal.
    private func team(_ name: String, _ players: [GatherPlayerRow]) -> Table {
        Table(
            columns: [Table.Column("#", alignment: .right), Table.Column(name, flexible: true), Table.Column("Pos")],
            rows: players.map { [$0.number, $0.name, $0.position] }
        )
    }

    private var actions: [Action] {
        var actions = [score]
        switch viewModel.clockState {
        case .running: actions.append(Self.pause)
        case .ready: actions.append(Self.start)
        case .paused: actions.append(Self.resume)
        case .timeUp: break
        }
        if viewModel.clockState != .ready {
            actions.append(Action("r", "reset", help: GatherWording.Help.reset(to: viewModel.fullTime)))
        }
        return actions + [setTime, Self.substitute, Self.share, Self.end]
    }

    private var score: Action {
        Action("a+ a- b+ b-", "score", help: GatherWording.Help.score(goals: viewModel.goalsRange))
    }
    static let start = Action("s", "start", help: GatherWording.Help.start)
    static let resume = Action("s", "resume", help: GatherWording.Help.resume)
    static let pause = Action("p", "pause", help: GatherWording.Help.pause)
    private var setTime: Action {
        Action("t mm:ss", "set time", help: GatherWording.Help.setTime(times: viewModel.clockRange))
    }
    static let substitute = Action("sub N a|b|bench", "move", help: GatherWording.Help.substitute)
    static let share = Action("share", "paste", help: GatherWording.Help.share)
    static let end = Action("end", "finish", help: GatherWording.Help.end)
}
