import Domain
import MatchScreen
import Presentation
import TerminalUI
import Testing

/// Why a command was refused or not kept, as every pattern of the match screen says it through its
/// GatherNews: a rule of the match, a failed save, a failed end, a score changed since the question.
@MainActor
@Suite struct GatherNewsRefusalTests {
    let news = GatherNews()

    @Test func aFailedSave_saysTheMatchIsNotEnded_andTheMatchGoesOn() {
        news.endFailed(.unavailable("disk"))

        #expect(news.message == .error("Could not end the match. Storage is unavailable: disk. Type end to try again."))
        #expect(!news.isSaveFailure, "the next save does not take it away")
    }

    @Test func aScoreChangedSinceTheQuestion_isSaid() {
        news.scoreChangedSinceAsked(Score(teamA: 2, teamB: 1))

        #expect(news.message == .error("The score changed since you were asked: it is now Team A 2–1 Team B."))
    }

    @Test func aRuleOfTheMatch_isSaidInTheMatchScreensWords() {
        news.refuse(.alreadyReset, players: [], fullTime: "10:00")

        #expect(news.message == .info("The clock is already at 10:00."))
        #expect(!news.isSaveFailure)
    }

    @Test func aSaveThatFailed_isSaid_ringingWithAnAlert_andTheNextSaveTakesItAway() {
        news.saveFailed(.unavailable("disk"), news: .alert("Time is up!"))

        let failure = "Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."
        #expect(news.message == .alert("Time is up! " + failure))
        #expect(news.isSaveFailure)

        news.saveFailed(.unavailable("disk"), news: .info("Paused."))
        #expect(news.message == .error(failure), "only an alert rings with it")

        news.commit(.saved, news: nil, score: Score())
        #expect(news.message == nil)
        #expect(!news.isSaveFailure)
    }
}
