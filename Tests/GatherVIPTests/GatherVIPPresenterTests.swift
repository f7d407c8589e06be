import Domain
import Foundation
import MatchScreen
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

/// The presenter with a display spy: each Response becomes its use case's ViewModel, worded by
/// GatherWording, and a match that ended or went elsewhere asks the view controller to leave.
@MainActor
@Suite struct GatherVIPPresenterTests {
    let display = DisplaySpy()
    let news = GatherNews()
    let sut: GatherVIPPresenter

    init() {
        sut = GatherVIPPresenter(news: news)
        sut.viewController = display
    }

    func match(_ progress: GatherProgress = GatherProgress(), clock: GatherClockState = .ready, asking: Bool = false) -> GatherVIP.Match {
        GatherVIP.Match(players: lineUp, progress: progress, clockState: clock, isAskingToEnd: asking)
    }

    var message: Message? { display.board?.message }
    let failure = StoreFailure(ServiceError.unexpected("disk full"))

    // MARK: Showing

    @Test func theMatch_isTheBoardEveryPatternDraws() {
        sut.presentMatch(response: .init(match: match(.at(2, 1)), isResumed: false))

        #expect(
            display.displayed == [
                .match(
                    GatherBoard(
                        players: lineUp, progress: .at(2, 1), clockState: .ready, goals: [:], message: nil, confirmation: nil, shared: nil))
            ])
    }

    @Test func aResumedMatch_saysSoWhenItFirstAppears_only() {
        let resumed = match(.at(2, 1, remaining: 300), clock: .paused)
        sut.presentMatch(response: .init(match: resumed, isResumed: true))
        #expect(message == .info(GatherWording.resumed(.at(2, 1, remaining: 300), clock: .paused)))

        sut.presentNotice(response: .init(match: resumed, kind: .back))
        sut.presentMatch(response: .init(match: resumed, isResumed: true))

        #expect(message == .info(GatherWording.back))
    }

    // MARK: Changes

    @Test func aGoalSaved_showsTheScoreWithNoNews_andAnotherWindowsGoal_saysSo() {
        sut.presentScoreChange(response: .init(match: match(.at(1, 0)), outcome: .success(.saved)))
        #expect(display.board?.score == "Team A  1 : 0  Team B")
        #expect(message == nil)

        sut.presentScoreChange(response: .init(match: match(.at(1, 1)), outcome: .success(.changedElsewhere)))
        #expect(message == .info(GatherWording.changedElsewhere(Score(teamA: 1, teamB: 1))))
    }

    @Test func aRefusal_isWorded_andAFailedSave_saysTheChangeStays() {
        sut.presentScoreChange(response: .init(match: match(), outcome: .failure(.rule(.noGoals(.teamB)))))
        #expect(message == GatherWording.rule(.noGoals(.teamB), players: lineUp, fullTime: "10:00"))

        sut.presentScoreChange(response: .init(match: match(.at(1, 0)), outcome: .failure(.failed(failure))))
        #expect(message == .error(GatherWording.saveFailed(failure)))
    }

    @Test func aMatchGoneElsewhere_leavesForThePlayerList_sayingWhy() {
        sut.presentScoreChange(response: .init(match: match(), outcome: .failure(.gone(.ended))))

        #expect(display.displayed == [.score(display.board ?? GatherBoard()), .leave(.info(GatherWording.gone(.ended)))])
        #expect(message == nil)
    }

    @Test(arguments: [
        (GatherVIP.ClockChange.Command.start, nil),
        (.pause, Message.info(GatherWording.paused(remaining: 300))),
        (.reset, .info(GatherWording.reset(to: "10:00"))),
        (.set(seconds: 600), .success(GatherWording.timeSet(to: "10:00"))),
    ])
    func eachClockCommand_hasItsNews(command: GatherVIP.ClockChange.Command, news: Message?) {
        sut.presentClockChange(response: .init(match: match(.at(0, 0, remaining: 300)), command: command, outcome: .success(.saved)))

        #expect(message == news)
        guard case .clock = display.displayed.last else { Issue.record("no clock change displayed"); return }
    }

    @Test func aSubstitute_isNamed_andAMoveNotSaved_saysWhose() {
        sut.presentSubstitution(response: .init(match: match(), number: 5, team: .teamA, outcome: .success(.saved)))
        #expect(message == .info(GatherWording.moved(GatherWording.name(number: 5, in: lineUp), to: .teamA)))

        sut.presentSubstitution(response: .init(match: match(), number: 5, team: .teamA, outcome: .failure(.failed(failure))))
        #expect(message == .error(GatherWording.moveFailed(GatherWording.name(number: 5, in: lineUp), failure)))
        guard case .substitution = display.displayed.last else { Issue.record("no substitution displayed"); return }
    }

    // MARK: The clock's seconds

    @Test func aSecondStandingStill_showsNothing_andTheLastOneRings() async {
        await sut.presentTick(response: .init(match: match(), outcome: .success(.idle)))
        #expect(display.displayed.isEmpty)

        await sut.presentTick(response: .init(match: match(.at(0, 0, remaining: 0), clock: .timeUp), outcome: .success(.finished(.saved))))

        #expect(message == .alert(GatherWording.timeUp))
        #expect(display.board?.clock == "time up 00:00")
    }

    @Test func theFirstHalfsLastSecond_ringsHalfTimeWithTheScore() async {
        await sut.presentTick(response: .init(match: match(.at(2, 2, remaining: 300), clock: .halfTime), outcome: .success(.halfTime(.saved))))

        #expect(message == .alert("Half-time: Team A 2–2 Team B. Type s to start the second half."))
        #expect(display.board?.clock == "half-time 05:00")
    }

    @Test func aSecondOnAMatchGoneElsewhere_leaves() async {
        await sut.presentTick(response: .init(match: match(), outcome: .failure(.gone(.discarded))))

        #expect(display.displayed.last == .leave(.info(GatherWording.gone(.discarded))))
    }

    // MARK: The end

    @Test func theEndsSteps_askThenSave_thenLeaveWithTheResult() {
        sut.presentEndMatch(response: .init(match: match(.at(2, 1), asking: true), step: .asked))
        #expect(display.board?.confirmation == GatherWording.endQuestion(Score(teamA: 2, teamB: 1)))

        sut.presentEndMatch(response: .init(match: match(.at(2, 1)), step: .saving))
        #expect(message == .working(GatherWording.saving))

        let result = GatherResult(score: Score(teamA: 2, teamB: 1))
        sut.presentEndMatch(response: .init(match: match(.at(2, 1)), step: .ended(result)))
        #expect(display.displayed.last == .leave(.success(GatherWording.saved(result))))
        #expect(message == nil)
    }

    @Test(arguments: [
        (GatherVIP.EndMatch.Step.goesOn, Message.info(GatherWording.goesOn)),
        (
            .refused(.failed(StoreFailure(ServiceError.unexpected("disk full")))),
            .error(GatherWording.endFailed(StoreFailure(ServiceError.unexpected("disk full"))))
        ),
        (
            .refused(.scoreChangedSinceAsked(Score(teamB: 1))),
            GatherWording.scoreChangedSinceAsked(Score(teamB: 1))
        ),
    ])
    func anEndNotMade_saysWhy_andStays(step: GatherVIP.EndMatch.Step, news: Message) {
        sut.presentEndMatch(response: .init(match: match(), step: step))

        #expect(display.displayed == [.end(display.board ?? GatherBoard())])
        #expect(message == news)
    }

    @Test func anEndOnAMatchGoneElsewhere_leaves() {
        sut.presentEndMatch(response: .init(match: match(), step: .refused(.gone(.ended))))

        #expect(display.displayed.last == .leave(.info(GatherWording.gone(.ended))))
    }

    // MARK: Sharing and notices

    @Test func aShareBlock_takesTheMatchsPlace_untilEnter() async {
        _ = await news.sharing.share(ShareBlock(heading: "Match", teams: []), .show(.plain)) { _, _, _ in .written }
        sut.presentShare(response: .init(match: match(), news: nil))
        #expect(display.board?.shared != nil)
        #expect(message == .info(GatherWording.shareShown))

        sut.presentRefresh(response: .init(match: match(), outcome: .success(.saved)))
        #expect(display.board?.shared == nil)
        #expect(message == nil)
        sut.presentRefresh(response: .init(match: match(), outcome: .success(.changedElsewhere)))
        #expect(message == .info(GatherWording.changedElsewhere(match().progress.score)))
    }

    @Test func aLineNotUnderstood_isSaid_butAnAnswerOnlyWhenAsked() {
        sut.presentNotice(response: .init(match: match(), kind: .unreadable(.answer)))
        #expect(display.displayed.isEmpty)

        sut.presentNotice(response: .init(match: match(asking: true), kind: .unreadable(.answer)))
        #expect(message == .error(GatherWording.unreadable(.answer)))
        sut.presentNotice(response: .init(match: match(), kind: .unknown("dance")))
        #expect(message == .unknownCommand("dance"))
    }
}
