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
        // The Router hands back Domain's player, which only the Interactor holds.
        let router = PlayerEditRouter(navigator: navigator, onSaved: { [weak interactor] in interactor.map { onSaved($0.storedPlayer) } })
        let presenter = PlayerEditPresenter(interactor: interactor, router: router)
        let view = PlayerEditView(presenter: presenter)
        presenter.view = view
        return view
    }
}
