import Domain
import Foundation
import Testing
import TestSupport
@testable import ConfirmPlayers

@MainActor
@Suite struct ConfirmPlayersInteractorTests {
    let gathers = FakeGathersService()
    let clock = ManualClock()

    var sut: ConfirmPlayersInteractor {
        ConfirmPlayersInteractor(gathers: gathers, clock: clock)
    }

    static let players = [
        GatherPlayer(player: .ann, team: .teamA),
        GatherPlayer(player: .bob, team: .teamB),
        GatherPlayer(player: .carla, team: .bench),
    ]

    @Test func startGather_createsTheGatherWithEveryTeamAtTheClocksTime() async throws {
        clock.advance(by: 90)

        let gather = try await sut.startGather(with: Self.players)

        #expect(gather.players == Self.players)
        #expect(gather.startedAt == clock.now())
        #expect(gather.score == nil)
        #expect(gathers.snapshot.gathers == [gather])
        #expect(gathers.snapshot.calls == ["startGather"])
    }

    @Test func startGather_whenTheStoreFails_throwsItsErrorAndStoresNothing() async {
        gathers.fail(with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.startGather(with: Self.players)
        }
        #expect(gathers.snapshot.gathers.isEmpty)
    }
}
