import Domain
import Foundation
import MatchScreen
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVC

/// The controller driven through its view's delegate methods, on the in-memory store: what its
/// view shows, and what is stored, after each command.
@MainActor
@Suite struct GatherMVCControllerTests {
    let table: MatchTable

    init() async throws {
        table = try await MatchTable.make()
    }

    var saved: [GatherProgress] { table.saved }

    // MARK: Showing

    @Test func appearing_showsBothTeamsTheBenchTheScoreAndTheClock() async {
        let sut = await table.playing()

        #expect(
            sut.shown
                == GatherBoard(
                    teamA: [GatherPlayerRow(number: "1", name: "Ann Smith", position: "ST"), GatherPlayerRow(number: "2", name: "Bob", position: "GK")],
                    teamB: [GatherPlayerRow(number: "3", name: "Carla Díaz", position: "MID"), GatherPlayerRow(number: "4", name: "Dmitri", position: "—")],
                    bench: ["5 Eve"],
                    score: "Team A  0 : 0  Team B",
                    clock: "ready 10:00",
                    clockState: .ready,
                    fullTime: "10:00",
                    goalsRange: "0 to 99",
                    clockRange: "00:01 to 99:59"
                ))
        #expect(saved.isEmpty)
    }

    @Test func beforeItAppears_theViewShowsNothingOfTheMatch() {
        let controller = table.controller(UnfinishedGather(gather: table.match.gather, progress: GatherProgress()))
        let view = GatherMVCView()
        controller.view = view

        #expect(view.board == GatherBoard())
    }

    @Test(arguments: [
        (GatherProgress(), GatherClockState.ready, "ready 10:00"),
        (.at(0, 0, remaining: 462, running: true), .paused, "paused 07:42"),
        (.at(0, 0, remaining: 301), .paused, "paused 05:01"),
        (.at(0, 0, remaining: 300), .halfTime, "half-time 05:00"),
        (.at(0, 0, remaining: 0, duration: 450), .timeUp, "time up 00:00"),
        (.at(0, 0, remaining: 5_999, duration: 5_999), .ready, "ready 99:59"),
    ])
    func theClock_isNamedByItsStateAndTimeLeft(progress: GatherProgress, state: GatherClockState, clock: String) async {
        let sut = await table.playing(progress)

        #expect(sut.shown.clock == clock)
        #expect(sut.shown.clockState == state)
        #expect(sut.shown.fullTime == Wording.clock(progress.timer.duration))
    }

    // MARK: Score

    @Test func score_goesUpAndDownPerTeam_savingEachChange_withNoNews() async throws {
        let sut = await table.playing()
        await sut.type("dance")

        await sut.type("a+", "a+", "b+", "b+", "b-")

        #expect(sut.shown.score == "Team A  2 : 1  Team B")
        #expect(sut.shown.message == nil)
        #expect(saved.map(\.score) == [Score(teamA: 1), Score(teamA: 2), Score(teamA: 2, teamB: 1), Score(teamA: 2, teamB: 2), Score(teamA: 2, teamB: 1)])
        #expect(try await table.match.storedProgress() == .at(2, 1))
    }

    @Test(arguments: [
        (GatherProgress(), "a-", Message.error("Team A has no goal to take away.")),
        (GatherProgress(), "b-", .error("Team B has no goal to take away.")),
        (.at(99, 0), "a+", .error("Team A has 99 goals, the most a score can hold.")),
        (.at(0, 99), "b+", .error("Team B has 99 goals, the most a score can hold.")),
        (GatherProgress(), "b+ 7", .error("No player has number 7: use a number from Team B's list.")),
        (GatherProgress(), "b+ 2", .error("Bob (2) plays for Team A: use a number from Team B's list.")),
        (GatherProgress(), "a+ 5", .error("Eve (5) is on the bench: use a number from Team A's list.")),
        (GatherProgress(score: Score(teamA: 1), goals: [0: 1]), "a- 2", .error("Bob has no goal to take back.")),
        (GatherProgress(score: Score(teamA: 1), goals: [0: 1]), "a-", .error("Every Team A goal has a scorer: say whose to take back, e.g. a- 1.")),
        (GatherProgress(score: Score(teamB: 1), goals: [3: 1]), "b-", .error("Every Team B goal has a scorer: say whose to take back, e.g. b- 3.")),
    ])
    func aScoreChangeTheRulesRefuse_isExplained_andNothingIsSaved(progress: GatherProgress, line: String, message: Message) async throws {
        let sut = await table.playing(progress)

        await sut.type(line)

        #expect(sut.shown.message == message)
        #expect(saved.isEmpty)
        #expect(try await table.match.storedProgress() == progress)
    }

    @Test func aGoalWithAScorer_countsForThePlayer_andTheScorersAreListedPerTeam() async throws {
        let sut = await table.playing()

        await sut.type("a+ 1", "a+2", "a+", "b+ 4", "a- 2")

        #expect(sut.shown.score == "Team A  2 : 1  Team B")
        #expect(sut.shown.scorers == ["Team A goals: Ann Smith 1, 1 with no scorer", "Team B goals: Dmitri 1"])
        #expect(sut.shown.message == nil)
        #expect(try await table.match.storedProgress() == GatherProgress(score: Score(teamA: 2, teamB: 1), goals: [0: 1, 3: 1]))
    }

    @Test func noScorers_noScorerLines() async {
        let sut = await table.playing()

        await sut.type("a+")

        #expect(sut.shown.scorers == [])
    }

    // MARK: Substitutes

    @Test func sub_saysWhereThePlayerGoes_orWhyNot_andKeepsTheMoveWithTheMatch() async throws {
        let sut = await table.playing()

        await sut.type("sub 5 a")
        #expect(sut.shown.message == .info("Eve (5) plays for Team A now."))
        #expect(sut.shown.teamA.map(\.name) == ["Ann Smith", "Bob", "Eve"])
        await sut.type("sub 2 bench")
        #expect(sut.shown.message == .info("Bob (2) goes to the bench."))
        #expect(sut.shown.bench == ["2 Bob"])

        await sut.type("a+ 1", "sub 1 bench")
        #expect(sut.shown.message == .error("Ann Smith (1) scored for their team: a scorer stays in it."))
        await sut.type("sub 2 bench")
        #expect(sut.shown.message == .info("Bob (2) is already on the bench."))
        await sut.type("sub 9 a")
        #expect(sut.shown.message == .error("No player has number 9: use a number from the teams or the bench."))
        // Numbers stay those of the team sheet: Eve scores as 5 in Team A now.
        await sut.type("a+ 5")
        #expect(sut.shown.scorers == ["Team A goals: Ann Smith 1, Eve 1"])
        #expect(try await table.match.ann.gathers.unfinishedGather()?.gather.players.map(\.team) == [.teamA, .bench, .teamB, .teamB, .teamA])
    }

    @Test func aPlayerMovedToTheBench_cantScoreAnyMore() async {
        let sut = await table.playing()

        await sut.type("sub 1 bench", "a+ 1")

        #expect(sut.shown.message == .error("Ann Smith (1) is on the bench: use a number from Team A's list."))
    }

    @Test func sub_thatCouldNotBeSaved_isNotMade_andAsksToTypeItAgain() async {
        let sut = await table.playing()
        table.match.ann.services.fail(.movePlayer, with: .unavailable("disk"))

        await sut.type("sub 5 a")

        #expect(sut.shown.message == .error("Could not move Eve (5). Storage is unavailable: disk. Type the move again."))
        #expect(sut.shown.bench == ["5 Eve"])
    }

    // MARK: Countdown

    @Test func start_bringsNoNews_andEachCommandSavesTheClock() async throws {
        let sut = await table.playing()
        await sut.type("dance")

        await sut.type("s")
        #expect(sut.shown.message == nil)
        #expect(sut.shown.clock == "running 10:00")
        await sut.tick(times: 10)
        await sut.type("p")
        #expect(sut.shown.message == .info("Paused at 09:50. Type s to resume."))
        #expect(sut.shown.clock == "paused 09:50")
        await sut.type("r")
        #expect(sut.shown.message == .info("The clock is back at 10:00. Type s to start it."))
        #expect(sut.shown.clock == "ready 10:00")
        await sut.type("t 7:30")
        #expect(sut.shown.message == .success("Time set to 07:30. Type s to start the clock."))
        #expect(sut.shown.clock == "ready 07:30")

        #expect(try await table.match.storedProgress() == .at(0, 0, remaining: 450, duration: 450))
    }

    @Test func aClockCommandTheRulesRefuse_isExplained() async {
        let sut = await table.playing(.at(0, 0, remaining: 450, duration: 450))

        await sut.type("p")
        #expect(sut.shown.message == .info("The clock is not running. Type s to start it."))
        await sut.type("r")
        #expect(sut.shown.message == .info("The clock is already at 07:30."))
        await sut.type("s", "s")
        #expect(sut.shown.message == .info("The clock is already running."))
        await sut.type("t 0:00")
        #expect(sut.shown.message == .error("Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10."))
        #expect(sut.shown.clock == "running 07:30")
    }

    @Test func start_atTimeUp_isRefused() async {
        let sut = await table.playing(.at(2, 1, remaining: 0))

        await sut.type("s")

        #expect(sut.shown.message == .error("Time is up. Type t mm:ss to play on, r to reset the clock, or end to finish the match."))
        #expect(saved.isEmpty)
    }

    @Test func pause_withinTheFirstSecond_isPaused_andOnlyResetMakesItReady() async {
        let sut = await table.playing()

        await sut.type("s", "p")
        #expect(sut.shown.clock == "paused 10:00")
        #expect(sut.shown.clockState == .paused)
        await sut.type("r")
        #expect(sut.shown.clockState == .ready)
        await sut.type("r")
        #expect(sut.shown.message == .info("The clock is already at 10:00."))
    }

    @Test func setTime_toTheTimeItAlreadyShows_confirmsIt_andSavesNothing() async {
        let sut = await table.playing()

        await sut.type("t 10")

        #expect(sut.shown.message == .success("Time set to 10:00. Type s to start the clock."))
        #expect(saved.isEmpty)
    }

    @Test func setTime_afterTheClockRan_isReadyAgain_evenAtTheSameTime() async {
        let sut = await table.playing()

        await sut.type("s", "p", "t 10:00")

        #expect(sut.shown.clockState == .ready)
        #expect(saved.count == 2)
    }

    // MARK: Other commands

    @Test func back_explainsThatTheMatchEndsWithEnd() async {
        let sut = await table.playing()

        await sut.type("b")

        #expect(
            sut.shown.message
                == .info("A match in progress stays open until it ends: type end to finish it. The score and the clock are saved on every change."))
        #expect(table.navigator.calls.isEmpty)
    }

    @Test func whatCantBeRead_saysWhatWasExpected() async {
        let sut = await table.playing()

        await sut.type("goal")
        #expect(sut.shown.message == .unknownCommand("goal"))
        await sut.type("t 7 30")
        #expect(sut.shown.message == .error("Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10."))
        await sut.type("share a b")
        #expect(sut.shown.message == .error(ShareCommand.usage))
    }

    @Test func anAnswer_whenNothingIsAsked_changesNothing() async {
        let sut = await table.playing()
        let before = sut.shown

        await sut.enter(.answer(true))
        await sut.enter(.unreadable(.answer))
        await sut.type("")

        #expect(sut.shown == before)
        #expect(saved.isEmpty)
    }
}
