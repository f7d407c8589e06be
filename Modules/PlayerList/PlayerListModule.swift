import Domain
import TerminalUI

/// Builds the player list screen: View, Interactor, Presenter and Router, wired.
@MainActor
public enum PlayerListModule {
    public static func build(
        user: User,
        players: any PlayersService,
        gathers: any GathersService,
        authentication: any AuthenticationService,
        navigator: any Navigating,
        factory: any PlayerListScreenFactory
    ) -> any Screen {
        let interactor = PlayerListInteractor(user: user, players: players, gathers: gathers, authentication: authentication)
        let router = PlayerListRouter(user: user, navigator: navigator, factory: factory)
        let presenter = PlayerListPresenter(username: user.username, interactor: interactor, router: router)
        let view = PlayerListView(presenter: presenter)
        presenter.view = view
        return view
    }
}
