import ConfirmPlayers
import Domain
import Foundation
import GathersInterface
import History
import LastLoadedInterface
import MatchScreen
import PlayerAdd
import PlayerDetail
import PlayerEdit
import PlayerList
import PlayersInterface
import Presentation
import Records
import RecordsInterface
import TerminalUI
import Transfer

/// One user's stay, from signing in to logging out (or the session expiring): it owns that user's
/// services, watched for an expired session, and the team sheet's last arrangement, and builds every
/// screen after Login. Each feature's `…ScreenFactory` is satisfied here, so features never import each other.
@MainActor
final class SignedInSession {
    private let user: User
    private let services: AppServices
    private unowned let navigator: Navigator
    private unowned let app: ModuleFactory
    private lazy var players: any PlayersService = SessionWatchingPlayersService(
        base: services.userServices.playersService(for: user), onExpired: { [weak self] in self?.expired() },
        onAnswered: { [weak self] in self?.signInUnchecked = false })
    private lazy var gathers: any GathersService = SessionWatchingGathersService(base: services.userServices.gathersService(for: user)) {
        [weak self] in self?.expired()
    }
    private lazy var records: any RecordsService = SessionWatchingRecordsService(base: services.userServices.recordsService(for: user)) {
        [weak self] in self?.expired()
    }
    private let copies: any LastLoadedCopies
    /// Signed in with a kept token the server has not answered about yet: refused, it was the saved sign-in.
    private var signInUnchecked: Bool

    init(user: User, services: AppServices, navigator: Navigator, app: ModuleFactory, signInUnchecked: Bool = false) {
        self.user = user
        self.services = services
        self.navigator = navigator
        self.app = app
        self.signInUnchecked = signInUnchecked
        copies = services.lastLoadedCopies?.lastLoadedCopies(for: user) ?? NoLastLoadedCopies()
    }

    /// Whichever screen meets an expired session, the user lands on Login with the reason,
    /// instead of an error on every screen.
    private func expired() {
        guard !signInUnchecked else {
            return navigator.replaceRoot(with: app.makeLoginScreen(savedSignIn: .savedSignInRefused))
        }
        navigator.replaceRoot(with: app.makeLoginScreen(notice: ServiceError.sessionExpired.message, username: user.username))
    }

    /// The first screen: the player list (showing `notice`), or the transfer screen doing the command line's job.
    func makeFirstScreen(_ opening: SessionOpening, notice: Message?, checkingInBackground: ScreenUpdates? = nil) -> any Screen {
        switch opening {
        case .playerList(let route): makePlayerList(notice: notice, route: route, checkingInBackground: checkingInBackground)
        case .job(let job, let agreed):
            TransferModule.build(
                user: user, job: job, agreed: agreed, players: players, gathers: gathers, files: services.rosterFiles,
                exports: services.shareFiles, clock: services.clock, navigator: navigator, factory: self, onJobEnded: app.jobEnded
            )
        }
    }

    /// The list a session opens on, and comes back to after a match: nothing is selected, so no sheet to go back to.
    func makePlayerList(notice: Message?, route: AppRoute? = nil, checkingInBackground: ScreenUpdates? = nil) -> any Screen {
        PlayerListModule.build(
            user: user,
            players: players,
            gathers: gathers,
            authentication: services.authentication,
            navigator: navigator,
            factory: self,
            notice: notice,
            route: route,
            copies: copies,
            clock: services.clock,
            timeZone: services.timeZone,
            rosterFiles: services.rosterFiles,
            checkingInBackground: checkingInBackground
        )
    }
}

/// A finished match leads back to the player list, whichever pattern built its screen.
extension SignedInSession: MatchScreenExits {
    func makePlayerListScreen(for user: User, notice: Message) -> any Screen {
        makePlayerList(notice: notice)
    }
}

/// A job done, the player list is next.
extension SignedInSession: TransferScreenFactory {
    func makePlayerListScreen(for user: User) -> any Screen {
        makePlayerList(notice: nil)
    }
}

extension SignedInSession: PlayerListScreenFactory {
    func makePlayerAddScreen(for user: User) -> any Screen {
        SignedInScreen(PlayerAddModule.build(players: players, navigator: navigator), username: user.username)
    }

