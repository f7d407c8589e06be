import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
// The screen it returns, and the navigator the presenter leads away with.
import TerminalUI

/// Builds the match screen as MVP: the presenter with the match, its services and its way out, and
/// the passive view it tells; each is handed the other. There is no coordinator (MVP-C has one) and no
/// Router (VIPER's): the presenter navigates itself.
@MainActor
public enum GatherMVPModule {
    public static func build(
        user: User, unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock,
        timeZone: TimeZone, navigator: any Navigating, factory: any MatchScreenExits
    ) -> any Screen {
        let presenter = GatherMVPPresenter(
            user: user, unfinished: unfinished, gathers: gathers, shareFiles: shareFiles, clock: clock, timeZone: timeZone,
            navigator: navigator, factory: factory)
        let view = GatherMVPView(presenter: presenter)
        presenter.view = view
        return view
    }
}
