import Domain
import Foundation
import GathersInterface
import ShareFilesInterface

/// Gather's use cases: the rules of one match being played, and the match they act on.
@MainActor
public protocol GatherInteracting<Player>: AnyObject {
    associatedtype Player: GatherEntity

    /// Everyone picked for the match (both teams and the bench), in the order they were picked,
    /// in the team they play in now.
    var players: [Player] { get }
    /// The score and the clock as they stand now.
    var progress: GatherProgress { get }
    /// Where the countdown stands: paused once it has run, even for less than a second.
    var clockState: GatherClockState { get }
    /// Whether the match went on from progress saved before the app stopped.
    var isResumed: Bool { get }
    /// When the match started; nil when the store kept no date.
    var startedAt: Date? { get }
    /// The side's goals as its scorers tell them, with those credited to no one; nil while none has a scorer.
    func goals(of side: GatherSide) -> TeamGoals?

    /// One goal more (+1) or less (-1) for `side`; a score holds 0 to 99 goals a side.
    func changeScore(of side: GatherSide, by goals: Int) async -> Result<GatherSaving, GatherRefusal>
    /// As `changeScore(of:by:)`, crediting (or taking back) the goal of the side's player
    /// `number` (from 1, as on the team sheet); nil credits no one.
    func changeScore(of side: GatherSide, by goals: Int, scorer number: Int?) async -> Result<GatherSaving, GatherRefusal>
    /// Starts the countdown, or resumes it after a pause.
    func startClock() async -> Result<GatherSaving, GatherRefusal>
    func pauseClock() async -> Result<GatherSaving, GatherRefusal>
    /// Stops the clock at its full set time.
    func resetClock() async -> Result<GatherSaving, GatherRefusal>
    /// Moves the player numbered `number` (as on the team sheet) to `team`: on from the bench,
    /// off to it, or to the other team; kept with the match.
    func move(number: Int, to team: Team) async -> Result<GatherSaving, GatherRefusal>
    /// A new set time, in seconds (nil: none could be read): the clock stops at it.
    func setClock(toSeconds seconds: Int?) async -> Result<GatherSaving, GatherRefusal>
    /// One second passed.
    func tick() async -> GatherTick
    /// Stores the final score (the winner follows from it), ended now, if it is still `confirmed`, the
    /// score the user agreed to: another window may have scored since the question. From then on the
    /// match stands still.
    func end(confirmed: Score) async throws -> Result<GatherResult, GatherRefusal>
    /// Writes the shared match to the file at `path`.
    func share(_ block: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome
}

public final class GatherInteractor: GatherInteracting {
    public private(set) var players: [GatherPlayer]
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
    /// The match as this window last found it stored: a change that finds another score was
    /// made after another window's.
    private var lastStored: GatherProgress
    /// Score changes made here whose saving failed: the next change stores them first.
    private var unsaved: [ScoreChange] = []

    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a
    /// new match, or the progress saved before the app stopped.
    public init(unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock) {
        players = unfinished.gather.players
        startedAt = unfinished.gather.startedAt
        self.shareFiles = shareFiles
        gatherID = unfinished.gather.id
        isResumed = unfinished.progress != GatherProgress()
        progress = unfinished.progress
        lastStored = unfinished.progress
        // Nobody watched the clock while the app was away: a resumed match starts stopped.
        let timer = unfinished.progress.timer
        progress.timer = GatherTimer(duration: timer.duration, remaining: min(max(timer.remaining, 0), max(timer.duration, 0)))
        clockHasRun = timer.isRunning || progress.timer.remaining != progress.timer.duration
        self.gathers = gathers
        self.clock = clock
    }

    // MARK: Score

    public func goals(of side: GatherSide) -> TeamGoals? {
        Self.goals(of: side, progress: progress, players: players)
    }

    /// The players with the goals `progress` credits them (by index), then the side's goals.
    nonisolated static func goals(of side: GatherSide, progress: GatherProgress, players: [GatherPlayer]) -> TeamGoals? {
        let credited = players.enumerated().map { index, player in
            var player = player
            player.goals = progress.goals[index] ?? 0
            return player
        }
        return TeamGoals(of: side.team, score: progress.score, players: credited)
    }

    public func changeScore(of side: GatherSide, by goals: Int) async -> Result<GatherSaving, GatherRefusal> {
        await changeScore(of: side, by: goals, scorer: nil)
    }

    /// Made on the score as stored, so another window's goals are kept: the team's score is
    /// always its scorers' goals plus the goals credited to no one.
    public func changeScore(of side: GatherSide, by goals: Int, scorer number: Int?) async -> Result<GatherSaving, GatherRefusal> {
        var scorer: ScoreChange.Scorer?
        if let number {
            guard let index = side.index(ofNumber: number, in: players) else { return .failure(.noSuchScorer(side, number: number)) }
            scorer = ScoreChange.Scorer(index: index, number: number)
        }
        return await store(ScoreChange(side: side, goals: goals, scorer: scorer))
    }

    // MARK: Substitutes

    public func move(number: Int, to team: Team) async -> Result<GatherSaving, GatherRefusal> {
        let index = number - 1
        guard !hasEnded, players.indices.contains(index) else { return .failure(.noSuchPlayer(number: number)) }
        guard players[index].team != team else { return .failure(.alreadyIn(number: number, team)) }
        guard (progress.goals[index] ?? 0) == 0 else { return .failure(.scorerStays(number: number)) }
        do {
            try await gathers.movePlayer(at: index, to: team, inGather: gatherID)
        } catch let gone as GatherGone {
            hasEnded = true
            return .success(.gone(gone))
        } catch {
            return .success(.failed(ServiceError(error)))
        }
        players[index].team = team
        return .success(.saved)
    }

