import Domain
import Foundation
import Presentation
import TerminalUI

/// What the gather view tells its presenter.
@MainActor
public protocol GatherPresenting: AnyObject {
    func viewWillAppear()
    /// One second passed.
    func didTick() async
    /// `a+`, `a-`, `b+`, `b-`: one goal more (+1) or less (-1).
    func didChangeScore(of side: GatherSide, by goals: Int) async
    /// `a+ 3`, `a- 3`: a goal more or less for the side's player 3.
    func didChangeScore(of side: GatherSide, by goals: Int, scorer number: Int) async
    /// `s`: start, or resume after a pause.
    func didChooseStart() async
    func didChoosePause() async
    func didChooseReset() async
    /// `t mm:ss`: the text after `t`, as typed.
    func didSetTime(_ text: String) async
    /// `sub N a|b|bench`: player N (as on the team sheet) to Team A, Team B or the bench.
    func didChooseSub(number: Int, to team: Team) async
    /// `end`: asks to confirm first.
    func didChooseEnd()
    /// The line typed while "End the match …? (y/n)" (or "… Replace it? (y/n)") is asked.
    func didAnswerEndConfirmation(_ answer: String) async
    func didChooseBack()
    /// `share`, with what followed it (`md`, a file).
    func didChooseShare(_ arguments: [String]) async
    /// Enter alone: the match again, after a share block.
    func didPressEnter()
    func didEnterUnknownCommand(_ line: String)
}

public final class GatherPresenter<Player: GatherEntity>: GatherPresenting {
    public weak var view: (any GatherDisplaying)?
    private let interactor: any GatherInteracting<Player>
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
    public init(interactor: any GatherInteracting<Player>, router: any GatherRouting, timeZone: TimeZone) {
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
        switch await interactor.tick() {
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
    }

    public func didChangeScore(of side: GatherSide, by goals: Int) async {
        present(await interactor.changeScore(of: side, by: goals), news: nil)
    }

    public func didChangeScore(of side: GatherSide, by goals: Int, scorer number: Int) async {
        present(await interactor.changeScore(of: side, by: goals, scorer: number), news: nil)
    }

    public func didChooseStart() async {
        present(await interactor.startClock(), news: nil)
    }

    public func didChoosePause() async {
        let result = await interactor.pauseClock()
        present(result, news: .info(GatherWording.paused(remaining: interactor.progress.timer.remaining)))
    }

    public func didChooseReset() async {
        let result = await interactor.resetClock()
        present(result, news: .info(GatherWording.reset(to: fullTime)))
    }

    public func didSetTime(_ text: String) async {
        let result = await interactor.setClock(toSeconds: Wording.seconds(typed: text))
        present(result, news: .success(GatherWording.timeSet(to: fullTime)))
    }

    public func didChooseSub(number: Int, to team: Team) async {
        let result = await interactor.move(number: number, to: team)
        let name = GatherWording.name(number: number, in: interactor.players)
        if case .success(.failed(let error)) = result {
            return show(.error(GatherWording.moveFailed(name, error)))
        }
        present(result, news: .info(GatherWording.moved(name, to: team)))
    }

    public func didChooseEnd() {
        isConfirmingEnd = true
        show(nil)
    }

    public func didAnswerEndConfirmation(_ answer: String) async {
        if sharing.question != nil {
            return show(await sharing.answer(answer, write: interactor.share(_:toPath:replacing:)))
        }
        guard isConfirmingEnd else { return }
        guard let yes = Wording.answer(answer) else { return show(.error(Wording.yesOrNo)) }
        isConfirmingEnd = false
        guard yes else { return show(.info(GatherWording.goesOn)) }
        let confirmed = interactor.progress.score
        show(.working(GatherWording.saving))
        do {
            switch try await interactor.end(confirmed: confirmed) {
            case .success(let result):
                show(nil)
                router.showPlayerList(notice: .success(GatherWording.saved(result)))
            case .failure(let refusal):
                // Asked again, with the score as it is now.
                isConfirmingEnd = true
                show(GatherWording.refusal(refusal, players: interactor.players, fullTime: fullTime))
            }
        } catch let gone as GatherGone {
            leave(gone)
        } catch {
            show(.error(GatherWording.endFailed(error)))
        }
    }

    public func didChooseBack() {
        show(.info(GatherWording.back))
    }

    public func didChooseShare(_ arguments: [String]) async {
        let block = GatherWording.shareBlock(
            players: interactor.players, progress: interactor.progress, goals: goals,
            date: interactor.startedAt.map { Wording.dateAndTime($0, in: timeZone) }
        )
        show(await sharing.share(block, arguments: arguments, write: interactor.share(_:toPath:replacing:)))
    }

    public func didPressEnter() {
        guard shared != nil else { return }
        show(message, isSaveFailure: messageIsSaveFailure)
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// Shows what a command did: `news` once it is made, or why it was refused.
    private func present(_ result: Result<GatherSaving, GatherRefusal>, news: Message?) {
        switch result {
        case .success(let saving): commit(saving, news: news)
        case .failure(let refusal): show(GatherWording.refusal(refusal, players: interactor.players, fullTime: fullTime))
        }
    }

    /// Shows the match after a change with `news`, or why its saving failed (the change stays made),
    /// or what another window did to it.
    private func commit(_ saving: GatherSaving, news: Message?) {
        switch saving {
        case .saved, .unchanged: show(news)
        case .changedElsewhere: show(.info(GatherWording.changedElsewhere(interactor.progress.score)))
        case .gone(let gone): leave(gone)
        case .failed(let error): fail(error, news: news)
        }
    }

    /// Back to the list, saying what another window did.
    private func leave(_ gone: GatherGone) {
        show(nil)
        router.showPlayerList(notice: .info(GatherWording.gone(gone)))
    }

    private func fail(_ error: ServiceError, news: Message?) {
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
                players: interactor.players, progress: interactor.progress, clockState: interactor.clockState, goals: goals,
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
