import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import PlayerList

/// The roster shown from its last loaded copy: said in the status line, and every change refused.
@MainActor
@Suite struct PlayerListPresenterOfflineTests {
    let interactor = PlayerListInteractorStub()
    let router = PlayerListRouterSpy()
    let view = PlayerListViewSpy()
    let clock = ManualClock(now: Date(timeIntervalSince1970: 1_795_000_000))  // 2026-11-18 11:06 UTC
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current

    func offline(since loadedAt: Date) async -> PlayerListPresenter {
        interactor.offlineSince = loadedAt
        let sut = PlayerListPresenter(
            interactor: interactor, router: router, offline: OfflineNotice(timeZone: Self.utc, now: clock.now)
        )
        sut.view = view
        await sut.viewWillAppear()
        return sut
    }

    @Test func aCopyFromToday_showsTheRows_andTheTimeItWasLoaded() async {
        _ = await offline(since: clock.now().addingTimeInterval(-120))

        #expect(view.rows == PlayerListPresenterTests.rows)
        #expect(view.last?.isReadOnly == true)
        #expect(
            view.last?.message
                == .info(
                    "offline — last loaded 11:04: the server can't be reached, so this is read-only. Type r to retry."
                ))
    }

    @Test func aCopyFromAnotherYear_saysTheDateToo() async {
        _ = await offline(since: clock.now().addingTimeInterval(-366 * 86_400))

        #expect(view.last?.message?.text.hasPrefix("offline — last loaded 2025-11-17 11:06:") == true)
    }

    @Test func addAndDelete_areRefused_withoutOpeningOrAsking() async {
        let sut = await offline(since: clock.now())

        sut.didChooseAdd()
        #expect(view.last?.message == .error(OfflineNotice.refusal))
        sut.didChooseDelete(number: 1)
        #expect(view.last?.message == .error(OfflineNotice.refusal))
        #expect(view.last?.confirmation == nil)

        #expect(router.calls.isEmpty)
        #expect(!interactor.calls.contains { $0.hasPrefix("delete") })
    }

    @Test func startingOrDiscardingAMatch_refusedByTheInteractor_saysWhy() async {
        let sut = await offline(since: clock.now())
        interactor.refusal = .offline

        sut.didChooseConfirm()
        #expect(view.last?.message == .error(OfflineNotice.refusal))
        sut.didChooseDiscard()
        #expect(view.last?.message == .error(OfflineNotice.refusal))
        #expect(router.calls.isEmpty)
    }

    @Test func openingAPlayer_stillWorks_andTheOfflineLineComesBackAfterANews() async {
        let sut = await offline(since: clock.now())

        sut.didEnterUnknownCommand("xyz")
        sut.didChoosePlayer(number: 2)

        #expect(router.calls == ["read-only details:12"])
        #expect(view.last?.message?.text.hasPrefix("offline — last loaded 11:06") == true)
    }

    @Test func aLiveReload_dropsTheOfflineLine() async {
        let sut = await offline(since: clock.now())
        interactor.offlineSince = nil

        await sut.didChooseRetry()

        #expect(view.last?.message == nil)
    }
}
