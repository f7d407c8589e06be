import Domain
import MatchScreen
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVPC

/// The coordinator owns the match screen's ways out: told what happened, it builds the next screen,
/// says what the user needs to know there, and replaces every screen with it.
@MainActor
@Suite struct GatherMVPCCoordinatorTests {
    let exits = ExitsSpy()
    let navigator = SpyNavigator()
    let bea = User(id: "12", username: "bea")

    @Test func anEndedMatch_leadsToAFreshPlayerListShowingTheResult() {
        let sut = GatherMVPCCoordinator(navigator: navigator, factory: exits, user: bea)

        sut.didEndGather(GatherResult(score: Score(teamA: 1, teamB: 1)))

        #expect(exits.asked.map(\.0) == [bea])
        #expect(exits.asked.map(\.1) == [.success("Draw 1–1 — saved to history.")])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test(arguments: [
        (GatherGone.ended, "This match was ended in another window: its result is in the history."),
        (.discarded, "This match was discarded in another window."),
    ])
    func aMatchGoneElsewhere_leadsToTheListSayingWhatTheOtherWindowDid(gone: GatherGone, notice: String) {
        let sut = GatherMVPCCoordinator(navigator: navigator, factory: exits, user: bea)

        sut.didLoseGather(gone)

        #expect(exits.asked.map(\.1) == [.info(notice)])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func withItsNavigatorGone_theCoordinatorBuildsNothing() {
        let sut: GatherMVPCCoordinator
        do {
            let shortLived = SpyNavigator()
            sut = GatherMVPCCoordinator(navigator: shortLived, factory: exits, user: bea)
        }

        sut.didEndGather(GatherResult(score: Score()))

        #expect(exits.asked.isEmpty)
    }
}
