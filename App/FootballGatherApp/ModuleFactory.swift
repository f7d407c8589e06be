import ConfirmPlayers
import Domain
import Foundation
import Gather
import History
import Login
import PlayerAdd
import PlayerDetail
import PlayerEdit
import PlayerList
import Records
import StorageSupport
import Presentation
import TerminalUI

/// The services of the chosen store, as the features need them.
struct AppServices: Sendable {
    let authentication: any AuthenticationService
    let rememberedUsernames: any RememberedUsernameStore
    let userServices: any UserServicesProviding
    /// Where data lives, for the login screen ("local: ~/.local/share/footballgather").
    let storageDescription: String
    /// What "now" is: the system clock in the app, a manual one in tests.
    let clock: any WallClock
    /// The zone dates are shown in.
    let timeZone: TimeZone
    /// What "remember me" keeps with this store.
    let remembering: RememberMeScope
    /// Signs in with what "remember me" kept, to skip Login (a server store, the demo).
    let sessionRestorer: (any SessionRestoring)?
    /// The sample account a demo opens on, told on Login.
    let demoAccount: Credentials?
    /// Writes what `share FILE` shares.
    let shareFiles: any ShareFileWriting
    /// Keeps each user's roster and history as last loaded (a server store, which can be away); nil: none kept.
    let lastLoadedCopies: (any LastLoadedCopiesProviding)?

    init(
        authentication: any AuthenticationService,
        rememberedUsernames: any RememberedUsernameStore,
        userServices: any UserServicesProviding,
        storageDescription: String,
        clock: any WallClock,
        timeZone: TimeZone = .current,
        remembering: RememberMeScope = .username,
        sessionRestorer: (any SessionRestoring)? = nil,
        demoAccount: Credentials? = nil,
        shareFiles: any ShareFileWriting = ShareFileWriter(home: DataDirectory.home(environment: ProcessInfo.processInfo.environment)),
        lastLoadedCopies: (any LastLoadedCopiesProviding)? = nil
    ) {
        self.authentication = authentication
        self.rememberedUsernames = rememberedUsernames
        self.userServices = userServices
        self.storageDescription = storageDescription
        self.clock = clock
        self.timeZone = timeZone
        self.remembering = remembering
        self.sessionRestorer = sessionRestorer
        self.demoAccount = demoAccount
        self.shareFiles = shareFiles
        self.lastLoadedCopies = lastLoadedCopies
    }
}

/// Builds every feature module with its dependencies: the one place that knows them all.
/// Each feature's `…ScreenFactory` protocol is satisfied here, so features never import each other.
@MainActor
final class ModuleFactory {
    private let services: AppServices
    private unowned let navigator: Navigator
    /// The team sheet's last arrangement, for as long as one player list is open.
    private var teamSheetMemory = TeamSheetMemory()
    /// Where the command line asked to start: the first player list follows it, once.
    private var route: AppRoute?

    init(services: AppServices, navigator: Navigator, route: AppRoute? = nil) {
        self.services = services
        self.navigator = navigator
        self.route = route
    }

    func makeLoginScreen() -> any Screen {
        makeLoginScreen(notice: nil, username: nil)
    }

    /// Login at start, saying why the kept sign-in did not open the app, if one was kept.
    func makeLoginScreen(savedSignIn: SavedSignInProblem?) -> any Screen {
        makeLoginScreen(notice: nil, username: nil, savedSignIn: savedSignIn)
    }

    private func makeLoginScreen(notice: String?, username: String?, savedSignIn: SavedSignInProblem? = nil) -> any Screen {
        LoginModule.build(
            authentication: services.authentication,
            rememberedUsernames: services.rememberedUsernames,
            sessionRestorer: services.sessionRestorer,
            storageDescription: services.storageDescription,
            remembering: services.remembering,
            notice: notice,
            savedSignIn: savedSignIn,
            demoAccount: services.demoAccount,
            username: username,
            navigator: navigator,
            factory: self
        )
    }

    /// The user's services, watched for an expired session: whichever screen meets
    /// it, the user lands on Login with the reason, instead of an error on every screen.
    private func players(for user: User) -> any PlayersService {
        SessionWatchingPlayersService(base: services.userServices.playersService(for: user)) { [weak self] in
            self?.sessionExpired(for: user)
        }
    }

    private func gathers(for user: User) -> any GathersService {
        SessionWatchingGathersService(base: services.userServices.gathersService(for: user)) { [weak self] in
            self?.sessionExpired(for: user)
        }
    }

    private func records(for user: User) -> any RecordsService {
        SessionWatchingRecordsService(base: services.userServices.recordsService(for: user)) { [weak self] in
            self?.sessionExpired(for: user)
        }
    }

