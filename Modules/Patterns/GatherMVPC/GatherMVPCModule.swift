import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
// The screen it returns, and the navigator only the coordinator is given.
import TerminalUI

/// Builds the match screen as MVP-C: the coordinator that owns the ways out, the presenter that tells
/// it when the match is over, and the passive view the presenter tells what to show. The navigator and
/// the player list's factory go to the coordinator only (MVP's module hands them to the presenter,
/// VIPER's to the Router).
@MainActor
public enum GatherMVPCModule {
    public static func build(
        user: User, unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock,
        timeZone: TimeZone, navigator: any Navigating, factory: any MatchScreenExits
    ) -> any Screen {
        let coordinator = GatherMVPCCoordinator(navigator: navigator, factory: factory, user: user)
        let presenter = GatherMVPCPresenter(
            unfinished: unfinished, gathers: gathers, shareFiles: shareFiles, clock: clock, timeZone: timeZone, coordinator: coordinator)
        let screen = GatherMVPCView(presenter: presenter)
        presenter.view = screen
        return screen
    }
}
