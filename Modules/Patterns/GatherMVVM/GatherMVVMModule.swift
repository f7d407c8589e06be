import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
import TerminalUI

/// Builds the match screen as MVVM: the view model (the match, its rules and its output), the view
/// bound to it, and the coordinator that answers the view model's `onMatchLeft`.
@MainActor
public enum GatherMVVMModule {
    public static func build(
        user: User, unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock,
        timeZone: TimeZone, navigator: any Navigating, factory: any MatchScreenExits
    ) -> any Screen {
        let viewModel = GatherMVVMViewModel(unfinished: unfinished, gathers: gathers, shareFiles: shareFiles, clock: clock, timeZone: timeZone)
        let coordinator = GatherMVVMCoordinator(user: user, navigator: navigator, factory: factory)
        viewModel.onMatchLeft = { notice in coordinator.showPlayerList(notice: notice) }
        return GatherMVVMView(viewModel: viewModel)
    }
}
