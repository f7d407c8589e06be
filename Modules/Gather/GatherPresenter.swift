import Domain
import Foundation
import MatchScreen
import Presentation
import TerminalUI

/// Gather's event → use case → show: asks the Interactor, shows its answer worded by
/// `GatherWording`, and leaves through the Router.
public final class GatherPresenter: GatherPresenting {
    public weak var view: (any GatherDisplaying)?
    private let interactor: any GatherInteracting
    private let router: any GatherRouting
    private var isConfirmingEnd = false
    /// What is shown beside the match, and how each answer changes it.
    private let news = GatherNews()
    private var sharing: ShareFlow { news.sharing }
    private let timeZone: TimeZone

    /// The match's date is shared in `timeZone`.
    public init(interactor: any GatherInteracting, router: any GatherRouting, timeZone: TimeZone) {
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
        if interactor.isResumed {
            news.set(.info(GatherWording.resumed(interactor.progress, clock: interactor.clockState)))
        }
    }

    public func viewWillAppear() {
        show(news.message)
    }

    public func didTick() async {
        let tick = await news.tick(
            { () async throws(GatherRefusal) in try await interactor.tick() }, clockState: { interactor.clockState },
            score: { interactor.progress.score }, refused: said)
        switch tick {
        case .unchanged: return
        case .shown: draw()
        case .gone(let gone): leave(gone)
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
        } catch .gone(let gone) {
            leave(gone)
        } catch .failed(let failure) {
            news.endFailed(failure)
            draw()
        } catch {
            // Another window scored since the question: it is asked again, with the score as it is now.
            isConfirmingEnd = true
            _ = said(error)
            draw()
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

    public func didPressEnter() async {
        _ = news.closeShared()
        do { commit(try await interactor.refresh(), news: nil) } catch { refused(error) }
    }

    public func didEnterUnreadable(_ what: GatherUnreadable) {
        if news.unreadable(what, isAsking: isConfirmingEnd) { draw() }
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// Shows the match after a change with `news`, or what another window did to it.
    private func commit(_ saving: GatherSaving, news change: Message?) {
        news.commit(saving, news: change, score: interactor.progress.score)
        draw()
    }

    /// Says why a command was refused; a match gone elsewhere goes back to the list.
    private func refused(_ refusal: GatherRefusal) {
        guard let gone = said(refusal) else { return draw() }
        leave(gone)
    }

    /// Says why a command was refused, or that a save failed (the change stays made), ringing with
    /// `rang` when that rings; a match gone elsewhere is answered instead, for the screen to leave.
    private func said(_ refusal: GatherRefusal, news rang: Message? = nil) -> GatherGone? {
        switch refusal {
        case .gone(let gone): return gone
        case .failed(let failure): news.saveFailed(failure, news: rang)
        case .rule, .scoreChangedSinceAsked: news.set(GatherWording.refusal(refusal, players: interactor.players, fullTime: fullTime))
        }
        return nil
    }

    /// Back to the list, saying what another window did.
    private func leave(_ gone: GatherGone) {
        show(nil)
        router.showPlayerList(notice: .info(GatherWording.gone(gone)))
    }

    /// Shows the match; `news` lasts until the next thing the user types.
    private func show(_ message: Message?) {
        news.set(message)
        draw()
    }

    private func draw() {
        view?.display(
            GatherViewModel(
                interactor, goals: goals, message: news.shown,
                confirmation: isConfirmingEnd ? GatherWording.endQuestion(interactor.progress.score) : sharing.question,
                shared: news.shared
            ))
    }

    private var fullTime: String {
        Wording.clock(interactor.progress.timer.duration)
    }

    private var goals: [GatherSide: TeamGoals] {
        Dictionary(uniqueKeysWithValues: GatherSide.allCases.compactMap { side in interactor.goals(of: side).map { (side, $0) } })
    }
}
