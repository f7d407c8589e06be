import TestSupport
import Testing

@testable import TerminalUI

@MainActor
@Suite struct NavigatorTests {
    let sut = Navigator()

    @Test func pushPopAndRoot_keepTheStackAndFlagTheTopChange() {
        sut.replaceRoot(with: StubScreen(title: "A"))
        sut.push(StubScreen(title: "B"))
        sut.push(StubScreen(title: "C"))
        #expect(sut.stack.map(\.content.title) == ["A", "B", "C"])
        #expect(sut.consumeTopChange())
        #expect(!sut.consumeTopChange())

        sut.pop()
        #expect(sut.top?.content.title == "B")
        sut.popToRoot()
        #expect(sut.stack.map(\.content.title) == ["A"])
        #expect(sut.consumeTopChange())
    }

    @Test func popAndPopToRoot_neverRemoveTheRoot() {
        sut.replaceRoot(with: StubScreen(title: "A"))
        _ = sut.consumeTopChange()

        sut.pop()
        sut.popToRoot()

        #expect(sut.stack.count == 1)
        #expect(!sut.consumeTopChange())
    }

    @Test func push_tellsTheScreenItCoversOnly() {
        let (root, next) = (StubScreen(title: "A"), StubScreen(title: "B"))
        sut.replaceRoot(with: root)
        sut.push(next)
        #expect((root.disappearances, next.disappearances) == (1, 0))

        sut.pop()
        sut.push(StubScreen(title: "C"))
        #expect((root.disappearances, next.disappearances) == (2, 0))
    }

    @Test func quit_isRemembered() {
        #expect(!sut.hasQuit)
        sut.quit()
        #expect(sut.hasQuit)
    }
}
