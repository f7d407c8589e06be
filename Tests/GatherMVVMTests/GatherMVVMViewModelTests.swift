import Domain
import Foundation
import MatchScreen
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVVM

/// The view model's outputs: what it publishes for each input, and the words it chooses.
@MainActor
@Suite struct GatherMVVMViewModelTests: PlayingAMatch {
    let match: StartedMatch
    let clock = ManualClock()
    let shareFiles = ShareFilesSpy()

    init() async throws {
        match = try await StartedMatch.make()
    }

    static let diskFull = "Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."
    static let timeUp = "Time is up! Type end to finish the match, or t mm:ss to play on."

    // MARK: Showing

    @Test func appeared_showsBothTeamsTheBenchTheScoreAndTheClock() async {
        let (_, shown) = await playing()

        #expect(shown.heard == ["score", "teams", "countdown"], "no scorer, news, question or share block yet")
        #expect(
            shown.last
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

    @Test func beforeItAppears_theOutputIsEmpty_asAViewShowsNothingYet() async {
        let sut = GatherMVVMViewModel(
            unfinished: UnfinishedGather(gather: match.gather, progress: .at(2, 1)), gathers: match.ann.gathers, shareFiles: shareFiles,
            clock: clock, timeZone: .current
        )

        #expect(sut.scoreText.value.isEmpty && sut.scorerLines.value.isEmpty)
        #expect(sut.teamSheetRows.value == GatherMVVMTeamSheet() && sut.countdown.value == GatherMVVMCountdown())
        #expect(sut.message.value == nil && sut.question.value == nil && sut.shareBlock.value == nil)
    }

    @Test(arguments: [
        (GatherProgress.at(0, 0), "ready 10:00", GatherClockState.ready),
        (.at(0, 0, remaining: 301), "paused 05:01", .paused),
        (.at(0, 0, remaining: 300), "half-time 05:00", .halfTime),
        (.at(0, 0, remaining: 0, duration: 450), "time up 00:00", .timeUp),
        (.at(0, 0, remaining: 5_999, duration: 5_999), "ready 99:59", .ready),
    ])
    func theClock_isNamedByItsStateAndTimeLeft(progress: GatherProgress, clock: String, state: GatherClockState) async {
        let (_, shown) = await playing(progress)

        #expect(shown.last.clock == clock)
        #expect(shown.last.clockState == state)
        #expect(shown.last.fullTime == Wording.clock(progress.timer.duration))
    }

    // MARK: Commands

    @Test func eachInput_showsTheMatchAsItIsThen() async {
        let (sut, shown) = await playing()

        await sut.scoreTapped(side: .teamA, goals: 1, scorer: nil)
        await sut.scoreTapped(side: .teamB, goals: 1, scorer: nil)
        await sut.startTapped()
        #expect(shown.last.clock == "running 10:00")
        let heard = shown.heard.count
        await tick(sut, times: 10)
        #expect(shown.last.clock == "running 09:50")
        #expect(shown.heard.dropFirst(heard) == ArraySlice(repeating: "countdown", count: 10), "a tick reaches the countdown alone")
        await sut.scoreTapped(side: .teamA, goals: -1, scorer: nil)

        #expect(shown.last.score == "Team A  0 : 1  Team B")
        #expect(shown.heard.last == "score")
    }

    @Test func aScoreChangeOrAStart_bringsNoNews() async {
        let (sut, shown) = await playing()
        sut.unknownCommand("dance")

        await sut.scoreTapped(side: .teamA, goals: 1, scorer: nil)
        #expect(shown.last.message == nil)

        sut.unknownCommand("dance")
        await sut.startTapped()
        #expect(shown.last.message == nil)
    }

    @Test func pause_saysWhereTheClockStopped() async {
        let (sut, shown) = await playing()
        await sut.startTapped()
        await tick(sut, times: 10)

        await sut.pauseTapped()

        #expect(shown.last.message == .info("Paused at 09:50. Type s to resume."))
        #expect(shown.last.clock == "paused 09:50")
    }

    @Test func reset_saysTheTimeTheClockIsBackAt() async {
        let (sut, shown) = await playing(.at(0, 0, remaining: 300, duration: 450))

        await sut.resetTapped()

        #expect(shown.last.message == .info("The clock is back at 07:30. Type s to start it."))
        #expect(shown.last.clock == "ready 07:30")
    }

    @Test(arguments: [(5, 1), (600, 0)])
    func setTime_confirmsTheNewTime_savedOrAlreadySo(seconds: Int, saves: Int) async {
        let (sut, shown) = await playing()

        await sut.timeTyped(seconds: seconds)

        #expect(shown.last.message == .success("Time set to \(Wording.clock(seconds)). Type s to start the clock."))
        #expect(saved.count == saves)
    }

    @Test(arguments: [
        (GatherUnreadable.time, "Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10."),
        (.share, ShareCommand.usage),
    ])
    func anUnreadableTimeOrShare_saysWhatItTakes_andChangesNothing(what: GatherUnreadable, message: String) async {
        let (sut, shown) = await playing()

        sut.unreadable(what)

        #expect(shown.last.message == .error(message))
        #expect(saved.isEmpty)
    }

    /// Each refusal, brought about by the rules themselves on a match that calls for it.
    @Test(arguments: [
        (GatherProgress.at(99, 0), GatherCommand.score(.teamA, goals: 1, scorer: nil), Message.error("Team A has 99 goals, the most a score can hold.")),
        (.at(0, 99), .score(.teamB, goals: 1, scorer: 3), .error("Team B has 99 goals, the most a score can hold.")),
        (.at(0, 0), .score(.teamA, goals: -1, scorer: nil), .error("Team A has no goal to take away.")),
        (.at(0, 0), .score(.teamB, goals: -1, scorer: nil), .error("Team B has no goal to take away.")),
        (.at(0, 0), .score(.teamB, goals: 1, scorer: 7), .error("No player has number 7: use a number from Team B's list.")),
        (.at(0, 0), .score(.teamB, goals: 1, scorer: 2), .error("Bob (2) plays for Team A: use a number from Team B's list.")),
        (.at(0, 0), .score(.teamA, goals: 1, scorer: 5), .error("Eve (5) is on the bench: use a number from Team A's list.")),
        (.at(1, 0, goals: [0: 1]), .score(.teamA, goals: -1, scorer: 2), .error("Bob has no goal to take back.")),
        (.at(1, 0, goals: [0: 1]), .score(.teamA, goals: -1, scorer: nil), .error("Every Team A goal has a scorer: say whose to take back, e.g. a- 1.")),
        (.at(0, 1, goals: [3: 1]), .score(.teamB, goals: -1, scorer: nil), .error("Every Team B goal has a scorer: say whose to take back, e.g. b- 3.")),
        (.at(0, 0), .pause, .info("The clock is not running. Type s to start it.")),
        (.at(0, 0, remaining: 0), .start, .error("Time is up. Type t mm:ss to play on, r to reset the clock, or end to finish the match.")),
        (.at(0, 0, remaining: 450, duration: 450), .reset, .info("The clock is already at 07:30.")),
        (.at(0, 0), .setTime(seconds: 0), .error("Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10.")),
    ])
    func aRefusal_isExplained_andNothingIsSaved(progress: GatherProgress, command: GatherCommand, message: Message) async throws {
        let (sut, shown) = await playing(progress)

        await send(command, to: sut)

        #expect(shown.last.message == message)
        #expect(saved.isEmpty)
        #expect(try await match.storedProgress() == progress)
    }

    @Test func start_whenRunning_saysSo() async {
        let (sut, shown) = await playing()
        await sut.startTapped()

        await sut.startTapped()

        #expect(shown.last.message == .info("The clock is already running."))
        #expect(saved.count == 1)
    }

    @Test func theScorers_areListedPerTeam_inTeamSheetOrder() async {
        let (sut, shown) = await playing(.at(2, 1, goals: [1: 1, 3: 1]))

        await sut.scoreTapped(side: .teamA, goals: 1, scorer: 1)

        #expect(shown.last.scorers == ["Team A goals: Ann Smith 1, Bob 1, 1 with no scorer", "Team B goals: Dmitri 1"])
        #expect(shown.last.message == nil)
    }

    @Test func noScorers_noScorerLines() async {
        let (sut, shown) = await playing(.at(2, 0))

        await sut.scoreTapped(side: .teamA, goals: 1, scorer: nil)

        #expect(shown.last.scorers == [])
    }

    // MARK: Other inputs

    @Test func back_explainsThatTheMatchEndsWithEnd() async {
        let (sut, shown) = await playing()

        sut.backTapped()

        #expect(
            shown.last.message
                == .info(
                    "A match in progress stays open until it ends: type end to finish it. The score and the clock are saved on every change."
                ))
        #expect(shown.notices.isEmpty)
    }

