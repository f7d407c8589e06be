import Domain
import Foundation
import MatchScreen
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

/// The interactor's countdown, its end and sharing, with a presenter spy and a worker spy.
@MainActor
@Suite struct GatherVIPInteractorClockTests {
    let spies = GatherVIPInteractorTests()
    var sut: GatherVIPInteractor { spies.sut }
    var worker: WorkerSpy { spies.worker }
    var presented: [PresenterSpy.Presented] { spies.presenter.presented }

    func clock(_ command: GatherVIP.ClockChange.Command) async -> GatherVIP.ClockChange.Response? {
        await sut.changeClock(request: .init(command: command))
        guard case .clock(let response) = presented.last else { return nil }
        return response
    }

    // MARK: The countdown

    @Test func start_pause_reset_followTheRules_eachSaved() async {
        #expect(await clock(.start)?.match.clockState == .running)
        #expect(worker.stored.timer.isRunning)
        #expect(await clock(.start)?.outcome == .failure(.rule(.alreadyRunning)))
        #expect(await clock(.pause)?.match.clockState == .paused)
        #expect(await clock(.pause)?.outcome == .failure(.rule(.notRunning)))
        #expect(await clock(.reset)?.match.clockState == .ready)
        #expect(await clock(.reset)?.outcome == .failure(.rule(.alreadyReset)))
        #expect(worker.calls == [.save, .save, .save])
    }

    @Test func settingTheTime_stopsTheClockThere_unlessItWasSoAlready() async {
        let set = await clock(.set(seconds: 450))
        #expect(set?.outcome == .success(.saved))
        #expect(set?.match.progress.timer == GatherTimer(duration: 450))
        #expect(await clock(.set(seconds: 450))?.outcome == .success(.unchanged))
        let invalid = await clock(.set(seconds: 0))
        #expect(worker.calls == [.save])
        guard case .failure(.rule(.invalidTime)) = invalid?.outcome else { Issue.record("0 seconds was not refused"); return }
    }

    @Test func aSecond_countsWhileTheClockRuns_andTheLastOneFinishes() async {
        await sut.countSecond(request: .init())
        guard case .tick(let idle) = presented.last else { Issue.record("no tick presented"); return }
        #expect(idle.outcome == .success(.idle))
        #expect(worker.calls.isEmpty)

        _ = await clock(.set(seconds: 2))
        _ = await clock(.start)
        await sut.countSecond(request: .init())
        _ = await clock(.start)
        await sut.countSecond(request: .init())

        let ticks = presented.compactMap { if case .tick(let response) = $0 { response.outcome } else { nil } }.suffix(2)
        #expect(Array(ticks) == [.success(.halfTime(.saved)), .success(.finished(.saved))])
        #expect(worker.stored.timer == GatherTimer(duration: 2, remaining: 0))
    }

    // MARK: The end

    @Test func end_asks_thenYesSavesTheScoreAsked_andPresentsEachStep() async {
        await sut.changeScore(request: .init(side: .teamA, goals: 1))
        sut.endMatch(request: .init())
        await sut.answer(request: .init(yes: true))

        let steps = presented.compactMap { if case .end(let response) = $0 { response.step } else { nil } }
        #expect(steps == [.asked, .saving, .ended(GatherResult(score: Score(teamA: 1)))])
        #expect(worker.calls == [.save, .save, .end(Score(teamA: 1))])
        await sut.countSecond(request: .init())
        #expect(presented.last == .tick(.init(match: spies.match(.at(1, 0)), outcome: .success(.idle))))
    }

    @Test func no_letsTheMatchGoOn() async {
        sut.endMatch(request: .init())
        await sut.answer(request: .init(yes: false))

        #expect(presented.last == .end(.init(match: spies.match(GatherProgress()), step: .goesOn)))
        #expect(worker.calls.isEmpty)
    }

    @Test func aGoalElsewhereSinceTheQuestion_isRefused_andAskedAgain() async {
        sut.endMatch(request: .init())
        worker.stored.score.teamB = 1
        await sut.answer(request: .init(yes: true))

        let asked = spies.match(.at(0, 1), asking: true)
        #expect(presented.last == .end(.init(match: asked, step: .refused(.scoreChangedSinceAsked(Score(teamB: 1))))))
        #expect(!worker.calls.contains(.end(Score(teamB: 1))))
    }

    @Test(arguments: [GatherVIP.Refusal.gone(.discarded), .failed(StoreFailure(ServiceError.unexpected("offline")))])
    func anEndTheStoreRefuses_isNotAskedAgain(refusal: GatherVIP.Refusal) async {
        sut.endMatch(request: .init())
        worker.refusal = refusal
        await sut.answer(request: .init(yes: true))

        guard case .end(let response) = presented.last else { Issue.record("no end presented"); return }
        #expect(response.step == .refused(refusal))
        #expect(!response.match.isAskingToEnd)
    }

    // MARK: Sharing

    @Test func share_showsTheBlockThroughTheSharedFlow_withoutWriting() async {
        await sut.share(request: .init(command: .show(.plain)))

        #expect(presented == [.share(.init(match: spies.match(GatherProgress()), news: nil))])
        #expect(spies.sharing.takeBlock()?.isEmpty == false)
        #expect(worker.calls.isEmpty)
    }

    @Test func sharingToAFileThere_asks_andYesReplacesIt() async {
        worker.shareOutcomes = [.exists]
        await sut.share(request: .init(command: .write(.plain, path: "match.txt")))
        #expect(spies.sharing.question != nil)

        await sut.answer(request: .init(yes: true))

        #expect(presented.last == .share(.init(match: spies.match(GatherProgress()), news: .success(ShareWording.written("match.txt")))))
        let replacing = worker.calls.compactMap { call -> Bool? in
            guard case .write(_, _, let replacing) = call else { return nil }
            return replacing
        }
        #expect(replacing == [false, true])
        guard case .write(let text, _, _) = worker.calls.first else { Issue.record("nothing written"); return }
        #expect(text.contains("Ann Smith"))
    }
}
