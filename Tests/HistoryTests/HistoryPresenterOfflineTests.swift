import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import History

/// The history shown from its last loaded copy: said in the status line, and deleting refused.
@MainActor
@Suite struct HistoryPresenterOfflineTests {
    let interactor = HistoryInteractorStub()
    let router = HistoryRouterSpy()
    let view = HistoryViewSpy()
    let clock = ManualClock(now: Date(timeIntervalSince1970: 1_795_000_000))  // 2026-11-18 11:06 UTC

    func offline(since loadedAt: Date) async -> HistoryPresenter {
        interactor.result = .success(PlayedMatch.history)
        interactor.offlineSince = loadedAt
        let sut = HistoryPresenter(
            interactor: interactor, router: router, timeZone: .utc, offline: OfflineNotice(timeZone: .utc, now: clock.now)
        )
        sut.view = view
        await sut.viewWillAppear()
        return sut
    }

    @Test func aCopyFromToday_showsTheRows_andTheTimeItWasLoaded() async {
        _ = await offline(since: clock.now().addingTimeInterval(-3_600))

        #expect(view.last?.state == .loaded(HistoryPresenterTests.rows))
        #expect(view.last?.isReadOnly == true)
        #expect(
            view.last?.message
                == .info(
                    "offline — last loaded 10:06: the server can't be reached, so this is read-only. Type r to retry."
                ))
    }

    @Test func aCopyFromAnotherDay_saysTheDateToo() async {
        _ = await offline(since: clock.now().addingTimeInterval(-86_400))

        #expect(view.last?.message?.text.hasPrefix("offline — last loaded 2026-11-17 11:06:") == true)
    }

    @Test func delete_isRefusedWithoutAsking_andTheOfflineLineComesBack() async {
        let sut = await offline(since: clock.now())

        sut.didChooseDelete(number: 1)

        #expect(view.last?.confirmation == nil)
        #expect(view.last?.message == .error(OfflineNotice.refusal))
        #expect(interactor.deleted.isEmpty)
        await sut.didChooseGather(number: 1)
        sut.didChooseBack()
        #expect(router.closes == 0)
        #expect(view.last?.message?.text.hasPrefix("offline — last loaded 11:06") == true)
    }

    @Test func aLiveReload_dropsTheOfflineLine() async {
        let sut = await offline(since: clock.now())
        interactor.offlineSince = nil

        await sut.didChooseRetry()

        #expect(view.last?.message == nil)
    }
}
