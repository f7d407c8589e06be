import MatchScreen
import TerminalUI

/// Builds the match screen as MVVM: the view model (the match, its rules and its output), the view
/// bound to it, and the coordinator that answers the view model's `onMatchLeft`.
@MainActor
public enum GatherMVVMModule: MatchScreenBuilding {
    public static func build(_ parts: MatchScreenParts) -> any Screen {
        let viewModel = GatherMVVMViewModel(
            unfinished: parts.unfinished, gathers: parts.gathers, shareFiles: parts.shareFiles, clock: parts.clock, timeZone: parts.timeZone
        )
        let coordinator = GatherMVVMCoordinator(user: parts.user, navigator: parts.navigator, exits: parts.exits)
        viewModel.onMatchLeft = { notice in coordinator.showPlayerList(notice: notice) }
        return GatherMVVMView(viewModel: viewModel)
    }
}
