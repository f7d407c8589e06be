import Domain
import Foundation
import GathersInterface
import Testing

@testable import GatherMVPC

/// The presenter on the gathers service's double, for what the in-memory store can't be made to
/// answer: a store that can't be reached at all.
@MainActor
@Suite struct GatherMVPCPresenterOfflineTests {
    let match: MatchInPlay

    init() async throws {
        match = try await MatchInPlay()
    }

    var view: MockGatherMVPCView { match.view }
    var coordinator: MockGatherMVPCCoordinator { match.coordinator }

    @Test func aGoalTheStoreCouldNotSave_isStillRefusedByTheRulesHere() async {
        var unreachable = GathersServiceDouble()
        unreachable.onChangeProgress = { _ in throw ServiceError.unavailable("disk") }
        let sut = GatherMVPCPresenter(
            unfinished: UnfinishedGather(gather: match.started.gather, progress: GatherProgress(score: Score(teamA: 99))), gathers: unreachable,
            shareFiles: match.shareFiles, clock: match.clock, timeZone: TimeZone(secondsFromGMT: 0) ?? .current, coordinator: coordinator)
        sut.view = view

        await sut.recordGoals(1, for: .teamA, scorer: nil)
        #expect(view.notice == .error("Team A has 99 goals, the most a score can hold."))
        await sut.recordGoals(1, for: .teamB, scorer: nil)

        #expect(view.scoreboard == "Team A  99 : 1  Team B")
        #expect(view.notice == .error("Could not save the match. Storage is unavailable: disk. It will be saved again with the next change."))
    }
}
