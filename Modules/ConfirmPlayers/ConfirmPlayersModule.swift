import Domain
import Foundation
import GathersInterface
import ShareFilesInterface
import TerminalUI

/// Builds the screen that splits the picked players into teams: View, Interactor, Presenter and Router, wired.
@MainActor
public enum ConfirmPlayersModule {
    /// `players` are the picked ones, in the list's order: that order numbers them. `teams` places
    /// some of them at once (the last match's teams); else `memory`, which keeps the teams while the
    /// screen is away, for the next time it opens with the same players.
    public static func build(
        user: User,
        players: [any ConfirmPlayersEntity],
        teams: [Player.ID: Team] = [:],
        memory: TeamSheetMemory,
        gathers: any GathersService,
        shareFiles: any ShareFileWriting,
        clock: any WallClock,
        timeZone: TimeZone,
        navigator: any Navigating,
        factory: any ConfirmPlayersScreenFactory
    ) -> any Screen {
        let interactor = ConfirmPlayersInteractor(
            players: players, teams: teams, memory: memory, gathers: gathers, shareFiles: shareFiles, clock: clock
        )
        let router = ConfirmPlayersRouter(user: user, navigator: navigator, factory: factory)
        let presenter = ConfirmPlayersPresenter(interactor: interactor, router: router, timeZone: timeZone)
        let view = ConfirmPlayersView(presenter: presenter)
        presenter.view = view
        return view
    }
}
