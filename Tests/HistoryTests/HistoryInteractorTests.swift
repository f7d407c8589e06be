import Domain
import Foundation
import Testing
import TestSupport
@testable import History

@MainActor
@Suite struct HistoryInteractorTests {
    @Test func finishedGathers_returnsTheFinishedOnesNewestFirst() async throws {
        let unfinished = Gather(id: UUID(), players: [], startedAt: Date(timeIntervalSince1970: 1_796_300_000))
        let gathers = FakeGathersService(gathers: [.november, unfinished, .december])
        let sut = HistoryInteractor(gathers: gathers)

        let finished = try await sut.finishedGathers()

        #expect(finished == [.december, .november])
        #expect(gathers.snapshot.calls == ["finishedGathers"])
    }

    @Test func finishedGathers_whenThereAreNone_isEmpty() async throws {
        let sut = HistoryInteractor(gathers: FakeGathersService())

        #expect(try await sut.finishedGathers().isEmpty)
    }

    @Test func finishedGathers_whenTheStoreFails_throwsTheError() async {
        let sut = HistoryInteractor(gathers: FakeGathersService(gathers: [.december], failure: .unavailable("disk")))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.finishedGathers()
        }
    }
}
