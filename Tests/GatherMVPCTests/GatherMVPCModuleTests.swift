import Domain
import Foundation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVPC

/// The module's wiring: the navigator reaches the coordinator only, and the screen it returns plays
/// a match to its end and out through the coordinator.
@MainActor
@Suite struct GatherMVPCModuleTests {
    @Test func theBuiltScreen_endsAMatchAndLeavesThroughTheCoordinator() async throws {
        let started = try await StartedMatch.make()
        let navigator = SpyNavigator()
        let exits = ExitsSpy()
        let screen = GatherMVPCModule.build(
            user: started.ann.user, unfinished: UnfinishedGather(gather: started.gather, progress: GatherProgress()), gathers: started.ann.gathers,
            shareFiles: ShareFilesSpy(), clock: ManualClock(), timeZone: TimeZone(secondsFromGMT: 0) ?? .current, navigator: navigator,
            factory: exits)

        await screen.willAppear()
        for line in ["a+ 2", "a+", "b+", "end"] { await screen.handle(line) }
        #expect(screen.content.prompt == .text("End the match with Team A 2–1 Team B? (y/n)"))
        #expect(navigator.calls.isEmpty)
        await screen.handle("y")

        #expect(navigator.calls == [.replaceRoot("Players")])
        #expect(exits.asked.map(\.1) == [.success("Team A won 2–1 — saved to history.")])
        #expect(try await started.finished()?.score?.description == "2-1")
    }

    @Test func theScreen_keepsItsPresenterAndCoordinatorAlive_butNotTheNavigator() async throws {
        let started = try await StartedMatch.make()
        let exits = ExitsSpy()
        weak var released: SpyNavigator?
        let screen: any Screen
        do {
            let navigator = SpyNavigator()
            released = navigator
            screen = GatherMVPCModule.build(
                user: started.ann.user, unfinished: UnfinishedGather(gather: started.gather, progress: GatherProgress()),
                gathers: started.ann.gathers, shareFiles: ShareFilesSpy(), clock: ManualClock(), timeZone: TimeZone(secondsFromGMT: 0) ?? .current,
                navigator: navigator, factory: exits)
        }

        #expect(released == nil)
        await screen.willAppear()
        await screen.handle("s")
        #expect(screen.content.status == "running 10:00")
    }
}
