import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import Presentation
import ShareFilesInterface
import TerminalUI

/// Builds the history screen: View, Interactor, Presenter and Router, wired.
@MainActor
public enum HistoryModule {
    /// Dates are shown in `timeZone`; `openingMatch` opens that match once the list loads (a route).
    /// `copies` keep the history as last loaded (stamped by `clock`), shown read-only while the store can't be reached.
    public static func build(
        gathers: any GathersService,
        shareFiles: any ShareFileWriting,
        timeZone: TimeZone,
        navigator: any Navigating,
        openingMatch: Int? = nil,
        copies: any LastLoadedCopies,
        clock: any WallClock
    ) -> any Screen {
        let interactor = HistoryInteractor(gathers: gathers, shareFiles: shareFiles, copies: copies, clock: clock)
        let router = HistoryRouter(navigator: navigator)
        let presenter = HistoryPresenter(
            interactor: interactor, router: router, timeZone: timeZone, openingMatch: openingMatch,
            offline: OfflineNotice(timeZone: timeZone, now: clock.now)
        )
        let view = HistoryView(presenter: presenter)
        presenter.view = view
        return view
    }
}
