import Domain
import Foundation
import GathersInterface
import Presentation
import ShareFilesInterface
import TerminalUI

/// The match screen's view model, as MVVM has it: the state of one match being played and its rules
/// (the score, the clock, the substitutes, saving each change into a store another window may share:
/// companions +Score, +Clock and +Store), and what the screen shows of it. Its output is `output`, an
/// `Box` the view binds to and is called back on with every new `GatherBoard`; its inputs
/// are the methods the view calls as it reads each line. It never navigates: `onMatchLeft` says the
/// match was left, and a coordinator shows where that leads.
@MainActor
public final class GatherMVVMViewModel {
    /// What the screen shows: the view binds to it.
    public let output = Box(GatherBoard())
    /// The match ended here, or another window ended or discarded it: the player list, with this notice.
    public var onMatchLeft: ((Message) -> Void)?

    // The match, and what its rules remember. Internal: the companions apply the rules.
    /// The players as the team sheet lists them, in the team they play in now.
    var teamSheet: [GatherPlayer]
    var progress: GatherProgress
    let startedAt: Date?
    let gatherID: UUID
    let gathers: any GathersService
    let shareFiles: any ShareFileWriting
    let clock: any WallClock
    var hasEnded = false
    /// The clock ran since it was last set or reset; a second may not have passed yet.
    var clockHasRun: Bool
    /// The match as this window last found it stored, and the score changes whose saving failed.
    var keeping: MatchKeeping

    // What the screen shows beside the match.
    private var isConfirmingEnd = false
    private var message: Message?
    /// The message shown is a failed save: the next successful save takes it away.
    private var messageIsSaveFailure = false
    private let sharing = ShareFlow()
    /// The share block on screen, in place of the match: it stays through the clock's ticks until the user types.
    private var shared: [String]?
    private var isTicking = false
    private let timeZone: TimeZone

    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a new match, or
    /// the progress saved before the app stopped. The match's date is shared in `timeZone`.
    public init(
        unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock, timeZone: TimeZone
    ) {
        teamSheet = unfinished.gather.players
        startedAt = unfinished.gather.startedAt
        gatherID = unfinished.gather.id
        progress = unfinished.progress.resumed
        keeping = MatchKeeping(stored: unfinished.progress)
        clockHasRun = unfinished.progress.timer.isRunning || progress.timer.remaining != progress.timer.duration
        (self.gathers, self.shareFiles, self.clock, self.timeZone) = (gathers, shareFiles, clock, timeZone)
        if unfinished.progress != GatherProgress() {
            message = .info(GatherWording.resumed(progress, clock: clockState))
        }
    }

    // MARK: Inputs

    /// The screen is shown: the match, with the news of a resumed one.
    public func appeared() {
        show(message)
    }

    /// One second passed.
    public func tick() async {
        do {
            switch try await countDown() {
            case .idle:
                return
            case .counted(let saving):
                // Only the clock changes, so a terminal redraws it alone; the news and a shared block stay.
                isTicking = true
                commit(saving, news: messageIsSaveFailure ? nil : message)
                isTicking = false
            case .finished(let saving):
                commit(saving, news: .alert(GatherWording.timeUp))
            }
        } catch {
            // The second stays counted; the last one rings even when it could not be saved.
            let isTimeUp = clockState == .timeUp
            isTicking = !isTimeUp
            refused(error, news: isTimeUp ? .alert(GatherWording.timeUp) : messageIsSaveFailure ? nil : message)
            isTicking = false
        }
    }

    /// `a+`, `b-`: one goal more (+1) or less (-1); `a+ 3` credits (or `a- 3` takes back) player 3's.
    public func scoreTapped(side: GatherSide, goals: Int, scorer: Int?) async {
        do { commit(try await changeScore(of: side, by: goals, scorer: scorer), news: nil) } catch { refused(error) }
    }

    /// `s`: start, or resume after a pause.
    public func startTapped() async {
        do { commit(try await startClock(), news: nil) } catch { refused(error) }
    }

    public func pauseTapped() async {
        do {
            let saving = try await pauseClock()
            commit(saving, news: .info(GatherWording.paused(remaining: progress.timer.remaining)))
        } catch {
            refused(error)
        }
    }

    public func resetTapped() async {
        do {
            let saving = try await resetClock()
            commit(saving, news: .info(GatherWording.reset(to: fullTime)))
        } catch {
            refused(error)
        }
    }

    /// `t mm:ss`: the new set time, in seconds.
    public func timeTyped(seconds: Int) async {
        do {
            let saving = try await setClock(toSeconds: seconds)
            commit(saving, news: .success(GatherWording.timeSet(to: fullTime)))
        } catch {
            refused(error)
        }
    }

