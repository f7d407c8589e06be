import Domain
import Foundation
import MatchScreen
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherStore

/// The view: a line becomes an action, a tick becomes one, and the state is drawn by the shared layout.
@MainActor
@Suite struct GatherStoreViewTests {
    let match: StartedMatch

    init() async throws {
        match = try await StartedMatch.make()
    }

    func view(_ progress: GatherProgress = GatherProgress()) async -> (GatherStoreView, GatherStore) {
        let store = await match.makeStore(progress)
        return (GatherStoreView(store: store), store)
    }

    @Test func content_isTheStateAsTheSharedLayoutDrawsIt_fromTheStart() async {
        let unfinished = UnfinishedGather(gather: match.gather, progress: GatherProgress())
        let store = GatherStore(
            state: GatherReducer.initialState(unfinished, timeZone: Lineup.utc), gatherID: match.gather.id, gathers: match.ann.gathers,
            shareFiles: ShareFilesSpy(), clock: ManualClock(), leave: { _ in })
        let view = GatherStoreView(store: store)
        #expect(view.content == GatherLayout.content(store.state.viewModel))
        #expect(view.wantsTicks)

        await view.willAppear()

        #expect(view.content == GatherLayout.content(store.state.viewModel))
        #expect(view.content.status == "ready 10:00")
        #expect(view.content.body.first == .text("Team A  0 : 0  Team B", .emphasis))
        #expect(view.content.actions.first { $0.key == "s" }?.label == "start")
    }

    @Test func aLine_beforeTheScreenAppeared_isAnsweredAsAfter_andAnIdleTickChangesNothing() async {
        let unfinished = UnfinishedGather(gather: match.gather, progress: GatherProgress())
        let store = GatherStore(
            state: GatherReducer.initialState(unfinished, timeZone: Lineup.utc), gatherID: match.gather.id, gathers: match.ann.gathers,
            shareFiles: ShareFilesSpy(), clock: ManualClock(), leave: { _ in })
        let view = GatherStoreView(store: store)

        let before = store.state
        await view.tick()
        #expect(store.state == before)

        await view.handle("b")
        #expect(view.content.status == "ready 10:00")
        #expect(view.content.message == .info(GatherWording.back))
    }

    @Test func eachLine_isTheActionItReadsAs() async throws {
        let (view, store) = await view()

        await view.handle("a+ 1")
        #expect(store.state.progress == .at(1, 0, goals: [0: 1]))
        await view.handle("b+")
        #expect(store.state.progress.score == Score(teamA: 1, teamB: 1))
        await view.handle("s")
        #expect(store.state.clockState == .running)
        await view.handle("p")
        #expect(view.content.message == .info("Paused at 10:00. Type s to resume."))
        await view.handle("r")
        #expect(store.state.clockState == .ready)
        await view.handle("t 7:30")
        #expect(view.content.status == "ready 07:30")
        await view.handle("sub 5 a")
        #expect(store.state.players[4].team == .teamA)
        await view.handle("t 7:6")
        #expect(view.content.message == .error("Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10."))
        await view.handle("b")
        #expect(view.content.message == .info(GatherWording.back))
        await view.handle("hello")
        #expect(view.content.message == .error("Unknown command “hello”. Type ? to see the commands."))
    }

    @Test func whileAQuestionIsAsked_aLineIsItsAnswer() async throws {
        let (view, store) = await view(.at(2, 1))

        await view.handle("end")
        #expect(view.content.prompt == .text("End the match with Team A 2–1 Team B? (y/n)"))
        #expect(view.content.actions.isEmpty)

        await view.handle("a+")
        #expect(view.content.message == .error(Wording.yesOrNo))
        #expect(store.state.progress.score == Score(teamA: 2, teamB: 1))

        await view.handle("n")
        #expect(view.content.message == .info("The match goes on."))
        #expect(view.content.prompt == .command)
    }

    @Test func share_showsTheBlockAlone_throughTicks_untilEnter() async throws {
        let (view, _) = await view()
        await view.handle("s")

        await view.handle("share")
        let shown = view.content
        #expect(shown.actions.isEmpty)
        #expect(shown.message == .info("Enter goes back to the match."))
        #expect(shown.body.first == .verbatim(ShareBlock.rule))

        await view.tick()
        #expect(view.content.status == "running 09:59")
        var ticked = view.content
        ticked.status = shown.status
        #expect(ticked == shown)

        await view.handle("")
        #expect(view.content.body.first == .text("Team A  0 : 0  Team B", .emphasis))
        #expect(view.content.message == nil)
    }

    @Test func aTick_isForwarded_andWhileStoppedChangesNothing() async throws {
        let (view, _) = await view()
        let before = view.content

        await view.tick()

        #expect(view.content == before)
        #expect(match.progressSaves.isEmpty)
    }
}
