import Domain
import Foundation
import GathersInterface
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherStore

/// What the store sees of itself while a service works.
@MainActor
final class Watcher {
    var store: GatherStore?
    private(set) var messages: [Message?] = []

    func look() {
        messages.append(store?.state.message)
    }
}

/// The store running its effects against the in-memory store, a share file spy and a manual clock.
@MainActor
@Suite struct GatherStoreTests {
    let match: StartedMatch
    let clock = ManualClock()
    let shareFiles = ShareFilesSpy(existing: ["match.txt"])
    /// Where the store left for, with what notice.
    @MainActor final class Exit {
        var notices: [Message] = []
    }
    let exit = Exit()

    init() async throws {
        match = try await StartedMatch.make()
    }

    func playing(_ progress: GatherProgress = GatherProgress()) async -> GatherStore {
        let exit = exit
        return await match.makeStore(progress, shareFiles: shareFiles, clock: clock) { exit.notices.append($0) }
    }

    @Test func aGoal_isWrittenToTheMatchAsStored_keepingAnotherWindowsGoals() async throws {
        let store = await playing()
        await store.send(.command(.score(.teamA, goals: 1, scorer: nil)))
        #expect(try await match.storedProgress() == .at(1, 0))
        #expect(store.state.message == nil)

        await match.store(.at(1, 2))
        await store.send(.command(.score(.teamA, goals: 1, scorer: 1)))

        #expect(try await match.storedProgress() == .at(2, 2, goals: [0: 1]))
        #expect(store.state.progress == .at(2, 2, goals: [0: 1]))
        #expect(store.state.message == .info("Changed in another window: the match stands at Team A 2–2 Team B."))
    }

    @Test func aRefusal_isJudgedOnTheStoredScore() async throws {
        let store = await playing()
        await match.store(.at(0, 1))

        await store.send(.command(.score(.teamB, goals: -1, scorer: 3)))

        #expect(store.state.progress.score == Score(teamA: 0, teamB: 1))
        #expect(store.state.message == .error("Carla Díaz has no goal to take back."))
    }

    @Test func aFailedSave_keepsTheChangeHere_andTheNextChangeStoresBoth() async throws {
        let store = await playing()
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await store.send(.command(.score(.teamA, goals: 1, scorer: nil)))
        #expect(store.state.progress.score == Score(teamA: 1, teamB: 0))
        #expect(try await match.storedProgress() == GatherProgress())

        await store.send(.command(.start))

        #expect(try await match.storedProgress() == .at(1, 0, running: true))
        #expect(store.state.unsaved.isEmpty)
        #expect(store.state.message == nil)
    }

