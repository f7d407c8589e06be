import Domain
import MatchScreen
import Presentation
import TerminalUI
import Testing

/// Why the end was refused, as every pattern of the match screen says it (GatherNews.refuseEnd).
@MainActor
@Suite struct GatherNewsEndTests {
    let news = GatherNews()

    @Test func aFailedSave_saysTheMatchIsNotEnded_andTheMatchGoesOn() {
        let refused = news.refuseEnd(.failed(.unavailable("disk")), players: [], fullTime: "10:00")

        #expect(refused == .said)
        #expect(news.message == .error("Could not end the match. Storage is unavailable: disk. Type end to try again."))
        #expect(!news.isSaveFailure, "the next save does not take it away")
    }

    @Test func aScoreChangedSinceTheQuestion_isSaid_andTheQuestionIsAskedAgain() {
        let refused = news.refuseEnd(.scoreChangedSinceAsked(Score(teamA: 2, teamB: 1)), players: [], fullTime: "10:00")

        #expect(refused == .askedAgain)
        #expect(news.message == .error("The score changed since you were asked: it is now Team A 2–1 Team B."))
    }

    @Test(arguments: [GatherGone.ended, .discarded])
    func aMatchGoneElsewhere_isAnswered_forTheScreenToLeave_sayingNothingHere(gone: GatherGone) {
        news.set(.info("kept"))

        #expect(news.refuseEnd(.gone(gone), players: [], fullTime: "10:00") == .gone(gone))
        #expect(news.message == .info("kept"))
    }

    @Test func aStoresError_isTheMatchGone_orAFailureToReport() {
        #expect(GatherRefusal(storeError: GatherGone.ended) == .gone(.ended))
        #expect(GatherRefusal(storeError: ServiceError.notFound) == .gone(.discarded))
        #expect(GatherRefusal(storeError: ServiceError.unavailable("disk")) == .failed(.unavailable("disk")))
    }
}
