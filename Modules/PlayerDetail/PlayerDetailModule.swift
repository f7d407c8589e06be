import Domain
import TerminalUI

/// Builds the player detail screen: View, Interactor, Presenter and Router, wired.
@MainActor
public enum PlayerDetailModule {
    public static func build(
        user: User,
        player: Player,
        navigator: any Navigating,
        factory: any PlayerDetailScreenFactory
    ) -> any Screen {
        let interactor = PlayerDetailInteractor(player: player)
        let router = PlayerDetailRouter(user: user, navigator: navigator, factory: factory)
        let presenter = PlayerDetailPresenter(interactor: interactor, router: router)
        let view = PlayerDetailView(presenter: presenter)
        presenter.view = view
        return view
    }
}
