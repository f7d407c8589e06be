import Domain
import Testing
import TestSupport
@testable import PlayerAdd

@MainActor
@Suite struct PlayerAddInteractorTests {
    let players = FakePlayersService()

    var sut: PlayerAddInteractor {
        PlayerAddInteractor(players: players)
    }

    @Test func add_savesThePlayerThroughTheService() async throws {
        let details = PlayerDetails(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal")

        let player = try await sut.add(details)

        #expect(player == Player(id: 1, details: details))
        #expect(players.snapshot.players == [Player(id: 1, details: details)])
        #expect(players.snapshot.calls == ["add"])
    }

    @Test func add_whenTheStoreFails_throwsTheErrorAndSavesNothing() async {
        players.fail(with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.add(PlayerDetails(name: "Ann"))
        }
        #expect(players.snapshot.players.isEmpty)
    }
}
