import Domain
import Testing
import TestSupport
@testable import PlayerList

@MainActor
@Suite struct PlayerListInteractorTests {
    let playersService = FakePlayersService(players: [
        Player(id: 1, details: PlayerDetails(name: "Ann Smith", position: .striker)),
        Player(id: 2, details: PlayerDetails(name: "Bob")),
    ])
    let authentication = FakeAuthenticationService()

    var sut: PlayerListInteractor {
        PlayerListInteractor(players: playersService, authentication: authentication)
    }

    @Test func players_returnsTheServicesPlayersInItsOrder() async throws {
        let players = try await sut.players()

        #expect(players.map(\.name) == ["Ann Smith", "Bob"])
        #expect(playersService.snapshot.calls == ["players"])
    }

    @Test func players_whenTheServiceFails_throwsItsError() async {
        playersService.fail(with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.players()
        }
    }

    @Test func delete_removesThePlayerFromTheService() async throws {
        try await sut.delete(playerID: 1)

        #expect(playersService.snapshot.players.map(\.id) == [2])
        #expect(playersService.snapshot.calls == ["delete"])
    }

    @Test func delete_whenThePlayerIsGone_throwsNotFound() async {
        await #expect(throws: ServiceError.notFound) {
            try await sut.delete(playerID: 99)
        }
    }

    @Test func logOut_logsTheUserOut() async {
        await sut.logOut(User(id: "7", username: "ann"))

        #expect(authentication.snapshot.logOuts == [User(id: "7", username: "ann")])
    }
}
