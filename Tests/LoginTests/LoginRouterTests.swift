import Domain
import TerminalUI
import TestSupport
import Testing

@testable import Login

@MainActor
final class LoginScreenFactorySpy: LoginScreenFactory {
    private(set) var users: [User] = []
    func makePlayerListScreen(for user: User) -> any Screen {
        users.append(user)
        return StubScreen(title: "Players")
    }
}

@MainActor
@Suite struct LoginRouterTests {
    @Test func showPlayers_replacesLoginWithThePlayerList() {
        let navigator = SpyNavigator()
        let factory = LoginScreenFactorySpy()
        let sut = LoginRouter(navigator: navigator, factory: factory)

        sut.showPlayers(of: User(id: "7", username: "ann"))

        #expect(factory.users == [User(id: "7", username: "ann")])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }
}
