import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import Presentation
import RecordsInterface
import TerminalUI

/// Builds the records screen: View, Interactor, Presenter and Router, wired.
@MainActor
public enum RecordsModule {
    /// Days (for `since` and the matches' dates) are in `timeZone`. `copies` keep the table of every match
    /// as last loaded (stamped by `clock`), shown read-only while the store can't be reached; `gathers`
    /// sends the matches played meanwhile once it is back.
    public static func build(
        user: User,
        scope: RecordsScope,
        records: any RecordsService,
        gathers: any GathersService,
        timeZone: TimeZone,
        navigator: any Navigating,
        factory: any RecordsScreenFactory,
        copies: any LastLoadedCopies,
        clock: any WallClock
    ) -> any Screen {
        let interactor = RecordsInteractor(scope: scope, records: records, gathers: gathers, timeZone: timeZone, copies: copies, clock: clock)
        let router = RecordsRouter(user: user, navigator: navigator, factory: factory)
        let presenter = RecordsPresenter(
            interactor: interactor, router: router, timeZone: timeZone, offline: OfflineNotice(timeZone: timeZone, now: clock.now)
        )
        let view = RecordsView(presenter: presenter)
        presenter.view = view
        return view
    }
}
