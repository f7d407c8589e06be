import Domain
import PlayersInterface
import TerminalUI

/// Builds the new-player screen: View, Interactor, Presenter and Router, wired.
@MainActor
public enum PlayerAddModule {
    public static func build(players: any PlayersService, navigator: any Navigating) -> any Screen {
        let interactor = PlayerAddInteractor(players: players)
        let router = PlayerAddRouter(navigator: navigator)
        let presenter = PlayerAddPresenter(interactor: interactor, router: router)
        let view = PlayerAddView(presenter: presenter)
        presenter.view = view
        return view
    }
}
