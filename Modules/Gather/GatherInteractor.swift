import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface

/// Gather's use cases: the rules of one match being played, and the match they act on.
public final class GatherInteractor: GatherInteracting {
    /// The players as the team sheet lists them, in the team they play in now.
    public private(set) var teamSheet: [GatherPlayer]
    public private(set) var progress: GatherProgress
    public let isResumed: Bool
    public let startedAt: Date?
    private let gatherID: UUID
    private let gathers: any GathersService
    private let shareFiles: any ShareFileWriting
    private let clock: any WallClock
    private var hasEnded = false
    /// The clock ran since it was last set or reset; a second may not have passed yet.
    private var clockHasRun: Bool
    /// The match as this window last found it stored, and the score changes whose saving failed.
    private var keeping: MatchKeeping

    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a
    /// new match, or the progress saved before the app stopped.
    public init(unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock) {
        teamSheet = unfinished.gather.players
        startedAt = unfinished.gather.startedAt
        self.shareFiles = shareFiles
        gatherID = unfinished.gather.id
        isResumed = unfinished.progress.isUnderway
        progress = unfinished.progress.resumed
        keeping = MatchKeeping(stored: unfinished.progress)
        clockHasRun = unfinished.progress.clockHadRun
        self.gathers = gathers
        self.clock = clock
    }

    public var players: [any GatherEntity] {
        teamSheet
    }

    // MARK: Score

    public func goals(of side: GatherSide) -> TeamGoals? {
        progress.goals(of: side.team, players: teamSheet)
    }

    public func changeScore(of side: GatherSide, by goals: Int) async throws(GatherRefusal) -> GatherSaving {
        try await changeScore(of: side, by: goals, scorer: nil)
    }

    /// Made on the score as stored, so another window's goals are kept.
    public func changeScore(of side: GatherSide, by goals: Int, scorer number: Int?) async throws(GatherRefusal) -> GatherSaving {
        let change = try following { () throws(MatchRule) in
            try MatchScoreChange(team: side.team, goals: goals, scorer: number, players: teamSheet)
        }
        return try await store(change)
    }

    // MARK: Substitutes

    public func move(number: Int, to team: Team) async throws(GatherRefusal) -> GatherSaving {
        guard !hasEnded else { throw .rule(.noSuchPlayer(number: number)) }
        let index = try following { () throws(MatchRule) in
            try MatchTeamSheet.mayMove(number: number, to: team, players: teamSheet, progress: progress)
        }
        do {
            try await gathers.movePlayer(at: index, to: team, inGather: gatherID)
        } catch {
            throw refusal(error)
        }
        teamSheet[index].team = team
        return .saved
    }

    // MARK: Countdown

    public var clockState: GatherClockState {
        GatherClockState(progress.timer, hasRun: clockHasRun)
    }

    public func startClock() async throws(GatherRefusal) -> GatherSaving {
        progress.timer = try following { () throws(MatchRule) in try progress.timer.started() }
        clockHasRun = true
        return try await store(nil)
    }

    public func pauseClock() async throws(GatherRefusal) -> GatherSaving {
        progress.timer = try following { () throws(MatchRule) in try progress.timer.paused() }
        return try await store(nil)
    }

    public func resetClock() async throws(GatherRefusal) -> GatherSaving {
        progress.timer = try following { () throws(MatchRule) in try progress.timer.reset(hasRun: clockHasRun) }
        clockHasRun = false
        return try await store(nil)
    }

    public func setClock(toSeconds typed: Int) async throws(GatherRefusal) -> GatherSaving {
        let set = try following { () throws(MatchRule) in try GatherTimer.set(toSeconds: typed) }
        clockHasRun = false
        guard set != progress.timer else { return .unchanged }
        progress.timer = set
        return try await store(nil)
    }

    /// A second whose saving failed stays counted: the clock is saved again with the next change.
    public func tick() async throws(GatherRefusal) -> GatherTick {
        guard !hasEnded, let ticked = progress.timer.ticked else { return .idle }
        progress.timer = ticked
        // Only the clock changes, and a clock change is never refused.
        let saving = try await store(nil)
        return progress.timer.remaining == 0 ? .finished(saving) : progress.timer.isHalfTime ? .halfTime(saving) : .counted(saving)
    }

    // MARK: Keeping the match

    public func refresh() async throws(GatherRefusal) -> GatherSaving {
        try await store(nil)
    }

    /// Ends the match with the score as stored, when it is the one the user confirmed: another window
    /// may have scored since this one last looked, and a result nobody agreed to is never stored.
    public func end(confirmed: Score) async throws(GatherRefusal) -> GatherResult {
        _ = try await store(nil)
        guard progress.score == confirmed else { throw .scoreChangedSinceAsked(progress.score) }
        let ending: GatherEnding
        do {
            ending = try await gathers.endGather(id: gatherID, score: progress.score, at: clock.now())
        } catch {
            throw refusal(error)
        }
        hasEnded = true
        return GatherResult(score: progress.score, ending: ending)
    }

    public func share(_ block: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(block, toPath: path, replacing: replacing)
    }

    /// Writes this window's clock, the score changes whose saving failed and `change` to the
    /// match as stored, in one step of the store, then shows the stored score. When the store
    /// can't be written, the change is made here and stored with the next one.
    private func store(_ change: MatchScoreChange?) async throws(GatherRefusal) -> GatherSaving {
        let stored: ProgressChange<MatchRule?>
        do {
            stored = try await gathers.changeProgress(ofGather: gatherID, keeping.write(change, from: progress, players: teamSheet))
        } catch {
            let refusal = refusal(error)
            if case .failed = refusal {
                try following { () throws(MatchRule) in try keeping.notStored(change, into: &progress, players: teamSheet) }
            }
            throw refusal
        }
        let changedElsewhere = keeping.stored(before: stored.before, after: stored.after, into: &progress)
        if let rule = stored.outcome { throw .rule(rule) }
        return changedElsewhere ? .changedElsewhere : .saved
    }

    /// What a store's failure means here: another window ended or discarded the match (the store
    /// knows no match it was never given: discarded too), or a failure to report. The match stands
    /// still once it is gone.
    private func refusal(_ error: any Error) -> GatherRefusal {
        guard let gone = GatherGone(error) else { return .failed(StoreFailure(error)) }
        hasEnded = true
        progress.timer.isRunning = false
        return .gone(gone)
    }

    /// What `rule` answers, or the refusal of the match's rule that refused it.
    private func following<Answer>(_ rule: () throws(MatchRule) -> Answer) throws(GatherRefusal) -> Answer {
        do {
            return try rule()
        } catch {
            throw .rule(error)
        }
    }
}
