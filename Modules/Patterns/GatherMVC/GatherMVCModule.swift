import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
import TerminalUI

/// Builds the match screen as MVC: the controller, its view, and each told of the other. The
/// controller does its own navigation.
@MainActor
public enum GatherMVCModule {
    public static func build(
        user: User, unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock,
        timeZone: TimeZone, navigator: any Navigating, factory: any MatchScreenExits
    ) -> any Screen {
        let controller = GatherMVCController(
            user: user, unfinished: unfinished, gathers: gathers, shareFiles: shareFiles, clock: clock, timeZone: timeZone,
            navigator: navigator, factory: factory
        )
        let view = GatherMVCView()
        view.delegate = controller
        controller.view = view
        return view
    }
}
