import Domain
import Foundation
import TerminalUI

/// Builds the history screen: View, Interactor, Presenter and Router, wired.
@MainActor
public enum HistoryModule {
    /// Dates are shown in `timeZone`; `openingMatch` opens that match once the list loads (a route).
    public static func build(
        gathers: any GathersService,
        shareFiles: any ShareFileWriting,
        timeZone: TimeZone,
        navigator: any Navigating,
        openingMatch: Int? = nil
    ) -> any Screen {
        let interactor = HistoryInteractor(gathers: gathers, shareFiles: shareFiles)
        let router = HistoryRouter(navigator: navigator)
        let presenter = HistoryPresenter(interactor: interactor, router: router, timeZone: timeZone, openingMatch: openingMatch)
        let view = HistoryView(presenter: presenter)
        presenter.view = view
        return view
    }
}