    @Test func unknownCommand_isReported() async {
        let (sut, shown) = await playing()

        sut.unknownCommand("goal")

        #expect(shown.last.message == .unknownCommand("goal"))
    }

    // MARK: Resuming

    @Test(arguments: [
        (GatherProgress.at(2, 1, remaining: 462), "Team A 2–1 Team B, 07:42 left. Type s to resume the clock.", "paused 07:42"),
        (.at(2, 1, remaining: 462, running: true), "Team A 2–1 Team B, 07:42 left. Type s to resume the clock.", "paused 07:42"),
        (.at(0, 0, running: true), "Team A 0–0 Team B, 10:00 left. Type s to resume the clock.", "paused 10:00"),
        (.at(2, 1), "Team A 2–1 Team B, 10:00 left. Type s to start the clock.", "ready 10:00"),
        (.at(0, 0, remaining: 300, duration: 300), "Team A 0–0 Team B, 05:00 left. Type s to start the clock.", "ready 05:00"),
        (.at(4, 4, remaining: 0), "Team A 4–4 Team B, time is up. Type end to finish the match, or t mm:ss to play on.", "time up 00:00"),
    ])
    func aResumedMatch_saysWhereItStopped_untilTheNextInput(progress: GatherProgress, news: String, clock: String) async {
        let (sut, shown) = await playing(progress)

        #expect(shown.last.message == .info("Resumed where you stopped: " + news))
        #expect(shown.last.clock == clock)
        await tick(sut, times: 2)
        #expect(shown.sinceAppearing.isEmpty, "a resumed clock starts stopped")

        sut.backTapped()
        sut.appeared()
        #expect(shown.last.message?.text.hasPrefix("A match in progress") == true, "the news of the last input shows again")
    }

    @Test func aFreshMatch_bringsNoNews() async {
        let (_, shown) = await playing()

        #expect(shown.last.message == nil)
    }
}
