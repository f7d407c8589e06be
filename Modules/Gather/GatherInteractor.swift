import Domain
import Foundation
import GathersInterface
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
    /// The match as this window last found it stored: a change that finds another score was
    /// made after another window's.
    private var lastStored: GatherProgress
    /// Score changes made here whose saving failed: the next change stores them first.
    private var unsaved: [ScoreChange] = []

    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a
    /// new match, or the progress saved before the app stopped.
    public init(unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock) {
        teamSheet = unfinished.gather.players
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

    public var players: [any GatherEntity] {
        teamSheet
    }

    // MARK: Score

    public func goals(of side: GatherSide) -> TeamGoals? {
        Self.goals(of: side, progress: progress, players: teamSheet)
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

    public func changeScore(of side: GatherSide, by goals: Int) async throws(GatherRefusal) -> GatherSaving {
        try await changeScore(of: side, by: goals, scorer: nil)
    }

    /// Made on the score as stored, so another window's goals are kept: the team's score is
    /// always its scorers' goals plus the goals credited to no one.
    public func changeScore(of side: GatherSide, by goals: Int, scorer number: Int?) async throws(GatherRefusal) -> GatherSaving {
        var scorer: ScoreChange.Scorer?
        if let number {
            guard let index = side.index(ofNumber: number, in: teamSheet) else {
                throw .notAScorer(side, number: number, whyNotAScorer(number))
            }
            scorer = ScoreChange.Scorer(index: index, number: number)
        }
        return try await store(ScoreChange(side: side, goals: goals, scorer: scorer))
    }

    /// Why the player numbered `number` is not one of the side's: nobody has the number, or they
    /// sit on the bench or play for the other team.
    private func whyNotAScorer(_ number: Int) -> GatherNotAScorer {
        guard teamSheet.indices.contains(number - 1) else { return .noSuchPlayer }
        let team = teamSheet[number - 1].team
        return team == .bench ? .onTheBench : .onTheOtherTeam(team)
    }

    // MARK: Substitutes

    public func move(number: Int, to team: Team) async throws(GatherRefusal) -> GatherSaving {
        let index = number - 1
        guard !hasEnded, teamSheet.indices.contains(index) else { throw .noSuchPlayer(number: number) }
        guard teamSheet[index].team != team else { throw .alreadyIn(number: number, team) }
        guard (progress.goals[index] ?? 0) == 0 else { throw .scorerStays(number: number) }
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
        let state = GatherClockState(progress.timer)
        return state == .ready && clockHasRun ? .paused : state
    }

    public func startClock() async throws(GatherRefusal) -> GatherSaving {
        guard !progress.timer.isRunning else { throw .alreadyRunning }
        guard !progress.timer.isFinished else { throw .timeIsUp }
        progress.timer.isRunning = true
        clockHasRun = true
        return try await store(nil)
    }

    public func pauseClock() async throws(GatherRefusal) -> GatherSaving {
        guard progress.timer.isRunning else { throw .notRunning }
        progress.timer.isRunning = false
        return try await store(nil)
    }

    public func resetClock() async throws(GatherRefusal) -> GatherSaving {
        guard clockState != .ready else { throw .alreadyReset }
        progress.timer = GatherTimer(duration: progress.timer.duration)
        clockHasRun = false
        return try await store(nil)
    }

    public func setClock(toSeconds typed: Int) async throws(GatherRefusal) -> GatherSaving {
        let seconds: Int
        switch Validation.duration(seconds: typed) {
        case .success(let value): seconds = value
        case .failure(let error): throw .invalidTime(error)
        }
        let set = GatherTimer(duration: seconds)
        clockHasRun = false
        guard set != progress.timer else { return .unchanged }
        progress.timer = set
        return try await store(nil)
    }

    /// A second whose saving failed stays counted: the clock is saved again with the next change.
    public func tick() async throws(GatherRefusal) -> GatherTick {
        guard !hasEnded, progress.timer.isRunning, progress.timer.remaining > 0 else { return .idle }
        progress.timer.remaining -= 1
        if progress.timer.remaining == 0 { progress.timer.isRunning = false }
        // Only the clock changes, and a clock change is never refused.
        let saving = try await store(nil)
        return progress.timer.remaining == 0 ? .finished(saving) : .counted(saving)
    }

    // MARK: Keeping the match

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
    private func store(_ change: ScoreChange?) async throws(GatherRefusal) -> GatherSaving {
        let (timer, players, unsaved) = (progress.timer, teamSheet, unsaved)
        let stored: ProgressChange<GatherRefusal?>
        do {
            stored = try await gathers.changeProgress(ofGather: gatherID) { stored in
                stored.timer = timer
                for earlier in unsaved { try? earlier.apply(to: &stored, players: players) }
                do throws(GatherRefusal) {
                    try change?.apply(to: &stored, players: players)
                    return nil
                } catch {
                    return error
                }
            }
        } catch {
            let refusal = refusal(error)
            if case .failed = refusal, let change {
                try change.apply(to: &progress, players: players)
                self.unsaved.append(change)
            }
            throw refusal
        }
        self.unsaved = []
        let changedElsewhere = stored.before.score != lastStored.score || stored.before.goals != lastStored.goals
        lastStored = stored.after
        progress.score = stored.after.score
        progress.goals = stored.after.goals
        if let refusal = stored.outcome { throw refusal }
        return changedElsewhere ? .changedElsewhere : .saved
    }

    /// What a store's failure means here: another window ended or discarded the match (the store
    /// knows no match it was never given: discarded too), or a failure to report. The match stands
    /// still once it is gone.
    private func refusal(_ error: any Error) -> GatherRefusal {
        let gone: GatherGone
        switch error {
        case let error as GatherGone: gone = error
        case ServiceError.notFound: gone = .discarded
        default: return .failed(StoreFailure(error))
        }
        hasEnded = true
        progress.timer.isRunning = false
        return .gone(gone)
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
    func apply(to progress: inout GatherProgress, players: [GatherPlayer]) throws(GatherRefusal) {
        let current = side == .teamA ? progress.score.teamA : progress.score.teamB
        guard Score.range.contains(current + goals) else { throw goals > 0 ? .scoreFull(side) : .noGoals(side) }
        var credited = progress.goals
        if let scorer {
            let scored = (credited[scorer.index] ?? 0) + goals
            guard scored >= 0 else { throw .scorerHasNoGoals(side, number: scorer.number) }
            credited[scorer.index] = scored > 0 ? scored : nil
        } else if goals < 0, GatherInteractor.goals(of: side, progress: progress, players: players)?.withNoScorer == 0 {
            // Every goal of the side has its scorer: taking one back needs the name.
            throw .nameTheScorer(side)
        }
        switch side {
        case .teamA: progress.score.teamA += goals
        case .teamB: progress.score.teamB += goals
        }
        progress.goals = credited
    }
}
