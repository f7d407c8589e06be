import Domain
import Presentation

/// The view model's rules of the countdown: each window runs its own clock, saved with the match.
extension GatherMVVMViewModel {
    /// Where the countdown stands: paused once it has run, even for less than a second.
    var clockState: GatherClockState {
        GatherClockState(progress.timer, hasRun: clockHasRun)
    }

    /// Starts the countdown, or resumes it after a pause.
    func startClock() async throws(GatherRefusal) -> GatherSaving {
        progress.timer = try GatherRefusal.following { () throws(MatchRule) in try progress.timer.started() }
        clockHasRun = true
        return try await store(nil)
    }

    func pauseClock() async throws(GatherRefusal) -> GatherSaving {
        progress.timer = try GatherRefusal.following { () throws(MatchRule) in try progress.timer.paused() }
        return try await store(nil)
    }

    /// Stops the clock at its full set time.
    func resetClock() async throws(GatherRefusal) -> GatherSaving {
        progress.timer = try GatherRefusal.following { () throws(MatchRule) in try progress.timer.reset(hasRun: clockHasRun) }
        clockHasRun = false
        return try await store(nil)
    }

    /// A new set time, in seconds: the clock stops at it.
    func setClock(toSeconds typed: Int) async throws(GatherRefusal) -> GatherSaving {
        let set = try GatherRefusal.following { () throws(MatchRule) in try GatherTimer.set(toSeconds: typed) }
        clockHasRun = false
        guard set != progress.timer else { return .unchanged }
        progress.timer = set
        return try await store(nil)
    }

    /// One second passed. A second whose saving failed stays counted: the clock is saved again
    /// with the next change.
    func countDown() async throws(GatherRefusal) -> GatherTick {
        guard !hasEnded, let ticked = progress.timer.ticked else { return .idle }
        progress.timer = ticked
        // Only the clock changes, and a clock change is never refused.
        let saving = try await store(nil)
        return progress.timer.remaining == 0 ? .finished(saving) : .counted(saving)
    }
}
