import Domain
import Foundation
import Presentation
import TerminalUI

/// What the confirm view tells its presenter.
@MainActor
public protocol ConfirmPlayersPresenting: AnyObject {
    func viewWillAppear()
    /// `m N… a|b|bench`: `numbers` is empty or `team` nil when the command was incomplete.
    func didChooseMove(numbers: [Int], to team: Team?)
    /// `auto`: a balanced split of every picked player.
    func didChooseAutoSplit()
    func didChooseStart() async
    /// `r` (as typed in `line`): right after a failed start, starts again as asked.
    func didChooseRetry(_ line: String) async
    /// The line typed while "… Start anyway? (y/n)" (or "… Replace it? (y/n)") is asked.
    func didAnswerStartConfirmation(_ answer: String) async
    func didChooseBack()
    /// `share`, with what followed it (`md`, a file).
    func didChooseShare(_ arguments: [String]) async
    /// Enter alone: the sheet again, after a share block.
    func didPressEnter()
    func didEnterUnknownCommand(_ line: String)
}

public final class ConfirmPlayersPresenter<Player: ConfirmPlayersEntity>: ConfirmPlayersPresenting {
    public weak var view: (any ConfirmPlayersDisplaying)?
    private let interactor: any ConfirmPlayersInteracting<Player>
    private let router: any ConfirmPlayersRouting
    /// The last automatic split's line, while the teams are as it made them.
    private var explanation: String?
    /// Uneven teams were refused: the user is asked whether to start anyway.
    private var unevenTeams: (teamA: Int, teamB: Int)?
    /// Another match is unfinished: the user is asked to resume it, discard it, or go back;
    /// with whether uneven teams were accepted for this start.
    private var waiting: (match: UnfinishedGather, allowingUnevenTeams: Bool)?
    /// The start that just failed (whether uneven teams were accepted), which `r` tries again; any other event forgets it.
    private var failedStart: Bool?
    private let sharing = ShareFlow()
    private let timeZone: TimeZone

    /// A shared sheet is dated in `timeZone`.
    public init(interactor: any ConfirmPlayersInteracting<Player>, router: any ConfirmPlayersRouting, timeZone: TimeZone) {
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
    }

    public func viewWillAppear() {
        show(ConfirmPlayersWording.opened(fromLastMatch: interactor.startsFromLastMatch, latecomers: interactor.latecomers, on: interactor.sheet))
    }

    public func didChooseMove(numbers: [Int], to team: Team?) {
        guard let team, !numbers.isEmpty else { return show(.error(ConfirmPlayersWording.moveHint)) }
        switch interactor.move(numbers: numbers, to: team) {
        case .success(let move):
            if case .moved = move { explanation = nil }
            show(.info(ConfirmPlayersWording.moved(move, to: team, on: interactor.sheet)))
        case .failure(let refusal):
            show(ConfirmPlayersWording.refusal(refusal))
        }
    }

    public func didChooseAutoSplit() {
        switch interactor.splitBalanced() {
        case .success(let split):
            explanation = ConfirmPlayersWording.explanation(of: split, on: interactor.sheet)
            show()
        case .failure(let refusal):
            show(ConfirmPlayersWording.refusal(refusal))
        }
    }

    public func didChooseStart() async {
        await start(allowingUnevenTeams: false)
    }

    public func didChooseRetry(_ line: String) async {
        guard let allowingUnevenTeams = failedStart else { return show(.unknownCommand(line)) }
        await start(allowingUnevenTeams: allowingUnevenTeams)
    }

    public func didAnswerStartConfirmation(_ answer: String) async {
        if sharing.question != nil {
            return show(await sharing.answer(answer, write: interactor.share(_:toPath:replacing:)))
        }
        if let waiting { return await answerWaiting(waiting, answer) }
        guard unevenTeams != nil else { return }
        guard let yes = Wording.answer(answer) else { return show(.error(Wording.yesOrNo)) }
        unevenTeams = nil
        guard yes else { return show(.info(ConfirmPlayersWording.keptUneven)) }
        await start(allowingUnevenTeams: true)
    }

    /// `resume` opens the unfinished match, `discard` drops it and starts this one, `b` keeps both.
    private func answerWaiting(_ waiting: (match: UnfinishedGather, allowingUnevenTeams: Bool), _ answer: String) async {
        switch CommandInput(answer).bareWord {
        case "resume":
            self.waiting = nil
            show()
            router.showGather(waiting.match)
        case "discard":
            self.waiting = nil
            await start(allowingUnevenTeams: waiting.allowingUnevenTeams, discarding: waiting.match)
        case "b", "back", "n", "no":
            self.waiting = nil
            show(.info(ConfirmPlayersWording.nothingStarted))
        default:
            show(.error(ConfirmPlayersWording.waitingAnswers))
        }
    }

    private func start(allowingUnevenTeams: Bool, discarding: UnfinishedGather? = nil) async {
        show(.working(ConfirmPlayersWording.starting))
        do {
            switch try await interactor.startGather(allowingUnevenTeams: allowingUnevenTeams, discarding: discarding) {
            case .success(let match):
                show()
                router.showGather(match)
            case .failure(.unevenTeams(let teamA, let teamB)):
                unevenTeams = (teamA, teamB)
                show()
            case .failure(.anotherMatchUnfinished(let match)):
                waiting = (match, allowingUnevenTeams)
                show()
            case .failure(let refusal): show(ConfirmPlayersWording.refusal(refusal))
            }
        } catch {
            show(.error(ConfirmPlayersWording.startFailed(error)))
            failedStart = allowingUnevenTeams
        }
    }

    public func didChooseBack() {
        show()
        router.close()
    }

    /// The teams as they stand, with positions, dated now.
    public func didChooseShare(_ arguments: [String]) async {
        let block = ConfirmPlayersWording.shareBlock(of: interactor.sheet, date: Wording.dateAndTime(interactor.now(), in: timeZone))
        show(await sharing.share(block, arguments: arguments, write: interactor.share(_:toPath:replacing:)))
    }

    public func didPressEnter() {
        if sharing.isShown { show() }
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// Shows the sheet; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        failedStart = nil
        let shared = sharing.takeBlock()
        view?.display(
            ConfirmPlayersViewModel(
                sheet: interactor.sheet,
                explanation: explanation,
                points: (interactor.points(in: .teamA), interactor.points(in: .teamB)),
                message: news ?? shared.map { _ in .info(ConfirmPlayersWording.shareShown) },
                confirmation: waiting.map { ConfirmPlayersWording.waitingQuestion($0.match) }
                    ?? unevenTeams.map(ConfirmPlayersWording.unevenQuestion) ?? sharing.question,
                shared: shared
            ))
    }
}
