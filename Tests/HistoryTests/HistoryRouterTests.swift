import TerminalUI
import TestSupport
import Testing

@testable import History

@MainActor
@Suite struct HistoryRouterTests {
    @Test func close_popsBackToThePlayerList() {
        let navigator = SpyNavigator()
        let sut = HistoryRouter(navigator: navigator)

        sut.close()

        #expect(navigator.calls == [.pop])
    }

    @Test func router_doesNotKeepTheNavigatorAlive() {
        weak var released: SpyNavigator?
        let sut: HistoryRouter
        do {
            let navigator = SpyNavigator()
            released = navigator
            sut = HistoryRouter(navigator: navigator)
        }

        #expect(released == nil)
        sut.close()
    }
}
