import Domain
import TerminalUI

/// Builds the screen that splits the picked players into teams: View, Interactor, Presenter and Router, wired.
@MainActor
public enum ConfirmPlayersModule {
    /// `players` are the picked ones, in the list's order: that order numbers them.
    public static func build(
        user: User,
        players: [Player],
        gathers: any GathersService,
        clock: any WallClock,
        navigator: any Navigating,
        factory: any ConfirmPlayersScreenFactory
    ) -> any Screen {
        let interactor = ConfirmPlayersInteractor(players: players, gathers: gathers, clock: clock)
        let router = ConfirmPlayersRouter(user: user, navigator: navigator, factory: factory)
        let presenter = ConfirmPlayersPresenter(interactor: interactor, router: router)
        let view = ConfirmPlayersView(presenter: presenter)
        presenter.view = view
        return view
    }
}
