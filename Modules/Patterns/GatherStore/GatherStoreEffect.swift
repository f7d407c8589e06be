import Domain
import Presentation
import TerminalUI

/// What the reducer asks the world to do, described and never done by it: `GatherStore` runs it
/// against the services, the clock and the navigator, and sends its answer back as an action.
public enum GatherEffect: Equatable, Sendable {
    /// Nothing to do.
    case none
    /// Change the match as stored, in the store's one step (`GatherReducer.apply(_:to:)`); answers
    /// `progressStored` or `storeFailed`.
    case storeProgress(GatherProgressWrite)
    /// Keep the player at `index` in `team`; answers `playerMoved` or `moveFailed`.
    case movePlayer(index: Int, to: Team)
    /// Store the result, ended at the wall clock's now when the effect runs; answers `matchEnded` or `endFailed`.
    case endMatch(Score)
    /// Write a share block to its file, replacing one there only when `replacing`; answers `shareFileWritten`.
    case writeShare(GatherShareWrite, replacing: Bool)
    /// A fresh player list replaces every screen and shows `notice`. Answers nothing.
    case leave(notice: Message)
}

/// A change to the match as stored, described: this window's clock, the score changes whose saving
/// failed, then `change`; applied to the stored progress so another window's goals are kept.
public struct GatherProgressWrite: Equatable, Sendable {
    /// What asked for the write: its answer is shown as that command's.
    public enum Cause: Equatable, Sendable {
        case score, start, pause, reset, setTime, tick
        /// Enter alone: nothing changes here; the store's answer brings what another window did.
        case refresh
        /// The last write before the end, which is made only if the score is still `confirmed`.
        case end(confirmed: Score)
    }

    public var cause: Cause
    /// The clock as this window has it once the command is made.
    public var timer: GatherTimer
    /// Whether the clock has run once the command is made.
    public var clockHasRun: Bool
    /// The team sheet the changes are judged against.
    public var players: [GatherPlayer]
    public var unsaved: [MatchScoreChange]
    public var change: MatchScoreChange?
    /// The half-time score as this window has it: the store's, unless the write at half-time failed.
    public var halfTimeScore: Score?

    public init(
        cause: Cause, timer: GatherTimer, clockHasRun: Bool, players: [GatherPlayer], unsaved: [MatchScoreChange] = [],
        change: MatchScoreChange? = nil, halfTimeScore: Score? = nil
    ) {
        (self.cause, self.timer, self.clockHasRun, self.players, self.unsaved, self.change) = (cause, timer, clockHasRun, players, unsaved, change)
        self.halfTimeScore = halfTimeScore
    }
}
