import Domain
import Foundation
import MatchScreen
import Presentation
import TestSupport
import Testing

@testable import GatherMVPC

/// The presenter with a mock view and a mock coordinator, on a match in the in-memory store: what
/// each intent tells the view, what the store keeps, and what the coordinator hears. The presenter
/// never navigates: it only tells the coordinator that the match is over, and why.
@MainActor
@Suite struct GatherMVPCPresenterTests {
    let match: MatchInPlay

    init() async throws {
        match = try await MatchInPlay()
    }

    var view: MockGatherMVPCView { match.view }
    var coordinator: MockGatherMVPCCoordinator { match.coordinator }

    @Test func asItAppears_theViewIsSetUpOnce_thenToldTheWholeMatch() async {
        let sut = await match.presenter()
        await sut.returnToMatch()
        await sut.startCountdown()

        #expect(view.setupViewCalls == 1)
        #expect(view.ranges?.goals == "0 to 99")
        #expect(view.ranges?.times == "00:01 to 99:59")
        #expect(view.teamA.map(\.name) == ["Ann Smith", "Bob"])
        #expect(view.teamB.map(\.number) == ["3", "4"])
        #expect(view.bench == ["5 Eve"])
        #expect(view.scoreboard == "Team A  0 : 0  Team B")
        #expect(view.selectedTime == "running 10:00")
        #expect(view.fullTime == "10:00")
        #expect(view.notice == nil)
        #expect(view.updates == 3, "Enter shows the match as stored, then the countdown starts")
    }

    @Test func aResumedMatch_saysWhereItStopped_withItsClockStopped() async {
        _ = await match.presenter(at: GatherProgress(score: Score(teamA: 1), timer: GatherTimer(remaining: 420)))

        #expect(view.selectedTime == "paused 07:00")
        #expect(view.notice == .info("Resumed where you stopped: Team A 1–0 Team B, 07:00 left. Type s to resume the clock."))
    }

    @Test func theCountdown_isSavedWithTheMatchAtEachSecond() async throws {
        let sut = await match.presenter()

        await sut.startCountdown()
        for _ in 1...3 { await sut.secondElapsed() }
        await sut.pauseCountdown()
        await sut.resetCountdown()

        #expect(view.notice == .info("The clock is back at 10:00. Type s to start it."))
        #expect(view.clockState == .ready)
        #expect(match.started.progressSaves.map(\.timer.remaining) == [600, 599, 598, 597, 597, 600])
        #expect(try await match.kept == GatherProgress())
    }

    @Test func theFirstHalfsLastSecond_ringsHalfTimeWithTheScore_andTheHalfTimeScoreIsKept() async throws {
        let sut = await match.presenter(at: GatherProgress(score: Score(teamB: 1), timer: GatherTimer(remaining: 301)))

        await sut.startCountdown()
        await sut.secondElapsed()

        #expect(view.selectedTime == "half-time 05:00")
        #expect(view.clockState == .halfTime)
        #expect(view.notice == .alert("Half-time: Team A 0–1 Team B. Type s to start the second half."))
        #expect(try await match.kept?.halfTimeScore == Score(teamB: 1))
    }

    @Test func secondsWhileTheClockStandsStill_tellTheViewNothing() async {
        let sut = await match.presenter()

        await sut.secondElapsed()

        #expect(view.updates == 1)
        #expect(match.started.progressSaves.isEmpty)
    }

    @Test func aTimeOutsideTheRules_isRefused_andTheClockStaysAsItWas() async {
        let sut = await match.presenter()

        await sut.setCountdown(seconds: 0)

        #expect(view.notice == .error("Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10."))
        #expect(view.selectedTime == "ready 10:00")
        #expect(match.started.progressSaves.isEmpty)
    }

    @Test func goalsAndScorers_areKeptOnTheStoredMatch() async throws {
        let sut = await match.presenter()

        await sut.recordGoals(1, for: .teamB, scorer: 3)
        await sut.recordGoals(1, for: .teamB, scorer: 3)
        await sut.recordGoals(-1, for: .teamB, scorer: 4)

        #expect(view.notice == .error("Dmitri has no goal to take back."))
        #expect(view.scoreboard == "Team A  0 : 2  Team B")
        #expect(view.scorers == ["Team B goals: Carla Díaz 2"])
        #expect(try await match.kept == GatherProgress(score: Score(teamB: 2), goals: [2: 2]))
    }

