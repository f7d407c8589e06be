import Domain
import Presentation
import TerminalUI

/// The match screen as text, from what it shows: the clock in the title line, the score, both teams,
/// and the commands the clock allows. Every implementation draws its board through it.
public enum GatherLayout {
    public static func content(_ board: GatherBoard) -> ScreenContent {
        ScreenContent(
            title: GatherWording.title,
            // The only part a tick changes, so a terminal rewrites it in place.
            status: board.clock,
            body: body(board),
            message: board.message,
            // Nothing but the share block while it is shown, so all of it fits to be copied.
            actions: board.confirmation == nil && board.shared == nil ? actions(board) : [],
            prompt: board.confirmation.map(Prompt.text) ?? .command,
            leavesFor: board.shared.map { _ in GatherWording.shareLeavesFor }
        )
    }

    private static func body(_ board: GatherBoard) -> [Block] {
        // The block holds the score and the teams.
        if let shared = board.shared { return ShareWording.blocks(shared) }
        var blocks: [Block] = [
            .text(board.score, .emphasis), .blank, .sideBySide([team(Team.teamA.label, board.teamA), team(Team.teamB.label, board.teamB)]),
        ]
        if !board.scorers.isEmpty {
            blocks += [.blank] + board.scorers.map { .text($0) }
        }
        if !board.bench.isEmpty {
            blocks += [.blank, .text(GatherWording.bench(board.bench))]
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

    private static func actions(_ board: GatherBoard) -> [Action] {
        var actions = [Action("a+ a- b+ b-", "score", help: GatherWording.Help.score(goals: board.goalsRange))]
        switch board.clockState {
        case .running: actions.append(pause)
        case .ready: actions.append(start)
        case .paused: actions.append(resume)
        case .halfTime: actions.append(secondHalf)
        case .timeUp: break
        }
        if board.clockState != .ready {
            actions.append(Action("r", "reset", help: GatherWording.Help.reset(to: board.fullTime)))
        }
        let setTime = Action("t mm:ss", "set time", help: GatherWording.Help.setTime(times: board.clockRange))
        return actions + [setTime, substitute, share, end]
    }

    static let start = Action("s", "start", help: GatherWording.Help.start)
    static let resume = Action("s", "resume", help: GatherWording.Help.resume)
    static let secondHalf = Action("s", "2nd half", help: GatherWording.Help.secondHalf)
    static let pause = Action("p", "pause", help: GatherWording.Help.pause)
    static let substitute = Action("sub N a|b|bench", "move", help: GatherWording.Help.substitute)
    static let share = Action("share", "paste", help: GatherWording.Help.share)
    static let end = Action("end", "finish", help: GatherWording.Help.end)
}
