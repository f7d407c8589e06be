import Domain
import Presentation

// The countdown: `s`, `p`, `r`, `t mm:ss`, and the seconds the screen loop ticks.
extension GatherMVCController {
    /// Starts the countdown, or resumes it after a pause.
    func startClock() async {
        do throws(GatherRefusal) {
            guard !progress.timer.isRunning else { throw .alreadyRunning }
            guard !progress.timer.isFinished else { throw .timeIsUp }
            progress.timer.isRunning = true
            clockHasRun = true
            commit(try await store(nil), news: nil)
        } catch {
            refused(error)
        }
    }

    func pauseClock() async {
        do throws(GatherRefusal) {
            guard progress.timer.isRunning else { throw .notRunning }
            progress.timer.isRunning = false
            let saving = try await store(nil)
            commit(saving, news: .info(GatherWording.paused(remaining: progress.timer.remaining)))
        } catch {
            refused(error)
        }
    }

    /// Stops the clock at its full set time.
    func resetClock() async {
        do throws(GatherRefusal) {
            guard clockState != .ready else { throw .alreadyReset }
            progress.timer = GatherTimer(duration: progress.timer.duration)
            clockHasRun = false
            let saving = try await store(nil)
            commit(saving, news: .info(GatherWording.reset(to: fullTime)))
        } catch {
            refused(error)
        }
    }

    /// A new set time, in seconds: the clock stops at it.
    func setClock(toSeconds typed: Int) async {
        do {
            let saving = try await settingClock(toSeconds: typed)
            commit(saving, news: .success(GatherWording.timeSet(to: fullTime)))
        } catch {
            refused(error)
        }
    }

    private func settingClock(toSeconds typed: Int) async throws(GatherRefusal) -> GatherSaving {
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

    /// One second passed: the clock alone is redrawn, the news and a shared block stay; the last
    /// second rings, even when it could not be saved.
    func tick() async {
        do {
            switch try await countSecond() {
            case .idle:
                return
            case .counted(let saving):
                isTicking = true
                commit(saving, news: messageIsSaveFailure ? nil : message)
                isTicking = false
            case .finished(let saving):
                commit(saving, news: .alert(GatherWording.timeUp))
            }
        } catch {
            // The second stays counted.
            let isTimeUp = clockState == .timeUp
            isTicking = !isTimeUp
            refused(error, news: isTimeUp ? .alert(GatherWording.timeUp) : messageIsSaveFailure ? nil : message)
            isTicking = false
        }
    }

    /// A second whose saving failed stays counted: the clock is saved again with the next change.
    private func countSecond() async throws(GatherRefusal) -> GatherTick {
        guard !hasEnded, progress.timer.isRunning, progress.timer.remaining > 0 else { return .idle }
        progress.timer.remaining -= 1
        if progress.timer.remaining == 0 { progress.timer.isRunning = false }
        // Only the clock changes, and a clock change is never refused.
        let saving = try await store(nil)
        return progress.timer.remaining == 0 ? .finished(saving) : .counted(saving)
    }
}
