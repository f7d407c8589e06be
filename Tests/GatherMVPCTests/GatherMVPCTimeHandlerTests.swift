import Domain
import Presentation
import Testing

@testable import GatherMVPC

/// The countdown's helper alone: Domain's clock rules on a timer, and what the clock remembers.
@Suite struct GatherMVPCTimeHandlerTests {
    @Test func aFreshClock_isReady_andARunningOneSavedResumesPaused() {
        let fresh = GatherProgress()
        #expect(GatherMVPCTimeHandler(resuming: fresh).state(of: fresh.timer) == .ready)

        let saved = GatherProgress(timer: GatherTimer(remaining: 600, isRunning: true))
        #expect(GatherMVPCTimeHandler(resuming: saved).state(of: saved.resumed.timer) == .paused)
    }

    @Test func startedThenPausedWithinASecond_standsPausedAtItsFullTime_untilReset() throws {
        var timer = GatherTimer()
        var sut = GatherMVPCTimeHandler(resuming: GatherProgress(timer: timer))

        try sut.start(&timer)
        try sut.pause(&timer)
        #expect(sut.state(of: timer) == .paused)
        try sut.reset(&timer)

        #expect(sut.state(of: timer) == .ready)
        #expect(throws: MatchRule.alreadyReset) { try sut.reset(&timer) }
    }

    @Test func settingTheSameTime_changesNothing_andANewOneStopsTheClock() throws {
        var timer = GatherTimer(duration: 450)
        var sut = GatherMVPCTimeHandler(resuming: GatherProgress(timer: timer))

        #expect(try sut.set(&timer, toSeconds: 450) == false)
        try sut.start(&timer)
        #expect(try sut.set(&timer, toSeconds: 300))

        #expect(timer == GatherTimer(duration: 300))
        #expect(throws: MatchRule.self) { try sut.set(&timer, toSeconds: 6_000) }
    }

    @Test func decrementTime_countsDownWhileRunning_andStopsAtHalfTimeAndAtZero() throws {
        var timer = GatherTimer(duration: 2)
        var sut = GatherMVPCTimeHandler(resuming: GatherProgress(timer: timer))

        #expect(sut.decrementTime(&timer) == false)
        try sut.start(&timer)
        #expect(sut.decrementTime(&timer))
        #expect(sut.state(of: timer) == .halfTime)
        #expect(sut.decrementTime(&timer) == false)
        try sut.start(&timer)
        #expect(sut.decrementTime(&timer))

        #expect(timer == GatherTimer(duration: 2, remaining: 0))
        #expect(sut.state(of: timer) == .timeUp)
        #expect(sut.decrementTime(&timer) == false)
    }
}
