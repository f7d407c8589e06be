import Domain
import Presentation

/// The view model's rules of the countdown: each window runs its own clock, saved with the match.
extension GatherMVVMViewModel {
    /// Where the countdown stands: paused once it has run, even for less than a second.
    var clockState: GatherClockState {
        let state = GatherClockState(progress.timer)
        return state == .ready && clockHasRun ? .paused : state
    }

    /// Starts the countdown, or resumes it after a pause.
    func startClock() async throws(GatherRefusal) -> GatherSaving {
        guard !progress.timer.isRunning else { throw .alreadyRunning }
        guard !progress.timer.isFinished else { throw .timeIsUp }
        progress.timer.isRunning = true
        clockHasRun = true
        return try await store(nil)
    }

    func pauseClock() async throws(GatherRefusal) -> GatherSaving {
        guard progress.timer.isRunning else { throw .notRunning }
        progress.timer.isRunning = false
        return try await store(nil)
    }

    /// Stops the clock at its full set time.
    func resetClock() async throws(GatherRefusal) -> GatherSaving {
        guard clockState != .ready else { throw .alreadyReset }
        progress.timer = GatherTimer(duration: progress.timer.duration)
        clockHasRun = false
        return try await store(nil)
    }

    /// A new set time, in seconds: the clock stops at it.
    func setClock(toSeconds typed: Int) async throws(GatherRefusal) -> GatherSaving {
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

    /// One second passed. A second whose saving failed stays counted: the clock is saved again
    /// with the next change.
    func countDown() async throws(GatherRefusal) -> GatherTick {
        guard !hasEnded, progress.timer.isRunning, progress.timer.remaining > 0 else { return .idle }
        progress.timer.remaining -= 1
        if progress.timer.remaining == 0 { progress.timer.isRunning = false }
        // Only the clock changes, and a clock change is never refused.
        let saving = try await store(nil)
        return progress.timer.remaining == 0 ? .finished(saving) : .counted(saving)
    }
}
