import Domain
import TerminalUI
import TestSupport
import Testing

@testable import Records

@MainActor
final class RecordsScreenFactorySpy: RecordsScreenFactory {
    private(set) var calls: [String] = []
    func makeRecordsScreen(for user: User, ofPlayer id: Int, name: String) -> any Screen {
        calls.append("record:\(user.username):\(id):\(name)")
        return StubScreen(title: "Records · \(name)")
    }
}

@MainActor
@Suite struct RecordsRouterTests {
    let factory = RecordsScreenFactorySpy()
    let ann = User(id: "7", username: "ann")

    @Test func showRecord_pushesThatPlayersRecordOverTheTable() {
        let navigator = SpyNavigator()
        let sut = RecordsRouter(user: ann, navigator: navigator, factory: factory)

        sut.showRecord(ofPlayer: 3, name: "Kim")

        #expect(factory.calls == ["record:ann:3:Kim"])
        #expect(navigator.calls == [.push("Records · Kim")])
    }

    @Test func close_popsBackToWhereItCameFrom() {
        let navigator = SpyNavigator()
        let sut = RecordsRouter(user: ann, navigator: navigator, factory: factory)

        sut.close()

        #expect(navigator.calls == [.pop])
    }

    @Test func routing_afterTheNavigatorIsGone_buildsNothing() throws {
        var navigator: SpyNavigator? = SpyNavigator()
        weak let released = navigator
        let sut = RecordsRouter(user: ann, navigator: try #require(navigator), factory: factory)

        // The router holds the navigator weakly: once its owner lets it go, it is gone.
        navigator = nil
        #expect(released == nil)
        sut.showRecord(ofPlayer: 3, name: "Kim")
        sut.close()

        #expect(factory.calls.isEmpty)
    }
}
