import Domain
import Foundation
import Presentation
import TerminalUI

/// ConfirmPlayers' event → use case → show: asks the Interactor, shows its answer worded by
/// `ConfirmPlayersWording`, and leaves through the Router.
public final class ConfirmPlayersPresenter: ConfirmPlayersPresenting {
    public weak var view: (any ConfirmPlayersDisplaying)?
    private let interactor: any ConfirmPlayersInteracting
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
    public init(interactor: any ConfirmPlayersInteracting, router: any ConfirmPlayersRouting, timeZone: TimeZone) {
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
    }

    /// Says how the sheet opened, but of a sheet as it was left that nobody joins: nothing.
    public func viewWillAppear() {
        guard interactor.startsFromLastMatch || !interactor.latecomers.isEmpty else { return show() }
        show(.info(ConfirmPlayersWording.opened(fromLastMatch: interactor.startsFromLastMatch, latecomers: interactor.latecomers, on: interactor.sheet)))
    }

    public func didChooseMove(numbers: [Int], to team: Team?) {
        guard let team, !numbers.isEmpty else { return show(.error(ConfirmPlayersWording.moveHint)) }
        do {
            let move = try interactor.move(numbers: numbers, to: team)
            if case .moved = move { explanation = nil }
            show(.info(ConfirmPlayersWording.moved(move, to: team, on: interactor.sheet)))
        } catch {
            show(ConfirmPlayersWording.refusal(error))
        }
    }

    public func didChooseAutoSplit() {
        do {
            explanation = ConfirmPlayersWording.explanation(of: try interactor.splitBalanced(), on: interactor.sheet)
            show()
        } catch {
            show(ConfirmPlayersWording.refusal(error))
        }
    }

    public func didChooseStart() async {
        await start(allowingUnevenTeams: false)
    }

    public func didChooseRetry() async {
        guard let allowingUnevenTeams = failedStart else { return }
        await start(allowingUnevenTeams: allowingUnevenTeams)
    }

    public func didAnswer(_ yes: Bool) async {
        if sharing.question != nil {
            return show(await sharing.answer(yes, write: interactor.share(_:toPath:replacing:)))
        }
        guard unevenTeams != nil else { return }
        unevenTeams = nil
        guard yes else { return show(.info(ConfirmPlayersWording.keptUneven)) }
        await start(allowingUnevenTeams: true)
    }

    public func didAnswerUnfinishedMatch(_ choice: ConfirmPlayersUnfinishedChoice) async {
        guard let waiting else { return }
        self.waiting = nil
        switch choice {
        case .resume:
            show()
            router.showGather(waiting.match)
        case .discard: await start(allowingUnevenTeams: waiting.allowingUnevenTeams, discarding: waiting.match)
        case .keep: show(.info(ConfirmPlayersWording.nothingStarted))
        }
    }

    public func didEnterUnreadable(_ what: ConfirmPlayersUnreadable) {
        switch what {
        case .answer: if unevenTeams != nil || sharing.question != nil { show(.error(Wording.yesOrNo)) }
        case .unfinishedMatchAnswer: if waiting != nil { show(.error(ConfirmPlayersWording.waitingAnswers)) }
        case .share: show(.error(ShareCommand.usage))
        }
    }

    private func start(allowingUnevenTeams: Bool, discarding: UnfinishedGather? = nil) async {
        show(.working(ConfirmPlayersWording.starting))
        do {
            let match = try await interactor.startGather(allowingUnevenTeams: allowingUnevenTeams, discarding: discarding)
            show()
            router.showGather(match)
        } catch {
            switch error {
            case .unevenTeams(let teamA, let teamB):
                unevenTeams = (teamA, teamB)
                show()
            case .anotherMatchUnfinished(let match):
                waiting = (match, allowingUnevenTeams)
                show()
            case .failed: show(ConfirmPlayersWording.refusal(error), retrying: allowingUnevenTeams)
            default: show(ConfirmPlayersWording.refusal(error))
            }
        }
    }

    public func didChooseBack() {
        show()
        router.close()
    }

    /// The teams as they stand, with positions, dated now.
    public func didChooseShare(_ command: ShareCommand) async {
        let block = ConfirmPlayersWording.shareBlock(of: interactor.sheet, date: Wording.dateAndTime(interactor.now(), in: timeZone))
        show(await sharing.share(block, command, write: interactor.share(_:toPath:replacing:)))
    }

    public func didPressEnter() {
        if sharing.isShown { show() }
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// Shows the sheet; `news` lasts until the next event, and so does `r` when `retrying` says how to start again.
    private func show(_ news: Message? = nil, retrying: Bool? = nil) {
        failedStart = retrying
        let shared = sharing.takeBlock()
        view?.display(
            ConfirmPlayersViewModel(
                sheet: interactor.sheet,
                explanation: explanation,
                points: (interactor.points(in: .teamA), interactor.points(in: .teamB)),
                message: news ?? shared.map { _ in .info(ConfirmPlayersWording.shareShown) },
                question: waiting.map { .unfinishedMatch(ConfirmPlayersWording.waitingQuestion($0.match)) }
                    ?? (unevenTeams.map(ConfirmPlayersWording.unevenQuestion) ?? sharing.question).map(ConfirmPlayersQuestion.yesOrNo),
                shared: shared,
                offersRetry: retrying != nil
            ))
    }
}
