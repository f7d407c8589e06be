import Domain
import Presentation
import TerminalUI

/// What the gather presenter tells its view.
@MainActor
public protocol GatherDisplaying: AnyObject {
    func display(_ viewModel: GatherViewModel)
}

/// A match in progress as text: the clock in the title line, the score, both teams.
/// Passive: it shows the last view model and forwards input and ticks.
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
            return await presenter.didAnswerEndConfirmation(input)
        }
        let command = CommandInput(Self.separatingScorer(input))
        if command.word == "share" {
            return await presenter.didChooseShare(command.arguments)
        }
        if command.word == "sub" {
            guard let (number, team) = Self.substitution(command.arguments) else { return presenter.didEnterUnknownCommand(input) }
            return await presenter.didChooseSub(number: number, to: team)
        }
        if ["t", "time"].contains(command.word) {
            return await presenter.didSetTime(command.arguments.joined(separator: " "))
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
            title: "Match in progress",
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
            blocks += [.blank, .text("Bench: " + Wording.names(viewModel.bench))]
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
            actions.append(Action("r", "reset", help: "Stop the clock and put it back to \(viewModel.fullTime)."))
        }
        return actions + [setTime, Self.substitute, Self.share, Self.end]
    }

    private var score: Action {
        Action(
            "a+ a- b+ b-", "score",
            help: "a+ adds a goal to Team A, a- takes one away; b+ and b- do the same for Team B\(Self.within(viewModel.goalsRange)). "
                + "Add a player's number, as on the team sheet, to credit the goal to them: a+ 3 (a- 3 takes one of theirs back)."
        )
    }
    static let start = Action("s", "start", help: "Start the countdown.")
    static let resume = Action("s", "resume", help: "Resume the countdown where it was paused.")
    static let pause = Action("p", "pause", help: "Pause the countdown; s resumes it.")
    private var setTime: Action {
        Action(
            "t mm:ss", "set time",
            help: "Set the countdown, e.g. t 7:30, or t 7 for 7:00\(Self.within(viewModel.clockRange)); the clock stops at the new time."
        )
    }

    /// " (0 to 99)"; nothing when no range was given.
    private static func within(_ range: String) -> String {
        range.isEmpty ? "" : " (\(range))"
    }
    static let substitute = Action(
        "sub N a|b|bench", "move", help: "Move player N (their number on the team sheet) to Team A, Team B or the bench, e.g. sub 5 a."
    )
    static let share = Action("share", "paste", help: "The match as text to paste; share md for Markdown, share FILE saves it.")
    static let end = Action("end", "finish", help: "End the match: after you confirm, the score and the winner are stored and you return to your players.")
}
