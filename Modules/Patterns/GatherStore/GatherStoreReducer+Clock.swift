import Domain
import Presentation
import TerminalUI

/// The countdown's rules: each command is checked against the clock as it stands, and the clock it
/// leads to is written with the match; the state takes it when the store answers.
extension GatherReducer {
    static func start(_ state: inout GatherState) -> GatherEffect {
        var timer = state.progress.timer
        guard !timer.isRunning else { return refused(&state, .alreadyRunning) }
        guard !timer.isFinished else { return refused(&state, .timeIsUp) }
        timer.isRunning = true
        return write(state, .start, timer: timer, clockHasRun: true)
    }

    static func pause(_ state: inout GatherState) -> GatherEffect {
        var timer = state.progress.timer
        guard timer.isRunning else { return refused(&state, .notRunning) }
        timer.isRunning = false
        return write(state, .pause, timer: timer)
    }

    /// Stops the clock at its full set time.
    static func reset(_ state: inout GatherState) -> GatherEffect {
        guard state.clockState != .ready else { return refused(&state, .alreadyReset) }
        return write(state, .reset, timer: GatherTimer(duration: state.progress.timer.duration), clockHasRun: false)
    }

    /// A new set time stops the clock at it; the same time as shown saves nothing.
    static func setTime(_ state: inout GatherState, seconds typed: Int) -> GatherEffect {
        let seconds: Int
        switch Validation.duration(seconds: typed) {
        case .success(let value): seconds = value
        case .failure(let error): return refused(&state, .invalidTime(error))
        }
        let set = GatherTimer(duration: seconds)
        guard set != state.progress.timer else {
            state.clockHasRun = false
            return commit(&state, .unchanged, news: .success(GatherWording.timeSet(to: state.fullTime)))
        }
        return write(state, .setTime, timer: set, clockHasRun: false)
    }

    /// One second less while the clock runs; a match over, or a clock stopped, stands still.
    static func tick(_ state: inout GatherState) -> GatherEffect {
        var timer = state.progress.timer
        guard !state.hasEnded, timer.isRunning, timer.remaining > 0 else { return .none }
        timer.remaining -= 1
        if timer.remaining == 0 { timer.isRunning = false }
        return write(state, .tick, timer: timer)
    }

    /// The news of a clock command the store kept.
    static func clockNews(_ state: GatherState, _ cause: GatherProgressWrite.Cause) -> Message? {
        switch cause {
        case .pause: .info(GatherWording.paused(remaining: state.progress.timer.remaining))
        case .reset: .info(GatherWording.reset(to: state.fullTime))
        case .setTime: .success(GatherWording.timeSet(to: state.fullTime))
        case .score, .start, .tick, .end: nil
        }
    }

    /// A write of `state`'s match with the clock as `timer` (this window's own: the score is the one
    /// shared), the score changes not saved yet, and `change`.
    static func write(
        _ state: GatherState, _ cause: GatherProgressWrite.Cause, timer: GatherTimer? = nil, clockHasRun: Bool? = nil,
        change: GatherScoreChange? = nil
    ) -> GatherEffect {
        .storeProgress(
            GatherProgressWrite(
                cause: cause, timer: timer ?? state.progress.timer, clockHasRun: clockHasRun ?? state.clockHasRun, players: state.players,
                unsaved: state.unsaved, change: change
            ))
    }
}