    @Test func aGoalNotSaved_isWrittenBeforeTheNextOne() async throws {
        let sut = await match.presenter()
        match.started.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await sut.recordGoals(1, for: .teamA, scorer: nil)
        await sut.recordGoals(1, for: .teamA, scorer: nil)

        #expect(view.notice == nil)
        #expect(try await match.kept == GatherProgress(score: Score(teamA: 2)))
    }

    @Test func aMove_onlyOnceStored_andAScorerStaysWithTheirTeam() async {
        let sut = await match.presenter()
        await sut.recordGoals(1, for: .teamA, scorer: 1)

        await sut.movePlayer(number: 1, to: .teamB)
        #expect(view.notice == .error("Ann Smith (1) scored for their team: a scorer stays in it."))
        await sut.movePlayer(number: 2, to: .bench)

        #expect(view.notice == .info("Bob (2) goes to the bench."))
        #expect(view.bench == ["2 Bob", "5 Eve"])
        #expect(view.teamA.map(\.name) == ["Ann Smith"])
    }

    @Test func sharing_toAFileThatExists_asksFirst_andYesReplacesIt() async {
        let files = ShareFilesSpy()
        files.answer(.exists, .written)
        let sut = GatherMVPCPresenter(
            unfinished: UnfinishedGather(gather: match.started.gather, progress: GatherProgress()), gathers: match.started.ann.gathers,
            shareFiles: files, clock: match.clock, timeZone: TimeZone(secondsFromGMT: 0) ?? .current, coordinator: coordinator)
        sut.view = view

        await sut.share(.write(.markdown, path: "match.md"))
        #expect(view.question == "match.md already exists. Replace it? (y/n)")
        await sut.answer(true)

        #expect(view.notice == .success("Wrote the block to match.md."))
        #expect(files.writes.map(\.replacing) == [false, true])
        #expect(coordinator.told.isEmpty)
    }

    @Test func backAndWhatCannotBeRead_areSaid() async {
        let sut = await match.presenter()

        sut.backRequested()
        #expect(view.notice == .info(GatherWording.back))
        sut.unknown("x")
        #expect(view.notice == .unknownCommand("x"))
        sut.requestEnd()
        sut.unreadable(.answer)

        #expect(view.notice == .error("Type y for yes or n for no (b or cancel say no too)."))
        #expect(view.question == "End the match with Team A 0–0 Team B? (y/n)")
    }

    // MARK: What the coordinator is told

    @Test func yesToTheEnd_storesTheResult_thenTellsTheCoordinator() async throws {
        let sut = await match.presenter(at: GatherProgress(score: Score(teamB: 3)))

        sut.requestEnd()
        await sut.answer(true)

        #expect(coordinator.told == [.ended(GatherResult(score: Score(teamB: 3)))])
        #expect(try await match.started.finished()?.endedAt == match.clock.now())
        #expect(view.notice == nil)
        #expect(view.question == nil)
    }

    @Test func noToTheEnd_tellsTheCoordinatorNothing() async {
        let sut = await match.presenter()

        sut.requestEnd()
        await sut.answer(false)
        await sut.answer(true)

        #expect(view.notice == .info("The match goes on."))
        #expect(coordinator.told.isEmpty)
    }

    @Test func aMatchDiscardedElsewhere_isToldTheCoordinator_andTheMatchStandsStill() async throws {
        let sut = await match.presenter()
        await sut.startCountdown()
        _ = try await match.started.ann.gathers.discardGather(id: match.started.gather.id)

        await sut.recordGoals(1, for: .teamA, scorer: nil)
        await sut.secondElapsed()
        await sut.movePlayer(number: 5, to: .teamB)

        #expect(coordinator.told == [.lost(.discarded)])
        #expect(view.clockState == .paused)
        #expect(view.notice == .error("No player has number 5: use a number from the teams or the bench."))
    }

    @Test func anEndAnotherWindowMadeFirst_isToldAsSuch() async throws {
        let sut = await match.presenter()
        try await match.started.ann.gathers.endGather(id: match.started.gather.id, score: Score(teamA: 1), at: match.clock.now())

        sut.requestEnd()
        await sut.answer(true)

        #expect(coordinator.told == [.lost(.ended)])
    }
}
