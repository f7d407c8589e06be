import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
import TerminalUI

/// Builds the match screen as VIP (Clean Swift): view controller → interactor (with its worker) →
/// presenter → view controller, and the router reading the interactor's data store. Each role holds
/// only the next one in the cycle.
@MainActor
public enum GatherVIPModule {
    public static func build(
        user: User, unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock,
        timeZone: TimeZone, navigator: any Navigating, factory: any MatchScreenExits
    ) -> any Screen {
        let news = GatherNews()
        let worker = GatherVIPWorker(gathers: gathers, shareFiles: shareFiles, clock: clock)
        let interactor = GatherVIPInteractor(user: user, unfinished: unfinished, worker: worker, sharing: news.sharing, timeZone: timeZone)
        let presenter = GatherVIPPresenter(news: news)
        let router = GatherVIPRouter(navigator: navigator, factory: factory)
        let viewController = GatherVIPViewController()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
