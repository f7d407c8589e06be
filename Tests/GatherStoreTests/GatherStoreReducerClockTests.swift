import Domain
import Foundation
import MatchScreen
import Presentation
import TerminalUI
import Testing

@testable import GatherStore

/// The reducer's countdown, ticks, end and share, state and action in, state and effect out.
@Suite struct GatherStoreReducerClockTests {
    func reduce(_ state: inout GatherState, _ action: GatherAction) -> GatherEffect {
        GatherReducer.reduce(&state, action)
    }

    /// The write `action` asks for; records an issue when it asks none.
    func written(_ state: inout GatherState, _ action: GatherAction) -> GatherProgressWrite? {
        let effect = reduce(&state, action)
        guard case .storeProgress(let write) = effect else {
            Issue.record("\(action) wrote nothing: \(effect)")
            return nil
        }
        return write
    }

    /// The store kept `write` on a match nobody else changed.
    func stored(_ state: inout GatherState, _ write: GatherProgressWrite?) -> GatherEffect {
        guard let write else { return .none }
        var after = state.lastStored
        let refusal = GatherReducer.apply(write, to: &after)
        return reduce(&state, .progressStored(write, before: state.lastStored, after: after, refusal: refusal))
    }

    // MARK: The countdown

    @Test func start_writesARunningClock_andTheStateRunsItOnceStored() {
        var state = Lineup.state()

        let write = written(&state, .command(.start))
        #expect(write?.timer == GatherTimer(isRunning: true))
        #expect(write?.clockHasRun == true)
        #expect(state.clockState == .ready)

        _ = stored(&state, write)
        #expect(state.clockState == .running)
        #expect(state.message == nil)
    }

    @Test func start_isRefused_whenRunning_orAtTimeUp() {
        var state = Lineup.state(.at(0, 0, remaining: 0))
        #expect(reduce(&state, .command(.start)) == .none)
        #expect(state.message == .error("Time is up. Type t mm:ss to play on, r to reset the clock, or end to finish the match."))

        state.progress.timer = GatherTimer(remaining: 30, isRunning: true)
        #expect(reduce(&state, .command(.start)) == .none)
        #expect(state.message == .info("The clock is already running."))
    }

    @Test func pause_saysWhereTheClockStopped_andIsRefusedWhenItIsNotRunning() {
        var state = Lineup.state()
        #expect(reduce(&state, .command(.pause)) == .none)
        #expect(state.message == .info("The clock is not running. Type s to start it."))

        state.progress.timer = GatherTimer(remaining: 595, isRunning: true)
        let write = written(&state, .command(.pause))
        #expect(write?.timer == GatherTimer(remaining: 595))
        _ = stored(&state, write)
        #expect(state.message == .info("Paused at 09:55. Type s to resume."))
    }

    @Test func pause_withinTheFirstSecond_isPaused_andResetMakesItReady() {
        var state = Lineup.state()
        _ = stored(&state, written(&state, .command(.start)))
        _ = stored(&state, written(&state, .command(.pause)))
        #expect(state.clockState == .paused)

        let write = written(&state, .command(.reset))
        #expect(write?.timer == GatherTimer())
        #expect(write?.clockHasRun == false)
        _ = stored(&state, write)
        #expect(state.clockState == .ready)
        #expect(state.message == .info("The clock is back at 10:00. Type s to start it."))

        #expect(reduce(&state, .command(.reset)) == .none)
        #expect(state.message == .info("The clock is already at 10:00."))
    }

    @Test func setTime_stopsTheClockAtTheNewTime_theSameTimeSavesNothing_andABadOneIsRefused() {
        var state = Lineup.state()
        let write = written(&state, .command(.setTime(seconds: 450)))
        #expect(write?.timer == GatherTimer(duration: 450))
        _ = stored(&state, write)
        #expect(state.message == .success("Time set to 07:30. Type s to start the clock."))

        state.clockHasRun = true
        #expect(reduce(&state, .command(.setTime(seconds: 450))) == .none)
        #expect(!state.clockHasRun)
        #expect(state.message == .success("Time set to 07:30. Type s to start the clock."))

        #expect(reduce(&state, .command(.setTime(seconds: 6_000))) == .none)
        #expect(state.message == .error("Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10."))
    }

