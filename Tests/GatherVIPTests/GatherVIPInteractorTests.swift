import Domain
import Foundation
import MatchScreen
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

/// The interactor with a presenter spy and a worker spy: each Request applies Domain's rules to the
/// match it holds, calls the worker, and hands exactly one Response (the end: one per step) on.
@MainActor
@Suite struct GatherVIPInteractorTests {
    let presenter = PresenterSpy()
    let worker: WorkerSpy
    let sharing = ShareFlow()
    let sut: GatherVIPInteractor

    init() {
        self.init(at: GatherProgress())
    }

    init(at progress: GatherProgress) {
        worker = WorkerSpy(stored: progress)
        sut = GatherVIPInteractor(
            user: ann, unfinished: .lineUp(at: progress), worker: worker, sharing: sharing, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        sut.presenter = presenter
    }

    var last: PresenterSpy.Presented? { presenter.presented.last }

    func match(_ progress: GatherProgress, clock: GatherClockState = .ready, goals: [GatherSide: TeamGoals] = [:], asking: Bool = false)
        -> GatherVIP.Match
    {
        GatherVIP.Match(players: lineUp, progress: progress, clockState: clock, goals: goals, isAskingToEnd: asking)
    }

    // MARK: Showing

    @Test func showMatch_presentsTheMatchAsStarted_notResumed() {
        sut.showMatch(request: .init())

        #expect(presenter.presented == [.match(.init(match: match(GatherProgress()), isResumed: false))])
        #expect(sut.user == ann)
        #expect(worker.calls.isEmpty)
    }

    @Test func aMatchSavedRunning_isResumedPaused() {
        let sut = GatherVIPInteractorTests(at: .at(2, 1, remaining: 420, running: true))

        sut.sut.showMatch(request: .init())

        #expect(sut.presenter.presented == [.match(.init(match: match(.at(2, 1, remaining: 420), clock: .paused), isResumed: true))])
    }

    // MARK: Score

    @Test func aGoal_isSavedOnTheStoredMatch_andPresentedSaved() async {
        await sut.changeScore(request: .init(side: .teamA, goals: 1, scorer: 1))

        let goals = GatherProgress(score: Score(teamA: 1), goals: [0: 1])
        #expect(worker.stored == goals)
        #expect(worker.calls == [.save])
        let scorers = goals.goals(of: .teamA, players: lineUp).map { [GatherSide.teamA: $0] } ?? [:]
        #expect(last == .score(.init(match: match(goals, goals: scorers), outcome: .success(.saved))))
    }

    /// A goal taken back is refused by the score as stored; a scorer who can't score, before any call.
    @Test func aGoalTheRulesRefuse_isPresentedRefused_andNothingIsStored() async {
        await sut.changeScore(request: .init(side: .teamB, goals: -1))
        await sut.changeScore(request: .init(side: .teamA, goals: 1, scorer: 5))

        #expect(worker.calls == [.save])
        #expect(worker.stored == GatherProgress())
        #expect(
            presenter.presented == [
                .score(.init(match: match(GatherProgress()), outcome: .failure(.rule(.noGoals(.teamB))))),
                .score(.init(match: match(GatherProgress()), outcome: .failure(.rule(.notAScorer(.teamA, number: 5, .onTheBench))))),
            ])
    }

    @Test func anotherWindowsGoal_isKept_andSaidSo() async {
        worker.stored.score.teamB = 1

        await sut.changeScore(request: .init(side: .teamA, goals: 1))

        #expect(last == .score(.init(match: match(.at(1, 1)), outcome: .success(.changedElsewhere))))
    }

    @Test func aGoalThatCouldNotBeSaved_isMadeHere_andStoredWithTheNextChange() async {
        let failure = StoreFailure(ServiceError.unexpected("disk full"))
        worker.refusal = .failed(failure)
        await sut.changeScore(request: .init(side: .teamA, goals: 1))
        #expect(last == .score(.init(match: match(.at(1, 0)), outcome: .failure(.failed(failure)))))
        #expect(worker.stored == GatherProgress())

        worker.refusal = nil
        await sut.changeScore(request: .init(side: .teamB, goals: 1))

        #expect(worker.stored.score == Score(teamA: 1, teamB: 1))
    }

    @Test func aMatchGoneElsewhere_standsStill() async {
        await sut.changeClock(request: .init(command: .start))
        worker.refusal = .gone(.ended)

        await sut.changeScore(request: .init(side: .teamA, goals: 1))
        #expect(last == .score(.init(match: match(GatherProgress(), clock: .paused), outcome: .failure(.gone(.ended)))))

        await sut.countSecond(request: .init())
        #expect(last == .tick(.init(match: match(GatherProgress(), clock: .paused), outcome: .success(.idle))))
        await sut.substitute(request: .init(number: 5, team: .teamA))
        let paused = match(GatherProgress(), clock: .paused)
        #expect(last == .substitution(.init(match: paused, number: 5, team: .teamA, outcome: .failure(.rule(.noSuchPlayer(number: 5))))))
    }

    // MARK: Substitutes

    @Test func aSubstitute_movesOnceTheWorkerSavedIt() async {
        await sut.substitute(request: .init(number: 5, team: .teamA))

        var moved = lineUp
        moved[4].team = .teamA
        #expect(worker.calls == [.move(index: 4, .teamA)])
        #expect(
            last
                == .substitution(
                    .init(match: .init(players: moved, progress: GatherProgress(), clockState: .ready), number: 5, team: .teamA, outcome: .success(.saved))))
    }

    @Test func aMoveNotSaved_isNotMade() async {
        let failure = StoreFailure(ServiceError.unexpected("offline"))
        worker.refusal = .failed(failure)

        await sut.substitute(request: .init(number: 1, team: .bench))

        #expect(last == .substitution(.init(match: match(GatherProgress()), number: 1, team: .bench, outcome: .failure(.failed(failure)))))
    }

    @Test func aScorer_staysInTheirTeam() async {
        let sut = GatherVIPInteractorTests(at: GatherProgress(score: Score(teamA: 1), goals: [0: 1]))

        await sut.sut.substitute(request: .init(number: 1, team: .teamB))

        #expect(sut.worker.calls.isEmpty)
        guard case .substitution(let response) = sut.last else { Issue.record("nothing presented"); return }
        #expect(response.outcome == .failure(.rule(.scorerStays(number: 1))))
    }

    // MARK: Answers

    @Test func anAnswerWhenNothingIsAsked_answersNothing() async {
        await sut.answer(request: .init(yes: true))

        #expect(presenter.presented.isEmpty)
        #expect(worker.calls.isEmpty)
    }

    @Test func aNotice_carriesWhetherTheEndIsAsked() {
        sut.endMatch(request: .init())
        sut.notice(request: .init(kind: .unreadable(.answer)))

        #expect(
            presenter.presented == [
                .end(.init(match: match(GatherProgress(), asking: true), step: .asked)),
                .notice(.init(match: match(GatherProgress(), asking: true), kind: .unreadable(.answer))),
            ])
    }
}
