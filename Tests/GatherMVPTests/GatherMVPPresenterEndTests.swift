import Domain
import Foundation
import GathersInterface
import Presentation
import Synchronization
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVP

/// The end of the match and the match's only way out, as MVP has it: the presenter itself replaces
/// the screens with a fresh player list, after the end here or once another window ended or
/// discarded the match.
@MainActor
@Suite struct GatherMVPPresenterEndTests {
    let table: PresenterOnMatch

    init() async throws {
        table = try await PresenterOnMatch.started()
    }

    @Test func end_asksWithTheScore_andYesStoresItAndLeadsToAFreshPlayerList() async throws {
        let (presenter, view) = await table.present(GatherProgress(score: Score(teamA: 2, teamB: 1)))

        presenter.endGather()
        #expect(view.question == "End the match with Team A 2–1 Team B? (y/n)")
        table.clock.advance(by: 90)
        await presenter.answerQuestion(true)

        let finished = try #require(try await table.match.finished())
        #expect(finished.score?.description == "2-1")
        #expect(finished.endedAt == table.clock.now())
        #expect(table.playerList.built.map(\.user) == [table.match.ann.user])
        #expect(table.playerList.built.map(\.notice) == [.success("Team A won 2–1 — saved to history.")])
        #expect(table.navigator.calls == [.replaceRoot("Players")])
        #expect(view.question == nil)
    }

    @Test func no_letsTheMatchGoOn() async throws {
        let (presenter, view) = await table.present()

        presenter.endGather()
        await presenter.answerQuestion(false)

        #expect(view.question == nil)
        #expect(view.message == .info("The match goes on."))
        #expect(try await table.match.finished() == nil)
        #expect(table.navigator.calls.isEmpty)
    }

    @Test func aGoalElsewhereAfterTheQuestion_asksAgainWithTheScoreAsItIsNow() async throws {
        let (presenter, view) = await table.present()
        presenter.endGather()
        try await table.match.ann.gathers.saveProgress(GatherProgress(score: Score(teamA: 2, teamB: 1)), ofGather: table.match.gather.id)

        await presenter.answerQuestion(true)

        #expect(view.message == .error("The score changed since you were asked: it is now Team A 2–1 Team B."))
        #expect(view.question == "End the match with Team A 2–1 Team B? (y/n)")
        #expect(try await table.match.finished() == nil)
    }

    @Test func anEndTheStoreCouldNotKeep_staysHere_toBeTypedAgain() async throws {
        let (presenter, view) = await table.present()
        table.match.ann.services.fail(.endGather, with: .unavailable("disk"))

        presenter.endGather()
        await presenter.answerQuestion(true)

        #expect(view.message == .error("Could not end the match. Storage is unavailable: disk. Type end to try again."))
        #expect(view.question == nil)
        #expect(table.navigator.calls.isEmpty)
    }

    @Test func aMatchEndedInAnotherWindow_isLeftAtItsNextSecond() async throws {
        let (presenter, view) = await table.present()
        await presenter.startTimer()
        try await table.match.ann.gathers.endGather(id: table.match.gather.id, score: Score(), at: table.clock.now())

        await presenter.timerDidFire()

        #expect(table.playerList.built.map(\.notice) == [.info("This match was ended in another window: its result is in the history.")])
        #expect(table.navigator.calls == [.replaceRoot("Players")])
        #expect(view.clockState == .paused, "the clock stands still once the match is gone")
    }

    @Test func aMatchTheStoreNoLongerKnows_wasDiscarded_andNothingMovesAnyMore() async {
        var gathers = GathersServiceDouble()
        gathers.onChangeProgress = { _ in throw ServiceError.notFound }
        let (presenter, view) = await table.present(gathers: gathers)

        await presenter.updateScore(of: .teamA, by: 1, scorer: nil)
        await presenter.substitute(number: 5, to: .teamA)
        await presenter.timerDidFire()

        #expect(table.playerList.built.map(\.notice) == [.info("This match was discarded in another window.")])
        #expect(view.message == .error("No player has number 5: use a number from the teams or the bench."))
        #expect(table.navigator.calls == [.replaceRoot("Players")])
    }

    @Test func theEnd_isAskedOfTheStoreWithTheScoreAgreed_atTheClocksNow() async {
        let ended = EndsAsked()
        var gathers = GathersServiceDouble()
        gathers.onChangeProgress = { _ in GatherProgress(score: Score(teamA: 3)) }
        gathers.onEndGather = { _, score, date in
            ended.scores.withLock { $0.append(score) }
            #expect(date == Date(timeIntervalSince1970: 1_795_000_000))
            return .waitingForServer
        }
        let (presenter, _) = await table.present(GatherProgress(score: Score(teamA: 3)), gathers: gathers)

        presenter.endGather()
        await presenter.answerQuestion(true)

        #expect(ended.scores.withLock { $0 } == [Score(teamA: 3)])
        #expect(
            table.playerList.built.map(\.notice)
                == [.success("Team A won 3–0 — kept on this computer: the server can't be reached, so it is sent when the server is back.")])
    }
}

/// The scores the store was asked to end the match with.
private final class EndsAsked: Sendable {
    let scores = Mutex<[Score]>([])
}
