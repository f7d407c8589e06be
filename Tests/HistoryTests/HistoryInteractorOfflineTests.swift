import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import Synchronization
import TestSupport
import Testing

@testable import History

/// The history as last loaded, shown read-only while the store can't be reached.
@MainActor
@Suite struct HistoryInteractorOfflineTests {
    let history = PlayedHistory()
    let copies = LastLoadedCopiesInMemory()
    let clock = ManualClock()

    func interactor() -> HistoryInteractor {
        HistoryInteractor(gathers: history.gathers(), shareFiles: ShareFilesSpy(), copies: copies, clock: clock)
    }

    /// A store listing November's match, not sent yet, then October's.
    func listingNovemberNotSentYet() -> (waiting: Gather, gathers: GathersServiceDouble) {
        var waiting = history.november
        waiting.notSentYet = true
        var gathers = GathersServiceDouble()
        let listed = FinishedGatherList(gathers: [waiting, history.october])
        gathers.onFinishedGatherList = { listed }
        return (waiting, gathers)
    }

    func offline() async throws -> HistoryInteractor {
        let sut = interactor()
        try await sut.loadMatches()
        clock.advance(by: 3_600)
        history.log.fail(.finishedGathers, with: .unavailable("no answer within 10 s"))
        try await sut.loadMatches()
        return sut
    }

    @Test func aLiveLoad_keepsACopyStampedWithTheClock() async throws {
        let sut = interactor()
        try await sut.loadMatches()

        #expect(await copies.history() == LastLoaded([history.december, history.november, history.october], loadedAt: clock.now()))
        #expect(sut.offlineSince == nil)
    }

    @Test func withTheStoreAway_theCopyIsShown_andDeletingIsRefusedBeforeAnyRequest() async throws {
        let loadedAt = clock.now()
        let sut = try await offline()

        #expect(sut.gathers == [history.december, history.november, history.october])
        #expect(sut.offlineSince == loadedAt)
        #expect(sut.isReadOnly)
        #expect(throws: HistoryRefusal.offline) { try sut.match(numbered: 3, to: .delete) }
        #expect(try sut.match(numbered: 3, to: .open) as? Gather == history.october)
        #expect(try sut.match(numbered: 3, to: .share) as? Gather == history.october)
        await #expect(throws: HistoryRefusal.offline) { try await sut.delete(history.october) }
        #expect(!history.calls.map(\.kind).contains(.deleteFinishedGather))
        #expect(sut.matches.count == 3)
    }

    /// A match played while the store was away is only on this machine: it may go, offline too.
    @Test func offline_aMatchNotSentYet_canBeDeleted() async throws {
        var (waiting, gathers) = listingNovemberNotSentYet()
        let deleted = Mutex<[UUID]>([])
        gathers.onDeleteFinishedGather = { id in deleted.withLock { $0.append(id) } }
        let sut = HistoryInteractor(gathers: gathers, shareFiles: ShareFilesSpy(), copies: copies, clock: clock)
        try await sut.loadMatches()
        gathers.onFinishedGatherList = { throw ServiceError.unavailable("connection refused") }
        let offline = HistoryInteractor(gathers: gathers, shareFiles: ShareFilesSpy(), copies: copies, clock: clock)
        try await offline.loadMatches()
        #expect(offline.isReadOnly)

        #expect(throws: HistoryRefusal.offline) { try offline.match(numbered: 2, to: .delete) }
        let match = try offline.match(numbered: 1, to: .delete)
        try await offline.delete(match)
        #expect(deleted.withLock { $0 } == [waiting.id])
        #expect(offline.gathers == [history.october])
    }

    /// The store is back: the matches that waited go, and the list is loaded again with them sent.
    @Test func aLiveLoad_sendsTheMatchesNotSentYet_thenLoadsTheListAgain_offlineNothingGoes() async throws {
        var waiting = history.november
        waiting.notSentYet = true
        let lists = Mutex([FinishedGatherList(gathers: [waiting, history.october]), FinishedGatherList(gathers: [history.november, history.october])])
        let sends = Mutex(0)
        var gathers = GathersServiceDouble()
        gathers.onFinishedGatherList = { lists.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] } }
        gathers.onSendWaitingMatches = { _ in
            sends.withLock { $0 += 1 }
            return WaitingMatchesSent(sent: [SentMatch(gather: history.november)])
        }
        let sut = HistoryInteractor(gathers: gathers, shareFiles: ShareFilesSpy(), copies: copies, clock: clock)

        try await sut.loadMatches()
        #expect(sends.withLock { $0 } == 1)
        #expect(sut.sending == WaitingMatchesSent(sent: [SentMatch(gather: history.november)]))
        #expect(sut.gathers == [history.november, history.october], "as the store lists them now")
        #expect(await copies.history()?.value == [history.november, history.october])

        try await sut.loadMatches()
        #expect(sends.withLock { $0 } == 1, "nothing waits: nothing to send")
        #expect(sut.sending == nil)

        lists.withLock { $0 = [FinishedGatherList(gathers: [waiting])] }
        gathers.onFinishedGatherList = { throw ServiceError.unavailable("connection refused") }
        let offline = HistoryInteractor(gathers: gathers, shareFiles: ShareFilesSpy(), copies: copies, clock: clock)
        try await offline.loadMatches()
        #expect(offline.isReadOnly && offline.sending == nil && sends.withLock { $0 } == 1)
    }

    /// What stopped the sending is said; the list stays as loaded, the matches still marked.
    @Test func aLiveLoad_whoseSendingFails_saysSo_andKeepsTheMatchesWaiting() async throws {
        var (waiting, gathers) = listingNovemberNotSentYet()
        let failed = WaitingMatchesSent(stillWaiting: 1, failure: .sessionExpired)
        gathers.onSendWaitingMatches = { _ in failed }
        let sut = HistoryInteractor(gathers: gathers, shareFiles: ShareFilesSpy(), copies: copies, clock: clock)

        try await sut.loadMatches()

        #expect(sut.sending == failed)
        #expect(sut.gathers == [waiting, history.october])
    }

    @Test func aLiveLoadAfterwards_leavesOfflineMode() async throws {
        let sut = try await offline()

        try await sut.loadMatches()

        #expect(sut.offlineSince == nil)
        #expect(!sut.isReadOnly)
        try await sut.delete(history.october)
        #expect(sut.gathers == [history.december, history.november])
    }

    @Test func withTheStoreAway_andNoCopy_orAnotherFailure_theFailureIsThrown() async throws {
        let sut = interactor()
        history.log.fail(.finishedGathers, with: .unavailable("connection refused"))
        await #expect(throws: HistoryRefusal.failed(.unavailable("connection refused"))) { try await sut.loadMatches() }

        try await sut.loadMatches()
        history.log.fail(.finishedGathers, with: .unexpected("a 500"))
        await #expect(throws: HistoryRefusal.failed(.unexpected("a 500"))) { try await sut.loadMatches() }
        #expect(sut.offlineSince == nil)
        #expect(sut.matches.isEmpty)
    }
}
