import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import History

/// `history/N` from the command line: the history opens that match once it has loaded.
@MainActor
@Suite struct HistoryPresenterRouteTests {
    let interactor = HistoryInteractorStub()
    let router = HistoryRouterSpy()
    let view = HistoryViewSpy()

    func presenter(opening number: Int) -> HistoryPresenter {
        let sut = HistoryPresenter(
            interactor: interactor, router: router, timeZone: .utc, openingMatch: number, offline: OfflineNotice(timeZone: .utc, now: ManualClock().now))
        sut.view = view
        return sut
    }

    @Test func theMatchAsked_opensAfterTheLoad_andBackShowsTheList() async {
        interactor.result = .success(PlayedMatch.history)
        let sut = presenter(opening: 1)

        await sut.viewWillAppear()
        #expect(view.last == HistoryViewModel(state: .detail(HistoryPresenterTests.decemberInFull)))

        sut.didChooseBack()
        #expect(view.last == HistoryViewModel(state: .loaded(HistoryPresenterTests.rows)))
        #expect(router.closes == 0)
    }

    @Test func theMatchAsked_opensOnce_notWhenTheHistoryAppearsAgain() async {
        interactor.result = .success(PlayedMatch.history)
        let sut = presenter(opening: 1)

        await sut.viewWillAppear()
        await sut.viewWillAppear()

        #expect(view.last == HistoryViewModel(state: .loaded(HistoryPresenterTests.rows)))
    }

    @Test func aMatchBeyondTheHistory_showsTheListAndHowManyThereAre() async {
        interactor.result = .success(PlayedMatch.history)

        await presenter(opening: 9).viewWillAppear()

        #expect(view.last == HistoryViewModel(state: .loaded(HistoryPresenterTests.rows), message: .error("No match 9: the history has 3.")))
    }

    @Test func aMatchOfAnEmptyHistory_saysItIsEmpty() async {
        await presenter(opening: 1).viewWillAppear()

        #expect(view.last == HistoryViewModel(state: .empty, message: .error("No match 1: the history is empty.")))
    }

    @Test func aFailedLoad_keepsItsOwnErrorAndRetry() async {
        interactor.result = .failure(.unavailable("disk"))

        await presenter(opening: 1).viewWillAppear()

        #expect(view.last?.message == .error("Storage is unavailable: disk. Type r to retry."))
    }
}
