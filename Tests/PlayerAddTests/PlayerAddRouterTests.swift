import TerminalUI
import TestSupport
import Testing

@testable import PlayerAdd

@MainActor
@Suite struct PlayerAddRouterTests {
    @Test func close_popsBackToThePreviousScreen() {
        let navigator = SpyNavigator()
        let sut = PlayerAddRouter(navigator: navigator)

        sut.close()

        #expect(navigator.calls == [.pop])
    }

    @Test func router_doesNotKeepTheNavigatorAlive() {
        weak var released: SpyNavigator?
        let sut: PlayerAddRouter
        do {
            let navigator = SpyNavigator()
            released = navigator
            sut = PlayerAddRouter(navigator: navigator)
        }

        #expect(released == nil)
        sut.close()
    }
}
