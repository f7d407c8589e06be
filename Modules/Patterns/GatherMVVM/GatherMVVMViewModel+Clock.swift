import Domain
import MatchScreen
import Presentation
import TerminalUI

// The countdown's inputs: `s`, `p`, `r`, `t mm:ss`, and the seconds the screen loop ticks. Each window
// runs its own clock, saved with the match.
extension GatherMVVMViewModel {
    /// Where the countdown stands: paused once it has run, even for less than a second.
    var clockState: GatherClockState {
        GatherClockState(progress.timer, hasRun: clockHasRun)
    }

    /// The set time a reset goes back to, "10:00".
    var fullTime: String {
        Wording.clock(progress.timer.duration)
    }

    /// `s`: starts the countdown, or resumes it after a pause.
    public func startTapped() async {
        guard let started = obeying({ () throws(MatchRule) in try progress.timer.started() }) else { return }
        progress.timer = started
        clockHasRun = true
        showSaved(await save(nil), news: nil)
    }

    /// `p`: stops the countdown where it is.
    public func pauseTapped() async {
        guard let paused = obeying({ () throws(MatchRule) in try progress.timer.paused() }) else { return }
        progress.timer = paused
        showSaved(await save(nil), news: .info(GatherWording.paused(remaining: paused.remaining)))
    }

    /// `r`: stops the clock at its full set time.
    public func resetTapped() async {
        guard let reset = obeying({ () throws(MatchRule) in try progress.timer.reset(hasRun: clockHasRun) }) else { return }
        progress.timer = reset
        clockHasRun = false
        showSaved(await save(nil), news: .info(GatherWording.reset(to: fullTime)))
    }

    /// `t mm:ss`: the new set time, in seconds; the clock stops at it. The time it was set to already is
    /// not saved again.
    public func timeTyped(seconds: Int) async {
        guard let set = obeying({ () throws(MatchRule) in try GatherTimer.set(toSeconds: seconds) }) else { return }
        clockHasRun = false
        let kept: Result<GatherSaving, Refusal> = set == progress.timer ? .success(.unchanged) : await saveClock(set)
        showSaved(kept, news: .success(GatherWording.timeSet(to: fullTime)))
    }

    /// One second passed: the countdown alone changes (the news and a share block stay); the last second
    /// rings, even when it could not be saved.
    public func tick() async {
        let shown = await news.tick(
            { () async throws(Refusal) in try await countSecond().get() }, clockState: { clockState }, score: { progress.score },
            refused: said)
        switch shown {
        case .shown: publish()
        case .gone(let gone): leave(gone)
        case .unchanged: break
        }
    }

    private func saveClock(_ timer: GatherTimer) async -> Result<GatherSaving, Refusal> {
        progress.timer = timer
        return await save(nil)
    }

    /// One second less while the clock runs, saved: only the clock changes, and a clock change is never
    /// refused. A second whose saving failed stays counted: the clock is saved again with the next change.
    private func countSecond() async -> Result<GatherTick, Refusal> {
        guard !hasEnded, let ticked = progress.timer.ticked else { return .success(.idle) }
        progress.timer = ticked
        return await save(nil).map { ticked.remaining == 0 ? .finished($0) : ticked.isHalfTime ? .halfTime($0) : .counted($0) }
    }
}