    // MARK: Ticks

    @Test func aTick_whileStoppedOrOver_changesNothing() {
        var state = Lineup.state()
        var before = state
        #expect(reduce(&state, .tick) == .none)
        #expect(state == before)

        state.progress.timer.isRunning = true
        state.hasEnded = true
        before = state
        #expect(reduce(&state, .tick) == .none)
        #expect(state == before)
    }

    @Test func aTick_countsASecond_keepingTheNewsAndTheShareBlock() {
        var state = Lineup.state(.at(0, 0, remaining: 100))
        state.progress.timer.isRunning = true
        state.message = .info("news")
        state.shared = ["block"]

        let write = written(&state, .tick)
        #expect(write?.timer == GatherTimer(remaining: 99, isRunning: true))
        _ = stored(&state, write)

        #expect(state.progress.timer.remaining == 99)
        #expect(state.message == .info("news"))
        #expect(state.shared == ["block"])
    }

    @Test func aTick_takesAFailedSavesNewsAway_orSaysAnotherWindowScored() {
        var state = Lineup.state(.at(0, 0, remaining: 100))
        state.progress.timer.isRunning = true
        state.message = .error("Could not save")
        state.messageIsSaveFailure = true

        _ = stored(&state, written(&state, .tick))
        #expect(state.message == nil)

        state.shared = ["block"]
        guard let write = written(&state, .tick) else { return }
        _ = reduce(&state, .progressStored(write, before: .at(1, 0), after: .at(1, 0, remaining: 98), refusal: nil))
        #expect(state.message == .info("Changed in another window: the match stands at Team A 1–0 Team B."))
        #expect(state.shared == ["block"])
    }

    @Test func theLastSecond_stopsTheClock_andRingsTimeUp() {
        var state = Lineup.state(.at(0, 0, remaining: 1))
        state.progress.timer.isRunning = true
        state.shared = ["block"]

        let write = written(&state, .tick)
        #expect(write?.timer == GatherTimer(remaining: 0))
        _ = stored(&state, write)

        #expect(state.clockState == .timeUp)
        #expect(state.message == .alert("Time is up! Type end to finish the match, or t mm:ss to play on."))
        #expect(state.shared == nil)
    }

    @Test func theFirstHalfsLastSecond_stopsTheClock_andRingsHalfTimeWithTheScore() {
        var state = Lineup.state(.at(1, 1, remaining: 301))
        state.progress.timer.isRunning = true

        let write = written(&state, .tick)
        #expect(write?.timer == GatherTimer(remaining: 300, half: .first))
        _ = stored(&state, write)

        #expect(state.clockState == .halfTime)
        #expect(state.message == .alert("Half-time: Team A 1–1 Team B. Type s to start the second half."))
    }

