import Domain
import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import PlayerList

@MainActor
final class PlayerListScreenFactorySpy: PlayerListScreenFactory {
    private(set) var calls: [String] = []
    /// What the last team sheet opened was told of the selection's sheet.
    private(set) var sheet: [Player.ID: Team]?
    private(set) var keepSheet: (@MainActor ([Player.ID: Team]) -> Void)?

    func makePlayerAddScreen(for user: User) -> any Screen {
        calls.append("add:\(user.username)")
        return StubScreen(title: "Add player")
    }

    func makePlayerDetailScreen(for user: User, player: Player) -> any Screen {
        calls.append("detail:\(user.username):\(player.name)")
        return StubScreen(title: player.name)
    }

    func makeReadOnlyPlayerDetailScreen(for user: User, player: Player) -> any Screen {
        calls.append("read-only detail:\(user.username):\(player.name)")
        return StubScreen(title: player.name)
    }

    func makePlayerDetailScreen(for user: User, player: Player, editing field: PlayerField) -> any Screen {
        calls.append("detail:\(user.username):\(player.name):edit \(field)")
        return StubScreen(title: player.name)
    }

    func makeConfirmPlayersScreen(
        for user: User, players: [Player], teams: [Player.ID: Team], sheet: [Player.ID: Team],
        keepSheet: @escaping @MainActor ([Player.ID: Team]) -> Void
    ) -> any Screen {
        self.sheet = sheet
        self.keepSheet = keepSheet
        let placed = teams.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" }
        calls.append("confirm:\(user.username):" + players.map(\.name).joined(separator: ",") + (placed.isEmpty ? "" : ":" + placed.joined(separator: ",")))
        return StubScreen(title: "Confirm players")
    }

    func makeGatherScreen(for user: User, unfinished: UnfinishedGather) -> any Screen {
        calls.append("gather:\(user.username):\(unfinished.progress.score)")
        return StubScreen(title: "Gather")
    }

    func makeHistoryScreen(for user: User) -> any Screen {
        calls.append("history:\(user.username)")
        return StubScreen(title: "History")
    }

    func makeHistoryScreen(for user: User, openingMatch number: Int) -> any Screen {
        calls.append("history:\(user.username):\(number)")
        return StubScreen(title: "History")
    }

    func makeRecordsScreen(for user: User) -> any Screen {
        calls.append("records:\(user.username)")
        return StubScreen(title: "Records")
    }

    func makeLoginScreen() -> any Screen {
        calls.append("login")
        return StubScreen(title: "Login")
    }
}

@MainActor
@Suite struct PlayerListRouterTests {
    static let roster = [Player(id: 3, details: PlayerDetails(name: "Bob")), Player(id: 1, details: PlayerDetails(name: "Ann"))]
    let navigator = SpyNavigator()
    let factory = PlayerListScreenFactorySpy()
    var sut: PlayerListRouter {
        PlayerListRouter(user: User(id: "7", username: "ann"), navigator: navigator, factory: factory, roster: { Self.roster })
    }

    @Test func showAddPlayer_pushesPlayerAddForTheUser() {
        sut.showAddPlayer()

        #expect(factory.calls == ["add:ann"])
        #expect(navigator.calls == [.push("Add player")])
    }

    @Test func showDetails_pushesPlayerDetailForThatPlayer() {
        sut.showDetails(ofPlayer: 3)

        #expect(factory.calls == ["detail:ann:Bob"])
        #expect(navigator.calls == [.push("Bob")])
    }

    @Test func showReadOnlyDetails_pushesTheReadOnlyPlayerDetail() {
        sut.showReadOnlyDetails(ofPlayer: 3)

        #expect(factory.calls == ["read-only detail:ann:Bob"])
        #expect(navigator.calls == [.push("Bob")])
    }

    @Test func showDetailsEditing_pushesPlayerDetailThatOpensTheFieldsEditor() {
        sut.showDetails(ofPlayer: 3, editing: .age)

        #expect(factory.calls == ["detail:ann:Bob:edit age"])
        #expect(navigator.calls == [.push("Bob")])
    }

    @Test func showConfirmPlayers_pushesTheTeamSheetWithThePickedPlayers() {
        sut.showConfirmPlayers([3, 1], teams: [3: .teamB])

        #expect(factory.calls == ["confirm:ann:Bob,Ann:3=Team B"])
        #expect(navigator.calls == [.push("Confirm players")])
    }

    @Test func showConfirmPlayers_numbersThePickedInTheRostersOrder_eachOnce_andNoOneUnknown() {
        sut.showConfirmPlayers([1, 3, 3, 99], teams: [:])

        #expect(factory.calls == ["confirm:ann:Bob,Ann"])
    }

    @Test func showConfirmPlayers_opensTheSheetWhereItWasLeft_andKeepsWhereItGoes() {
        var kept: [Player.ID: Team] = [1: .teamA]
        let sut = PlayerListRouter(
            user: User(id: "7", username: "ann"), navigator: navigator, factory: factory, roster: { Self.roster },
            sheet: SheetTeams(read: { kept }, keep: { kept = $0 }))

        sut.showConfirmPlayers([3, 1], teams: [:])
        factory.keepSheet?([3: .teamB, 1: .bench])

        #expect(factory.sheet == [1: .teamA])
        #expect(kept == [3: .teamB, 1: .bench])
    }

    @Test func showGather_replacesTheWholeStackWithTheMatch() {
        let match = UnfinishedGather(gather: Gather(id: UUID(), players: []), progress: GatherProgress(score: Score(teamA: 2, teamB: 1)))

        sut.showGather(match)

        #expect(factory.calls == ["gather:ann:2-1"])
        #expect(navigator.calls == [.replaceRoot("Gather")])
    }

    @Test func showRecords_pushesTheRecords() {
        sut.showRecords()

        #expect(factory.calls == ["records:ann"])
        #expect(navigator.calls == [.push("Records")])
    }

    @Test func showHistory_pushesTheHistory() {
        sut.showHistory()

        #expect(factory.calls == ["history:ann"])
        #expect(navigator.calls == [.push("History")])
    }

    @Test func showHistoryOpeningMatch_pushesTheHistoryThatOpensIt() {
        sut.showHistory(openingMatch: 3)

        #expect(factory.calls == ["history:ann:3"])
        #expect(navigator.calls == [.push("History")])
    }

    @Test func showLogin_replacesTheWholeStackWithLogin() {
        sut.showLogin()

        #expect(factory.calls == ["login"])
        #expect(navigator.calls == [.replaceRoot("Login")])
    }

    @Test func routing_afterTheNavigatorIsGone_buildsNothing() {
        // The router holds the navigator weakly: this one is released at once.
        let sut = PlayerListRouter(user: User(id: "7", username: "ann"), navigator: SpyNavigator(), factory: factory, roster: { Self.roster })

        sut.showAddPlayer()
        sut.showDetails(ofPlayer: 3)
        sut.showConfirmPlayers([], teams: [:])
        sut.showGather(UnfinishedGather(gather: Gather(id: UUID(), players: []), progress: GatherProgress()))
        sut.showHistory()
        sut.showDetails(ofPlayer: 3, editing: .age)
        sut.showHistory(openingMatch: 1)
        sut.showLogin()

        #expect(factory.calls.isEmpty)
    }
}
