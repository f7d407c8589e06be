import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import Gather

@MainActor
final class GatherScreenFactorySpy: GatherScreenFactory {
    private(set) var users: [User] = []
    private(set) var notices: [Message] = []
    func makePlayerListScreen(for user: User, notice: Message) -> any Screen {
        users.append(user)
        notices.append(notice)
        return StubScreen(title: "Players")
    }
}

@MainActor
@Suite struct GatherRouterTests {
    let factory = GatherScreenFactorySpy()
    let ann = User(id: "7", username: "ann")

    @Test func showPlayerList_replacesEveryScreenWithAFreshPlayerList() {
        let navigator = SpyNavigator()
        let sut = GatherRouter(user: ann, navigator: navigator, factory: factory)

        sut.showPlayerList(notice: .success("Draw 0–0 — saved to history."))

        #expect(factory.users == [ann])
        #expect(factory.notices == [.success("Draw 0–0 — saved to history.")])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func router_doesNotKeepTheNavigatorAlive() {
        weak var released: SpyNavigator?
        let sut: GatherRouter
        do {
            let navigator = SpyNavigator()
            released = navigator
            sut = GatherRouter(user: ann, navigator: navigator, factory: factory)
        }

        #expect(released == nil)
        sut.showPlayerList(notice: .info("x"))
        #expect(factory.users.isEmpty)
    }
}