    private func copies(for user: User) -> any LastLoadedCopies {
        services.lastLoadedCopies?.lastLoadedCopies(for: user) ?? NoLastLoadedCopies()
    }

    private func sessionExpired(for user: User) {
        navigator.replaceRoot(with: makeLoginScreen(notice: ServiceError.sessionExpired.message, username: user.username))
    }
}

/// Login and a finished match both lead to the player list.
extension ModuleFactory: LoginScreenFactory, GatherScreenFactory {
    func makePlayerListScreen(for user: User) -> any Screen {
        makePlayerList(for: user, notice: nil)
    }

    func makePlayerListScreen(for user: User, notice: Message) -> any Screen {
        makePlayerList(for: user, notice: notice)
    }

    private func makePlayerList(for user: User, notice: Message?) -> any Screen {
        // A new list (after logging in, or after a match) has nothing selected, so no sheet to go back to.
        teamSheetMemory = TeamSheetMemory()
        defer { route = nil }
        return PlayerListModule.build(
            user: user,
            players: players(for: user),
            gathers: gathers(for: user),
            authentication: services.authentication,
            navigator: navigator,
            factory: self,
            notice: notice,
            route: route,
            copies: copies(for: user),
            clock: services.clock,
            timeZone: services.timeZone
        )
    }
}

extension ModuleFactory: PlayerListScreenFactory {
    func makePlayerAddScreen(for user: User) -> any Screen {
        SignedInScreen(PlayerAddModule.build(players: players(for: user), navigator: navigator), username: user.username)
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

    func makeConfirmPlayersScreen(for user: User, players: [Player], teams: [Player.ID: Team]) -> any Screen {
        let screen = ConfirmPlayersModule.build(
            user: user,
            players: players,
            teams: teams,
            memory: teamSheetMemory,
            gathers: gathers(for: user),
            shareFiles: services.shareFiles,
            clock: services.clock,
            timeZone: services.timeZone,
            navigator: navigator,
            factory: self
        )
        return SignedInScreen(screen, username: user.username)
    }

    func makeHistoryScreen(for user: User) -> any Screen {
        SignedInScreen(HistoryModule.build(
            gathers: gathers(for: user), shareFiles: services.shareFiles, timeZone: services.timeZone, navigator: navigator,
            copies: copies(for: user), clock: services.clock
        ), username: user.username)
    }

    func makeHistoryScreen(for user: User, openingMatch number: Int) -> any Screen {
        SignedInScreen(HistoryModule.build(
            gathers: gathers(for: user), shareFiles: services.shareFiles, timeZone: services.timeZone,
            navigator: navigator, openingMatch: number, copies: copies(for: user), clock: services.clock
        ), username: user.username)
    }

    func makeRecordsScreen(for user: User) -> any Screen {
        SignedInScreen(RecordsModule.build(
            user: user, scope: .everyone, records: records(for: user), timeZone: services.timeZone, navigator: navigator, factory: self,
            copies: copies(for: user), clock: services.clock
        ), username: user.username)
    }
}

/// A new match (from ConfirmPlayers) and a resumed one (from PlayerList) open the same screen.
extension ModuleFactory: ConfirmPlayersScreenFactory {
    func makeGatherScreen(for user: User, unfinished: UnfinishedGather) -> any Screen {
        GatherModule.build(
            user: user,
            unfinished: unfinished,
            gathers: gathers(for: user),
            shareFiles: services.shareFiles,
            clock: services.clock,
            timeZone: services.timeZone,
            navigator: navigator,
            factory: self
        )
    }
}

extension ModuleFactory: PlayerDetailScreenFactory {
    func makePlayerEditScreen(
        for user: User,
        player: Player,
        field: PlayerField,
        onSaved: @escaping @MainActor (Player) -> Void
    ) -> any Screen {
        SignedInScreen(PlayerEditModule.build(
            player: player,
            field: field,
            players: players(for: user),
            navigator: navigator,
            onSaved: onSaved
        ), username: user.username)
    }

    func makeRecordsScreen(for user: User, player: Player) -> any Screen {
        makeRecordsScreen(for: user, ofPlayer: player.id, name: player.name)
    }

    func makeRecordsScreen(for user: User, ofPlayer id: Int, name: String) -> any Screen {
        SignedInScreen(RecordsModule.build(
            user: user, scope: .player(id: id, name: name), records: records(for: user), timeZone: services.timeZone,
            navigator: navigator, factory: self, copies: copies(for: user), clock: services.clock
        ), username: user.username)
    }
}

/// A row of the records table opens that player's record.
extension ModuleFactory: RecordsScreenFactory {}
