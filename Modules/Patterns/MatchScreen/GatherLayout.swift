import Domain
import Presentation
import TerminalUI

/// The match screen as text, from what it shows: the clock in the title line, the score, both teams,
/// and the commands the clock allows. Every implementation draws its view model through it.
public enum GatherLayout {
    public static func content(_ viewModel: GatherViewModel) -> ScreenContent {
        ScreenContent(
            title: GatherWording.title,
            // The only part a tick changes, so a terminal rewrites it in place.
            status: viewModel.clock,
            body: body(viewModel),
            message: viewModel.message,
            // Nothing but the share block while it is shown, so all of it fits to be copied.
            actions: viewModel.confirmation == nil && viewModel.shared == nil ? actions(viewModel) : [],
            prompt: viewModel.confirmation.map(Prompt.text) ?? .command
        )
    }

    private static func body(_ viewModel: GatherViewModel) -> [Block] {
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
    private static func team(_ name: String, _ players: [GatherPlayerRow]) -> Table {
        Table(
            columns: [Table.Column("#", alignment: .right), Table.Column(name, flexible: true), Table.Column("Pos")],
            rows: players.map { [$0.number, $0.name, $0.position] }
        )
    }

    private static func actions(_ viewModel: GatherViewModel) -> [Action] {
        var actions = [Action("a+ a- b+ b-", "score", help: GatherWording.Help.score(goals: viewModel.goalsRange))]
        switch viewModel.clockState {
        case .running: actions.append(pause)
        case .ready: actions.append(start)
        case .paused: actions.append(resume)
        case .timeUp: break
        }
        if viewModel.clockState != .ready {
            actions.append(Action("r", "reset", help: GatherWording.Help.reset(to: viewModel.fullTime)))
        }
        let setTime = Action("t mm:ss", "set time", help: GatherWording.Help.setTime(times: viewModel.clockRange))
        return actions + [setTime, substitute, share, end]
    }

    static let start = Action("s", "start", help: GatherWording.Help.start)
    static let resume = Action("s", "resume", help: GatherWording.Help.resume)
    static let pause = Action("p", "pause", help: GatherWording.Help.pause)
    static let substitute = Action("sub N a|b|bench", "move", help: GatherWording.Help.substitute)
    static let share = Action("share", "paste", help: GatherWording.Help.share)
    static let end = Action("end", "finish", help: GatherWording.Help.end)
}
