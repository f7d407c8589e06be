import Domain
import Foundation
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVVM

/// The view model keeping the match: failed saves, other windows on the same match, the end.
@MainActor
@Suite struct GatherMVVMViewModelStoreTests: PlayingAMatch {
    let match: StartedMatch
    let clock = ManualClock()
    let shareFiles = ShareFilesSpy()

    init() async throws {
        match = try await StartedMatch.make()
    }

    static let diskFull = GatherMVVMViewModelTests.diskFull
    static let endedElsewhere = Message.info("This match was ended in another window: its result is in the history.")
    static let discardedElsewhere = Message.info("This match was discarded in another window.")

    // MARK: Saving

    @Test func aFailedSave_keepsTheChange_saysSo_andTheNextChangeSavesEverything() async throws {
        let (sut, shown) = await playing()
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await sut.scoreTapped(side: .teamA, goals: 1, scorer: 1)
        #expect(shown.last.message == .error(Self.diskFull))
        #expect(shown.last.score == "Team A  1 : 0  Team B")
        #expect(try await match.storedProgress() == GatherProgress())

        await sut.scoreTapped(side: .teamA, goals: 1, scorer: nil)

        #expect(shown.last.message == nil)
        #expect(try await match.storedProgress() == GatherProgress(score: Score(teamA: 2), goals: [0: 1]))
    }

    @Test func aFailedSave_ofAPause_isShownInsteadOfItsNews() async {
        let (sut, shown) = await playing()
        await sut.startTapped()
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await sut.pauseTapped()

        #expect(shown.last.message == .error(Self.diskFull))
        #expect(shown.last.clock == "paused 10:00")
    }

    @Test func aFailedSave_ofAGoalTheRulesRefuseHere_saysWhyNot() async {
        let (sut, shown) = await playing(.at(0, 0, goals: [:]))
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await sut.scoreTapped(side: .teamA, goals: -1, scorer: nil)

        #expect(shown.last.message == .error("Team A has no goal to take away."))
    }

    // MARK: Many windows on one match

    /// Issue 23's session: window 1 scores twice, window 2 (which saw none of it) once, window 1 ends.
    @Test func twoWindows_eachChangeIsMadeOnTheStoredScore_andNoGoalIsLost() async throws {
        let (one, first) = await playing()
        let (two, second) = await playing()

        await type("a+ 1", "a+ 1", to: one)
        await type("b+ 3", to: two)
        #expect(second.last.message == .info("Changed in another window: the match stands at Team A 2–1 Team B."))
        #expect(second.last.score == "Team A  2 : 1  Team B")

        // Window 1 learns of window 2's goal with its next change, here the end: 2–0 was confirmed,
        // 2–1 is stored, so nothing ends until 2–1 is confirmed.
        one.endTapped()
        #expect(first.last.confirmation == "End the match with Team A 2–0 Team B? (y/n)")
        await one.answer(true)
        #expect(first.last.message == .error("The score changed since you were asked: it is now Team A 2–1 Team B."))
        #expect(first.last.confirmation == "End the match with Team A 2–1 Team B? (y/n)")
        #expect(try await match.finished() == nil)
        await one.answer(true)

        let ended = try #require(try await match.finished())
        #expect(ended.score == Score(teamA: 2, teamB: 1) && ended.winner == .teamA)
        #expect(ended.players.map(\.goals) == [2, 0, 1, 0, 0])
        #expect(first.notices == [.success("Team A won 2–1 — saved to history.")])
    }

    @Test func aRefusal_isJudgedOnTheStoredScore() async throws {
        let (one, first) = await playing()
        let (two, second) = await playing()
        await one.scoreTapped(side: .teamA, goals: 1, scorer: nil)

        // Window 2 saw no goal, but there is one to take away.
        await two.scoreTapped(side: .teamA, goals: -1, scorer: nil)
        #expect(second.last.message == .info("Changed in another window: the match stands at Team A 0–0 Team B."))
        await one.scoreTapped(side: .teamA, goals: -1, scorer: nil)

        #expect(first.last.message == .error("Team A has no goal to take away."))
        #expect(first.last.score == "Team A  0 : 0  Team B")
        #expect(try await match.storedProgress()?.score == Score())
    }

    @Test func theClock_isEachWindowsOwn_whileTheScoreIsShared() async throws {
        let (one, first) = await playing()
        let (two, second) = await playing()
        await one.startTapped()
        await tick(one, times: 1)
        await two.scoreTapped(side: .teamA, goals: 1, scorer: nil)
        #expect(second.last.clock == "ready 10:00")

        await tick(one, times: 1)

        #expect(first.last.message == .info("Changed in another window: the match stands at Team A 1–0 Team B."))
        #expect(try await match.storedProgress() == .at(1, 0, remaining: 598, running: true))
    }

    @Test func aWindowWhoseMatchWasEndedElsewhere_goesBackToTheList_andChangesNothing() async throws {
        let (one, _) = await playing(.at(1, 0))
        let (two, second) = await playing(.at(1, 0))
        one.endTapped()
        await one.answer(true)

        await two.scoreTapped(side: .teamB, goals: 1, scorer: nil)

        #expect(second.notices == [Self.endedElsewhere])
        #expect(second.last.message == nil)
        #expect(try await match.finished()?.score == Score(teamA: 1, teamB: 0))
    }

