import Domain
import Foundation
import MatchScreen
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import Gather

/// A player as plain data: all the presenter may know of one.
struct Footballer: GatherEntity {
    var name: String
    var position: PlayerPosition?
    var team: Team
}

/// Answers as the test says; applies no rule of its own.
@MainActor
final class GatherInteractorStub: GatherInteracting {
    var players: [any GatherEntity] = [
        Footballer(name: "Ann Smith", position: .striker, team: .teamA),
        Footballer(name: "Bob", position: .goalkeeper, team: .teamA),
        Footballer(name: "Carla Díaz", position: .midfielder, team: .teamB),
        Footballer(name: "Dmitri", team: .teamB),
        Footballer(name: "Eve", position: .winger, team: .bench),
    ]
    var progress = GatherProgress()

    /// By the Domain's rule, from the players and the goals `progress` credits them.
    func goals(of side: GatherSide) -> TeamGoals? {
        let credited = players.enumerated().map { GatherPlayer(playerID: nil, name: $1.name, team: $1.team, goals: progress.goals[$0] ?? 0) }
        return TeamGoals(of: side.team, score: progress.score, players: credited)
    }

    /// The clock's state when a test sets one; else the one the timer alone implies.
    var clockStateShown: GatherClockState?
    var clockState: GatherClockState { clockStateShown ?? GatherClockState(progress.timer) }
    var isResumed = false
    var startedAt: Date? = Date(timeIntervalSince1970: 1_795_600_000)
    var shareOutcomes: [ShareFileOutcome] = []
    private(set) var shared: [(text: String, path: String, replacing: Bool)] = []

    func share(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        shared.append((text, path, replacing))
        return shareOutcomes.isEmpty ? .written : shareOutcomes.removeFirst()
    }
    /// The next command is refused with this, when set.
    var refusal: GatherRefusal?
    /// How the next accepted command's change was saved.
    var saving = GatherSaving.saved
    /// What the next tick did; a refusal (a failed save, a match gone) when it is one.
    var nextTick = Result<GatherTick, GatherRefusal>.success(.idle)
    var endFailure: GatherRefusal?
    private(set) var calls: [String] = []

    func changeScore(of side: GatherSide, by goals: Int) async throws(GatherRefusal) -> GatherSaving {
        try answer("score \(side) \(goals)")
    }

    func changeScore(of side: GatherSide, by goals: Int, scorer number: Int?) async throws(GatherRefusal) -> GatherSaving {
        try answer("score \(side) \(goals) by \(number.map(String.init) ?? "nobody")")
    }

    func startClock() async throws(GatherRefusal) -> GatherSaving { try answer("start") }
    func pauseClock() async throws(GatherRefusal) -> GatherSaving { try answer("pause") }
    func resetClock() async throws(GatherRefusal) -> GatherSaving { try answer("reset") }
    func setClock(toSeconds seconds: Int) async throws(GatherRefusal) -> GatherSaving { try answer("set \(seconds)") }
    func move(number: Int, to team: Team) async throws(GatherRefusal) -> GatherSaving { try answer("move \(number) to \(team.label)") }

    func refresh() async throws(GatherRefusal) -> GatherSaving { try answer("refresh") }

    func tick() async throws(GatherRefusal) -> GatherTick {
        calls.append("tick")
        return try nextTick.get()
    }

    /// The score a next `end` finds stored, when another window scored since the question.
    var scoreAtTheEnd: Score?

    func end(confirmed: Score) async throws(GatherRefusal) -> GatherResult {
        calls.append("end \(confirmed)")
        if let endFailure { throw endFailure }
        if let stored = scoreAtTheEnd, stored != confirmed {
            progress.score = stored
            throw .scoreChangedSinceAsked(stored)
        }
        return GatherResult(score: progress.score)
    }

    private func answer(_ call: String) throws(GatherRefusal) -> GatherSaving {
        calls.append(call)
        if let refusal { throw refusal }
        return saving
    }
}

@MainActor
final class GatherRouterSpy: GatherRouting {
    private(set) var notices: [Message] = []
    var playerListsShown: Int { notices.count }
    func showPlayerList(notice: Message) { notices.append(notice) }
}

