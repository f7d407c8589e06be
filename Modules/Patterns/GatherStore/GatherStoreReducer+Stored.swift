import Domain
import MatchScreen
import Presentation
import TerminalUI

/// What the store answered to a write: the command it carried is made here (its clock taken, the
/// stored score shown), and the news chosen as that command's.
extension GatherReducer {
    /// Kept: the score is the stored one from now on; another window's change says so.
    static func stored(
        _ state: inout GatherState, _ write: GatherProgressWrite, before: GatherProgress, after: GatherProgress, refusal: MatchRule?
    ) -> GatherEffect {
        state.progress.timer = write.timer
        state.clockHasRun = write.clockHasRun
        let changedElsewhere = state.keeping.stored(before: before, after: after, into: &state.progress)
        if let refusal { return refused(&state, refusal) }
        let saving: GatherSaving = changedElsewhere ? .changedElsewhere : .saved
        switch write.cause {
        case .end(let confirmed):
            // A result nobody agreed to is never stored: asked again, with the score as it is now.
            guard state.progress.score == confirmed else {
                state.isConfirmingEnd = true
                state.show(GatherWording.scoreChangedSinceAsked(state.progress.score))
                return .none
            }
            return .endMatch(confirmed)
        case .tick where write.timer.remaining == 0:
            return commit(&state, saving, news: .alert(GatherWording.timeUp))
        case .tick where write.timer.isHalfTime:
            return commit(&state, saving, news: .alert(GatherWording.halfTime(state.progress.score)))
        case .tick:
            // Only the clock changes, so a terminal redraws it alone; the news and a shared block stay.
            return commit(&state, saving, news: state.messageIsSaveFailure ? nil : state.message, isTicking: true)
        case .score, .start, .pause, .reset, .setTime, .refresh:
            return commit(&state, saving, news: clockNews(state, write.cause))
        }
    }

    /// Not kept: a goal or the clock stays changed here and is stored with the next change; a match
    /// gone elsewhere leaves.
    static func storeFailed(_ state: inout GatherState, _ write: GatherProgressWrite, _ failure: GatherEffectFailure) -> GatherEffect {
        state.progress.timer = write.timer
        state.clockHasRun = write.clockHasRun
        stopIfGone(&state, failure)
        if case .failed = failure, let change = write.change {
            do throws(MatchRule) {
                try state.keeping.notStored(change, into: &state.progress, players: write.players)
            } catch {
                return refused(&state, error)
            }
        }
        switch write.cause {
        case .end:
            return refusedToEnd(&state, failure)
        case .tick:
            // The second stays counted; half-time and the last one ring even when they could not be saved.
            let ring = GatherWording.ring(state.clockState, score: state.progress.score)
            return failed(&state, failure, news: ring ?? (state.messageIsSaveFailure ? nil : state.message), isTicking: ring == nil)
        case .score, .start, .pause, .reset, .setTime, .refresh:
            return failed(&state, failure)
        }
    }

    /// The result is stored: back to the players, saying who won.
    static func ended(_ state: inout GatherState, _ result: GatherResult) -> GatherEffect {
        state.hasEnded = true
        state.show(nil)
        return .leave(notice: .success(GatherWording.saved(result)))
    }

    /// Why the match could not end: gone elsewhere leaves, and a failure can be retried.
    static func refusedToEnd(_ state: inout GatherState, _ failure: GatherEffectFailure) -> GatherEffect {
        stopIfGone(&state, failure)
        switch failure {
        case .gone(let gone):
            return leave(&state, gone)
        case .failed(let failure):
            state.show(.error(GatherWording.endFailed(failure)))
            return .none
        }
    }

    /// A match ended or discarded elsewhere stands still.
    static func stopIfGone(_ state: inout GatherState, _ failure: GatherEffectFailure) {
        guard case .gone = failure else { return }
        state.hasEnded = true
        state.progress.timer.isRunning = false
    }
}
