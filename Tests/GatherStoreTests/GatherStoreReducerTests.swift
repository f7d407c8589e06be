import Domain
import Foundation
import MatchScreen
import Presentation
import TerminalUI
import Testing

@testable import GatherStore

/// The reducer alone: a state and an action give a new state and the effect asked for; no store,
/// no service, no clock.
@Suite struct GatherStoreReducerTests {
    /// `action` on `state`, answering the effect it asked for.
    func reduce(_ state: inout GatherState, _ action: GatherAction) -> GatherEffect {
        GatherReducer.reduce(&state, action)
    }

    func write(
        _ cause: GatherProgressWrite.Cause, _ state: GatherState, timer: GatherTimer? = nil, clockHasRun: Bool? = nil, change: MatchScoreChange? = nil
    ) -> GatherProgressWrite {
        GatherProgressWrite(
            cause: cause, timer: timer ?? state.progress.timer, clockHasRun: clockHasRun ?? state.clockHasRun, players: state.players,
            unsaved: state.unsaved, change: change)
    }

    // MARK: Starting

    @Test func aNewMatch_isReadyAtTenMinutes_andSaysNothing() {
        var state = GatherReducer.initialState(UnfinishedGather(gather: Lineup.gather, progress: GatherProgress()), timeZone: Lineup.utc)
        #expect(state.viewModel.message == nil)
        #expect(state.clockState == .ready)
        #expect(!state.clockHasRun)

        #expect(reduce(&state, .appeared) == .none)

        #expect(state.viewModel.clock == "ready 10:00")
        #expect(state.viewModel.teamA.map(\.name) == ["Ann Smith", "Bob"])
        #expect(state.viewModel.bench == ["5 Eve"])
        #expect(state.message == nil)
    }

    @Test func aResumedRunningMatch_startsPaused_andSaysWhereItStopped() {
        let left = GatherProgress.at(2, 1, remaining: 462, running: true)
        let state = Lineup.state(left)

        #expect(state.progress == .at(2, 1, remaining: 462))
        #expect(state.lastStored == left)
        #expect(state.clockState == .paused)
        #expect(state.message == .info("Resumed where you stopped: Team A 2–1 Team B, 07:42 left. Type s to resume the clock."))
    }

