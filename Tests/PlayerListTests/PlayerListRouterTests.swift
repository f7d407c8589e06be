import Domain
import Testing
import TerminalUI
import TestSupport
@testable import PlayerList

@MainActor
final class PlayerListScreenFactorySpy: PlayerListScreenFactory {
    private(set) var calls: [String] = []

    func makePlayerAddScreen(for user: User) -> any Screen {
        calls.append("add:\(user.username)")
        return StubScreen(title: "Add player")
    }

    func makePlayerDetailScreen(for user: User, player: Player) -> any Screen {
        calls.append("detail:\(user.username):\(player.name)")
        return StubScreen(title: player.name)
    }

    func makeLoginScreen() -> any Screen {
        calls.append("login")
        return StubScreen(title: "Login")
    }
}

@MainActor
@Suite struct PlayerListRouterTests {
    let navigator = SpyNavigator()
    let factory = PlayerListScreenFactorySpy()
    var sut: PlayerListRouter {
        PlayerListRouter(user: User(id: "7", username: "ann"), navigator: navigator, factory: factory)
    }

    @Test func showAddPlayer_pushesPlayerAddForTheUser() {
        sut.showAddPlayer()

        #expect(factory.calls == ["add:ann"])
        #expect(navigator.calls == [.push("Add player")])
    }

    @Test func showDetails_pushesPlayerDetailForThatPlayer() {
        sut.showDetails(of: Player(id: 3, details: PlayerDetails(name: "Bob")))

        #expect(factory.calls == ["detail:ann:Bob"])
        #expect(navigator.calls == [.push("Bob")])
    }

    @Test func showLogin_replacesTheWholeStackWithLogin() {
        sut.showLogin()

        #expect(factory.calls == ["login"])
        #expect(navigator.calls == [.replaceRoot("Login")])
    }

    @Test func routing_afterTheNavigatorIsGone_buildsNothing() {
        // The router holds the navigator weakly: this one is released at once.
        let sut = PlayerListRouter(user: User(id: "7", username: "ann"), navigator: SpyNavigator(), factory: factory)

        sut.showAddPlayer()
        sut.showDetails(of: Player(id: 3, details: PlayerDetails(name: "Bob")))
        sut.showLogin()

        #expect(factory.calls.isEmpty)
    }
}
