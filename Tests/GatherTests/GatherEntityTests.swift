import Domain
import Testing
@testable import Gather

/// The countdown and the score as plain values: no presenter, no clock, no I/O.
@Suite struct GatherEntityTests {
    // MARK: mm:ss

    @Test(arguments: [
        (600, "10:00"), (462, "07:42"), (59, "00:59"), (60, "01:00"), (1, "00:01"), (0, "00:00"),
        (3_600, "60:00"), (5_999, "99:59"), (-5, "00:00"), (10_000, "99:59"),
    ])
    func time_showsMinutesAndSecondsWithTwoDigitsEach(seconds: Int, text: String) {
        #expect(GatherTime.text(seconds) == text)
    }

    // MARK: Clock state

    @Test(arguments: [
        (GatherTimer(), GatherClockState.ready, "ready"),
        (GatherTimer(remaining: 600, isRunning: true), .running, "running"),
        (GatherTimer(remaining: 1, isRunning: true), .running, "running"),
        (GatherTimer(remaining: 462), .paused, "paused"),
        (GatherTimer(remaining: 0), .timeUp, "time up"),
        (GatherTimer(duration: 450), .ready, "ready"),
    ])
    func state_followsTheTimer(timer: GatherTimer, state: GatherClockState, label: String) {
        #expect(GatherClockState(timer) == state)
        #expect(timer.state == state)
        #expect(state.label == label)
    }

    // MARK: Ticks

    @Test func tick_fromTenMinutes_reachesZeroAfterExactly600Ticks() {
        var timer = GatherTimer(isRunning: true)

        let outcomes = (1...599).map { _ in timer.tick() }
        #expect(outcomes.allSatisfy { $0 == .counted })
        #expect(timer == GatherTimer(remaining: 1, isRunning: true))

        let last = timer.tick()
        #expect(last == .finished)
        #expect(timer == GatherTimer(remaining: 0, isRunning: false))
        #expect(timer.state == .timeUp)

        let after = timer.tick()
        #expect(after == .idle)
        #expect(timer.remaining == 0)
    }

    @Test(arguments: [GatherTimer(), GatherTimer(remaining: 300), GatherTimer(remaining: 0)])
    func tick_whenStopped_changesNothing(timer: GatherTimer) {
        var ticked = timer

        let outcome = ticked.tick()

        #expect(outcome == .idle)
        #expect(ticked == timer)
    }

    // MARK: Start, pause, reset, set

    @Test func start_runsAStoppedClockWithTimeLeft() {
        var ready = GatherTimer()
        let started = ready.start()
        #expect(started)
        #expect(ready == GatherTimer(isRunning: true))

        var paused = GatherTimer(remaining: 5)
        let resumed = paused.start()
        #expect(resumed)
        #expect(paused == GatherTimer(remaining: 5, isRunning: true))
    }

    @Test(arguments: [GatherTimer(isRunning: true), GatherTimer(remaining: 0)])
    func start_whenRunningOrTimeIsUp_refuses(timer: GatherTimer) {
        var started = timer

        let changed = started.start()

        #expect(!changed)
        #expect(started == timer)
    }

    @Test func pause_stopsARunningClockWhereItIs() {
        var timer = GatherTimer(remaining: 300, isRunning: true)
        let paused = timer.pause()
        #expect(paused)
        #expect(timer == GatherTimer(remaining: 300))

        let pausedAgain = timer.pause()
        #expect(!pausedAgain)
        #expect(timer == GatherTimer(remaining: 300))
    }

    @Test(arguments: [
        GatherTimer(duration: 450, remaining: 100, isRunning: true),
        GatherTimer(duration: 450, remaining: 100),
        GatherTimer(duration: 450, remaining: 0),
        GatherTimer(duration: 450, isRunning: true),
    ])
    func reset_stopsAtTheFullSetTime(timer: GatherTimer) {
        var reset = timer

        let changed = reset.reset()

        #expect(changed)
        #expect(reset == GatherTimer(duration: 450))
    }

    @Test func reset_whenAlreadyFullAndStopped_changesNothing() {
        var timer = GatherTimer(duration: 450)

        let changed = timer.reset()

        #expect(!changed)
        #expect(timer == GatherTimer(duration: 450))
    }

    @Test func set_stopsAtTheNewFullTime() {
        var timer = GatherTimer(remaining: 300, isRunning: true)

        let changed = timer.set(duration: 450)
        #expect(changed)
        #expect(timer == GatherTimer(duration: 450, remaining: 450, isRunning: false))

        let changedAgain = timer.set(duration: 450)
        #expect(!changedAgain)
    }

    // MARK: Resuming

    @Test(arguments: [
        (GatherTimer(remaining: 462, isRunning: true), GatherTimer(remaining: 462)),
        (GatherTimer(remaining: 462), GatherTimer(remaining: 462)),
        (GatherTimer(remaining: 0, isRunning: true), GatherTimer(remaining: 0)),
        (GatherTimer(duration: 300, remaining: 900), GatherTimer(duration: 300)),
        (GatherTimer(duration: 300, remaining: -4, isRunning: true), GatherTimer(duration: 300, remaining: 0)),
        (GatherTimer(duration: -1, remaining: 5), GatherTimer(duration: -1, remaining: 0)),
    ])
    func resumed_neverRunsAndKeepsTheRemainingTimeWithinTheDuration(saved: GatherTimer, resumed: GatherTimer) {
        #expect(saved.resumed == resumed)
    }

    // MARK: Score

    @Test func change_addsAndTakesAwayGoalsOfOneSide() {
        var score = Score()

        let changes = [
            score.change(.teamA, by: 1),
            score.change(.teamA, by: 1),
            score.change(.teamB, by: 1),
        ]
        #expect(changes == [true, true, true])
        #expect(score == Score(teamA: 2, teamB: 1))

        let takenAway = score.change(.teamA, by: -1)
        #expect(takenAway)
        #expect(score == Score(teamA: 1, teamB: 1))
    }

    @Test(arguments: [
        (Score(teamA: 0, teamB: 5), GatherSide.teamA, -1),
        (Score(teamA: 5, teamB: 0), .teamB, -1),
        (Score(teamA: 99, teamB: 0), .teamA, 1),
        (Score(teamA: 0, teamB: 99), .teamB, 1),
    ])
    func change_beyond0To99_refusesAndKeepsTheScore(score: Score, side: GatherSide, goals: Int) {
        var changed = score

        let accepted = changed.change(side, by: goals)

        #expect(!accepted)
        #expect(changed == score)
    }

    @Test func line_readsLikeAScoreboard() {
        #expect(Score(teamA: 2, teamB: 1).line() == "Team A 2 : 1 Team B")
        #expect(Score(teamA: 10, teamB: 0).line(gap: "  ") == "Team A  10 : 0  Team B")
    }

    @Test func sides_areNamedLikeTheStoredTeams() {
        #expect(GatherSide.allCases.map(\.title) == [Team.teamA.rawValue, Team.teamB.rawValue])
    }

    @Test func playerRow_showsThePositionAcronymOrADash() {
        #expect(GatherPlayerRow(GatherPlayer(playerID: 1, name: "Bob", position: .goalkeeper, team: .teamA))
            == GatherPlayerRow(name: "Bob", position: "GK"))
        #expect(GatherPlayerRow(GatherPlayer(playerID: nil, name: "Dmitri", team: .teamB))
            == GatherPlayerRow(name: "Dmitri", position: "—"))
    }
}
