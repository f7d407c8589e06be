import Domain
import Foundation
import GathersInterface
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
                    "offline — last loaded 11:04: the server can't be reached, so this is read-only. A match played now is kept on this computer and sent when the server is back. Type r to retry."
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

    @Test func theMatchesSent_whenTheServerIsBack_areSaid_andThoseWaitingCounted() async {
        let sut = await offline(since: clock.now())
        interactor.offlineSince = nil
        interactor.waitingMatches = 1
        let deleted = SentMatch(gather: Gather(id: UUID(), players: [], score: Score(teamA: 3, teamB: 2)), leftOut: ["Cleo", "Smith, John"])
        let draw = SentMatch(gather: Gather(id: UUID(), players: [], score: Score(teamA: 1, teamB: 1)))
        interactor.sending = WaitingMatchesSent(sent: [deleted, draw], stillWaiting: 1, failure: .unavailable("no answer within 10 s"))

        await sut.didChooseRetry()

        #expect(
            view.last?.message
                == .error(
                    "Sent the 2 matches played while the server was away: Team A 3–2 Team B; Team A 1–1 Team B. Left out, as the server no longer has them: Cleo, \"Smith, John\". 1 match is not sent yet. Storage is unavailable: no answer within 10 s. Type r to try again."
                ))
        #expect(view.last?.waitingMatches == 1)
        interactor.sending = WaitingMatchesSent(stillWaiting: 2, failure: .sessionExpired)
        await sut.didChooseRetry()
        #expect(
            view.last?.message
                == .error("2 matches are not sent yet: the server refused this sign-in, so they wait until you log in again."))
        interactor.sending = WaitingMatchesSent(stillWaiting: 1, failure: .sessionExpired)
        await sut.didChooseRetry()
        #expect(view.last?.message == .error("1 match is not sent yet: the server refused this sign-in, so it waits until you log in again."))
        interactor.sending = WaitingMatchesSent(sent: [draw])
        await sut.didChooseRetry()
        #expect(view.last?.message == .success("Sent the match played while the server was away: Team A 1–1 Team B."))
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