    // MARK: Countdown

    public var clockState: GatherClockState {
        let state = GatherClockState(progress.timer)
        return state == .ready && clockHasRun ? .paused : state
    }

    public func startClock() async -> Result<GatherSaving, GatherRefusal> {
        guard !progress.timer.isRunning else { return .failure(.alreadyRunning) }
        guard !progress.timer.isFinished else { return .failure(.timeIsUp) }
        progress.timer.isRunning = true
        clockHasRun = true
        return await store(nil)
    }

    public func pauseClock() async -> Result<GatherSaving, GatherRefusal> {
        guard progress.timer.isRunning else { return .failure(.notRunning) }
        progress.timer.isRunning = false
        return await store(nil)
    }

    public func resetClock() async -> Result<GatherSaving, GatherRefusal> {
        guard clockState != .ready else { return .failure(.alreadyReset) }
        progress.timer = GatherTimer(duration: progress.timer.duration)
        clockHasRun = false
        return await store(nil)
    }

    public func setClock(toSeconds typed: Int?) async -> Result<GatherSaving, GatherRefusal> {
        let seconds: Int
        switch Validation.duration(seconds: typed) {
        case .success(let value): seconds = value
        case .failure(let error): return .failure(.invalidTime(error))
        }
        let set = GatherTimer(duration: seconds)
        clockHasRun = false
        guard set != progress.timer else { return .success(.unchanged) }
        progress.timer = set
        return await store(nil)
    }

    public func tick() async -> GatherTick {
        guard !hasEnded, progress.timer.isRunning, progress.timer.remaining > 0 else { return .idle }
        progress.timer.remaining -= 1
        if progress.timer.remaining == 0 { progress.timer.isRunning = false }
        // Only the clock changes, and a clock change is never refused.
        guard case .success(let saving) = await store(nil) else { return .idle }
        return progress.timer.remaining == 0 ? .finished(saving) : .counted(saving)
    }

    // MARK: Keeping the match

    /// Ends the match with the score as stored, when it is the one the user confirmed: another window
    /// may have scored since this one last looked, and a result nobody agreed to is never stored.
    public func end(confirmed: Score) async throws -> Result<GatherResult, GatherRefusal> {
        switch await store(nil) {
        case .success(.gone(let gone)): throw gone
        case .success(.failed(let error)): throw error
        default: break
        }
        guard progress.score == confirmed else { return .failure(.scoreChangedSinceAsked(progress.score)) }
        try await gathers.endGather(id: gatherID, score: progress.score, at: clock.now())
        hasEnded = true
        return .success(GatherResult(score: progress.score))
    }

    public func share(_ block: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(block, toPath: path, replacing: replacing)
    }

    /// Writes this window's clock, the score changes whose saving failed and `change` to the
    /// match as stored, in one step of the store, then shows the stored score. When the store
    /// can't be written, the change is made here and stored with the next one.
    private func store(_ change: ScoreChange?) async -> Result<GatherSaving, GatherRefusal> {
        let (timer, players, unsaved) = (progress.timer, players, unsaved)
        do {
            let stored = try await gathers.changeProgress(ofGather: gatherID) { stored in
                stored.timer = timer
                for earlier in unsaved { _ = earlier.apply(to: &stored, players: players) }
                return change?.apply(to: &stored, players: players)
            }
            self.unsaved = []
            let changedElsewhere = stored.before.score != lastStored.score || stored.before.goals != lastStored.goals
            lastStored = stored.after
            progress.score = stored.after.score
            progress.goals = stored.after.goals
            if let refusal = stored.outcome { return .failure(refusal) }
            return .success(changedElsewhere ? .changedElsewhere : .saved)
        } catch let gone as GatherGone {
            hasEnded = true
            progress.timer.isRunning = false
            return .success(.gone(gone))
        } catch {
            if let change {
                if let refusal = change.apply(to: &progress, players: players) { return .failure(refusal) }
                self.unsaved.append(change)
            }
            return .success(.failed(ServiceError(error)))
        }
    }
}

/// One goal more (+1) or less (-1) for a side, maybe its player's: a rule applied to whatever
/// score is stored when it is saved.
struct ScoreChange: Sendable {
    struct Scorer: Sendable {
        /// In the gather's players.
        let index: Int
        /// As typed: the player's number on the team sheet, from 1.
        let number: Int
    }

    let side: GatherSide
    let goals: Int
    let scorer: Scorer?

    /// Makes the change on `progress`, or says why not and leaves it.
    func apply(to progress: inout GatherProgress, players: [GatherPlayer]) -> GatherRefusal? {
        let current = side == .teamA ? progress.score.teamA : progress.score.teamB
        guard Score.range.contains(current + goals) else { return goals > 0 ? .scoreFull(side) : .noGoals(side) }
        var credited = progress.goals
        if let scorer {
            let scored = (credited[scorer.index] ?? 0) + goals
            guard scored >= 0 else { return .scorerHasNoGoals(side, number: scorer.number) }
            credited[scorer.index] = scored > 0 ? scored : nil
        } else if goals < 0, GatherInteractor.goals(of: side, progress: progress, players: players)?.withNoScorer == 0 {
            // Every goal of the side has its scorer: taking one back needs the name.
            return .nameTheScorer(side)
        }
        switch side {
        case .teamA: progress.score.teamA += goals
        case .teamB: progress.score.teamB += goals
        }
        progress.goals = credited
        return nil
    }

}
