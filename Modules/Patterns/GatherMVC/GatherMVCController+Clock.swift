import Domain
import MatchScreen
import Presentation
import TerminalUI

// The countdown: `s`, `p`, `r`, `t mm:ss`, and the seconds the screen loop ticks.
extension GatherMVCController {
    /// Starts the countdown, or resumes it after a pause.
    func startClock() async {
        do throws(MatchRule) { try model.startClock() } catch { return refuse(error) }
        await save(nil, news: nil)
    }

    func pauseClock() async {
        do throws(MatchRule) { try model.pauseClock() } catch { return refuse(error) }
        await save(nil, news: .info(GatherWording.paused(remaining: model.progress.timer.remaining)))
    }

    /// Stops the clock at its full set time.
    func resetClock() async {
        do throws(MatchRule) { try model.resetClock() } catch { return refuse(error) }
        await save(nil, news: .info(GatherWording.reset(to: fullTime)))
    }

    /// A new set time, in seconds: the clock stops at it. The time it was set to already is not saved again.
    func setClock(toSeconds typed: Int) async {
        let changed: Bool
        do throws(MatchRule) { changed = try model.setClock(toSeconds: typed) } catch { return refuse(error) }
        let news = Message.success(GatherWording.timeSet(to: fullTime))
        guard changed else { return show(news) }
        await save(nil, news: news)
    }

    /// One second passed: the clock alone is redrawn, the news and a shared block stay; the first
    /// half's last second rings half-time with the score, the last one time up, even when it could not
    /// be saved. A second whose saving failed stays counted: the clock is saved again with the next change.
    func tick() async {
        guard model.tick() else { return }
        let ring = GatherWording.ring(GatherClockState(model.progress.timer), score: model.progress.score)
        let kept = news.isSaveFailure ? nil : news.message
        await save(nil, news: ring ?? kept, keepingShared: ring == nil)
    }
}
