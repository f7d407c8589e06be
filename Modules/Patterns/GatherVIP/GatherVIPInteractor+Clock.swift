import Domain
import MatchScreen
import Presentation

// The countdown: `s`, `p`, `r`, `t mm:ss`, and the seconds the screen loop ticks.
extension GatherVIPInteractor {
    /// The clock after the command, by Domain's countdown rules, saved with the match.
    public func changeClock(request: GatherVIP.ClockChange.Request) async {
        let outcome = await attempt { () async throws(GatherVIP.Refusal) in
            guard try GatherVIP.Refusal.following({ () throws(MatchRule) in try apply(request.command) }) else { return GatherSaving.unchanged }
            return try await save(nil)
        }
        presenter?.presentClockChange(response: .init(match: match, command: request.command, outcome: outcome))
    }

    /// False when the clock was set to the time it had already: nothing to save.
    private func apply(_ command: GatherVIP.ClockChange.Command) throws(MatchRule) -> Bool {
        switch command {
        case .start:
            progress.timer = try progress.timer.started()
            clockHasRun = true
        case .pause:
            progress.timer = try progress.timer.paused()
        case .reset:
            progress.timer = try progress.timer.reset(hasRun: clockHasRun)
            clockHasRun = false
        case .set(let seconds):
            let timer = try GatherTimer.set(toSeconds: seconds)
            clockHasRun = false
            if timer == progress.timer { return false }
            progress.timer = timer
        }
        return true
    }

    /// One second less while the clock runs; a second whose saving failed stays counted, and is saved
    /// with the next change. Answered even when the clock stands still: the presenter shows nothing then.
    public func countSecond(request: GatherVIP.Tick.Request) async {
        let outcome = await attempt { () async throws(GatherVIP.Refusal) -> GatherTick in
            guard !hasEnded, let ticked = progress.timer.ticked else { return .idle }
            progress.timer = ticked
            // Only the clock changes, and a clock change is never refused.
            let saving = try await save(nil)
            return ticked.isFinished ? .finished(saving) : ticked.isHalfTime ? .halfTime(saving) : .counted(saving)
        }
        await presenter?.presentTick(response: .init(match: match, outcome: outcome))
    }
}
