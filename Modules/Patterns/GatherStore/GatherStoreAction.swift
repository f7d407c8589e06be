import Domain
import Presentation
import TerminalUI

/// Everything that can happen to the match screen: what the user typed (as `GatherCommand` read
/// it), the screen appearing, a second passing, and what the world answered to an effect. Each goes
/// through `GatherReducer`, the only place the state changes.
public enum GatherAction: Equatable, Sendable {
    // MARK: The user

    /// The screen is shown: its news too.
    case appeared
    /// `a+`, `b-`, `a+ 3`: one goal more (+1) or less (-1), maybe credited to the side's player `scorer`.
    case score(GatherSide, goals: Int, scorer: Int?)
    /// `s`: start, or resume after a pause.
    case start
    case pause
    case reset
    /// `t mm:ss`, `t m`: the new set time, in seconds.
    case setTime(seconds: Int)
    /// `sub N a|b|bench`: player N (as on the team sheet) to Team A, Team B or the bench.
    case sub(number: Int, to: Team)
    /// `end`: asks to confirm first.
    case end
    /// Yes or no to the question asked.
    case answer(Bool)
    case back
    /// `share`, with what followed it.
    case share(ShareCommand)
    /// Enter alone: the match again, after a share block.
    case enter
    /// What was typed for a time, to a question or after `share` could not be read.
    case unreadable(GatherUnreadable)
    case unknown(String)

    // MARK: The clock

    /// One second passed.
    case tick

    // MARK: What the effects answered

    /// `write` was made on the match as stored, which was `before` and is now `after`; `refusal`
    /// says why its score change was not made, if it was not.
    case progressStored(GatherProgressWrite, before: GatherProgress, after: GatherProgress, refusal: GatherRefusal?)
    /// `write` could not be stored: the match is gone, or the store failed.
    case storeFailed(GatherProgressWrite, GatherRefusal)
    /// The player at `index` (in the team sheet) plays in `team` now, as stored.
    case playerMoved(index: Int, to: Team)
    case moveFailed(index: Int, GatherRefusal)
    /// The result is stored: the match is over.
    case matchEnded(GatherResult)
    case endFailed(GatherRefusal)
    /// How writing a share block to its file went.
    case shareFileWritten(GatherShareWrite, ShareFileOutcome)
}

extension GatherAction {
    /// The action a line read as `command` asks for.
    public init(_ command: GatherCommand) {
        self =
            switch command {
            case .score(let side, let goals, let scorer): .score(side, goals: goals, scorer: scorer)
            case .start: .start
            case .pause: .pause
            case .reset: .reset
            case .setTime(let seconds): .setTime(seconds: seconds)
            case .sub(let number, let team): .sub(number: number, to: team)
            case .end: .end
            case .back: .back
            case .share(let command): .share(command)
            case .enter: .enter
            case .answer(let yes): .answer(yes)
            case .unreadable(let what): .unreadable(what)
            case .unknown(let line): .unknown(line)
            }
    }
}
