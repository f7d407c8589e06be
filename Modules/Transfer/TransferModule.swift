import Domain
import GathersInterface
import PlayersInterface
import RosterFilesInterface
import ShareFilesInterface
import TerminalUI

/// Builds the transfer screen, which carries out a job the command line asked for: View,
/// Interactor, Presenter and Router, wired.
@MainActor
public enum TransferModule {
    /// `agreed`: the command line said yes (`--yes`, `--force`); `onJobEnded` hears whether the job succeeded.
    public static func build(
        user: User,
        job: TransferJob,
        agreed: Bool,
        players: any PlayersService,
        gathers: any GathersService,
        files: any RosterFileReading,
        exports: any ShareFileWriting,
        clock: any WallClock,
        navigator: any Navigating,
        factory: any TransferScreenFactory,
        onJobEnded: @escaping @MainActor (Bool) -> Void
    ) -> any Screen {
        let interactor = TransferInteractor(
            owner: user, job: job, agreed: agreed, players: players, gathers: gathers, files: files, exports: exports, clock: clock
        )
        let router = TransferRouter(user: user, navigator: navigator, factory: factory, onJobEnded: onJobEnded)
        let presenter = TransferPresenter(interactor: interactor, router: router)
        let view = TransferView(presenter: presenter)
        presenter.view = view
        return view
    }
}
