import Domain
import Foundation
import MatchScreen
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

/// The scene as the module wires it, on the in-memory store: every line goes round the cycle and
/// comes back drawn, and the end leaves for the player list through the router.
@MainActor
@Suite struct GatherVIPModuleTests {
    let clock = ManualClock()
    let navigator = SpyNavigator()
    let exits = PlayerListExits()

    func screen(_ match: StartedMatch, at progress: GatherProgress = GatherProgress()) -> any Screen {
        GatherVIPModule.build(
            user: match.ann.user, unfinished: UnfinishedGather(gather: match.gather, progress: progress), gathers: match.ann.gathers,
            shareFiles: ShareFilesSpy(), clock: clock, timeZone: TimeZone(secondsFromGMT: 0) ?? .current, navigator: navigator, factory: exits)
    }

    @Test func aMatchPlayedToItsEnd_isStored_andLeavesForThePlayers() async throws {
        let match = try await StartedMatch.make()
        let sut = screen(match)
        await sut.willAppear()
        #expect(sut.content.status == "ready 10:00")

        for line in ["a+ 1", "s"] { await sut.handle(line) }
        await sut.tick()
        #expect(sut.content.status == "running 09:59")
        #expect(try await match.storedProgress()?.score == Score(teamA: 1))

        await sut.handle("end")
        #expect(sut.content.prompt == .text(GatherWording.endQuestion(Score(teamA: 1))))
        await sut.handle("y")

        #expect(try await match.finished()?.score == Score(teamA: 1))
        #expect(navigator.calls == [.replaceRoot("Players")])
        #expect(exits.asked.map(\.0) == [match.ann.user])
        #expect(exits.asked.map(\.1) == [.success(GatherWording.saved(GatherResult(score: Score(teamA: 1))))])
    }

    @Test func aResumedMatch_saysWhereItStopped() async throws {
        let match = try await StartedMatch.make()
        await match.store(.at(2, 1, remaining: 420))
        let sut = screen(match, at: .at(2, 1, remaining: 420))

        await sut.willAppear()

        #expect(sut.content.message == .info(GatherWording.resumed(.at(2, 1, remaining: 420), clock: .paused)))
    }
}