@MainActor
final class GatherViewSpy: GatherDisplaying {
    private(set) var displayed: [GatherViewModel] = []
    var last: GatherViewModel? { displayed.last }
    func display(_ viewModel: GatherViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct GatherPresenterTests {
    let interactor = GatherInteractorStub()
    let router = GatherRouterSpy()
    let view = GatherViewSpy()

    /// The presenter, shown.
    func playing() -> GatherPresenter {
        let sut = GatherPresenter(interactor: interactor, router: router, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        sut.view = view
        sut.viewWillAppear()
        return sut
    }

    /// An answer as the View reads it: yes, no, or unreadable.
    func reply(_ typed: String, on sut: GatherPresenter) async {
        guard let yes = TypedInput.answer(typed) else { return sut.didEnterUnreadable(.answer) }
        await sut.didAnswer(yes)
    }

    static let diskFull = "Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."
    static let timeUp = "Time is up! Type end to finish the match, or t mm:ss to play on."

    // MARK: Showing

    @Test func viewWillAppear_showsBothTeamsTheBenchTheScoreAndTheClock() {
        _ = playing()

        #expect(
            view.displayed == [
                GatherViewModel(
                    teamA: [GatherPlayerRow(number: "1", name: "Ann Smith", position: "ST"), GatherPlayerRow(number: "2", name: "Bob", position: "GK")],
                    teamB: [GatherPlayerRow(number: "3", name: "Carla Díaz", position: "MID"), GatherPlayerRow(number: "4", name: "Dmitri", position: "—")],
                    bench: ["5 Eve"],
                    score: "Team A  0 : 0  Team B",
                    clock: "ready 10:00",
                    clockState: .ready,
                    fullTime: "10:00",
                    // The rules' limits, for the help: Score.range and GatherTimer.durationRange.
                    goalsRange: "0 to 99",
                    clockRange: "00:01 to 99:59"
                )
            ])
        #expect(interactor.calls.isEmpty)
    }

    @Test(arguments: [
        (GatherProgress.at(0, 0), GatherClockState.ready, "ready 10:00"),
        (.at(0, 0, remaining: 462, running: true), .running, "running 07:42"),
        (.at(0, 0, remaining: 301), .paused, "paused 05:01"),
        (.at(0, 0, remaining: 300), .halfTime, "half-time 05:00"),
        (.at(0, 0, remaining: 0, duration: 450), .timeUp, "time up 00:00"),
        (.at(0, 0, remaining: 5_999, duration: 5_999), .ready, "ready 99:59"),
    ])
    func theClock_isNamedByItsStateAndTimeLeft(progress: GatherProgress, state: GatherClockState, clock: String) {
        interactor.progress = progress
        _ = playing()

        #expect(view.last?.clock == clock)
        #expect(view.last?.clockState == state)
        #expect(view.last?.fullTime == Wording.clock(progress.timer.duration))
    }

    // MARK: Commands

    @Test func eachCommand_asksTheInteractor_andShowsTheMatchAsItIsThen() async {
        let sut = playing()
        interactor.progress = .at(2, 1, remaining: 590, running: true)

        await sut.didChangeScore(of: .teamA, by: 1)
        await sut.didChangeScore(of: .teamB, by: -1)
        await sut.didChooseStart()
        await sut.didChoosePause()
        await sut.didChooseReset()
        await sut.didSetTime(seconds: 450)

        #expect(interactor.calls == ["score teamA 1", "score teamB -1", "start", "pause", "reset", "set 450"])
        #expect(view.last?.score == "Team A  2 : 1  Team B")
        #expect(view.last?.clock == "running 09:50")
    }

    @Test func aScoreChangeOrAStart_bringsNoNews() async {
        let sut = playing()
        sut.didEnterUnknownCommand("dance")

        await sut.didChangeScore(of: .teamA, by: 1)
        #expect(view.last?.message == nil)

        sut.didEnterUnknownCommand("dance")
        await sut.didChooseStart()
        #expect(view.last?.message == nil)
    }

    @Test func pause_saysWhereTheClockStopped() async {
        let sut = playing()
        interactor.progress = .at(0, 0, remaining: 590)

        await sut.didChoosePause()

        #expect(view.last?.message == .info("Paused at 09:50. Type s to resume."))
    }

    @Test func reset_saysTheTimeTheClockIsBackAt() async {
        let sut = playing()
        interactor.progress = .at(0, 0, remaining: 450, duration: 450)

        await sut.didChooseReset()

        #expect(view.last?.message == .info("The clock is back at 07:30. Type s to start it."))
    }

    @Test(arguments: [GatherSaving.saved, .unchanged])
    func setTime_confirmsTheNewTime(saving: GatherSaving) async {
        let sut = playing()
        interactor.progress = .at(0, 0, remaining: 5, duration: 5)
        interactor.saving = saving

        await sut.didSetTime(seconds: 5)

        #expect(view.last?.message == .success("Time set to 00:05. Type s to start the clock."))
    }

    @Test func anUnreadableTime_saysWhatATimeIs_andAsksTheInteractorNothing() {
        let sut = playing()

        sut.didEnterUnreadable(.time)

        #expect(view.last?.message == .error("Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10."))
        #expect(interactor.calls.isEmpty)
    }

    @Test func anUnreadableShare_saysWhatShareTakes() {
        let sut = playing()

        sut.didEnterUnreadable(.share)

        #expect(view.last?.message == .error(ShareCommand.usage))
        #expect(interactor.calls.isEmpty)
    }

    @Test(arguments: [
        (GatherRefusal.rule(.scoreFull(.teamA)), Message.error("Team A has 99 goals, the most a score can hold.")),
        (.rule(.scoreFull(.teamB)), .error("Team B has 99 goals, the most a score can hold.")),
        (.rule(.noGoals(.teamA)), .error("Team A has no goal to take away.")),
        (.rule(.noGoals(.teamB)), .error("Team B has no goal to take away.")),
        (.rule(.notAScorer(.teamB, number: 7, .noSuchPlayer)), .error("No player has number 7: use a number from Team B's list.")),
        (.rule(.notAScorer(.teamB, number: 2, .onTheOtherTeam(.teamA))), .error("Bob (2) plays for Team A: use a number from Team B's list.")),
        (.rule(.notAScorer(.teamA, number: 5, .onTheBench)), .error("Eve (5) is on the bench: use a number from Team A's list.")),
        (.rule(.scorerHasNoGoals(.teamA, number: 2)), .error("Bob has no goal to take back.")),
        (.rule(.scorerHasNoGoals(.teamB, number: 9)), .error("Player 9 has no goal to take back.")),
        (.rule(.nameTheScorer(.teamA)), .error("Every Team A goal has a scorer: say whose to take back, e.g. a- 1.")),
        (.rule(.nameTheScorer(.teamB)), .error("Every Team B goal has a scorer: say whose to take back, e.g. b- 3.")),
        (.rule(.alreadyRunning), .info("The clock is already running.")),
        (.rule(.notRunning), .info("The clock is not running. Type s to start it.")),
        (.rule(.timeIsUp), .error("Time is up. Type t mm:ss to play on, r to reset the clock, or end to finish the match.")),
        (.rule(.alreadyReset), .info("The clock is already at 07:30.")),
        (.rule(.invalidTime(.notADuration(field: .time))), .error("Time must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10.")),
    ])
    func aRefusal_isExplained(refusal: GatherRefusal, message: Message) async {
        interactor.progress = .at(0, 0, remaining: 450, duration: 450)
        let sut = playing()
        interactor.refusal = refusal

        await sut.didChangeScore(of: .teamA, by: 1)
        #expect(view.last?.message == message)
        await sut.didChooseStart()
        #expect(view.last?.message == message)
        await sut.didSetTime(seconds: 450)
        #expect(view.last?.message == message)
    }

    @Test func aGoalWithAScorer_isAskedOfTheInteractor_andTheScorersAreListedPerTeam() async {
        let sut = playing()
        interactor.progress = GatherProgress(score: Score(teamA: 3, teamB: 1), goals: [1: 1, 0: 1, 3: 1, 4: 0])

        await sut.didChangeScore(of: .teamA, by: -1, scorer: 2)

        #expect(interactor.calls == ["score teamA -1 by 2"])
        #expect(view.last?.scorers == ["Team A goals: Ann Smith 1, Bob 1, 1 with no scorer", "Team B goals: Dmitri 1"])
        #expect(view.last?.message == nil)
    }

    @Test func noScorers_noScorerLines() async {
        let sut = playing()
        interactor.progress = GatherProgress(score: Score(teamA: 2, teamB: 0))

        await sut.didChangeScore(of: .teamA, by: 1)

        #expect(interactor.calls == ["score teamA 1"])
        #expect(view.last?.scorers == [])
    }

    // MARK: Sharing

    static let sharedMatch = [
        "Football Gather · Match · 2026-11-25 09:46",
        "Team A 2–1 Team B, in play (07:42 left)",
        "",
        "Team A:",
        "- Ann Smith (ST)",
        "- Bob (GK)",
        "",
        "Team B:",
        "- Carla Díaz (MID)",
        "- Dmitri",
        "",
        "Bench: Eve (W)",
    ]

    @Test func share_showsTheMatchAsABlock_throughTicks_untilTheNextCommand() async {
        interactor.progress = GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462, isRunning: true))
        let sut = playing()

        await sut.didChooseShare(.show(.plain))
        #expect(view.last?.shared == Self.sharedMatch)
        #expect(view.last?.message == .info("Enter goes back to the match."))
        interactor.nextTick = .success(.counted(.saved))
        await sut.didTick()
        #expect(view.last?.shared == Self.sharedMatch)
        #expect(view.last?.message == .info("Enter goes back to the match."))

        await sut.didChangeScore(of: .teamA, by: 1)
        #expect(view.last?.shared == nil)
        #expect(view.last?.message == nil)
    }

