import Domain
import TerminalUI
import TestSupport
import Testing

@testable import PlayerDetail

/// The assembled module on a real navigator, with an editor the test controls.
@MainActor
@Suite struct PlayerDetailModuleTests {
    let navigator = Navigator()
    let list = StubScreen(title: "Players")
    let factory = PlayerDetailScreenFactorySpy()

    @Test func build_showsThePlayerOpensTheEditorShowsTheSaveAndGoesBack() async throws {
        navigator.push(list)
        let screen = PlayerDetailModule.build(user: User(id: "1", username: "ann"), player: .ann, navigator: navigator, factory: factory)
        navigator.push(screen)
        await screen.willAppear()
        #expect(screen.content.title == "Ann Smith")

        await screen.handle("2")
        #expect(factory.calls == ["edit:ann:Ann Smith:age"])
        #expect(navigator.top?.content.title == "Edit age")

        let onSaved = try #require(factory.onSaved)

        onSaved(.ann.with { $0.age = 31 })
        navigator.pop()
        await screen.willAppear()
        #expect(screen.content.body[2] == .labelled("2  Age                 31", hang: 23))
        #expect(screen.content.message == .success("Age is now 31."))

        await screen.handle("b")
        #expect(navigator.top === list)
    }

    @Test func build_editingAField_opensItsEditorOverTheDetails_andBackWalksToTheList() async {
        navigator.push(list)
        let user = User(id: "1", username: "ann")
        let screen = PlayerDetailModule.build(user: user, player: .ann, navigator: navigator, factory: factory, editing: .skill)
        navigator.push(screen)
        await screen.willAppear()
        #expect(factory.calls == ["edit:ann:Ann Smith:skill"])
        #expect(navigator.stack.map(\.content.title) == ["Players", "Ann Smith", "Edit skill"])

        navigator.pop()
        await screen.willAppear()
        #expect(navigator.top === screen)
        await screen.handle("b")
        #expect(navigator.top === list)
        #expect(factory.calls.count == 1)
    }
}
