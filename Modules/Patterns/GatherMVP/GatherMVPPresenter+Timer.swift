import Domain
import MatchScreen
import Presentation
import TerminalUI

// The countdown: `s`, `p`, `r`, `t mm:ss`, and the seconds the screen loop ticks. Each window runs its
// own clock and saves it with the match.
extension GatherMVPPresenter {
    public func startTimer() async {
        await changeTimer(news: { nil }) { () throws(MatchRule) in
            progress.timer = try progress.timer.started()
            clockHasRun = true
            return true
        }
    }

    public func pauseTimer() async {
        await changeTimer(news: { .info(GatherWording.paused(remaining: self.progress.timer.remaining)) }) { () throws(MatchRule) in
            progress.timer = try progress.timer.paused()
            return true
        }
    }

    /// Stops the clock at its full set time.
    public func resetTimer() async {
        await changeTimer(news: { .info(GatherWording.reset(to: self.fullTime)) }) { () throws(MatchRule) in
            progress.timer = try progress.timer.reset(hasRun: clockHasRun)
            clockHasRun = false
            return true
        }
    }

    /// The clock stops at the new set time; the same time again changes nothing, and saves nothing.
    public func setTimer(seconds: Int) async {
        await changeTimer(news: { .success(GatherWording.timeSet(to: self.fullTime)) }) { () throws(MatchRule) in
            let newTimer = try GatherTimer.set(toSeconds: seconds)
            clockHasRun = false
            if newTimer == progress.timer { return false }
            progress.timer = newTimer
            return true
        }
    }

    /// One command of the clock: `rule` changes it by the match's rules (false: it changed nothing),
    /// the match is saved with it, and the view is told, with `news` once it is saved.
    private func changeTimer(news: () -> Message?, _ rule: () throws(MatchRule) -> Bool) async {
        do {
            let changed = try Refusal.following(rule)
            let saving = changed ? try await save(nil) : .unchanged
            report(saving, news: news())
        } catch {
            reportRefusal(error)
        }
    }

    /// One second passed: the clock alone changes (the news and a share block stay), the last second
    /// rings, even when it could not be saved.
    public func timerDidFire() async {
        let outcome = await news.tick(
            countSecond, clockState: { clockState }, score: { progress.score }, refused: said)
        switch outcome {
        case .unchanged: break
        case .shown: refreshView()
        case .gone(let gone): leave(because: gone)
        }
    }

    /// One second less while the clock runs and the match goes on, saved; a second whose saving failed
    /// stays counted, and the clock is saved again with the next change.
    private func countSecond() async throws(Refusal) -> GatherTick {
        guard !isOver, let next = progress.timer.ticked else { return .idle }
        progress.timer = next
        let saving = try await save(nil)
        return next.remaining == 0 ? .finished(saving) : next.isHalfTime ? .halfTime(saving) : .counted(saving)
    }
}