    @Test func theFirstHalfsLastSecond_whenItFailsToSave_ringsHalfTimeAndSaysSo() {
        var state = Lineup.state(.at(0, 2, remaining: 301))
        state.progress.timer.isRunning = true

        guard let write = written(&state, .tick) else { return }
        _ = reduce(&state, .storeFailed(write, .failed(.unavailable("disk"))))

        #expect(
            state.message
                == .alert(
                    "Half-time: Team A 0–2 Team B. Type s to start the second half. "
                        + "Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."))
        #expect(state.progress.halfTimeScore == Score(teamB: 2))
    }

    @Test func aTickThatFailsToSave_staysCounted_andSaysSoOnce() {
        var state = Lineup.state(.at(0, 0, remaining: 100))
        state.progress.timer.isRunning = true
        state.shared = ["block"]
        let failure = GatherEffectFailure.failed(.unavailable("disk"))

        guard let write = written(&state, .tick) else { return }
        _ = reduce(&state, .storeFailed(write, failure))
        #expect(state.progress.timer.remaining == 99)
        #expect(state.message == .error("Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."))
        #expect(state.shared == ["block"])

        state.message = .alert("Ring.")
        state.messageIsSaveFailure = false
        guard let next = written(&state, .tick) else { return }
        _ = reduce(&state, .storeFailed(next, failure))
        #expect(state.message?.text == "Ring. Could not save the match. Storage is unavailable: disk. It will be saved again with the next change.")
    }

    @Test func theLastSecond_whenItFailsToSave_ringsAndSaysSo() {
        var state = Lineup.state(.at(0, 0, remaining: 1))
        state.progress.timer.isRunning = true
        state.shared = ["block"]

        guard let write = written(&state, .tick) else { return }
        _ = reduce(&state, .storeFailed(write, .failed(.unavailable("disk"))))

        #expect(
            state.message
                == .alert(
                    "Time is up! Type end to finish the match, or t mm:ss to play on. "
                        + "Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."))
        #expect(state.messageIsSaveFailure)
        #expect(state.shared == nil)
    }

    @Test func aTick_findingTheMatchGone_leaves_keepingTheShareBlockOnScreen() {
        var state = Lineup.state(.at(0, 0, remaining: 100))
        state.progress.timer.isRunning = true
        state.shared = ["block"]

        guard let write = written(&state, .tick) else { return }
        let effect = reduce(&state, .storeFailed(write, .gone(.ended)))

        #expect(effect == .leave(notice: .info("This match was ended in another window: its result is in the history.")))
        #expect(state.shared == ["block"])
        #expect(!state.progress.timer.isRunning)
    }

    // MARK: The end

    @Test func end_asksWithTheScore_andNo_goesOn() {
        var state = Lineup.state(.at(2, 1))
        _ = reduce(&state, .command(.end))
        #expect(state.viewModel.confirmation == "End the match with Team A 2–1 Team B? (y/n)")
        #expect(state.message == nil)

        #expect(reduce(&state, .command(.answer(false))) == .none)
        #expect(state.viewModel.confirmation == nil)
        #expect(state.message == .info("The match goes on."))
    }

    @Test func end_confirmed_savesTheMatch_thenEndsItWithTheScoreAsked_andLeaves() {
        var state = Lineup.state(.at(2, 1))
        _ = reduce(&state, .command(.end))

        let write = written(&state, .command(.answer(true)))
        #expect(write?.cause == .end(confirmed: Score(teamA: 2, teamB: 1)))
        #expect(state.message == .working("Saving the result…"))
        #expect(stored(&state, write) == .endMatch(Score(teamA: 2, teamB: 1)))

        let result = GatherResult(score: Score(teamA: 2, teamB: 1))
        #expect(reduce(&state, .matchEnded(result)) == .leave(notice: .success("Team A won 2–1 — saved to history.")))
        #expect(state.hasEnded)
        #expect(state.message == nil)
    }

    @Test func end_confirmedAfterAnotherWindowScored_asksAgainWithTheNewScore() {
        var state = Lineup.state(.at(2, 1))
        _ = reduce(&state, .command(.end))
        guard let write = written(&state, .command(.answer(true))) else { return }

        #expect(reduce(&state, .progressStored(write, before: .at(2, 2), after: .at(2, 2), refusal: nil)) == .none)

        #expect(state.isConfirmingEnd)
        #expect(state.message == .error("The score changed since you were asked: it is now Team A 2–2 Team B."))
        #expect(state.viewModel.confirmation == "End the match with Team A 2–2 Team B? (y/n)")
    }

    @Test func end_thatCouldNotBeStored_canBeRetried_orLeavesWhenTheMatchIsGone() {
        var state = Lineup.state(.at(2, 1))
        _ = reduce(&state, .command(.end))
        guard let write = written(&state, .command(.answer(true))) else { return }

        #expect(reduce(&state, .storeFailed(write, .failed(.unavailable("disk")))) == .none)
        #expect(state.message == .error("Could not end the match. Storage is unavailable: disk. Type end to try again."))
        #expect(!state.isConfirmingEnd)

        #expect(reduce(&state, .endFailed(.failed(.unavailable("disk")))) == .none)
        #expect(state.message == .error("Could not end the match. Storage is unavailable: disk. Type end to try again."))

        #expect(reduce(&state, .endFailed(.gone(.discarded))) == .leave(notice: .info("This match was discarded in another window.")))
        #expect(state.hasEnded)
    }

    @Test func anAnswer_whenNothingIsAsked_doesNothing() {
        var state = Lineup.state()
        state.message = .info("news")
        let before = state

        #expect(reduce(&state, .command(.answer(true))) == .none)
        #expect(state == before)
    }

    // MARK: Share

    @Test func share_showsTheMatchAsABlock_untilEnter_withoutAnEffect() {
        var state = Lineup.state(.at(1, 0, goals: [0: 1]))

        #expect(reduce(&state, .command(.share(.show(.plain)))) == .none)

        #expect(state.viewModel.shared?.first == "Football Gather · Match · 2026-11-18 11:06")
        #expect(state.viewModel.shared?.contains("Team A 1–0 Team B, in play (10:00 left)") == true)
        #expect(state.viewModel.shared?.contains("Scorers: Ann Smith 1") == true)
        #expect(state.viewModel.message == .info("Enter goes back to the match."))

        _ = reduce(&state, .command(.enter))
        #expect(state.viewModel.shared == nil)
        #expect(state.viewModel.message == nil)
    }

    @Test func share_toAFile_asksTheWorldToWriteTheBlock_withoutReplacing() {
        var state = Lineup.state(.at(1, 0))

        guard case .writeShare(let write, let replacing) = reduce(&state, .command(.share(.write(.markdown, path: "m.txt")))) else {
            Issue.record("no write")
            return
        }
        #expect(write.path == "m.txt")
        #expect(write.text.hasPrefix("## Football Gather · Match"))
        #expect(!replacing)
        #expect(state.shared == nil)
    }

    @Test func enter_looksAtTheMatchAsStored_changingNothing_andClosesABlock() {
        var state = Lineup.state()
        state.message = .error("Could not save")
        state.messageIsSaveFailure = true
        let before = state

        #expect(reduce(&state, .command(.enter)) == GatherReducer.write(before, .refresh))
        #expect(state == before, "nothing changes until the store answers")

        state.shared = ["block"]
        _ = reduce(&state, .command(.enter))
        #expect(state.shared == nil)
        #expect(state.message == .error("Could not save"))
        #expect(state.messageIsSaveFailure)
    }

    @Test func aFileThatIsThere_keepsTheWriteInTheState_andAsksBeforeReplacingIt() {
        var state = Lineup.state()
        let write = GatherShareWrite(text: "block", path: "m.txt")

        _ = reduce(&state, .shareFileWritten(write, .exists))
        #expect(state.shareAwaitingReplace == write)
        #expect(state.viewModel.confirmation == "m.txt already exists. Replace it? (y/n)")

        _ = reduce(&state, .command(.unreadable(.answer)))
        #expect(state.message == .error(Wording.yesOrNo))
        #expect(reduce(&state, .command(.answer(true))) == .writeShare(write, replacing: true))
        #expect(state.viewModel.confirmation == nil)

        _ = reduce(&state, .shareFileWritten(write, .written))
        #expect(state.message == .success("Wrote the block to m.txt."))
    }

    @Test func no_toReplacingTheFile_keepsIt_andWritesNothing() {
        var state = Lineup.state()
        _ = reduce(&state, .shareFileWritten(GatherShareWrite(text: "block", path: "m.txt"), .exists))

        #expect(reduce(&state, .command(.answer(false))) == .none)

        #expect(state.shareAwaitingReplace == nil)
        #expect(state.message == .info("Kept m.txt as it was; nothing was written."))
    }

    @Test(arguments: [
        (ShareFileOutcome.failed("no such folder"), Message.error("Could not write m.txt: no such folder. Nothing was written.")),
        (.refused(.folder), .error("Could not write m.txt: it is a folder: name a file in it. Nothing was written.")),
    ])
    func aWriteThatFails_saysWhy_andAsksNothing(outcome: ShareFileOutcome, said: Message) {
        var state = Lineup.state()

        _ = reduce(&state, .shareFileWritten(GatherShareWrite(text: "block", path: "m.txt"), outcome))

        #expect(state.message == said)
        #expect(state.shareAwaitingReplace == nil)
    }

    @Test func anUnreadableAnswer_toTheEndQuestion_saysWhatItTakes() {
        var state = Lineup.state()
        _ = reduce(&state, .command(.end))

        _ = reduce(&state, .command(.unreadable(.answer)))

        #expect(state.message == .error(Wording.yesOrNo))
        #expect(state.isConfirmingEnd)
    }
}
