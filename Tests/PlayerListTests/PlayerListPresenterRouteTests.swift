import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import PlayerList

/// A route from the command line, followed by the list once it has loaded.
@MainActor
@Suite struct PlayerListPresenterRouteTests {
    let interactor = PlayerListInteractorStub()
    let router = PlayerListRouterSpy()
    let view = PlayerListViewSpy()

    func presenter(following route: AppRoute) -> PlayerListPresenter {
        interactor.route = route
        let sut = PlayerListPresenter(
            interactor: interactor, router: router,
            offline: OfflineNotice(timeZone: TimeZone(secondsFromGMT: 0) ?? .current, now: ManualClock().now)
        )
        sut.view = view
        return sut
    }

    @Test(arguments: [
        (AppRoute.players, [String]()),
        (.player(number: 2), ["details:12"]),
        (.editPlayer(number: 3, field: .age), ["details:13:edit age"]),
        (.newPlayer, ["add"]),
        (.history, ["history"]),
        (.historyEntry(number: 4), ["history:4"]),
        (.records, ["records"]),
    ])
    func aRoute_opensItsScreensAfterTheFirstLoad(route: AppRoute, calls: [String]) async {
        let sut = presenter(following: route)

        await sut.viewWillAppear()

        #expect(router.calls == calls)
        #expect(view.last?.state == .loaded(PlayerListPresenterTests.rows))
    }

    @Test func aRoute_isFollowedOnce_notWhenTheListAppearsAgain() async {
        let sut = presenter(following: .player(number: 1))

        await sut.viewWillAppear()
        await sut.viewWillAppear()

        #expect(router.calls == ["details:11"])
    }

    @Test func aPlayerBeyondTheList_staysOnTheListAndSaysHowManyThereAre() async {
        let sut = presenter(following: .editPlayer(number: 40, field: .age))
        interactor.refusal = .noSuchPlayer(40, count: 4)

        await sut.viewWillAppear()

        #expect(router.calls.isEmpty)
        #expect(view.last?.message == .error("No player 40: the list has 4."))
    }

    @Test func aPlayerOfAnEmptyList_saysTheListIsEmpty() async {
        let sut = presenter(following: .player(number: 1))
        interactor.refusal = .noSuchPlayer(1, count: 0)

        await sut.viewWillAppear()

        #expect(router.calls.isEmpty)
        #expect(view.last?.message == .error("No player 1: the list is empty."))
    }

    @Test func aPlayer_whenTheListFailedToLoad_leavesTheFailureAndItsRetry() async {
        let sut = presenter(following: .player(number: 1))
        interactor.roster = .failure(.unavailable("disk"))
        interactor.refusal = .notLoaded

        await sut.viewWillAppear()
        interactor.roster = .success(Footballer.roster)
        interactor.refusal = nil
        await sut.didChooseRetry()

        #expect(router.calls.isEmpty)
        #expect(view.last?.message == nil)
    }

    @Test func match_resumesTheUnfinishedMatch() async {
        let sut = presenter(following: .match)
        interactor.unfinishedCheck = .success(.twoOne)

        await sut.viewWillAppear()

        #expect(router.calls == ["gather:2-1"])
    }

    @Test func match_withNoneUnfinished_staysOnTheListAndSaysSo() async {
        let sut = presenter(following: .match)
        interactor.refusal = .noUnfinishedMatch

        await sut.viewWillAppear()

        #expect(router.calls.isEmpty)
        #expect(view.last?.message == .info("No unfinished match to resume."))
    }
}
