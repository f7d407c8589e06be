import Domain
import MatchScreen
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVVM

/// The screens the App would build: the player list, as a stub that says what it was asked.
@MainActor
final class PlayerListExits: MatchScreenExits {
    let playerList = StubScreen(title: "Players")
    private(set) var users: [User] = []
    private(set) var notices: [Message] = []
    func makePlayerListScreen(for user: User, notice: Message) -> any Screen {
        users.append(user)
        notices.append(notice)
        return playerList
    }
}

@MainActor
@Suite struct GatherMVVMCoordinatorTests {
    let exits = PlayerListExits()
    let ann = User(id: "7", username: "ann")

    @Test func showPlayerList_replacesEveryScreenWithAFreshPlayerList() {
        let navigator = SpyNavigator()
        let sut = GatherMVVMCoordinator(user: ann, navigator: navigator, factory: exits)

        sut.showPlayerList(notice: .success("Draw 0–0 — saved to history."))

        #expect(exits.users == [ann])
        #expect(exits.notices == [.success("Draw 0–0 — saved to history.")])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func theCoordinator_doesNotKeepTheNavigatorAlive() {
        weak var released: SpyNavigator?
        let sut: GatherMVVMCoordinator
        do {
            let navigator = SpyNavigator()
            released = navigator
            sut = GatherMVVMCoordinator(user: ann, navigator: navigator, factory: exits)
        }

        #expect(released == nil)
        sut.showPlayerList(notice: .info("x"))
        #expect(exits.users.isEmpty)
    }
}
