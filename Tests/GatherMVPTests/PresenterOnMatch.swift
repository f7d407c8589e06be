import Domain
import Foundation
import GathersInterface
import StoreTestSupport
import TestSupport

@testable import GatherMVP

/// A presenter on a match started in the in-memory store, with its mock view, told it appears.
@MainActor
struct PresenterOnMatch {
    let match: StartedMatch
    let clock = ManualClock()
    let files = ShareFilesSpy()
    let navigator = SpyNavigator()
    let playerList = PlayerListFactoryStub()

    static func started() async throws -> PresenterOnMatch {
        PresenterOnMatch(match: try await StartedMatch.make())
    }

    /// The presenter on the match as `saved` (new by default), kept so in the store; with its view,
    /// shown. `gathers`: another service than the in-memory one.
    func present(_ saved: GatherProgress = GatherProgress(), gathers: (any GathersService)? = nil) async -> (GatherMVPPresenter, MockGatherMVPView) {
        await match.store(saved)
        let presenter = GatherMVPPresenter(
            user: match.ann.user, unfinished: UnfinishedGather(gather: match.gather, progress: saved), gathers: gathers ?? match.ann.gathers,
            shareFiles: files, clock: clock, timeZone: TimeZone(identifier: "UTC") ?? .current, navigator: navigator, factory: playerList)
        let view = MockGatherMVPView()
        presenter.view = view
        presenter.viewWillAppear()
        return (presenter, view)
    }

    /// The score and clock as stored now.
    func stored() async throws -> GatherProgress? {
        try await match.storedProgress()
    }
}
