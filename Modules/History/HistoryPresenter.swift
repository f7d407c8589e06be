import Domain
import Foundation
import TerminalUI

/// What the history view tells its presenter.
@MainActor
public protocol HistoryPresenting: AnyObject {
    /// The screen came on top: load the finished gathers.
    func viewWillAppear() async
    func didChooseRetry() async
    /// A bare number: open that gather. Nil when what was typed looks like a number but is
    /// not one that can be used ("1.5", "2 3", twenty digits).
    func didChooseGather(number: Int?)
    /// From a gather, back to the list; from the list, back to the players.
    func didChooseBack()
    func didEnterUnknownCommand(_ line: String)
}

public final class HistoryPresenter: HistoryPresenting {
    public weak var view: (any HistoryDisplaying)?
    private let interactor: any HistoryInteracting
    private let router: any HistoryRouting
    private let dates: HistoryDateFormat
    private var state = HistoryState.loading
    /// The gathers behind the rows, in the same order.
    private var gathers: [Gather] = []

    public init(interactor: any HistoryInteracting, router: any HistoryRouting, timeZone: TimeZone) {
        self.interactor = interactor
        self.router = router
        dates = HistoryDateFormat(timeZone: timeZone)
    }

    public func viewWillAppear() async {
        await load()
    }

    public func didChooseRetry() async {
        await load()
    }

    public func didChooseGather(number: Int?) {
        switch state {
        case .loaded, .detail:
            guard let number else { return show(.error("Type just the number of a gather, \(range), to see it in full.")) }
            guard gathers.indices.contains(number - 1) else {
                return show(.error("There is no gather \(number): choose \(range)."))
            }
            state = .detail(HistoryDetail(number: number, count: gathers.count, gather: gathers[number - 1], dates: dates))
            show()
        case .empty:
            show(.error("There are no finished gathers to open yet."))
        case .loading, .failed:
            show(.error("The history is not loaded. Type r to retry."))
        }
    }

    public func didChooseBack() {
        guard case .detail = state else { return router.close() }
        state = rowsState
        show()
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    private func load() async {
        state = .loading
        show()
        do {
            gathers = try await interactor.finishedGathers()
            state = rowsState
        } catch {
            gathers = []
            state = .failed(error.userMessage)
        }
        show()
    }

    /// The list of the gathers loaded.
    private var rowsState: HistoryState {
        guard !gathers.isEmpty else { return .empty }
        return .loaded(gathers.enumerated().map { HistoryRow(number: $0.offset + 1, gather: $0.element, dates: dates) })
    }

    /// The numbers there are to choose from: "1" or "1–3".
    private var range: String {
        gathers.count == 1 ? "1" : "1–\(gathers.count)"
    }

    /// Shows the current state; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        view?.display(HistoryViewModel(state: state, message: news ?? failureMessage))
    }

    /// A failed load keeps saying why, until another message takes its place for one event.
    private var failureMessage: Message? {
        guard case .failed(let reason) = state else { return nil }
        return .error(reason + " Type r to retry.")
    }
}
