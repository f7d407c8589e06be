import Domain
import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import ConfirmPlayers

@MainActor
final class ConfirmPlayersScreenFactorySpy: ConfirmPlayersScreenFactory {
    private(set) var calls: [String] = []
    private(set) var unfinished: [UnfinishedGather] = []

    func makeGatherScreen(for user: User, unfinished: UnfinishedGather) -> any Screen {
        calls.append("gather:\(user.username)")
        self.unfinished.append(unfinished)
        return StubScreen(title: "Gather")
    }
}

@MainActor
@Suite struct ConfirmPlayersRouterTests {
    let navigator = SpyNavigator()
    let factory = ConfirmPlayersScreenFactorySpy()
    var sut: ConfirmPlayersRouter {
        ConfirmPlayersRouter(user: User(id: "7", username: "ann"), navigator: navigator, factory: factory)
    }

    @Test func showGather_replacesTheWholeStackWithTheGatherForTheUser() {
        let unfinished = UnfinishedGather(gather: Gather(id: UUID(), players: []), progress: GatherProgress())

        sut.showGather(unfinished)

        #expect(factory.calls == ["gather:ann"])
        #expect(factory.unfinished == [unfinished])
        #expect(navigator.calls == [.replaceRoot("Gather")])
    }

    @Test func close_popsBackToThePlayerList() {
        sut.close()

        #expect(navigator.calls == [.pop])
        #expect(factory.calls.isEmpty)
    }

    @Test func routing_afterTheNavigatorIsGone_buildsNothing() {
        // The router holds the navigator weakly: this one is released at once.
        let sut = ConfirmPlayersRouter(user: User(id: "7", username: "ann"), navigator: SpyNavigator(), factory: factory)

        sut.showGather(UnfinishedGather(gather: Gather(id: UUID(), players: []), progress: GatherProgress()))
        sut.close()

        #expect(factory.calls.isEmpty)
    }
}