    @Test func aResumedClock_outOfItsRange_isKeptWithinIt() {
        #expect(Lineup.state(.at(0, 0, remaining: 900, duration: 300)).progress.timer == GatherTimer(duration: 300))
        #expect(Lineup.state(.at(0, 0, remaining: -5)).progress.timer == GatherTimer(remaining: 0))
        #expect(
            Lineup.state(.at(0, 0, remaining: 0)).message
                == .info("Resumed where you stopped: Team A 0–0 Team B, time is up. Type end to finish the match, or t mm:ss to play on."))
    }

    @Test func appearingAgain_showsTheNews_withoutTheShareBlock() {
        var state = Lineup.state(.at(1, 0))
        state.shared = ["block"]
        state.messageIsSaveFailure = true

        _ = reduce(&state, .appeared)

        #expect(state.shared == nil)
        #expect(!state.messageIsSaveFailure)
        #expect(state.message?.text.hasPrefix("Resumed where you stopped") == true)
    }

    // MARK: Score

    @Test func aGoal_isAskedOfTheStore_andMadeOnlyWhenItAnswers() {
        var state = Lineup.state()
        let before = state

        let effect = reduce(&state, .command(.score(.teamA, goals: 1, scorer: nil)))

        #expect(effect == .storeProgress(write(.score, state, change: MatchScoreChange(team: .teamA, goals: 1))))
        #expect(state == before)
    }

    @Test func aGoalWithAScorer_namesTheirIndex_andANumberNotOfTheSide_isRefusedWithWhy() {
        var state = Lineup.state()
        let scorer = MatchScoreChange.Scorer(index: 2, number: 3)
        #expect(
            reduce(&state, .command(.score(.teamB, goals: 1, scorer: 3)))
                == .storeProgress(write(.score, state, change: MatchScoreChange(team: .teamB, goals: 1, scorer: scorer))))

        #expect(reduce(&state, .command(.score(.teamA, goals: 1, scorer: 5))) == .none)
        #expect(state.message == .error("Eve (5) is on the bench: use a number from Team A's list."))
        _ = reduce(&state, .command(.score(.teamA, goals: 1, scorer: 3)))
        #expect(state.message == .error("Carla Díaz (3) plays for Team B: use a number from Team A's list."))
        _ = reduce(&state, .command(.score(.teamA, goals: 1, scorer: 9)))
        #expect(state.message == .error("No player has number 9: use a number from Team A's list."))
    }

    @Test func aStoredGoal_showsTheScoreAsStored_andNoNews() {
        var state = Lineup.state()
        state.message = .info("old news")
        let goal = write(.score, state, change: MatchScoreChange(team: .teamA, goals: 1))

        #expect(reduce(&state, .progressStored(goal, before: GatherProgress(), after: .at(1, 0), refusal: nil)) == .none)

        #expect(state.progress == .at(1, 0))
        #expect(state.lastStored == .at(1, 0))
        #expect(state.message == nil)
        #expect(state.viewModel.score == "Team A  1 : 0  Team B")
    }

    @Test func aGoalStoredOnAScoreChangedElsewhere_saysSo() {
        var state = Lineup.state()
        let goal = write(.score, state, change: MatchScoreChange(team: .teamA, goals: 1))

        _ = reduce(&state, .progressStored(goal, before: .at(0, 2), after: .at(1, 2), refusal: nil))

        #expect(state.progress.score == Score(teamA: 1, teamB: 2))
        #expect(state.message == .info("Changed in another window: the match stands at Team A 1–2 Team B."))
    }

    @Test func aGoalRefusedOnTheStoredScore_showsThatScore_andWhy() {
        var state = Lineup.state()
        let goal = write(.score, state, change: MatchScoreChange(team: .teamB, goals: -1))

        _ = reduce(&state, .progressStored(goal, before: .at(3, 0), after: .at(3, 0), refusal: .noGoals(.teamB)))

        #expect(state.progress.score == Score(teamA: 3, teamB: 0))
        #expect(state.message == .error("Team B has no goal to take away."))
    }

    @Test func aGoalThatCouldNotBeSaved_isMadeHere_andTheNextWriteCarriesIt() {
        var state = Lineup.state()
        let change = MatchScoreChange(team: .teamA, goals: 1)

        _ = reduce(&state, .storeFailed(write(.score, state, change: change), .failed(.unavailable("disk"))))

        #expect(state.progress.score == Score(teamA: 1, teamB: 0))
        #expect(state.unsaved == [change])
        #expect(state.messageIsSaveFailure)
        #expect(state.message == .error("Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."))

        let next = reduce(&state, .command(.score(.teamB, goals: 1, scorer: nil)))
        guard case .storeProgress(let carried) = next else {
            Issue.record("no write: \(next)")
            return
        }
        #expect(carried.unsaved == [change])

        _ = reduce(&state, .progressStored(carried, before: GatherProgress(), after: .at(1, 1), refusal: nil))
        #expect(state.unsaved.isEmpty)
        #expect(state.message == nil)
        #expect(!state.messageIsSaveFailure)
    }

    @Test func aGoalThatCouldNotBeSaved_andBreaksARuleHere_saysWhichRule_andKeepsNothing() {
        var state = Lineup.state()
        let change = MatchScoreChange(team: .teamA, goals: -1)

        _ = reduce(&state, .storeFailed(write(.score, state, change: change), .failed(.unavailable("disk"))))

        #expect(state.unsaved.isEmpty)
        #expect(state.message == .error("Team A has no goal to take away."))
        #expect(!state.messageIsSaveFailure)
    }

    @Test func aMatchGoneElsewhere_standsStill_andLeavesForThePlayerList() {
        var state = Lineup.state(.at(0, 0, remaining: 300))
        var goal = write(.score, state, change: MatchScoreChange(team: .teamA, goals: 1))
        goal.timer.isRunning = true

        let effect = reduce(&state, .storeFailed(goal, .gone(.ended)))

        #expect(effect == .leave(notice: .info("This match was ended in another window: its result is in the history.")))
        #expect(state.hasEnded)
        #expect(!state.progress.timer.isRunning)
        #expect(state.progress.score == Score())
        #expect(state.message == nil)
    }

    // MARK: Substitutes

    @Test func sub_isCheckedHere_keptByTheStore_andMadeWhenItAnswers() {
        var state = Lineup.state()

        #expect(reduce(&state, .command(.sub(number: 5, to: .teamA))) == .movePlayer(index: 4, to: .teamA))
        #expect(state.players[4].team == .bench)

        #expect(reduce(&state, .playerMoved(index: 4, to: .teamA)) == .none)
        #expect(state.players[4].team == .teamA)
        #expect(state.message == .info("Eve (5) plays for Team A now."))
        _ = reduce(&state, .playerMoved(index: 0, to: .bench))
        #expect(state.message == .info("Ann Smith (1) goes to the bench."))
    }

    @Test func sub_isRefused_forNoSuchPlayer_oneAlreadyThere_aScorer_orAMatchOver() {
        var state = Lineup.state(.at(1, 0, goals: [0: 1]))

        #expect(reduce(&state, .command(.sub(number: 6, to: .teamA))) == .none)
        #expect(state.message == .error("No player has number 6: use a number from the teams or the bench."))
        _ = reduce(&state, .command(.sub(number: 2, to: .teamA)))
        #expect(state.message == .info("Bob (2) is already in Team A."))
        _ = reduce(&state, .command(.sub(number: 5, to: .bench)))
        #expect(state.message == .info("Eve (5) is already on the bench."))
        _ = reduce(&state, .command(.sub(number: 1, to: .teamB)))
        #expect(state.message == .error("Ann Smith (1) scored for their team: a scorer stays in it."))
        state.hasEnded = true
        #expect(reduce(&state, .command(.sub(number: 5, to: .teamA))) == .none)
        #expect(state.message == .error("No player has number 5: use a number from the teams or the bench."))
    }

    @Test func aMoveThatCouldNotBeKept_isNotMade_andAsksToTypeItAgain_orLeavesWhenTheMatchIsGone() {
        var state = Lineup.state()

        #expect(reduce(&state, .moveFailed(index: 4, .failed(.unavailable("disk")))) == .none)
        #expect(state.players[4].team == .bench)
        #expect(state.message == .error("Could not move Eve (5). Storage is unavailable: disk. Type the move again."))

        #expect(reduce(&state, .moveFailed(index: 4, .gone(.discarded))) == .leave(notice: .info("This match was discarded in another window.")))
        #expect(state.hasEnded)
        #expect(state.message == nil)
    }

    // MARK: What the user types

    @Test func back_unknownAndUnreadable_sayWhy() {
        var state = Lineup.state()

        _ = reduce(&state, .command(.back))
        #expect(state.message == .info(GatherWording.back))
        _ = reduce(&state, .command(.unknown("xyz")))
        #expect(state.message == .error("Unknown command “xyz”. Type ? to see the commands."))
        _ = reduce(&state, .command(.unreadable(.time)))
        #expect(state.message == .error("Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10."))
        _ = reduce(&state, .command(.unreadable(.share)))
        #expect(state.message == .error(ShareCommand.usage))

        let before = state
        #expect(reduce(&state, .command(.unreadable(.answer))) == .none)
        #expect(state == before)
    }
}
