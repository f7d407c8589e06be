import Domain
import TerminalUI

/// Builds the player detail screen: View, Interactor, Presenter and Router, wired.
@MainActor
public enum PlayerDetailModule {
    /// `field` opens that field's editor on top at once (a route), so back returns to the details.
    /// `readOnly`: opened from a roster shown offline, so editing is refused before any request.
    public static func build(
        user: User,
        player: Player,
        navigator: any Navigating,
        factory: any PlayerDetailScreenFactory,
        editing field: PlayerField? = nil,
        readOnly: Bool = false
    ) -> any Screen {
        let interactor = PlayerDetailInteractor(player: player, readOnly: readOnly)
        // The screens the Router opens take Domain's player, which only the Interactor holds.
        let router = PlayerDetailRouter(
            user: user, navigator: navigator, factory: factory, player: { [unowned interactor] in interactor.storedPlayer })
        let presenter = PlayerDetailPresenter(interactor: interactor, router: router, editing: field)
        let view = PlayerDetailView(presenter: presenter)
        presenter.view = view
        return view
    }
}
