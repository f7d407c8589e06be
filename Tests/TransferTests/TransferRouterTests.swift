import Domain
import TerminalUI
import TestSupport
import Testing

@testable import Transfer

@MainActor
final class TransferFactorySpy: TransferScreenFactory {
    private(set) var built: [String] = []

    func makePlayerListScreen(for user: User) -> any Screen {
        built.append(user.username)
        return StubScreen(title: "Players")
    }
}

@MainActor
@Suite struct TransferRouterTests {
    @Test func showPlayerList_replacesEveryScreen_withTheUsersList() {
        let navigator = SpyNavigator()
        let factory = TransferFactorySpy()

        TransferRouter(user: User(id: "1", username: "ann"), navigator: navigator, factory: factory) { _ in }.showPlayerList()

        #expect(navigator.calls == [.replaceRoot("Players")])
        #expect(factory.built == ["ann"])
    }

    @Test func jobEnded_isToldToWhoeverAsked() {
        var told: [Bool] = []
        let router = TransferRouter(user: User(id: "1", username: "ann"), navigator: SpyNavigator(), factory: TransferFactorySpy()) { told.append($0) }

        router.jobEnded(succeeded: false)
        router.jobEnded(succeeded: true)

        #expect(told == [false, true])
    }
}
