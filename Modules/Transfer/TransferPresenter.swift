import Domain
import Presentation
import TerminalUI

/// Event → use case → show: weighs the job, asks when there is something to ask, carries it out,
/// and says what it did.
public final class TransferPresenter: TransferPresenting {
    public weak var view: (any TransferDisplaying)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting

    private enum Stage {
        case starting, working
        case asking(TransferPlan, TransferQuestion)
        case over
    }

    private var stage = Stage.starting
    /// The job, then what it would do.
    private var lines: [String] = []
    /// The roster file read, whose refused rows `why` lists.
    private var roster: RosterImport?
    /// `why`: the rows the roster file refused, shown instead of the job.
    private var refusedPage = RefusedRowsPage()

    public init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() async {
        guard case .starting = stage else { return show() }
        stage = .working
        lines = [TransferWording.job(interactor.job, of: interactor.owner.username, writing: interactor.outputPaths)]
        show(.working(TransferWording.reading(interactor.job)))
        do {
            let plan = try await interactor.plan()
            if case .players(let file) = plan { roster = file }
            lines += TransferWording.preview(plan)
            guard let question = interactor.question(for: plan) else { return await carryOut(plan) }
            stage = .asking(plan, question)
            show()
        } catch {
            end(TransferWording.refusal(error), succeeded: false)
        }
    }

    public func didAnswer(_ yes: Bool) async {
        guard case .asking(let plan, let question) = stage, !refusedPage.isOpen else { return }
        guard yes else { return end(.info(TransferWording.declined(question)), succeeded: true) }
        await carryOut(plan)
    }

    public func didEnterNoAnswer() {
        guard case .asking = stage, !refusedPage.isOpen else { return }
        show(.error(Wording.yesOrNo))
    }

    public func didChooseContinue() {
        guard case .over = stage else { return }
        router.showPlayerList()
    }

    public func didChooseWhy() {
        let asking = if case .asking = stage { true } else { false }
        // An export reads no roster file: there, `why` is no command (at a question, no answer).
        guard roster != nil || asking else { return show(TransferWording.whyIsNoCommand) }
        show(refusedPage.open(roster, asking: asking))
    }

    public func didCloseRefusedRows() {
        refusedPage.close()
        show()
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    private func carryOut(_ plan: TransferPlan) async {
        stage = .working
        show(.working(TransferWording.working(plan)))
        do {
            end(.success(TransferWording.done(try await interactor.carryOut(plan))), succeeded: true)
        } catch {
            end(TransferWording.refusal(error, carryingOut: plan), succeeded: false)
        }
    }

    private func end(_ message: Message, succeeded: Bool) {
        stage = .over
        router.jobEnded(succeeded: succeeded)
        show(message)
    }

    /// Shows the screen; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        var question: String?
        if case .asking(_, let asked) = stage, !refusedPage.isOpen { question = TransferWording.question(asked) }
        let isOver = if case .over = stage { true } else { false }
        view?.display(
            TransferViewModel(
                title: TransferWording.title(interactor.job), owner: interactor.owner.username, lines: lines, message: news,
                question: question, isOver: isOver, refused: refusedPage.rows, offersWhy: RefusedRowsPage.offersWhy(roster)
            ))
    }
}
