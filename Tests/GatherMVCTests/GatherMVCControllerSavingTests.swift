import Domain
import Foundation
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVC

/// The controller keeping the match: each second and change saved on the match as stored, failed
/// saves kept and retried, another window's changes, a resumed match.
@MainActor
@Suite struct GatherMVCControllerSavingTests {
    let table: MatchTable

    init() async throws {
        table = try await MatchTable.make()
    }

    var match: StartedMatch { table.match }
    var saved: [GatherProgress] { table.saved }

    static let diskFull = "Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."
    static let timeUp = "Time is up! Type end to finish the match, or t mm:ss to play on."

    // MARK: Ticks

    @Test func aStartedClock_reachesTimeUpAfterExactly600Ticks_savingEachSecond_thenStandsStill() async throws {
        let sut = await table.playing()
        await sut.type("s")
        await sut.tick(times: 300)
        #expect(sut.shown.clock == "half-time 05:00")
        #expect(sut.shown.message == .alert("Half-time: Team A 0–0 Team B. Type s to start the second half."))
        await sut.type("s")

        await sut.tick(times: 299)
        #expect(sut.shown.clock == "running 00:01")
        #expect(sut.shown.message == nil)
        await sut.tick()
        #expect(sut.shown.clock == "time up 00:00")
        #expect(sut.shown.message == .alert(Self.timeUp))
        await sut.tick(times: 3)

        #expect(saved.count == 602)
        #expect(try await match.storedProgress() == GatherProgress(timer: GatherTimer(remaining: 0), halfTimeScore: Score()))
    }

    @Test func aTick_showsTheClockAndKeepsTheNewsOfTheLastCommand() async {
        let sut = await table.playing()
        await sut.type("s", "dance")

        await sut.tick(times: 2)

        #expect(sut.shown.message == .unknownCommand("dance"))
        #expect(sut.shown.clock == "running 09:58")
    }

    @Test(arguments: [GatherProgress(), .at(1, 0, remaining: 300), .at(1, 0, remaining: 0)])
    func ticks_ofAStoppedClock_changeNothing(progress: GatherProgress) async {
        let sut = await table.playing(progress)
        let before = sut.shown

        await sut.tick(times: 3)

        #expect(sut.shown == before)
        #expect(saved.isEmpty)
    }

    @Test func aTickThatFailsToSave_saysSoOnce_staysCounted_andTheNextGoodTickClearsIt() async throws {
        let sut = await table.playing()
        await sut.type("s")
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await sut.tick()
        #expect(sut.shown.message == .error(Self.diskFull))
        #expect(sut.shown.clock == "running 09:59")
        await sut.tick()

        #expect(sut.shown.message == nil)
        #expect(try await match.storedProgress() == .at(0, 0, remaining: 598, running: true))
    }

    @Test func theFirstHalfsLastSecond_whenItFailsToSave_ringsHalfTimeWithTheScoreAndSaysSo() async {
        let sut = await table.playing()
        await sut.type("t 0:02", "s", "b+")
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await sut.tick()

        #expect(sut.shown.message == .alert("Half-time: Team A 0–1 Team B. Type s to start the second half. " + Self.diskFull))
        #expect(sut.shown.clock == "half-time 00:01")
    }

    @Test func theLastSecond_whenItFailsToSave_ringsAndSaysSo() async {
        let sut = await table.playing()
        await sut.type("t 0:01", "s")
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await sut.tick()

        #expect(sut.shown.message == .alert(Self.timeUp + " " + Self.diskFull))
        #expect(sut.shown.clock == "time up 00:00")
    }

    // MARK: Saving

    @Test func aFailedSave_keepsTheChange_andTheNextChangeSavesEverything() async throws {
        let sut = await table.playing()
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await sut.type("a+ 1")
        #expect(sut.shown.message == .error(Self.diskFull))
        #expect(sut.shown.score == "Team A  1 : 0  Team B")
        #expect(try await match.storedProgress() == GatherProgress())

        await sut.type("b+")

        #expect(sut.shown.message == nil)
        #expect(try await match.storedProgress() == GatherProgress(score: Score(teamA: 1, teamB: 1), goals: [0: 1]))
    }

    @Test func aFailedSave_ofAPause_isShownInsteadOfItsNews() async {
        let sut = await table.playing()
        await sut.type("s")
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await sut.type("p")

        #expect(sut.shown.message == .error(Self.diskFull))
        #expect(sut.shown.clock == "paused 10:00")
    }

    // MARK: Another window on the same match

    @Test func aChangeMadeOnAScoreChangedElsewhere_saysSo_andShowsTheStoredScore() async throws {
        let one = await table.playing()
        let two = await table.playing()

        await one.type("a+ 1", "a+ 1")
        await two.type("b+ 3")

        #expect(two.shown.message == .info("Changed in another window: the match stands at Team A 2–1 Team B."))
        #expect(two.shown.score == "Team A  2 : 1  Team B")
        #expect(two.shown.scorers == ["Team A goals: Ann Smith 2", "Team B goals: Carla Díaz 1"])
        #expect(try await match.storedProgress() == GatherProgress(score: Score(teamA: 2, teamB: 1), goals: [0: 2, 2: 1]))
    }

