import Domain
import Foundation
import Testing
import TerminalUI
import TestSupport
@testable import PlayerList

/// The assembled list driven like a user: picking who plays, a match left unfinished, the history.
@MainActor
@Suite struct PlayerListModuleTests {
    let user = User(id: "1", username: "ann")
    let players = FakePlayersService(players: Player.roster)
    let gathers = FakeGathersService()
    let authentication = FakeAuthenticationService()
    let navigator = SpyNavigator()
    let factory = PlayerListScreenFactorySpy()

    var screen: any Screen {
        PlayerListModule.build(
            user: user, players: players, gathers: gathers, authentication: authentication,
            navigator: navigator, factory: factory
        )
    }

    @Test func build_wiresAScreenThatListsAddsDeletesAndLogsOut() async {
        let screen = screen

        await screen.willAppear()
        #expect(screen.content.title == "Players (4)")
        #expect(screen.content.status == "ann")

        await screen.handle("a")
        #expect(navigator.calls == [.push("Add player")])

        await screen.handle("2")
        #expect(factory.calls.last == "detail:ann:Bob")

        await screen.handle("d 1")
        await screen.handle("y")
        #expect(players.snapshot.players == [.bob, .carla, .dmitri])
        #expect(screen.content.message == .success("Deleted Ann Smith."))
        #expect(screen.content.title == "Players (3)")

        await screen.handle("o")
        #expect(authentication.snapshot.logOuts == [user])
        #expect(navigator.calls == [.push("Add player"), .push("Bob"), .replaceRoot("Login")])
    }

    @Test func build_selectsPlayersAndConfirmsThemInListOrder() async {
        let screen = screen
        await screen.willAppear()

        await screen.handle("s 4 2")
        #expect(screen.content.title == "Select players (2 selected)")
        await screen.handle("1")
        await screen.handle("c")
        #expect(factory.calls == ["confirm:ann:Ann Smith,Bob,Dmitri"])

        await screen.willAppear()
        #expect(screen.content.title == "Select players (3 selected)")
        await screen.handle("x")
        #expect(screen.content.title == "Players (4)")
    }

    @Test func build_offersToResumeOrDiscardAnUnfinishedMatch() async throws {
        let match = try await gathers.startGather(with: [GatherPlayer(player: .ann, team: .teamA)], at: Date())
        try await gathers.saveProgress(GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462)), ofGather: match.id)
        let screen = screen
        await screen.willAppear()

        #expect(screen.content.body.first == .text("An unfinished match: Team A 2 : 1 Team B, 07:42 left.", .emphasis))
        await screen.handle("resume")
        #expect(navigator.calls == [.replaceRoot("Gather")])

        await screen.handle("discard")
        await screen.handle("y")
        #expect(gathers.snapshot.gathers.isEmpty)
        #expect(screen.content.message == .success("Discarded the unfinished match."))
        #expect(screen.content.body.first == .table(Table(columns: PlayerListView.columns, rows: [
            ["1", "Ann Smith", "ST", "amateur"], ["2", "Bob", "GK", "professional"],
            ["3", "Carla Díaz", "MID", "beginner"], ["4", "Dmitri", "—", "—"],
        ])))

        await screen.handle("h")
        #expect(navigator.calls == [.replaceRoot("Gather"), .push("History")])
    }
}