    @Test func theClock_isWrittenWithEachCommand_andEachSecond() async throws {
        let store = await playing()

        await store.send(.command(.start))
        await store.send(.tick)
        await store.send(.command(.pause))
        await store.send(.command(.setTime(seconds: 5)))

        #expect(
            match.progressSaves == [
                .at(0, 0, running: true), .at(0, 0, remaining: 599, running: true), .at(0, 0, remaining: 599), .at(0, 0, remaining: 5, duration: 5),
            ])
        #expect(store.state.message == .success("Time set to 00:05. Type s to start the clock."))
    }

    @Test func sub_isKeptWithTheMatch() async throws {
        let store = await playing()

        await store.send(.command(.sub(number: 5, to: .teamB)))

        #expect(try await match.ann.gathers.unfinishedGather()?.gather.players[4].team == .teamB)
        #expect(store.state.players[4].team == .teamB)
        #expect(store.state.message == .info("Eve (5) plays for Team B now."))
    }

    @Test func sub_thatCouldNotBeKept_isNotMade() async throws {
        let store = await playing()
        match.ann.services.fail(.movePlayer, with: .unavailable("disk"))

        await store.send(.command(.sub(number: 5, to: .teamB)))

        #expect(store.state.players[4].team == .bench)
        #expect(store.state.message == .error("Could not move Eve (5). Storage is unavailable: disk. Type the move again."))
    }

    @Test func end_storesTheResultAtTheClocksNow_andLeavesForThePlayers() async throws {
        let store = await playing(.at(2, 1))
        clock.advance(by: 3_600)

        await store.send(.command(.end))
        await store.send(.command(.answer(true)))

        let ended = try await match.finished()
        #expect(ended?.score == Score(teamA: 2, teamB: 1))
        #expect(ended?.endedAt == clock.now())
        #expect(exit.notices == [.success("Team A won 2–1 — saved to history.")])
    }

    @Test func end_saysItIsSaving_whileTheStoreWorks() async throws {
        var gathers = GathersServiceDouble()
        let watcher = Watcher()
        gathers.onChangeProgress = { _ in
            await watcher.look()
            return .at(1, 0)
        }
        gathers.onEndGather = { _, _, _ in
            await watcher.look()
            return .stored
        }
        let store = GatherStore(
            state: Lineup.state(.at(1, 0)), gatherID: Lineup.gather.id, gathers: gathers, shareFiles: shareFiles, clock: clock, leave: { _ in })
        watcher.store = store

        await store.send(.command(.end))
        await store.send(.command(.answer(true)))

        #expect(watcher.messages == [.working("Saving the result…"), .working("Saving the result…")])
        #expect(store.state.hasEnded)
    }

    @Test func end_thatCouldNotBeStored_staysInTheMatch() async throws {
        let store = await playing(.at(2, 1))
        match.ann.services.fail(.endGather, with: .unavailable("disk"))

        await store.send(.command(.end))
        await store.send(.command(.answer(true)))

        #expect(store.state.message == .error("Could not end the match. Storage is unavailable: disk. Type end to try again."))
        #expect(exit.notices.isEmpty)
        #expect(try await match.finished() == nil)
    }

    @Test func aMatchEndedInAnotherWindow_leavesOnTheNextChange() async throws {
        let store = await playing()
        try await match.ann.gathers.endGather(id: match.gather.id, score: Score(teamA: 1, teamB: 0), at: clock.now())

        await store.send(.command(.score(.teamA, goals: 1, scorer: nil)))

        #expect(exit.notices == [.info("This match was ended in another window: its result is in the history.")])
        #expect(store.state.hasEnded)
    }

    @Test func aMatchDiscardedInAnotherWindow_leavesOnTheNextMove_orTheEnd() async throws {
        var store = await playing()
        try await match.ann.gathers.discardGather(id: match.gather.id)

        await store.send(.command(.sub(number: 5, to: .teamA)))
        store = await playing()
        await store.send(.command(.end))
        await store.send(.command(.answer(true)))

        #expect(exit.notices == [.info("This match was discarded in another window."), .info("This match was discarded in another window.")])
    }

    @Test func share_showsTheBlock_andEnterBringsTheMatchBack() async throws {
        let store = await playing(.at(1, 0))

        await store.send(.command(.share(.show(.plain))))

        #expect(store.state.shared?.first == "Football Gather · Match · 2026-11-18 11:06")
        #expect(store.state.shared?.contains("Team A 1–0 Team B, in play (10:00 left)") == true)
        #expect(shareFiles.writes.isEmpty)
        await store.send(.command(.enter))
        #expect(store.state.shared == nil)
    }

    @Test func share_toAFileThatExists_asksBeforeReplacingIt() async throws {
        let store = await playing()
        shareFiles.answer(.exists)

        await store.send(.command(.share(.write(.markdown, path: "match.txt"))))
        #expect(store.state.viewModel.confirmation == "match.txt already exists. Replace it? (y/n)")

        await store.send(.command(.answer(true)))

        #expect(shareFiles.writes.map(\.replacing) == [false, true])
        #expect(shareFiles.writes.last?.text.hasPrefix("## Football Gather · Match") == true)
        #expect(store.state.message == .success("Wrote the block to match.txt."))
        #expect(store.state.viewModel.confirmation == nil)
    }

    @Test func aStoresError_isTheMatchGone_orAFailureToReport() {
        #expect(GatherEffectFailure(GatherGone.ended) == .gone(.ended))
        #expect(GatherEffectFailure(ServiceError.notFound) == .gone(.discarded))
        #expect(GatherEffectFailure(ServiceError.unavailable("disk")) == .failed(.unavailable("disk")))
    }
}
