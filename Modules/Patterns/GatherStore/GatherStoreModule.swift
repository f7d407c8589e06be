import Domain
import MatchScreen
import TerminalUI

/// Builds the match screen as a unidirectional store: the state the match starts in, the store
/// that runs its effects against the parts' services, and the view that draws it.
@MainActor
public enum GatherStoreModule: MatchScreenBuilding {
    public static func build(_ parts: MatchScreenParts) -> any Screen {
        let (user, navigator, exits) = (parts.user, parts.navigator, parts.exits)
        let store = GatherStore(
            state: GatherReducer.initialState(parts.unfinished, timeZone: parts.timeZone),
            gatherID: parts.unfinished.gather.id, gathers: parts.gathers, shareFiles: parts.shareFiles, clock: parts.clock,
            // A new root, not a pop: "back" must not lead into the finished match. The navigator
            // holds this screen, so the screen does not hold it.
            leave: { [weak navigator] notice in navigator?.replaceRoot(with: exits.makePlayerListScreen(for: user, notice: notice)) }
        )
        return GatherStoreView(store: store)
    }
}
