import Testing
import TerminalUI
import TestSupport
@testable import Records

@MainActor
@Suite struct RecordsRouterTests {
    @Test func close_popsBackToWhereItCameFrom() {
        let navigator = SpyNavigator()
        let sut = RecordsRouter(navigator: navigator)

        sut.close()

        #expect(navigator.calls == [.pop])
    }

    @Test func close_afterTheNavigatorIsGone_doesNothing() {
        // The router holds the navigator weakly: this one is released at once.
        let sut = RecordsRouter(navigator: SpyNavigator())
        sut.close()
    }
}
