import Domain
import TerminalUI
import TestSupport
import Testing

@testable import PlayerDetail

@MainActor
final class PlayerDetailScreenFactorySpy: PlayerDetailScreenFactory {
    private(set) var calls: [String] = []
    private(set) var onSaved: (@MainActor (Player) -> Void)?

    func makePlayerEditScreen(
        for user: User,
        player: Player,
        field: PlayerField,
        onSaved: @escaping @MainActor (Player) -> Void
    ) -> any Screen {
        calls.append("edit:\(user.username):\(player.name):\(field)")
        self.onSaved = onSaved
        return StubScreen(title: "Edit \(field.label.lowercased())")
    }

    func makeRecordsScreen(for user: User, player: Player) -> any Screen {
        calls.append("records:\(user.username):\(player.name)")
        return StubScreen(title: "Records · \(player.name)")
    }
}

@MainActor
@Suite struct PlayerDetailRouterTests {
    let navigator = SpyNavigator()
    let factory = PlayerDetailScreenFactorySpy()
    var sut: PlayerDetailRouter {
        PlayerDetailRouter(user: User(id: "7", username: "ann"), navigator: navigator, factory: factory, player: { .ann })
    }

    @Test func showEdit_pushesPlayerEditForThatFieldAndHandsOverTheCallback() throws {
        var reported: [Player] = []

        sut.showEdit(.age) { reported.append(contentsOf: [$0].compactMap { $0 as? Player }) }

        #expect(factory.calls == ["edit:ann:Ann Smith:age"])
        #expect(navigator.calls == [.push("Edit age")])
        let onSaved = try #require(factory.onSaved)
        onSaved(.dmitri)
        #expect(reported == [.dmitri])
    }

    @Test func showRecords_pushesThatPlayersRecords() {
        sut.showRecords()

        #expect(factory.calls == ["records:ann:Ann Smith"])
        #expect(navigator.calls == [.push("Records · Ann Smith")])
    }

    @Test func close_popsBackToTheList() {
        sut.close()

        #expect(navigator.calls == [.pop])
    }

    @Test func routing_afterTheNavigatorIsGone_buildsNothing() {
        // The router holds the navigator weakly: this one is released at once.
        let sut = PlayerDetailRouter(user: User(id: "7", username: "ann"), navigator: SpyNavigator(), factory: factory, player: { .ann })

        sut.showEdit(.name) { _ in }
        sut.showRecords()
        sut.close()

        #expect(factory.calls.isEmpty)
    }
}
