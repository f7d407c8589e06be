import Domain
import Foundation
import Testing
import TestSupport
@testable import Gather

@MainActor
@Suite struct GatherInteractorTests {
    let gathers = FakeGathersService(gathers: [.match])
    let clock = ManualClock()

    var sut: GatherInteractor {
        GatherInteractor(gatherID: Gather.match.id, gathers: gathers, clock: clock)
    }

    @Test func save_keepsTheProgressOfThisGather() async throws {
        let progress = GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462, isRunning: true))

        try await sut.save(progress)

        #expect(gathers.snapshot.progress[Gather.match.id] == progress)
        #expect(gathers.snapshot.savedProgress == [progress])
        #expect(gathers.snapshot.calls == ["saveProgress"])
    }

    @Test func save_whenTheStoreFails_throwsTheError() async {
        gathers.fail(with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.save(GatherProgress())
        }
        #expect(gathers.snapshot.savedProgress.isEmpty)
    }

    @Test func end_storesTheScoreAndItsWinnerAtTheClocksTime() async throws {
        clock.advance(by: 600)

        try await sut.end(with: Score(teamA: 2, teamB: 1))

        let ended = gathers.snapshot.gathers.first
        #expect(ended?.score?.description == "2-1")
        #expect(ended?.winner == .teamA)
        #expect(ended?.winner?.rawValue == "Team A")
        #expect(ended?.endedAt == clock.now())
        #expect(gathers.snapshot.calls == ["endGather"])
    }

    @Test func end_withADraw_storesNoWinner() async throws {
        try await sut.end(with: Score(teamA: 3, teamB: 3))

        #expect(gathers.snapshot.gathers.first?.winner == Winner.none)
    }

    @Test func end_whenTheStoreFails_throwsAndLeavesTheGatherUnfinished() async {
        gathers.fail(with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.end(with: Score(teamA: 2, teamB: 1))
        }
        #expect(gathers.snapshot.gathers.first?.isFinished == false)
    }

    @Test func end_whenTheGatherIsGone_throwsNotFound() async {
        let sut = GatherInteractor(gatherID: UUID(), gathers: gathers, clock: clock)

        await #expect(throws: ServiceError.notFound) {
            try await sut.end(with: Score())
        }
    }
}
