import Domain
import Foundation
import GathersInterface
import ShareFilesInterface
import TerminalUI

/// Builds the screen that splits the picked players into teams: View, Interactor, Presenter and Router, wired.
@MainActor
public enum ConfirmPlayersModule {
    /// `players` are the picked ones, in the list's order: that order numbers them. `teams` places
    /// some of them at once (the last match's teams); else `remembered`, the teams `remember` was last
    /// told, which the opener keeps while the screen is away, for the next time it opens.
    public static func build<Entity: ConfirmPlayersEntity>(
        user: User,
        players: [Entity],
        teams: [Player.ID: Team] = [:],
        remembered: [Player.ID: Team],
        remember: @escaping @MainActor ([Player.ID: Team]) -> Void,
        gathers: any GathersService,
        shareFiles: any ShareFileWriting,
        clock: any WallClock,
        timeZone: TimeZone,
        navigator: any Navigating,
        factory: any ConfirmPlayersScreenFactory
    ) -> any Screen {
        let interactor = ConfirmPlayersInteractor(
            players: players, teams: teams, remembered: remembered, remember: remember, gathers: gathers, shareFiles: shareFiles,
            clock: clock
        )
        let router = ConfirmPlayersRouter(user: user, navigator: navigator, factory: factory)
        let presenter = ConfirmPlayersPresenter(interactor: interactor, router: router, timeZone: timeZone)
        let view = ConfirmPlayersView(presenter: presenter)
        presenter.view = view
        return view
    }
}
