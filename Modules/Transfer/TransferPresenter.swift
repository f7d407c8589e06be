import Domain
import Presentation
import TerminalUI

/// What the transfer view tells its presenter.
@MainActor
public protocol TransferPresenting: AnyObject {
    /// The job starts when the screen first appears.
    func viewWillAppear() async
    /// A line typed while a y/n question is asked.
    func didAnswer(_ answer: String) async
    /// Enter, `l` or `b` once the job is over: the player list.
    func didChooseContinue()
    /// `why`: every row the import refused, at its question too.
    func didChooseWhy()
    /// `b` (or Enter) on the refused rows: back to the job, and to its question if one is asked.
    func didCloseRefusedRows()
    func didEnterUnknownCommand(_ line: String)
}

/// Event → use case → show: weighs the job, asks when there is something to ask, carries it out,
/// and says what it did.
public final class TransferPresenter<Owner: TransferEntity>: TransferPresenting {
    public weak var view: (any TransferDisplaying)?
    private let interactor: any TransferInteracting<Owner>
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
    /// `why` is showing the refused rows instead of the job.
    private var showingRefused = false

    public init(interactor: any TransferInteracting<Owner>, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() async {
        guard case .starting = stage else { return show() }
        stage = .working
        lines = [TransferWording.job(interactor.job, of: interactor.owner.username)]
        show(.working(TransferWording.reading(interactor.job)))
        do {
            switch try await interactor.plan() {
            case .failure(let refusal): end(TransferWording.refusal(refusal), succeeded: false)
            case .success(let plan):
                if case .players(let file) = plan { roster = file }
                lines += TransferWording.preview(plan)
                guard let question = interactor.question(for: plan) else { return await carryOut(plan) }
                stage = .asking(plan, question)
                show()
            }
        } catch {
            end(.error(TransferWording.unreadableData(error)), succeeded: false)
        }
    }

    public func didAnswer(_ answer: String) async {
        guard case .asking(let plan, let question) = stage, !showingRefused else { return }
        guard let yes = Wording.answer(answer) else { return show(.error(Wording.yesOrNo)) }
        guard yes else { return end(.info(TransferWording.declined(question)), succeeded: true) }
        await carryOut(plan)
    }

    public func didChooseContinue() {
        guard case .over = stage else { return }
        router.showPlayerList()
    }

    public func didChooseWhy() {
        guard let file = roster, !file.refused.isEmpty else {
            if case .asking = stage { return show(.error(Wording.yesOrNo)) }
            return show(roster == nil ? .unknownCommand("why") : .error(ImportWording.nothingRefused(roster)))
        }
        showingRefused = true
        show()
    }

    public func didCloseRefusedRows() {
        showingRefused = false
        show()
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    private func carryOut(_ plan: TransferPlan) async {
        stage = .working
        show(.working(TransferWording.working(plan)))
        do {
            switch try await interactor.carryOut(plan) {
            case .success(let done): end(.success(TransferWording.done(done)), succeeded: true)
            case .failure(let refusal): end(TransferWording.refusal(refusal), succeeded: false)
            }
        } catch let stopped as TransferStopped {
            end(.error(TransferWording.stopped(stopped)), succeeded: false)
        } catch {
            end(.error(TransferWording.failed(plan, error)), succeeded: false)
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
        if case .asking(_, let asked) = stage, !showingRefused { question = TransferWording.question(asked) }
        let isOver = if case .over = stage { true } else { false }
        view?.display(
            TransferViewModel(
                title: TransferWording.title(interactor.job), owner: interactor.owner.username, lines: lines, message: news,
                question: question, isOver: isOver, refused: showingRefused ? roster.map(ImportWording.refusedRows) : nil,
                offersWhy: roster?.refused.isEmpty == false
            ))
    }
}
