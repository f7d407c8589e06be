import Domain
import Foundation
import Presentation
import TerminalUI

/// What the history view tells its presenter.
@MainActor
public protocol HistoryPresenting: AnyObject {
    /// The screen came on top: load the finished matches.
    func viewWillAppear() async
    func didChooseRetry() async
    /// A bare number: open that match. Nil when what was typed looks like a number but is
    /// not one that can be used ("1.5", "2 3", twenty digits).
    func didChooseGather(number: Int?) async
    /// `d N`; nil when no single number followed the command.
    func didChooseDelete(number: Int?)
    /// `share N`, with what followed the number (`md`, a file); nil when no number came first.
    func didChooseShare(number: Int?, arguments: [String]) async
    /// The line typed while "Delete the match …? (y/n)" (or "Replace it? (y/n)") is asked.
    func didAnswerConfirmation(_ answer: String) async
    /// From a match, back to the list; from the list, back to the players.
    func didChooseBack()
    func didEnterUnknownCommand(_ line: String)
    /// Enter alone: the history again, after a share block.
    func didPressEnter()
}

public final class HistoryPresenter<Match: HistoryEntity>: HistoryPresenting {
    public weak var view: (any HistoryDisplaying)?
    private let interactor: any HistoryInteracting<Match>
    private let router: any HistoryRouting
    private let timeZone: TimeZone
    private var state = LoadState<HistoryShown>.loading
    /// The match a route asked for, opened after the first load.
    private var openingMatch: Int?
    /// The match a yes deletes, and how the question names it.
    private var doomed: (match: Match, name: String)?
    private let sharing = ShareFlow()
    /// Says the matches shown are the last loaded copy.
    private let offline: OfflineNotice

    /// Dates are shown in `timeZone`; `openingMatch` is opened once the list has loaded.
    public init(
        interactor: any HistoryInteracting<Match>, router: any HistoryRouting, timeZone: TimeZone, openingMatch: Int? = nil,
        offline: OfflineNotice
    ) {
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
        self.openingMatch = openingMatch
        self.offline = offline
    }

    public func viewWillAppear() async {
        await load()
    }

    public func didChooseRetry() async {
        await load()
    }

    public func didChooseGather(number: Int?) async {
        guard let (number, _) = chosen(number, to: .open, hint: HistoryWording.openHint(count: interactor.matches.count)) else { return }
        await openInFull(number)
    }

    public func didChooseDelete(number: Int?) {
        guard let (number, match) = chosen(number ?? shownNumber, to: .delete, hint: HistoryWording.deleteHint) else { return }
        doomed = (match, HistoryWording.name(of: match, number: number, in: timeZone))
        show()
    }

    public func didChooseShare(number: Int?, arguments: [String]) async {
        guard let (number, _) = chosen(number ?? shownNumber, to: .share, hint: HistoryWording.shareHint),
            let match = await fullMatch(number, toDo: "share")
        else { return }
        let block = HistoryWording.shareBlock(of: match, goals: { [interactor] in interactor.goals(of: $0, in: match) }, in: timeZone)
        show(await sharing.share(block, arguments: arguments, write: interactor.share(_:toPath:replacing:)))
    }

    public func didAnswerConfirmation(_ answer: String) async {
        if sharing.question != nil {
            return show(await sharing.answer(answer, write: interactor.share(_:toPath:replacing:)))
        }
        guard case (let match, let name)? = doomed else { return }
        guard let yes = Wording.answer(answer) else { return show(.error(Wording.yesOrNo)) }
        doomed = nil
        guard yes else { return show(.info("Kept \(name).")) }
        do {
            if case .failure(let refusal) = try await interactor.delete(match) { return show(.error(HistoryWording.refusal(refusal, to: .delete))) }
            await load(.success("Deleted \(name)."))
        } catch {
            let news = Message.error(HistoryWording.deleteFailed(name, error))
            // Already gone (deleted on another device): show the history as it is now.
            if ServiceError(error) == .notFound { await load(news) } else { show(news) }
        }
    }

    public func didChooseBack() {
        guard case .loaded(.match) = state else { return router.close() }
        state = listState
        show()
    }

    public func didPressEnter() {
        if sharing.isShown { show() }
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// The match numbered `number` that the Interactor lets `use`; nil after saying why not.
    private func chosen(_ number: Int?, to use: HistoryUse, hint: String) -> (Int, Match)? {
        if case .failure(let refusal) = interactor.mayUse(use) { return refused(refusal, to: use) }
        guard let number else { return refused(nil, to: use, hint: hint) }
        switch interactor.match(numbered: number, to: use) {
        case .success(let match): return (number, match)
        case .failure(let refusal): return refused(refusal, to: use)
        }
    }

    /// Says why (or how to type it); nothing is chosen.
    private func refused(_ refusal: HistoryRefusal?, to use: HistoryUse, hint: String = "") -> (Int, Match)? {
        show(.error(refusal.map { HistoryWording.refusal($0, to: use) } ?? hint))
        return nil
    }

    /// The number of the match shown in full, which `d` and `share` alone act on.
    private var shownNumber: Int? {
        guard case .loaded(.match(let detail)) = state else { return nil }
        return detail.number
    }

    /// `news` is shown once the list is loaded; a failure says why instead. Then a route's match
    /// is opened, or the list says there is none by that number (a failed load says why already).
    private func load(_ news: Message? = nil) async {
        doomed = nil
        state = .loading
        show()
        do {
            try await interactor.loadMatches()
            state = listState
            show(news)
        } catch {
            state = .failed(error.userMessage)
            show()
        }
        guard let number = openingMatch.take(), !state.isFailed else { return }
        guard interactor.match(numbered: number) != nil else {
            return show(.error(HistoryWording.noRouteMatch(number, count: interactor.matches.count)))
        }
        await openInFull(number)
    }

    private func openInFull(_ number: Int) async {
        guard let match = await fullMatch(number, toDo: "open") else { return }
        let goals = { [interactor] (team: Team) in interactor.goals(of: team, in: match) }
        state = .detail(HistoryDetail(match, number: number, count: interactor.matches.count, goals: goals, in: timeZone))
        show()
    }

    /// The match with its players; nil after saying why they could not be fetched.
    private func fullMatch(_ number: Int, toDo action: String) async -> Match? {
        show(.working(HistoryWording.loading(number)))
        do {
            return try await interactor.fullMatch(numbered: number)
        } catch {
            show(.error(HistoryWording.fetchFailed(action, number, error)))
            return nil
        }
    }

    /// The list of the matches loaded.
    private var listState: LoadState<HistoryShown> {
        LoadState.loaded(()).rows { interactor.matches.enumerated().map { HistoryRow($1, number: $0 + 1, in: timeZone) } }
            .map(HistoryShown.list)
    }

    /// Shows the current state; `news` lasts until the next event. A failed load keeps saying why,
    /// and a copy shown offline says so, until another message takes its place for one event.
    private func show(_ news: Message? = nil) {
        let shared = sharing.takeBlock()
        view?.display(
            HistoryViewModel(
                state: state,
                message: news ?? shared.map { _ in .info(HistoryWording.shareShown) } ?? state.failure
                    ?? interactor.offlineSince.map { .info(offline.line(since: $0)) },
                confirmation: doomed.map { "Delete \($0.name)? (y/n)" } ?? sharing.question,
                shared: shared,
                isReadOnly: interactor.isReadOnly
            ))
    }
}