    @Test func aRefusal_isJudgedOnTheStoredScore() async throws {
        let one = await table.playing()
        let two = await table.playing()
        await one.type("a+")

        await two.type("a-")
        #expect(two.shown.message == .info("Changed in another window: the match stands at Team A 0–0 Team B."))
        await one.type("a-")

        #expect(one.shown.message == .error("Team A has no goal to take away."))
        #expect(one.shown.score == "Team A  0 : 0  Team B")
        #expect(try await match.storedProgress()?.score == Score())
    }

    @Test func theClock_isEachWindowsOwn_whileTheScoreIsShared() async throws {
        let one = await table.playing()
        let two = await table.playing()
        await one.type("s")
        await one.tick()
        await two.type("a+")
        #expect(two.shown.clockState == .ready)

        await one.tick()

        #expect(one.shown.message == .info("Changed in another window: the match stands at Team A 1–0 Team B."))
        #expect(try await match.storedProgress() == .at(1, 0, remaining: 598, running: true))
    }

    @Test(arguments: [
        (GatherGone.ended, "This match was ended in another window: its result is in the history."),
        (.discarded, "This match was discarded in another window."),
    ])
    func aMatchEndedOrDiscardedElsewhere_goesBackToTheList_sayingWhich(gone: GatherGone, notice: String) async throws {
        let sut = await table.playing()
        let other = await table.playing(navigator: SpyNavigator())
        switch gone {
        case .ended: await other.type("end", "y")
        case .discarded: try await match.ann.gathers.discardGather(id: match.gather.id)
        }

        await sut.type("a+")

        #expect(table.exits.notices.last == .info(notice))
        #expect(table.exits.users.last == match.ann.user)
        #expect(table.navigator.calls == [.replaceRoot("Players")])
    }

    @Test func aTick_findingTheMatchGone_goesBackToTheList_andTheMatchStandsStill() async throws {
        let sut = await table.playing()
        await sut.type("s")
        try await match.ann.gathers.discardGather(id: match.gather.id)

        await sut.tick()
        #expect(table.exits.notices == [.info("This match was discarded in another window.")])
        #expect(sut.shown.clockState == .paused)
        await sut.tick()
        await sut.type("sub 5 a")

        #expect(table.exits.notices.count == 1)
        #expect(sut.shown.message == .error("No player has number 5: use a number from the teams or the bench."))
    }

    @Test func aMoveOnAMatchEndedElsewhere_goesBackToTheList() async {
        let sut = await table.playing()
        let other = await table.playing(navigator: SpyNavigator())
        await other.type("end", "y")

        await sut.type("sub 5 a")

        #expect(table.exits.notices.last == .info("This match was ended in another window: its result is in the history."))
    }

    // MARK: Resuming

    @Test func aResumedMatch_startsStopped_sayingWhereItStopped_untilTheNextCommand() async throws {
        let left = GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462, isRunning: true))
        let sut = table.playing(try #require(try await match.resumed(at: left)))

        #expect(sut.shown.message == .info("Resumed where you stopped: Team A 2–1 Team B, 07:42 left. Type s to resume the clock."))
        #expect(sut.shown.clock == "paused 07:42")
        await sut.tick(times: 2)
        #expect(sut.shown.clock == "paused 07:42")

        await sut.type("s")
        await sut.tick(times: 2)

        #expect(sut.shown.message == nil)
        #expect(sut.shown.clock == "running 07:40")
        #expect(try await match.storedProgress() == GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 460, isRunning: true)))
    }

    @Test(arguments: [
        (GatherProgress.at(2, 1), "Team A 2–1 Team B, 10:00 left. Type s to start the clock."),
        (.at(0, 0, running: true), "Team A 0–0 Team B, 10:00 left. Type s to resume the clock."),
        (.at(4, 4, remaining: 0), "Team A 4–4 Team B, time is up. Type end to finish the match, or t mm:ss to play on."),
        (.at(0, 0, remaining: 300, duration: 300), "Team A 0–0 Team B, 05:00 left. Type s to start the clock."),
    ])
    func aResumedMatch_saysWhatSDoes_asTheFooterDoes(progress: GatherProgress, news: String) async {
        let sut = await table.playing(progress)

        #expect(sut.shown.message == .info("Resumed where you stopped: " + news))
    }

    @Test(arguments: [
        (GatherTimer(duration: 300, remaining: 900), "ready 05:00"),
        (GatherTimer(duration: 300, remaining: -4, isRunning: true), "time up 00:00"),
    ])
    func aResumedMatch_keepsTheTimeLeftWithinTheSetTime(timer: GatherTimer, clock: String) async {
        // No store would keep these: a damaged file's, say.
        let sut = await table.playing(GatherProgress(score: Score(teamA: 2, teamB: 1), timer: timer), stored: false)

        #expect(sut.shown.clock == clock)
    }

    @Test func appearingAgain_showsTheNewsStillStanding() async {
        let sut = await table.playing(.at(1, 0))
        let shown = sut.shown

        sut.controller.gatherViewWillAppear(sut.view)

        #expect(sut.shown == shown)
    }
}
