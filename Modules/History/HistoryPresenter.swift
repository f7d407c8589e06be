import Domain
import Foundation
import Presentation
import TerminalUI

/// History's event → use case → show: asks the Interactor, shows its answer worded by
/// `HistoryWording`, and leaves through the Router.
public final class HistoryPresenter: HistoryPresenting {
    public weak var view: (any HistoryDisplaying)?
    private let interactor: any HistoryInteracting
    private let router: any HistoryRouting
    private let timeZone: TimeZone
    private var state = LoadState<HistoryShown>.loading
    /// The match a route asked for, opened after the first load.
    private var openingMatch: Int?
    /// The match a yes deletes, and how the question names it.
    private var doomed: (match: any HistoryEntity, name: String)?
    private let sharing = ShareFlow()
    /// Says the matches shown are the last loaded copy.
    private let offline: OfflineNotice

    /// Dates are shown in `timeZone`; `openingMatch` is opened once the list has loaded.
    public init(
        interactor: any HistoryInteracting, router: any HistoryRouting, timeZone: TimeZone, openingMatch: Int? = nil,
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

    public func didChooseGather(number: Int) async {
        guard let (number, _) = chosen(number, to: .open, hint: HistoryWording.openHint(count: interactor.matches.count)) else { return }
        await openInFull(number)
    }

    public func didChooseDelete(number: Int?) {
        guard let (number, match) = chosen(number ?? shownNumber, to: .delete, hint: HistoryWording.deleteHint) else { return }
        doomed = (match, HistoryWording.name(of: match, number: number, in: timeZone))
        show()
    }

    public func didChooseShare(number: Int?, _ command: ShareCommand) async {
        guard let (number, _) = chosen(number ?? shownNumber, to: .share, hint: HistoryWording.shareHint),
            let match = await fullMatch(number, to: .share)
        else { return }
        let block = HistoryWording.shareBlock(of: match, goals: { [interactor] in interactor.goals(of: $0, in: match) }, in: timeZone)
        show(await sharing.share(block, command, write: interactor.share(_:toPath:replacing:)))
    }

    public func didAnswer(_ yes: Bool) async {
        if sharing.question != nil {
            return show(await sharing.answer(yes, write: interactor.share(_:toPath:replacing:)))
        }
        guard case (let match, let name)? = doomed else { return }
        doomed = nil
        guard yes else { return show(.info(HistoryWording.kept(name))) }
        do {
            try await interactor.delete(match)
            await load(.success(HistoryWording.deleted(name)))
        } catch {
            switch error {
            // Already gone (deleted on another device): show the history as it is now.
            case .gone: await load(.error(HistoryWording.deleteFailed(name, error)))
            case .failed: show(.error(HistoryWording.deleteFailed(name, error)))
            default: show(.error(HistoryWording.refusal(error, to: .delete)))
            }
        }
    }

    public func didEnterUnreadable(_ what: HistoryUnreadable) async {
        switch what {
        case .matchNumber:
            _ = chosen(nil, to: .open, hint: HistoryWording.openHint(count: interactor.matches.count))
        case .answer:
            // An answer is only read while a question is asked.
            if doomed != nil || sharing.question != nil { show(.error(Wording.yesOrNo)) }
        case .share: show(.error(ShareCommand.usage))
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

    /// The match numbered `number` that the Interactor lets `use`; nil after saying why not, or
    /// `hint` (how to type it) when no number came.
    private func chosen(_ number: Int?, to use: HistoryUse, hint: String) -> (Int, any HistoryEntity)? {
        do {
            try interactor.mayUse(use)
            guard let number else {
                show(.error(hint))
                return nil
            }
            return (number, try interactor.match(numbered: number, to: use))
        } catch {
            show(.error(HistoryWording.refusal(error, to: use)))
            return nil
        }
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
            show(interactor.sending.map(OfflineNotice.sent) ?? news)
        } catch {
            state = .failed(HistoryWording.loadFailed(error))
            show()
        }
        guard let number = openingMatch.take(), !state.isFailed else { return }
        do {
            _ = try interactor.match(numbered: number, to: .open)
        } catch {
            return show(.error(HistoryWording.noRouteMatch(number, count: interactor.matches.count)))
        }
        await openInFull(number)
    }

    private func openInFull(_ number: Int) async {
        guard let match = await fullMatch(number, to: .open) else { return }
        let goals = { [interactor] (team: Team) in interactor.goals(of: team, in: match) }
        state = .detail(HistoryDetail(match, number: number, count: interactor.matches.count, goals: goals, in: timeZone))
        show()
    }

    /// The match with its players; nil after saying why they could not be fetched.
    private func fullMatch(_ number: Int, to use: HistoryUse) async -> (any HistoryEntity)? {
        show(.working(HistoryWording.loading(number)))
        do {
            return try await interactor.fullMatch(numbered: number)
        } catch {
            show(.error(HistoryWording.fetchFailed(use, number, error)))
            return nil
        }
    }

    /// The list of the matches loaded.
    private var listState: LoadState<HistoryShown> {
        let calendar = Wording.calendar(in: timeZone)
        return LoadState.loaded(()).rows { interactor.matches.enumerated().map { HistoryRow($1, number: $0 + 1, in: calendar) } }
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
                confirmation: doomed.map { HistoryWording.deleteQuestion($0.name) } ?? sharing.question,
                shared: shared,
                isReadOnly: interactor.isReadOnly,
                showsMatchesNotSentYet: interactor.matches.contains(where: \.notSentYet)
            ))
    }
}
