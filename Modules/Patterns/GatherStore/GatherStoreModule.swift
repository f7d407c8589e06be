import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
import TerminalUI

/// Builds the match screen as a unidirectional store: the state the match starts in, the store
/// that runs its effects against the services, and the view that draws it.
@MainActor
public enum GatherStoreModule {
    public static func build(
        user: User, unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock,
        timeZone: TimeZone, navigator: any Navigating, factory: any MatchScreenExits
    ) -> any Screen {
        let store = GatherStore(
            state: GatherReducer.initialState(unfinished, timeZone: timeZone),
            gatherID: unfinished.gather.id, gathers: gathers, shareFiles: shareFiles, clock: clock,
            // A new root, not a pop: "back" must not lead into the finished match. The navigator
            // holds this screen, so the screen does not hold it.
            leave: { [weak navigator] notice in navigator?.replaceRoot(with: factory.makePlayerListScreen(for: user, notice: notice)) }
        )
        return GatherStoreView(store: store)
    }
}