    /// `sub N a|b|bench`: player N (as on the team sheet) to Team A, Team B or the bench.
    public func subTapped(number: Int, to team: Team) async {
        do {
            let saving = try await move(number: number, to: team)
            commit(saving, news: .info(GatherWording.moved(GatherWording.name(number: number, in: teamSheet), to: team)))
        } catch {
            guard case .failed(let failure) = error else { return refused(error) }
            show(.error(GatherWording.moveFailed(GatherWording.name(number: number, in: teamSheet), failure)))
        }
    }

    /// `end`: asks to confirm first.
    public func endTapped() {
        isConfirmingEnd = true
        show(nil)
    }

    /// Yes or no to the question asked: "End the match …? (y/n)" or "… Replace it? (y/n)".
    public func answer(_ yes: Bool) async {
        if sharing.question != nil {
            return show(await sharing.answer(yes, write: writeShare(_:toPath:replacing:)))
        }
        guard isConfirmingEnd else { return }
        isConfirmingEnd = false
        guard yes else { return show(.info(GatherWording.goesOn)) }
        let confirmed = progress.score
        show(.working(GatherWording.saving))
        do {
            let result = try await end(confirmed: confirmed)
            show(nil)
            onMatchLeft?(.success(GatherWording.saved(result)))
        } catch {
            switch error {
            case .gone(let gone): leave(gone)
            case .failed(let failure): show(.error(GatherWording.endFailed(failure)))
            default:
                // Asked again, with the score as it is now.
                isConfirmingEnd = true
                show(GatherWording.refusal(error, players: teamSheet, fullTime: fullTime))
            }
        }
    }

    public func backTapped() {
        show(.info(GatherWording.back))
    }

    /// `share`, with what followed it (`md`, a file).
    public func shareTapped(_ command: ShareCommand) async {
        let block = GatherWording.shareBlock(
            players: teamSheet, progress: progress, goals: goals, date: startedAt.map { Wording.dateAndTime($0, in: timeZone) }
        )
        show(await sharing.share(block, command, write: writeShare(_:toPath:replacing:)))
    }

    /// Enter alone: the match again, after a share block.
    public func enterPressed() {
        guard shared != nil else { return }
        show(message, isSaveFailure: messageIsSaveFailure)
    }

    /// What was typed for a time, or to a question, could not be read as one.
    public func unreadable(_ what: GatherUnreadable) {
        // An answer is only read while a question is asked.
        guard what != .answer || isConfirmingEnd || sharing.question != nil else { return }
        show(.error(GatherWording.unreadable(what)))
    }

    public func unknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    // MARK: Output

    /// Shows the match after a change with `news`, or what another window did to it.
    private func commit(_ saving: GatherSaving, news: Message?) {
        switch saving {
        case .saved, .unchanged: show(news)
        case .changedElsewhere: show(.info(GatherWording.changedElsewhere(progress.score)))
        }
    }

    /// Says why a command was refused; a match gone elsewhere goes back to the list, and a failed
    /// save says so with `news` if it rings (the change stays made).
    private func refused(_ refusal: GatherRefusal, news: Message? = nil) {
        switch refusal {
        case .gone(let gone): leave(gone)
        case .failed(let failure): fail(failure, news: news)
        default: show(GatherWording.refusal(refusal, players: teamSheet, fullTime: fullTime))
        }
    }

    /// Back to the list, saying what another window did.
    private func leave(_ gone: GatherGone) {
        show(nil)
        onMatchLeft?(.info(GatherWording.gone(gone)))
    }

    private func fail(_ error: StoreFailure, news: Message?) {
        let failure = GatherWording.saveFailed(error)
        if let news, news.kind == .alert {
            show(.alert(news.text + " " + failure), isSaveFailure: true)
        } else {
            show(.error(failure), isSaveFailure: true)
        }
    }

    /// Publishes the match; `news` lasts until the next thing the user types.
    private func show(_ news: Message?, isSaveFailure: Bool = false) {
        message = news
        messageIsSaveFailure = isSaveFailure
        shared = sharing.takeBlock() ?? (isTicking ? shared : nil)
        output.value = GatherBoard(
            players: teamSheet, progress: progress, clockState: clockState, goals: goals,
            message: news ?? shared.map { _ in .info(GatherWording.shareShown) },
            confirmation: isConfirmingEnd ? GatherWording.endQuestion(progress.score) : sharing.question,
            shared: shared
        )
    }

    private var fullTime: String {
        Wording.clock(progress.timer.duration)
    }
}
