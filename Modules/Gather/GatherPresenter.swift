import Domain
import Foundation
import Presentation
import TerminalUI

/// Gather's event → use case → show: asks the Interactor, shows its answer worded by
/// `GatherWording`, and leaves through the Router.
public final class GatherPresenter: GatherPresenting {
    public weak var view: (any GatherDisplaying)?
    private let interactor: any GatherInteracting
    private let router: any GatherRouting
    private var isConfirmingEnd = false
    private var message: Message?
    /// The message shown is a failed save: the next successful save takes it away.
    private var messageIsSaveFailure = false
    private let sharing = ShareFlow()
    /// The share block on screen, in place of the match: it stays through the clock's ticks until the user types.
    private var shared: [String]?
    private var isTicking = false
    private let timeZone: TimeZone

    /// The match's date is shared in `timeZone`.
    public init(interactor: any GatherInteracting, router: any GatherRouting, timeZone: TimeZone) {
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
        if interactor.isResumed {
            message = .info(GatherWording.resumed(interactor.progress, clock: interactor.clockState))
        }
    }

    public func viewWillAppear() {
        show(message)
    }

    public func didTick() async {
        do {
            switch try await interactor.tick() {
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
            let isTimeUp = interactor.clockState == .timeUp
            isTicking = !isTimeUp
            refused(error, news: isTimeUp ? .alert(GatherWording.timeUp) : messageIsSaveFailure ? nil : message)
            isTicking = false
        }
    }

    public func didChangeScore(of side: GatherSide, by goals: Int) async {
        do { commit(try await interactor.changeScore(of: side, by: goals), news: nil) } catch { refused(error) }
    }

    public func didChangeScore(of side: GatherSide, by goals: Int, scorer number: Int) async {
        do { commit(try await interactor.changeScore(of: side, by: goals, scorer: number), news: nil) } catch { refused(error) }
    }

    public func didChooseStart() async {
        do { commit(try await interactor.startClock(), news: nil) } catch { refused(error) }
    }

    public func didChoosePause() async {
        do {
            let saving = try await interactor.pauseClock()
            commit(saving, news: .info(GatherWording.paused(remaining: interactor.progress.timer.remaining)))
        } catch {
            refused(error)
        }
    }

    public func didChooseReset() async {
        do {
            let saving = try await interactor.resetClock()
            commit(saving, news: .info(GatherWording.reset(to: fullTime)))
        } catch {
            refused(error)
        }
    }

    public func didSetTime(seconds: Int) async {
        do {
            let saving = try await interactor.setClock(toSeconds: seconds)
            commit(saving, news: .success(GatherWording.timeSet(to: fullTime)))
        } catch {
            refused(error)
        }
    }

    public func didChooseSub(number: Int, to team: Team) async {
        do {
            let saving = try await interactor.move(number: number, to: team)
            commit(saving, news: .info(GatherWording.moved(GatherWording.name(number: number, in: interactor.players), to: team)))
        } catch {
            guard case .failed(let failure) = error else { return refused(error) }
            show(.error(GatherWording.moveFailed(GatherWording.name(number: number, in: interactor.players), failure)))
        }
    }

    public func didChooseEnd() {
        isConfirmingEnd = true
        show(nil)
    }

    public func didAnswer(_ yes: Bool) async {
        if sharing.question != nil {
            return show(await sharing.answer(yes, write: interactor.share(_:toPath:replacing:)))
        }
        guard isConfirmingEnd else { return }
        isConfirmingEnd = false
        guard yes else { return show(.info(GatherWording.goesOn)) }
        let confirmed = interactor.progress.score
        show(.working(GatherWording.saving))
        do {
            let result = try await interactor.end(confirmed: confirmed)
            show(nil)
            router.showPlayerList(notice: .success(GatherWording.saved(result)))
        } catch {
            switch error {
            case .gone(let gone): leave(gone)
            case .failed(let failure): show(.error(GatherWording.endFailed(failure)))
            default:
                // Asked again, with the score as it is now.
                isConfirmingEnd = true
                show(GatherWording.refusal(error, players: interactor.players, fullTime: fullTime))
            }
        }
    }

    public func didChooseBack() {
        show(.info(GatherWording.back))
    }

    public func didChooseShare(_ command: ShareCommand) async {
        let block = GatherWording.shareBlock(
            players: interactor.players, progress: interactor.progress, goals: goals,
            date: interactor.startedAt.map { Wording.dateAndTime($0, in: timeZone) }
        )
        show(await sharing.share(block, command, write: interactor.share(_:toPath:replacing:)))
    }

    public func didPressEnter() {
        guard shared != nil else { return }
        show(message, isSaveFailure: messageIsSaveFailure)
    }

    public func didEnterUnreadable(_ what: GatherUnreadable) {
        // An answer is only read while a question is asked.
        guard what != .answer || isConfirmingEnd || sharing.question != nil else { return }
        show(.error(GatherWording.unreadable(what)))
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// Shows the match after a change with `news`, or what another window did to it.
    private func commit(_ saving: GatherSaving, news: Message?) {
        switch saving {
        case .saved, .unchanged: show(news)
        case .changedElsewhere: show(.info(GatherWording.changedElsewhere(interactor.progress.score)))
        }
    }

    /// Says why a command was refused; a match gone elsewhere goes back to the list, and a failed
    /// save says so with `news` if it rings (the change stays made).
    private func refused(_ refusal: GatherRefusal, news: Message? = nil) {
        switch refusal {
        case .gone(let gone): leave(gone)
        case .failed(let failure): fail(failure, news: news)
        default: show(GatherWording.refusal(refusal, players: interactor.players, fullTime: fullTime))
        }
    }

    /// Back to the list, saying what another window did.
    private func leave(_ gone: GatherGone) {
        show(nil)
        router.showPlayerList(notice: .info(GatherWording.gone(gone)))
    }

    private func fail(_ error: StoreFailure, news: Message?) {
        let failure = GatherWording.saveFailed(error)
        if let news, news.kind == .alert {
            show(.alert(news.text + " " + failure), isSaveFailure: true)
        } else {
            show(.error(failure), isSaveFailure: true)
        }
    }

    /// Shows the match; `news` lasts until the next thing the user types.
    private func show(_ news: Message?, isSaveFailure: Bool = false) {
        message = news
        messageIsSaveFailure = isSaveFailure
        shared = sharing.takeBlock() ?? (isTicking ? shared : nil)
        view?.display(
            GatherViewModel(
                interactor, goals: goals,
                message: news ?? shared.map { _ in .info(GatherWording.shareShown) },
                confirmation: isConfirmingEnd ? GatherWording.endQuestion(interactor.progress.score) : sharing.question,
                shared: shared
            ))
    }

    private var fullTime: String {
        Wording.clock(interactor.progress.timer.duration)
    }

    private var goals: [GatherSide: TeamGoals] {
        Dictionary(uniqueKeysWithValues: GatherSide.allCases.compactMap { side in interactor.goals(of: side).map { (side, $0) } })
    }
}
