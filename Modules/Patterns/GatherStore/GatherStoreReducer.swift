import Domain
import Foundation
import MatchScreen
import Presentation
import TerminalUI

/// Every rule of the match screen, as a pure function: an action changes the state and says which
/// effect the world must run. It calls no service and reads no clock; `GatherStore` does, and sends
/// back what they answered. Its companions hold the score (`+Score`), the clock (`+Clock`), the
/// substitutes (`+Substitutes`) and the store's answers (`+Stored`).
public enum GatherReducer {
    /// The match as the screen starts it: a fresh one, or one resumed from the progress saved
    /// before the app stopped, which says so.
    public static func initialState(_ unfinished: UnfinishedGather, timeZone: TimeZone) -> GatherState {
        let progress = unfinished.progress.resumed
        var state = GatherState(
            players: unfinished.gather.players, progress: progress,
            clockHasRun: unfinished.progress.clockHadRun, lastStored: unfinished.progress,
            startedAt: unfinished.gather.startedAt, timeZone: timeZone
        )
        if unfinished.progress.isUnderway {
            state.message = .info(GatherWording.resumed(state.progress, clock: state.clockState))
        }
        return state
    }

    /// The one place the state changes: `action` applied to `state`, and what the world must do next.
    public static func reduce(_ state: inout GatherState, _ action: GatherAction) -> GatherEffect {
        switch action {
        case .appeared: state.show(state.message)
        case .command(let command): return reduce(&state, command)
        case .tick: return tick(&state)
        case .progressStored(let write, let before, let after, let refusal): return stored(&state, write, before: before, after: after, refusal: refusal)
        case .storeFailed(let write, let failure): return storeFailed(&state, write, failure)
        case .playerMoved(let index, let team): return moved(&state, index: index, to: team)
        case .moveFailed(let index, let failure): return moveFailed(&state, index: index, failure)
        case .matchEnded(let result): return ended(&state, result)
        case .endFailed(let failure): return refusedToEnd(&state, failure)
        case .shareFileWritten(let write, let outcome):
            if outcome == .exists { state.shareAwaitingReplace = write }
            state.show(ShareWording.news(outcome, path: write.path))
        }
        return .none
    }

    /// What a typed line does.
    private static func reduce(_ state: inout GatherState, _ command: GatherCommand) -> GatherEffect {
        switch command {
        case .score(let side, let goals, let scorer): return changeScore(&state, of: side, by: goals, scorer: scorer)
        case .start: return start(&state)
        case .pause: return pause(&state)
        case .reset: return reset(&state)
        case .setTime(let seconds): return setTime(&state, seconds: seconds)
        case .sub(let number, let team): return move(&state, number: number, to: team)
        case .end:
            state.isConfirmingEnd = true
            state.show(nil)
        case .answer(let yes): return answer(&state, yes)
        case .back: state.show(.info(GatherWording.back))
        case .share(let command): return share(&state, command)
        case .enter:
            // The match as stored now, in a share block's place if one was shown.
            if state.shared != nil { state.show(state.message, isSaveFailure: state.messageIsSaveFailure) }
            return write(state, .refresh)
        case .unreadable(let what):
            // An answer is only read while a question is asked.
            guard what != .answer || state.isConfirmingEnd || state.shareQuestion != nil else { return .none }
            state.show(.error(GatherWording.unreadable(what)))
        case .unknown(let line): state.show(.unknownCommand(line))
        }
        return .none
    }

    /// Yes or no: to replacing the file a share block waits for, else to ending the match with the score shown.
    private static func answer(_ state: inout GatherState, _ yes: Bool) -> GatherEffect {
        if let asked = state.shareAwaitingReplace {
            state.shareAwaitingReplace = nil
            guard yes else {
                state.show(.info(ShareWording.kept(asked.path)))
                return .none
            }
            return .writeShare(asked, replacing: true)
        }
        guard state.isConfirmingEnd else { return .none }
        state.isConfirmingEnd = false
        guard yes else {
            state.show(.info(GatherWording.goesOn))
            return .none
        }
        state.show(.working(GatherWording.saving))
        return write(state, .end(confirmed: state.progress.score))
    }

    /// `share`: the block in place of the match until the user types, or written to a file.
    private static func share(_ state: inout GatherState, _ command: ShareCommand) -> GatherEffect {
        switch command {
        case .show(let format):
            state.show(nil, block: shareBlock(state).lines(format))
            return .none
        case .write(let format, let path):
            return .writeShare(GatherShareWrite(text: shareBlock(state).text(format), path: path), replacing: false)
        }
    }

    /// The match in play as a share block, dated in the match's time zone.
    static func shareBlock(_ state: GatherState) -> ShareBlock {
        GatherWording.shareBlock(
            players: state.players, progress: state.progress, goals: state.goals,
            date: state.startedAt.map { Wording.dateAndTime($0, in: state.timeZone) }
        )
    }

    /// Shows the match after a change with `news`, or what another window did to it.
    static func commit(_ state: inout GatherState, _ saving: GatherSaving, news: Message?, isTicking: Bool = false) -> GatherEffect {
        switch saving {
        case .saved, .unchanged: state.show(news, isTicking: isTicking)
        case .changedElsewhere: state.show(.info(GatherWording.changedElsewhere(state.progress.score)), isTicking: isTicking)
        }
        return .none
    }

    /// Says why a rule of the match refused a command; the match stays as it was.
    static func refused(_ state: inout GatherState, _ rule: MatchRule) -> GatherEffect {
        state.show(GatherWording.rule(rule, players: state.players, fullTime: state.fullTime))
        return .none
    }

    /// A match gone elsewhere goes back to the list, and a failed save says so with `news` if it
    /// rings (the change stays made).
    static func failed(_ state: inout GatherState, _ failure: GatherEffectFailure, news: Message? = nil, isTicking: Bool = false) -> GatherEffect {
        switch failure {
        case .gone(let gone):
            return leave(&state, gone, isTicking: isTicking)
        case .failed(let error):
            let failure = GatherWording.saveFailed(error)
            if let news, news.kind == .alert {
                state.show(.alert(news.text + " " + failure), isSaveFailure: true, isTicking: isTicking)
            } else {
                state.show(.error(failure), isSaveFailure: true, isTicking: isTicking)
            }
        }
        return .none
    }

    /// Back to the list, saying what another window did.
    static func leave(_ state: inout GatherState, _ gone: GatherGone, isTicking: Bool = false) -> GatherEffect {
        state.show(nil, isTicking: isTicking)
        return .leave(notice: .info(GatherWording.gone(gone)))
    }
}

extension GatherState {
    /// Shows the match with `news`, which lasts until the next thing the user types; the share
    /// block given, or the one shown if only a second passed.
    mutating func show(_ news: Message?, isSaveFailure: Bool = false, block: [String]? = nil, isTicking: Bool = false) {
        message = news
        messageIsSaveFailure = isSaveFailure
        shared = block ?? (isTicking ? shared : nil)
    }
}