    @Test func enter_afterShare_showsTheMatchAgain_asStoredNow() async {
        let sut = playing()
        await sut.didChooseShare(.show(.plain))

        await sut.didPressEnter()

        #expect(view.last?.shared == nil)
        #expect(view.last?.message == nil)
        interactor.saving = .changedElsewhere
        await sut.didPressEnter()
        #expect(view.last?.message == .info(GatherWording.changedElsewhere(interactor.progress.score)))
        #expect(interactor.calls.filter { $0 == "refresh" }.count == 2)
    }

    @Test func share_namesEachTeamsScorersSoFar() async {
        interactor.progress = GatherProgress(score: Score(teamA: 3, teamB: 1), goals: [1: 2, 3: 1])
        let sut = playing()

        await sut.didChooseShare(.show(.plain))

        #expect(
            view.last?.shared == [
                "Football Gather · Match · 2026-11-25 09:46", "Team A 3–1 Team B, in play (10:00 left)",
                "", "Team A:", "- Ann Smith (ST)", "- Bob (GK)", "Scorers: Bob 2, 1 with no scorer",
                "", "Team B:", "- Carla Díaz (MID)", "- Dmitri", "Scorers: Dmitri 1",
                "", "Bench: Eve (W)",
            ])
    }

    @Test func share_md_toAFile_writesMarkdown_andAsksBeforeReplacing() async {
        let sut = playing()
        interactor.shareOutcomes = [.exists]

        await sut.didChooseShare(.write(.markdown, path: "match.md"))
        #expect(view.last?.confirmation == "match.md already exists. Replace it? (y/n)")
        await sut.didAnswer(true)

        #expect(interactor.shared.map(\.replacing) == [false, true])
        #expect(interactor.shared.first?.text.hasPrefix("## Football Gather · Match · 2026-11-25 09:46\n**Team A 0–0 Team B, in play (10:00 left)**\n") == true)
        #expect(view.last?.message == .success("Wrote the block to match.md."))
        #expect(view.last?.confirmation == nil)
        #expect(router.playerListsShown == 0)
    }

    @Test func share_whenWritingFails_saysWhy_andTheMatchGoesOn() async {
        let sut = playing()
        interactor.shareOutcomes = [.failed("permission denied")]

        await sut.didChooseShare(.write(.plain, path: "/root/m.txt"))

        #expect(view.last?.message == .error("Could not write /root/m.txt: permission denied. Nothing was written."))
        #expect(interactor.calls.isEmpty)
    }

    // MARK: Saving and ticks

    @Test func aFailedSave_isShown_andTheNextGoodSaveTakesItAway() async {
        let sut = playing()
        interactor.refusal = .failed(.unavailable("disk"))

        await sut.didChangeScore(of: .teamA, by: 1)
        #expect(view.last?.message == .error(Self.diskFull))

        interactor.refusal = nil
        await sut.didChangeScore(of: .teamA, by: 1)
        #expect(view.last?.message == nil)
    }

    @Test func aFailedSave_ofAPause_isShownInsteadOfItsNews() async {
        let sut = playing()
        interactor.refusal = .failed(.unavailable("disk"))

        await sut.didChoosePause()

        #expect(view.last?.message == .error(Self.diskFull))
    }

    @Test func aTick_showsTheClockAndKeepsTheNewsOfTheLastCommand() async {
        let sut = playing()
        sut.didEnterUnknownCommand("dance")
        interactor.progress = .at(0, 0, remaining: 598, running: true)
        interactor.nextTick = .success(.counted(.saved))

        await sut.didTick()
        await sut.didTick()

        #expect(view.last?.message == .unknownCommand("dance"))
        #expect(view.last?.clock == "running 09:58")
    }

    @Test func aTickThatFailsToSave_saysSoOnce_andTheNextGoodTickClearsIt() async {
        let sut = playing()
        interactor.nextTick = .failure(.failed(.unavailable("disk")))
        await sut.didTick()
        #expect(view.last?.message == .error(Self.diskFull))

        interactor.nextTick = .success(.counted(.saved))
        await sut.didTick()

        #expect(view.last?.message == nil)
    }

    @Test func anIdleTick_showsNothing() async {
        let sut = playing()
        let shown = view.displayed.count

        await sut.didTick()

        #expect(view.displayed.count == shown)
        #expect(interactor.calls == ["tick"])
    }

    @Test func theLastSecond_ringsTimeUp() async {
        let sut = playing()
        interactor.progress = .at(0, 0, remaining: 0)
        interactor.nextTick = .success(.finished(.saved))

        await sut.didTick()

        #expect(view.last?.message == .alert(Self.timeUp))
        #expect(view.last?.clock == "time up 00:00")
    }

    @Test func theFirstHalfsLastSecond_ringsHalfTime_withTheScore() async {
        let sut = playing()
        interactor.progress = .at(2, 1, remaining: 300)
        interactor.nextTick = .success(.halfTime(.saved))

        await sut.didTick()

        #expect(view.last?.message == .alert("Half-time: Team A 2–1 Team B. Type s to start the second half."))
        #expect(view.last?.clock == "half-time 05:00")
        #expect(view.last?.clockState == .halfTime)
    }

    @Test func theFirstHalfsLastSecond_whenItFailsToSave_ringsHalfTimeAndSaysSo() async {
        let sut = playing()
        interactor.nextTick = .failure(.failed(.unavailable("disk")))
        interactor.progress = .at(0, 1, remaining: 300)

        await sut.didTick()

        #expect(view.last?.message == .alert("Half-time: Team A 0–1 Team B. Type s to start the second half. " + Self.diskFull))
    }

    @Test func theLastSecond_whenItFailsToSave_ringsAndSaysSo() async {
        let sut = playing()
        interactor.nextTick = .failure(.failed(.unavailable("disk")))
        interactor.progress = .at(0, 0, remaining: 0)

        await sut.didTick()

        #expect(view.last?.message == .alert(Self.timeUp + " " + Self.diskFull))
    }

    // MARK: Ending

    @Test func end_asksToConfirmWithTheScore() {
        interactor.progress = .at(2, 1, remaining: 300)
        let sut = playing()

        sut.didChooseEnd()

        #expect(view.last?.confirmation == "End the match with Team A 2–1 Team B? (y/n)")
        #expect(interactor.calls.isEmpty)
    }

    @Test(arguments: ["y", "yes", " Y ", "YES"])
    func end_confirmed_endsTheMatchAndReturnsToThePlayers(answer: String) async {
        let sut = playing()

        sut.didChooseEnd()
        await reply(answer, on: sut)

        #expect(interactor.calls == ["end 0-0"])
        #expect(router.playerListsShown == 1)
        #expect(view.last?.confirmation == nil)
    }

    @Test(arguments: [
        (Score(teamA: 2, teamB: 1), "Team A won 2–1 — saved to history."),
        (Score(teamA: 0, teamB: 3), "Team B won 3–0 — saved to history."),
        (Score(teamA: 1, teamB: 1), "Draw 1–1 — saved to history."),
        (Score(), "Draw 0–0 — saved to history."),
    ])
    func end_confirmed_saysOnThePlayerListWhatWasSaved(score: Score, notice: String) async {
        interactor.progress = GatherProgress(score: score)
        let sut = playing()

        sut.didChooseEnd()
        await sut.didAnswer(true)

        #expect(router.notices == [.success(notice)])
    }

    /// Another window scored after the question: the result the user agreed to is not the stored one,
    /// so nothing ends, the screen says why and asks again with the score as it is.
    @Test func end_confirmedAfterAnotherWindowScored_asksAgainWithTheNewScore() async {
        let sut = playing()
        interactor.scoreAtTheEnd = Score(teamA: 2, teamB: 1)

        sut.didChooseEnd()
        await sut.didAnswer(true)

        #expect(router.playerListsShown == 0)
        #expect(view.last?.message == .error("The score changed since you were asked: it is now Team A 2–1 Team B."))
        #expect(view.last?.confirmation == "End the match with Team A 2–1 Team B? (y/n)")

        await sut.didAnswer(true)
        #expect(interactor.calls == ["end 0-0", "end 2-1"])
        #expect(router.notices == [.success("Team A won 2–1 — saved to history.")])
    }

    @Test(arguments: ["", "maybe", "q", "?", "end"])
    func end_answeredWithNeitherYesNorNo_asksAgain(answer: String) async {
        let sut = playing()

        sut.didChooseEnd()
        await reply(answer, on: sut)

        #expect(interactor.calls.isEmpty)
        #expect(view.last?.confirmation == "End the match with Team A 0–0 Team B? (y/n)")
        #expect(view.last?.message == .error("Type y for yes or n for no (b or cancel say no too)."))

        await sut.didAnswer(true)
        #expect(interactor.calls == ["end 0-0"])
    }

    @Test(arguments: ["n", "no", " N "])
    func end_notConfirmed_keepsPlaying(answer: String) async {
        let sut = playing()

        sut.didChooseEnd()
        await reply(answer, on: sut)

        #expect(interactor.calls.isEmpty)
        #expect(router.playerListsShown == 0)
        #expect(view.last?.confirmation == nil)
        #expect(view.last?.message == .info("The match goes on."))
    }

    @Test func end_saysItIsSavingTheResultWhileTheStoreWorks() async {
        let sut = playing()
        interactor.endFailure = .failed(.unavailable("disk"))

        sut.didChooseEnd()
        await sut.didAnswer(true)

        #expect(view.displayed.dropLast().last?.message == .working("Saving the result…"))
        #expect(view.last?.message?.kind == .error)
    }

    @Test func end_whenTheStoreFails_staysInTheMatchAndCanBeRetried() async {
        interactor.progress = .at(2, 1, remaining: 300)
        let sut = playing()
        interactor.endFailure = .failed(.unavailable("disk"))

        sut.didChooseEnd()
        await sut.didAnswer(true)

        #expect(view.last?.message == .error("Could not end the match. Storage is unavailable: disk. Type end to try again."))
        #expect(view.last?.confirmation == nil)
        #expect(router.playerListsShown == 0)

        interactor.endFailure = nil
        sut.didChooseEnd()
        await sut.didAnswer(true)

        #expect(interactor.calls == ["end 2-1", "end 2-1"])
        #expect(router.playerListsShown == 1)
    }

    @Test func ticks_whileConfirming_keepTheQuestion() async {
        let sut = playing()
        sut.didChooseEnd()
        interactor.nextTick = .success(.finished(.saved))

        await sut.didTick()

        #expect(view.last?.message == .alert(Self.timeUp))
        #expect(view.last?.confirmation == "End the match with Team A 0–0 Team B? (y/n)")
    }

    @Test func answer_whenNothingIsAsked_doesNothing() async {
        let sut = playing()

        await sut.didAnswer(true)
        sut.didEnterUnreadable(.answer)

        #expect(interactor.calls.isEmpty)
        #expect(view.displayed.count == 1)
    }

    // MARK: Resuming

    @Test func aResumedMatch_saysWhereItStopped_untilTheNextCommand() async {
        interactor.progress = .at(2, 1, remaining: 462)
        interactor.isResumed = true
        let sut = playing()

        #expect(view.last?.message == .info("Resumed where you stopped: Team A 2–1 Team B, 07:42 left. Type s to resume the clock."))

        await sut.didChooseStart()
        #expect(view.last?.message == nil)
    }

    @Test func aResumedMatch_saysWhatSDoes_asTheFooterDoes() {
        interactor.progress = .at(2, 1)
        interactor.isResumed = true
        _ = playing()
        #expect(view.last?.message == .info("Resumed where you stopped: Team A 2–1 Team B, 10:00 left. Type s to start the clock."))
        #expect(view.last?.clockState == .ready)
    }

    @Test func aResumedMatchWhoseClockRanLessThanASecond_saysResume() {
        interactor.progress = .at(0, 0)
        interactor.clockStateShown = .paused
        interactor.isResumed = true
        _ = playing()
        #expect(view.last?.message == .info("Resumed where you stopped: Team A 0–0 Team B, 10:00 left. Type s to resume the clock."))
    }

    @Test func theClock_isShownInTheStateTheInteractorGives() async {
        let sut = playing()
        interactor.clockStateShown = .paused

        await sut.didChoosePause()

        #expect(view.last?.clock == "paused 10:00")
        #expect(view.last?.clockState == .paused)
    }

    @Test func aMatchResumedAtTimeUp_saysHowToGoOn() {
        interactor.progress = .at(4, 4, remaining: 0)
        interactor.isResumed = true

        _ = playing()

        #expect(view.last?.message == .info("Resumed where you stopped: Team A 4–4 Team B, time is up. Type end to finish the match, or t mm:ss to play on."))
    }

    // MARK: Other commands

    @Test func back_explainsThatTheGatherEndsWithEnd() {
        let sut = playing()

        sut.didChooseBack()

        #expect(
            view.last?.message
                == .info(
                    "A match in progress stays open until it ends: type end to finish it. The score and the clock are saved on every change."
                ))
        #expect(router.playerListsShown == 0)
    }

    @Test func unknownCommand_isReported() {
        let sut = playing()

        sut.didEnterUnknownCommand("goal")

        #expect(view.last?.message == .unknownCommand("goal"))
    }

    // MARK: Another window on the same match

    @Test func aChangeMadeOnAScoreChangedElsewhere_saysSo_andShowsTheStoredScore() async {
        let sut = playing()
        interactor.saving = .changedElsewhere
        interactor.progress = .at(2, 1)

        await sut.didChangeScore(of: .teamB, by: 1)

        #expect(view.last?.score == "Team A  2 : 1  Team B")
        #expect(view.last?.message == .info("Changed in another window: the match stands at Team A 2–1 Team B."))
        #expect(router.playerListsShown == 0)
    }

    @Test(arguments: [
        (GatherGone.ended, "This match was ended in another window: its result is in the history."),
        (.discarded, "This match was discarded in another window."),
    ])
    func aMatchEndedOrDiscardedElsewhere_goesBackToTheList_sayingWhich(gone: GatherGone, notice: String) async {
        let sut = playing()
        interactor.refusal = .gone(gone)

        await sut.didChangeScore(of: .teamA, by: 1)

        #expect(router.notices == [.info(notice)])
    }

    @Test func aTick_findingTheMatchEndedElsewhere_goesBackToTheList() async {
        let sut = playing()
        interactor.nextTick = .failure(.gone(.ended))

        await sut.didTick()

        #expect(router.notices == [.info("This match was ended in another window: its result is in the history.")])
    }

    @Test func ending_aMatchEndedElsewhere_goesBackToTheList_insteadOfAskingToTryAgain() async {
        let sut = playing()
        interactor.endFailure = .gone(.ended)

        sut.didChooseEnd()
        await sut.didAnswer(true)

        #expect(router.notices == [.info("This match was ended in another window: its result is in the history.")])
    }

    // MARK: Substitutes

    @Test func sub_saysWhereThePlayerGoes_orWhyNot() async {
        let sut = playing()

        await sut.didChooseSub(number: 5, to: .teamA)
        #expect(interactor.calls == ["move 5 to Team A"])
        #expect(view.last?.message == .info("Eve (5) plays for Team A now."))
        await sut.didChooseSub(number: 2, to: .bench)
        #expect(view.last?.message == .info("Bob (2) goes to the bench."))

        interactor.refusal = .rule(.scorerStays(number: 1))
        await sut.didChooseSub(number: 1, to: .bench)
        #expect(view.last?.message == .error("Ann Smith (1) scored for their team: a scorer stays in it."))
        interactor.refusal = .rule(.alreadyIn(number: 5, .bench))
        await sut.didChooseSub(number: 5, to: .bench)
        #expect(view.last?.message == .info("Eve (5) is already on the bench."))
        interactor.refusal = .rule(.noSuchPlayer(number: 9))
        await sut.didChooseSub(number: 9, to: .teamA)
        #expect(view.last?.message == .error("No player has number 9: use a number from the teams or the bench."))
    }

    @Test func sub_thatCouldNotBeSaved_isNotMade_andAsksToTypeItAgain() async {
        let sut = playing()
        interactor.refusal = .failed(.unavailable("disk"))

        await sut.didChooseSub(number: 5, to: .teamA)

        #expect(view.last?.message == .error("Could not move Eve (5). Storage is unavailable: disk. Type the move again."))
    }
}
