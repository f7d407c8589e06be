import Domain
import Foundation
import Testing
import TestSupport
@testable import PlayerList

@MainActor
@Suite struct PlayerListInteractorTests {
    let playersService = FakePlayersService(players: [
        Player(id: 1, details: PlayerDetails(name: "Ann Smith", position: .striker)),
        Player(id: 2, details: PlayerDetails(name: "Bob")),
    ])
    let gathers = FakeGathersService()
    let authentication = FakeAuthenticationService()

    var sut: PlayerListInteractor {
        PlayerListInteractor(players: playersService, gathers: gathers, authentication: authentication)
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

    @Test func unfinishedGather_returnsTheGatherLeftRunningWithItsProgress() async throws {
        let running = Gather(id: UUID(), players: [GatherPlayer(playerID: 1, name: "Ann Smith", team: .teamA)])
        let gathers = FakeGathersService(gathers: [running])
        let progress = GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462))
        try await gathers.saveProgress(progress, ofGather: running.id)
        let sut = PlayerListInteractor(players: playersService, gathers: gathers, authentication: authentication)

        let unfinished = try await sut.unfinishedGather()

        #expect(unfinished == UnfinishedGather(gather: running, progress: progress))
    }

    @Test func unfinishedGather_withNone_returnsNil() async throws {
        #expect(try await sut.unfinishedGather() == nil)
        #expect(gathers.snapshot.calls == ["unfinishedGather"])
    }

    @Test func unfinishedGather_whenTheServiceFails_throwsItsError() async {
        gathers.fail(with: .unavailable("disk"))

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.unfinishedGather()
        }
    }

    @Test func discardGather_dropsTheGather() async throws {
        let running = Gather(id: UUID(), players: [])
        let gathers = FakeGathersService(gathers: [running])
        let sut = PlayerListInteractor(players: playersService, gathers: gathers, authentication: authentication)

        try await sut.discardGather(id: running.id)

        #expect(gathers.snapshot.gathers.isEmpty)
        #expect(gathers.snapshot.calls == ["discardGather"])
    }

    @Test func discardGather_whenItIsGone_throwsNotFound() async {
        await #expect(throws: ServiceError.notFound) {
            try await sut.discardGather(id: UUID())
        }
    }

    @Test func logOut_logsTheUserOut() async {
        await sut.logOut(User(id: "7", username: "ann"))

        #expect(authentication.snapshot.logOuts == [User(id: "7", username: "ann")])
    }
}
