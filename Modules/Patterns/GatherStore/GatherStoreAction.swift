import Domain
import MatchScreen
import Presentation
import TerminalUI

/// Everything that can happen to the match screen: what the user typed (as `GatherCommand` read
/// it), the screen appearing, a second passing, and what the world answered to an effect. Each goes
/// through `GatherReducer`, the only place the state changes.
public enum GatherAction: Equatable, Sendable {
    // MARK: The user

    /// The screen is shown: its news too.
    case appeared
    /// A line typed, as every pattern reads it (`GatherCommand`): a goal, the clock, a move, the end,
    /// an answer, sharing, or what could not be read.
    case command(GatherCommand)

    // MARK: The clock

    /// One second passed.
    case tick

    // MARK: What the effects answered

    /// `write` was made on the match as stored, which was `before` and is now `after`; `refusal`
    /// is the match's rule that refused its score change, if one did.
    case progressStored(GatherProgressWrite, before: GatherProgress, after: GatherProgress, refusal: MatchRule?)
    /// `write` could not be stored: the match is gone, or the store failed.
    case storeFailed(GatherProgressWrite, GatherEffectFailure)
    /// The player at `index` (in the team sheet) plays in `team` now, as stored.
    case playerMoved(index: Int, to: Team)
    case moveFailed(index: Int, GatherEffectFailure)
    /// The result is stored: the match is over.
    case matchEnded(GatherResult)
    case endFailed(GatherEffectFailure)
    /// How writing a share block to its file went.
    case shareFileWritten(GatherShareWrite, ShareFileOutcome)
}

/// Why an effect's call to the store failed, as the store answers it: another window ended or
/// discarded the match, or a failure to report.
public enum GatherEffectFailure: Error, Sendable, Equatable {
    case gone(GatherGone)
    case failed(StoreFailure)

    /// What a store's error means here (a store knows no match it was never given: discarded too).
    public init(_ error: any Error) {
        self = GatherGone(error).map(Self.gone) ?? .failed(StoreFailure(error))
    }
}
