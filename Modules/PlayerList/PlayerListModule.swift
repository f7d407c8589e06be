import AuthenticationInterface
import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import PlayersInterface
import Presentation
import RosterFilesInterface
import TerminalUI

/// Builds the player list screen: View, Interactor, Presenter and Router, wired.
@MainActor
public enum PlayerListModule {
    /// `notice` is shown when the list first appears (what the screen before it did); `route`, where
    /// the command line asked to start, is followed from here once the list has loaded. `copies` keep the roster
    /// as last loaded (stamped by `clock`), shown read-only while the store can't be reached.
    /// `checkingInBackground`: the list opens on a saved sign-in not yet checked with the store; it shows
    /// the last loaded copy at once, read-only, while its first load asks the store (the one wait, which
    /// `q` cuts short), and says through it when the answer (or the timeout) is on screen.
    public static func build(
        user: User,
        players: any PlayersService,
        gathers: any GathersService,
        authentication: any AuthenticationService,
        navigator: any Navigating,
        factory: any PlayerListScreenFactory,
        notice: Message? = nil,
        route: AppRoute? = nil,
        copies: any LastLoadedCopies,
        clock: any WallClock,
        timeZone: TimeZone,
        rosterFiles: any RosterFileReading,
        checkingInBackground: ScreenUpdates? = nil
    ) -> any Screen {
        let interactor = PlayerListInteractor(
            user: user, players: players, gathers: gathers, authentication: authentication, copies: copies, clock: clock,
            rosterFiles: rosterFiles, route: route
        )
        let router = PlayerListRouter(
            user: user, navigator: navigator, factory: factory, roster: { [unowned interactor] in interactor.roster },
            sheet: SheetTeams(read: { [unowned interactor] in interactor.sheetTeams }, keep: { [weak interactor] in interactor?.sheetTeams = $0 }))
        let presenter = PlayerListPresenter(
            interactor: interactor, router: router, notice: notice,
            offline: OfflineNotice(timeZone: timeZone, now: clock.now), checkingInBackground: checkingInBackground
        )
        let view = PlayerListView(presenter: presenter)
        presenter.view = view
        return view
    }
}
