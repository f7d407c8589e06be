import TerminalUI
import TestSupport
import Testing

@testable import FootballGatherApp

/// Every screen of a signed-in user names them top right, unless it shows something there already.
@MainActor
@Suite struct SignedInScreenTests {
    @Test func aScreenWithNoStatus_showsTheUsername_andOneWithAStatusKeepsIt() {
        #expect(SignedInScreen(StubScreen(title: "History"), username: "ann").content.status == "ann")

        let clock = StubScreen(title: "Match in progress")
        clock.status = "running 07:42"
        #expect(SignedInScreen(clock, username: "ann").content.status == "running 07:42")
    }

    @Test func everythingElse_isTheScreensOwn() async {
        let base = StubScreen(title: "History")
        let sut = SignedInScreen(base, username: "ann")

        await sut.willAppear()
        await sut.handle("h")

        #expect(sut.content.title == "History")
        #expect(base.appearances == 1)
        #expect(base.handled == ["h"])
        #expect(sut.wantsTicks == base.wantsTicks)
    }

    @Test func ticks_reachTheScreenItWraps() async {
        final class Clock: Screen {
            var ticks = 0
            var content: ScreenContent { ScreenContent(title: "Match", status: "running 0\(ticks)") }
            var wantsTicks: Bool { true }
            func handle(_ input: String) async {}
            func tick() async { ticks += 1 }
        }
        let clock = Clock()
        let sut = SignedInScreen(clock, username: "ann")

        await sut.tick()

        #expect(clock.ticks == 1)
        #expect(sut.wantsTicks)
        #expect(sut.content.status == "running 01")
    }
}