    @Test func aTick_findingTheMatchDiscardedElsewhere_goesBackToTheList_andTheClockStops() async throws {
        let (sut, shown) = await playing()
        await sut.startTapped()
        try await match.ann.gathers.discardGather(id: match.gather.id)

        await tick(sut, times: 1)
        #expect(shown.notices == [Self.discardedElsewhere])
        let count = shown.heard.count
        await tick(sut, times: 2)

        #expect(shown.heard.count == count)
        #expect(shown.last.clockState == .paused)
    }

    @Test func ending_aMatchTheStoreNoLongerHas_goesBackToTheList_insteadOfAskingToTryAgain() async {
        let (sut, shown) = await playing()
        match.ann.services.fail(.endGather, with: .notFound)

        sut.endTapped()
        await sut.answer(true)

        #expect(shown.notices == [Self.discardedElsewhere])
        #expect(shown.last.confirmation == nil)
    }

    @Test func ending_aMatchEndedInAnotherWindow_goesBackToTheList() async throws {
        let (one, _) = await playing(.at(1, 0))
        let (two, second) = await playing(.at(1, 0))
        one.endTapped()
        await one.answer(true)

        two.endTapped()
        await two.answer(true)

        #expect(second.notices == [Self.endedElsewhere])
        #expect(try await match.finished()?.endedAt == clock.now())
    }

    @Test func sub_onAMatchEndedElsewhere_goesBackToTheList() async {
        let (sut, shown) = await playing()
        let (other, _) = await playing()
        other.endTapped()
        await other.answer(true)

        await sut.subTapped(number: 5, to: .teamA)

        #expect(shown.notices == [Self.endedElsewhere])
        await sut.subTapped(number: 5, to: .teamA)
        #expect(shown.last.message == .error("No player has number 5: use a number from the teams or the bench."), "it stands still")
    }

    // MARK: Ending

    @Test func end_asksToConfirmWithTheScore_andSavesNothingYet() async throws {
        let (sut, shown) = await playing(.at(2, 1, remaining: 300))

        sut.endTapped()

        #expect(shown.last.confirmation == "End the match with Team A 2–1 Team B? (y/n)")
        #expect(shown.last.message == nil)
        #expect(saved.isEmpty)
        #expect(try await match.finished() == nil)
    }

    @Test(arguments: [
        (Score(teamA: 2, teamB: 1), "Team A won 2–1 — saved to history."),
        (Score(teamA: 0, teamB: 3), "Team B won 3–0 — saved to history."),
        (Score(teamA: 1, teamB: 1), "Draw 1–1 — saved to history."),
        (Score(), "Draw 0–0 — saved to history."),
    ])
    func end_confirmed_storesTheResultAtTheClocksTime_andLeavesForThePlayers(score: Score, notice: String) async throws {
        let (sut, shown) = await playing(GatherProgress(score: score))
        clock.advance(by: 600)

        sut.endTapped()
        await sut.answer(true)

        let ended = try #require(try await match.finished())
        #expect(ended.score == score)
        #expect(ended.endedAt == clock.now())
        #expect(shown.notices == [.success(notice)])
        #expect(shown.last.confirmation == nil)
        #expect(shown.last.message == nil)
        #expect(shown.shown.dropLast().last?.message == .working("Saving the result…"))
    }

    @Test func afterTheEnd_ticksChangeNothing() async {
        let (sut, shown) = await playing()
        await sut.startTapped()
        sut.endTapped()
        await sut.answer(true)
        let count = shown.heard.count

        await tick(sut, times: 3)

        #expect(shown.heard.count == count)
        // The start; the end found the clock as stored, and a change that changes nothing saves nothing.
        #expect(saved.count == 1)
    }

    @Test func end_answeredNo_keepsPlaying() async throws {
        let (sut, shown) = await playing()

        sut.endTapped()
        await sut.answer(false)

        #expect(shown.last.message == .info("The match goes on."))
        #expect(shown.last.confirmation == nil)
        #expect(shown.notices.isEmpty)
        #expect(try await match.finished() == nil)
    }

    @Test func end_answeredWithNeitherYesNorNo_asksAgain() async throws {
        let (sut, shown) = await playing()

        sut.endTapped()
        sut.unreadable(.answer)

        #expect(shown.last.confirmation == "End the match with Team A 0–0 Team B? (y/n)")
        #expect(shown.last.message == .error("Type y for yes or n for no (b or cancel say no too)."))
        await sut.answer(true)
        #expect(try await match.finished()?.score == Score())
    }

    @Test func end_whenTheStoreFails_staysInTheMatch_andCanBeRetried() async throws {
        let (sut, shown) = await playing(.at(2, 1, remaining: 300))
        match.ann.services.fail(.endGather, with: .unavailable("disk"))

        sut.endTapped()
        await sut.answer(true)

        #expect(shown.last.message == .error("Could not end the match. Storage is unavailable: disk. Type end to try again."))
        #expect(shown.last.confirmation == nil)
        #expect(shown.notices.isEmpty)
        await sut.startTapped()
        await tick(sut, times: 1)
        #expect(shown.last.clock == "running 04:59", "the match goes on")

        sut.endTapped()
        await sut.answer(true)
        #expect(try await match.finished()?.score == Score(teamA: 2, teamB: 1))
        #expect(shown.notices == [.success("Team A won 2–1 — saved to history.")])
    }

    @Test func anAnswer_whenNothingIsAsked_doesNothing() async {
        let (sut, shown) = await playing()

        await sut.answer(true)
        sut.unreadable(.answer)

        #expect(shown.sinceAppearing.isEmpty)
        #expect(saved.isEmpty)
    }
}
