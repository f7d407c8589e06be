import Domain
import Presentation

// The countdown: `s`, `p`, `r`, `t mm:ss`, and the seconds the screen loop ticks.
extension GatherMVCController {
    /// Starts the countdown, or resumes it after a pause.
    func startClock() async {
        do throws(GatherRefusal) {
            try GatherRefusal.following { () throws(MatchRule) in try model.startClock() }
            commit(try await store(nil), news: nil)
        } catch {
            refused(error)
        }
    }

    func pauseClock() async {
        do throws(GatherRefusal) {
            try GatherRefusal.following { () throws(MatchRule) in try model.pauseClock() }
            let saving = try await store(nil)
            commit(saving, news: .info(GatherWording.paused(remaining: model.progress.timer.remaining)))
        } catch {
            refused(error)
        }
    }

    /// Stops the clock at its full set time.
    func resetClock() async {
        do throws(GatherRefusal) {
            try GatherRefusal.following { () throws(MatchRule) in try model.resetClock() }
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
        guard try GatherRefusal.following({ () throws(MatchRule) in try model.setClock(toSeconds: typed) }) else { return .unchanged }
        return try await store(nil)
    }

    /// One second passed: the clock alone is redrawn, the news and a shared block stay; the last
    /// second rings, even when it could not be saved.
    func tick() async {
        let tick = await news.tick(
            countSecond, clockState: { model.clockState }, score: { model.progress.score }, players: model.teamSheet, fullTime: fullTime)
        switch tick {
        case .unchanged: return
        case .shown: updateView()
        case .gone(let gone): leave(gone)
        }
    }

    /// A second whose saving failed stays counted: the clock is saved again with the next change.
    private func countSecond() async throws(GatherRefusal) -> GatherTick {
        guard model.tick() else { return .idle }
        // Only the clock changes, and a clock change is never refused.
        let saving = try await store(nil)
        return model.progress.timer.remaining == 0 ? .finished(saving) : .counted(saving)
    }
}
