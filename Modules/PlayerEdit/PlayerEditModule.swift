import Domain
import PlayersInterface
import TerminalUI

/// Builds the screen that edits one field of a player: View, Interactor, Presenter and Router, wired.
@MainActor
public enum PlayerEditModule {
    /// `onSaved` gets the player as saved, before the screen closes.
    public static func build(
        player: Player,
        field: PlayerField,
        players: any PlayersService,
        navigator: any Navigating,
        onSaved: @escaping @MainActor (Player) -> Void
    ) -> any Screen {
        let interactor = PlayerEditInteractor(player: player, field: field, players: players)
        let router = PlayerEditRouter(navigator: navigator, onSaved: onSaved)
        let presenter = PlayerEditPresenter(interactor: interactor, router: router)
        let view = PlayerEditView(presenter: presenter)
        presenter.view = view
        return view
    }
}
