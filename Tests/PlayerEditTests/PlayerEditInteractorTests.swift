import Domain
import Testing
import TestSupport
@testable import PlayerEdit

@MainActor
@Suite struct PlayerEditInteractorTests {
    let players = FakePlayersService(players: [.ann])

    var sut: PlayerEditInteractor {
        PlayerEditInteractor(players: players)
    }

    @Test func save_updatesThePlayerThroughTheService() async throws {
        let changed = Player.ann.with { $0.age = 31 }

        let saved = try await sut.save(changed)

        #expect(saved == changed)
        #expect(players.snapshot.players == [changed])
        #expect(players.snapshot.calls == ["update"])
    }

    @Test func save_whenTheStoreFails_throwsTheErrorAndChangesNothing() async {
        players.fail(with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.save(.ann.with { $0.age = 31 })
        }
        #expect(players.snapshot.players == [.ann])
    }

    @Test func save_whenThePlayerIsGone_throwsNotFound() async {
        await #expect(throws: ServiceError.notFound) {
            try await sut.save(Player(id: 99, details: PlayerDetails(name: "Nobody")))
        }
    }
}
