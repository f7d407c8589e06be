import Domain
import Foundation
import MatchScreen
import Presentation

/// Told each time the match changed.
@MainActor
protocol GatherMVCModelDelegate: AnyObject {
    func gatherModelDidChange(_ model: GatherMVCModel)
}

/// The match screen's model, as MVC writes one: the match being played (its players, score, clock and
/// what this window has not saved yet), changed only by the match's rules (Domain's), and telling its
/// delegate each time it changed. It knows nothing of the services, the screen or the flow: its
/// controller asks it for the write to make on the match as stored, and tells it what the store kept.
@MainActor
final class GatherMVCModel {
    weak var delegate: (any GatherMVCModelDelegate)?

    /// The players as the team sheet lists them, in the team they play in now.
    private(set) var teamSheet: [GatherPlayer]
    private(set) var progress: GatherProgress
    let startedAt: Date?
    let gatherID: UUID
    /// Resumed from the progress saved before the app stopped.
    let isResumed: Bool
    /// Ended here, or gone elsewhere: the match stands still.
    private(set) var hasEnded = false
    /// The clock ran since it was last set or reset; a second may not have passed yet.
    private var clockHasRun: Bool
    /// The match as this window last found it stored, and what it could not save yet.
    private var keeping: MatchKeeping

    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a new match, or
    /// the progress saved before the app stopped, resumed paused.
    init(_ unfinished: UnfinishedGather) {
        teamSheet = unfinished.gather.players
        startedAt = unfinished.gather.startedAt
        gatherID = unfinished.gather.id
        isResumed = unfinished.progress.isUnderway
        progress = unfinished.progress.resumed
        keeping = MatchKeeping(stored: unfinished.progress)
        clockHasRun = unfinished.progress.clockHadRun
    }

    /// Where the countdown stands: paused once it has run, even for less than a second.
    var clockState: GatherClockState {
        GatherClockState(progress.timer, hasRun: clockHasRun)
    }

    /// Each side's goals as its scorers tell them, with those credited to no one; a side without a scorer has none.
    var goals: [GatherSide: TeamGoals] {
        progress.goalsBySide(players: teamSheet)
    }

    // MARK: The rules

    /// A goal more or less for `side`, maybe its player `number`'s: made on the score as stored.
    func scoreChange(of side: GatherSide, by goals: Int, scorer number: Int?) throws(MatchRule) -> MatchScoreChange {
        try MatchScoreChange(team: side.team, goals: goals, scorer: number, players: teamSheet)
    }

    /// The index of the player numbered `number`, who may move to `team` now.
    func mayMove(number: Int, to team: Team) throws(MatchRule) -> Int {
        guard !hasEnded else { throw .noSuchPlayer(number: number) }
        return try MatchTeamSheet.mayMove(number: number, to: team, players: teamSheet, progress: progress)
    }

    func moved(at index: Int, to team: Team) {
        teamSheet[index].team = team
        changed()
    }

    func startClock() throws(MatchRule) {
        progress.timer = try progress.timer.started()
        clockHasRun = true
        changed()
    }

    func pauseClock() throws(MatchRule) {
        progress.timer = try progress.timer.paused()
        changed()
    }

    func resetClock() throws(MatchRule) {
        progress.timer = try progress.timer.reset(hasRun: clockHasRun)
        clockHasRun = false
        changed()
    }

    /// False when the clock was set to that time already: nothing to save.
    func setClock(toSeconds typed: Int) throws(MatchRule) -> Bool {
        let set = try GatherTimer.set(toSeconds: typed)
        clockHasRun = false
        guard set != progress.timer else { return false }
        progress.timer = set
        changed()
        return true
    }

    /// One second less while the clock runs; false when the match stands still.
    func tick() -> Bool {
        guard !hasEnded, let ticked = progress.timer.ticked else { return false }
        progress.timer = ticked
        changed()
        return true
    }

    /// Ended here: the match stands still from now on.
    func ended() {
        hasEnded = true
        changed()
    }

    /// Gone elsewhere (ended or discarded in another window): the match stands still, its clock stopped.
    func stop() {
        hasEnded = true
        progress.timer.isRunning = false
        changed()
    }

    // MARK: Kept with the match as stored

    /// What this window writes on the match as stored: its clock, the changes whose saving failed,
    /// then `change`; the rule that refused `change`, if one did.
    func write(_ change: MatchScoreChange?) -> @Sendable (inout GatherProgress) -> MatchRule? {
        keeping.write(change, from: progress, players: teamSheet)
    }

    /// The store kept a write made on `before`: the score is the stored one from now on. True when
    /// another window had changed it since this one last looked.
    func stored(before: GatherProgress, after: GatherProgress) -> Bool {
        defer { changed() }
        return keeping.stored(before: before, after: after, into: &progress)
    }

    /// The store could not be written: `change` is made here, and stored with the next write.
    func notStored(_ change: MatchScoreChange?) throws(MatchRule) {
        try keeping.notStored(change, into: &progress, players: teamSheet)
        changed()
    }

    private func changed() {
        delegate?.gatherModelDidChange(self)
    }
}