    func makePlayerDetailScreen(for user: User, player: Player) -> any Screen {
        SignedInScreen(PlayerDetailModule.build(user: user, player: player, navigator: navigator, factory: self), username: user.username)
    }

    func makeReadOnlyPlayerDetailScreen(for user: User, player: Player) -> any Screen {
        SignedInScreen(PlayerDetailModule.build(user: user, player: player, navigator: navigator, factory: self, readOnly: true), username: user.username)
    }

    func makePlayerDetailScreen(for user: User, player: Player, editing field: PlayerField) -> any Screen {
        SignedInScreen(PlayerDetailModule.build(user: user, player: player, navigator: navigator, factory: self, editing: field), username: user.username)
    }

    func makeConfirmPlayersScreen(
        for user: User, players: [Player], teams: [Player.ID: Team], sheet: [Player.ID: Team],
        keepSheet: @escaping @MainActor ([Player.ID: Team]) -> Void
    ) -> any Screen {
        let screen = ConfirmPlayersModule.build(
            user: user,
            players: players,
            teams: teams,
            remembered: sheet,
            remember: keepSheet,
            gathers: gathers,
            shareFiles: services.shareFiles,
            clock: services.clock,
            timeZone: services.timeZone,
            navigator: navigator,
            factory: self
        )
        return SignedInScreen(screen, username: user.username)
    }

    func makeHistoryScreen(for user: User) -> any Screen {
        SignedInScreen(
            HistoryModule.build(
                gathers: gathers, shareFiles: services.shareFiles, timeZone: services.timeZone, navigator: navigator,
                copies: copies, clock: services.clock
            ), username: user.username)
    }

    func makeHistoryScreen(for user: User, openingMatch number: Int) -> any Screen {
        SignedInScreen(
            HistoryModule.build(
                gathers: gathers, shareFiles: services.shareFiles, timeZone: services.timeZone,
                navigator: navigator, openingMatch: number, copies: copies, clock: services.clock
            ), username: user.username)
    }

    func makeRecordsScreen(for user: User) -> any Screen {
        SignedInScreen(
            RecordsModule.build(
                user: user, scope: .everyone, records: records, gathers: gathers, timeZone: services.timeZone, navigator: navigator, factory: self,
                copies: copies, clock: services.clock
            ), username: user.username)
    }

    /// Logging out ends the session: Login as at start, with no route to follow.
    func makeLoginScreen() -> any Screen {
        app.makeLoginScreen()
    }
}

/// A new match (from ConfirmPlayers) and a resumed one (from PlayerList) open the same screen, built
/// by the pattern the command line chose, with the same arguments whichever it is.
extension SignedInSession: ConfirmPlayersScreenFactory {
    func makeGatherScreen(for user: User, unfinished: UnfinishedGather) -> any Screen {
        app.pattern.builder.build(
            user: user, unfinished: unfinished, gathers: gathers, shareFiles: services.shareFiles, clock: services.clock,
            timeZone: services.timeZone, navigator: navigator, factory: self
        )
    }
}

extension SignedInSession: PlayerDetailScreenFactory {
    func makePlayerEditScreen(for user: User, player: Player, field: PlayerField, onSaved: @escaping @MainActor (Player) -> Void) -> any Screen {
        SignedInScreen(PlayerEditModule.build(player: player, field: field, players: players, navigator: navigator, onSaved: onSaved), username: user.username)
    }

    func makeRecordsScreen(for user: User, player: Player) -> any Screen {
        makeRecordsScreen(for: user, ofPlayer: player.id, name: player.name)
    }

    func makeRecordsScreen(for user: User, ofPlayer id: Int, name: String) -> any Screen {
        SignedInScreen(
            RecordsModule.build(
                user: user, scope: .player(id: id, name: name), records: records, gathers: gathers, timeZone: services.timeZone,
                navigator: navigator, factory: self, copies: copies, clock: services.clock
            ), username: user.username)
    }
}

/// A row of the records table opens that player's record.
extension SignedInSession: RecordsScreenFactory {}
