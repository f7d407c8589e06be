import Domain
import Foundation
import TerminalUI

/// Builds the records screen: View, Interactor, Presenter and Router, wired.
@MainActor
public enum RecordsModule {
    /// Days (for `since` and the matches' dates) are in `timeZone`.
    public static func build(
        user: User,
        scope: RecordsScope,
        records: any RecordsService,
        timeZone: TimeZone,
        navigator: any Navigating,
        factory: any RecordsScreenFactory
    ) -> any Screen {
        let interactor = RecordsInteractor(scope: scope, records: records, timeZone: timeZone)
        let router = RecordsRouter(user: user, navigator: navigator, factory: factory)
        let presenter = RecordsPresenter(interactor: interactor, router: router, timeZone: timeZone)
        let view = RecordsView(presenter: presenter)
        presenter.view = view
        return view
    }
}
