import Domain
import Foundation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVP

/// The screen as the module assembles it, played through the piped run loop to the player list.
@MainActor
@Suite struct GatherMVPModuleTests {
    @Test func aMatchPlayedThroughTheRunLoop_endsOnAFreshPlayerList() async throws {
        let match = try await StartedMatch.make()
        let exits = PlayerListFactoryStub()
        let navigator = Navigator()
        let screen = GatherMVPModule.build(
            user: match.ann.user, unfinished: UnfinishedGather(gather: match.gather, progress: GatherProgress()), gathers: match.ann.gathers,
            shareFiles: ShareFilesSpy(), clock: ManualClock(), timeZone: TimeZone(identifier: "UTC") ?? .current, navigator: navigator,
            factory: exits)
        navigator.replaceRoot(with: screen)
        let terminal = ScriptedTerminal(lines: ["s", "b+", "sub 5 b", "b+ 5", "p", "end", "y"])

        let status = await ScreenLoop(terminal: terminal, navigator: navigator, appName: "Football Gather").run()

        #expect(status == 0)
        #expect(navigator.top === exits.list)
        #expect(exits.built.map(\.notice) == [.success("Team B won 2–0 — saved to history.")])
        #expect(terminal.output.contains("\n Team A  0 : 2  Team B\n"))
        #expect(terminal.output.contains("Team B goals: Eve 1"))
        #expect(try await match.finished()?.score?.description == "0-2")
    }
}
