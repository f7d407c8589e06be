import Domain
import Foundation
import MatchScreen
import Presentation
import TerminalUI

/// Everything the match screen knows, in one value: the match as this window has it, what it keeps
/// to save, and what it shows. Only `GatherReducer` changes it; the view draws from it.
public struct GatherState: Equatable, Sendable {
    /// The players as the team sheet lists them, in the team they play in now.
    public var players: [GatherPlayer]
    /// The score and the clock as they stand here.
    public var progress: GatherProgress
    /// The clock ran since it was last set or reset; a second may not have passed yet.
    public var clockHasRun: Bool
    /// The match as this window last found it stored, and the score changes whose saving failed.
    public var keeping: MatchKeeping
    /// The match as this window last found it stored: a change that finds another score was
    /// made after another window's.
    public var lastStored: GatherProgress { keeping.lastStored }
    /// Score changes made here whose saving failed: the next write stores them first.
    public var unsaved: [MatchScoreChange] { keeping.unsaved }
    /// Ended here, or ended or discarded elsewhere: the match stands still.
    public var hasEnded = false
    /// When the match started; nil when the store kept no date.
    public var startedAt: Date?
    /// The zone the match's date is shared in.
    public var timeZone: TimeZone
    /// `end` was typed: "End the match with …? (y/n)" is asked.
    public var isConfirmingEnd = false
    /// The news shown; it lasts until the next thing the user types.
    public var message: Message?
    /// The message shown is a failed save: the next successful save takes it away.
    public var messageIsSaveFailure = false
    /// The share block on screen, in place of the match: it stays through the clock's ticks until the user types.
    public var shared: [String]?
    /// A share block written to a file that was there already: kept until the user says whether
    /// to replace it.
    public var shareAwaitingReplace: GatherShareWrite?

    /// Each field as given; `GatherReducer.initialState` says how a match starts.
    public init(
        players: [GatherPlayer], progress: GatherProgress, clockHasRun: Bool, lastStored: GatherProgress, startedAt: Date?, timeZone: TimeZone,
        message: Message? = nil
    ) {
        (self.players, self.progress, self.clockHasRun, self.keeping) = (players, progress, clockHasRun, MatchKeeping(stored: lastStored))
        (self.startedAt, self.timeZone, self.message) = (startedAt, timeZone, message)
    }

    /// Where the countdown stands: paused once it has run, even for less than a second.
    public var clockState: GatherClockState {
        GatherClockState(progress.timer, hasRun: clockHasRun)
    }

    /// Each side's goals as its scorers tell them; a side none of whose goals has a scorer is left out.
    public var goals: [GatherSide: TeamGoals] {
        progress.goalsBySide(players: players)
    }

    /// "… Replace it? (y/n)", while a share block waits to replace a file.
    public var shareQuestion: String? {
        shareAwaitingReplace.map { ShareWording.replaceQuestion($0.path) }
    }

    /// The set time the clock resets to, "10:00".
    public var fullTime: String {
        Wording.clock(progress.timer.duration)
    }
}

/// A share block to write to a file, as text in the format asked for.
public struct GatherShareWrite: Equatable, Sendable {
    public var text: String
    public var path: String

    public init(text: String, path: String) {
        (self.text, self.path) = (text, path)
    }
}
