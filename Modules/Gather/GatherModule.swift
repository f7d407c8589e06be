import Domain
import Foundation
import GathersInterface
import Presentation
import ShareFilesInterface
import TerminalUI

/// Builds the screen of a match in progress: View, Interactor, Presenter and Router, wired.
@MainActor
public enum GatherModule {
    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a
    /// new match, or the progress saved before the app stopped, to resume it.
    public static func build(
        user: User,
        unfinished: UnfinishedGather,
        gathers: any GathersService,
        shareFiles: any ShareFileWriting,
        clock: any WallClock,
        timeZone: TimeZone,
        navigator: any Navigating,
        factory: any GatherScreenFactory
    ) -> any Screen {
        let interactor = GatherInteractor(unfinished: unfinished, gathers: gathers, shareFiles: shareFiles, clock: clock)
        let router = GatherRouter(user: user, navigator: navigator, factory: factory)
        let presenter = GatherPresenter(interactor: interactor, router: router, timeZone: timeZone)
        let view = GatherView(presenter: presenter)
        presenter.view = view
        return view
    }
}
