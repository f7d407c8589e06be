import Domain
import TerminalUI
import Testing

@testable import PlayerDetail

/// `players/N/edit/FIELD` from the command line: the details open that field's editor on top.
@MainActor
@Suite struct PlayerDetailPresenterRouteTests {
    let interactor = PlayerDetailInteractorStub(player: .ann)
    let router = PlayerDetailRouterSpy()
    let view = PlayerDetailViewSpy()

    @Test func theFieldAsked_opensItsEditorOverTheDetails_once() {
        let sut = PlayerDetailPresenter(interactor: interactor, router: router, editing: .age)
        sut.view = view

        sut.viewWillAppear()
        sut.viewWillAppear()

        #expect(router.calls == ["edit:age"])
        #expect(view.last?.name == "Ann Smith")
    }

    @Test func aSaveInTheEditorTheRouteOpened_showsOnTheDetails() throws {
        interactor.changed = [.age]
        let sut = PlayerDetailPresenter(interactor: interactor, router: router, editing: .age)
        sut.view = view
        sut.viewWillAppear()

        let onSaved = try #require(router.onSaved)
        onSaved(Person(id: 11, name: "Ann Smith", age: 31, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"))
        sut.viewWillAppear()

        #expect(view.last?.message == .success("Age is now 31."))
    }

    @Test func withoutARoute_nothingOpens() {
        let sut = PlayerDetailPresenter(interactor: interactor, router: router)
        sut.view = view

        sut.viewWillAppear()

        #expect(router.calls.isEmpty)
    }
}
