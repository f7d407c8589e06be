import Domain
import MatchScreen
import Presentation
import TerminalUI

/// The countdown's rules: each command is checked against the clock as it stands, and the clock it
/// leads to is written with the match; the state takes it when the store answers.
extension GatherReducer {
    static func start(_ state: inout GatherState) -> GatherEffect {
        following(&state) { state throws(MatchRule) in write(state, .start, timer: try state.progress.timer.started(), clockHasRun: true) }
    }

    static func pause(_ state: inout GatherState) -> GatherEffect {
        following(&state) { state throws(MatchRule) in write(state, .pause, timer: try state.progress.timer.paused()) }
    }

    /// Stops the clock at its full set time.
    static func reset(_ state: inout GatherState) -> GatherEffect {
        following(&state) { state throws(MatchRule) in
            write(state, .reset, timer: try state.progress.timer.reset(hasRun: state.clockHasRun), clockHasRun: false)
        }
    }

    /// A new set time stops the clock at it; the same time as shown saves nothing.
    static func setTime(_ state: inout GatherState, seconds typed: Int) -> GatherEffect {
        let set: GatherTimer
        do throws(MatchRule) {
            set = try GatherTimer.set(toSeconds: typed)
        } catch {
            return refused(&state, error)
        }
        guard set != state.progress.timer else {
            state.clockHasRun = false
            return commit(&state, .unchanged, news: .success(GatherWording.timeSet(to: state.fullTime)))
        }
        return write(state, .setTime, timer: set, clockHasRun: false)
    }

    /// One second less while the clock runs; a match over, or a clock stopped, stands still.
    static func tick(_ state: inout GatherState) -> GatherEffect {
        guard !state.hasEnded, let ticked = state.progress.timer.ticked else { return .none }
        return write(state, .tick, timer: ticked)
    }

    /// What `rule` leads to from the state as it is, or the refusal of the match's rule that refused it.
    private static func following(_ state: inout GatherState, _ rule: (GatherState) throws(MatchRule) -> GatherEffect) -> GatherEffect {
        do {
            return try rule(state)
        } catch {
            return refused(&state, error)
        }
    }

    /// The news of a clock command the store kept.
    static func clockNews(_ state: GatherState, _ cause: GatherProgressWrite.Cause) -> Message? {
        switch cause {
        case .pause: .info(GatherWording.paused(remaining: state.progress.timer.remaining))
        case .reset: .info(GatherWording.reset(to: state.fullTime))
        case .setTime: .success(GatherWording.timeSet(to: state.fullTime))
        case .score, .start, .tick, .end, .refresh: nil
        }
    }

    /// A write of `state`'s match with the clock as `timer` (this window's own: the score is the one
    /// shared), the score changes not saved yet, and `change`.
    static func write(
        _ state: GatherState, _ cause: GatherProgressWrite.Cause, timer: GatherTimer? = nil, clockHasRun: Bool? = nil,
        change: MatchScoreChange? = nil
    ) -> GatherEffect {
        .storeProgress(
            GatherProgressWrite(
                cause: cause, timer: timer ?? state.progress.timer, clockHasRun: clockHasRun ?? state.clockHasRun, players: state.players,
                unsaved: state.unsaved, change: change, halfTimeScore: state.progress.halfTimeScore
            ))
    }
}
