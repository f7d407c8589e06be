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
import Presentation
import Records
import StorageSupport
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
    /// Reads what `import FILE` imports.
    let rosterFiles: any RosterFileReading
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
        rosterFiles: any RosterFileReading = RosterFileReader(home: DataDirectory.home(environment: ProcessInfo.processInfo.environment)),
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
        self.rosterFiles = rosterFiles
        self.lastLoadedCopies = lastLoadedCopies
    }
}

/// Builds Login and starts a signed-in session; it keeps no state of its own, so each user who signs
/// in gets a fresh `SignedInSession` that builds every screen after Login.
@MainActor
final class ModuleFactory {
    let services: AppServices
    private unowned let navigator: Navigator

    init(services: AppServices, navigator: Navigator) {
        self.services = services
        self.navigator = navigator
    }

    /// Login, saying why the kept sign-in did not open the app, if one was kept; the first player list
    /// after it follows `route` (the command line's).
    func makeLoginScreen(savedSignIn: SavedSignInProblem? = nil, route: AppRoute? = nil) -> any Screen {
        makeLoginScreen(notice: nil, username: nil, savedSignIn: savedSignIn, route: route)
    }

    /// Login with `notice` (why the user is back), `username` filled in; its player list follows no route.
    func makeLoginScreen(notice: String?, username: String?, savedSignIn: SavedSignInProblem? = nil, route: AppRoute? = nil) -> any Screen {
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
            factory: SessionStart(app: self, route: route)
        )
    }

    /// A new session for `user`, opening on the player list (which follows `route`, with `notice`).
    func startSession(for user: User, notice: Message? = nil, route: AppRoute? = nil) -> any Screen {
        SignedInSession(user: user, services: services, navigator: navigator, app: self).makePlayerList(notice: notice, route: route)
    }
}

/// What Login opens: a session for whoever signed in, following the route it was given.
@MainActor
private final class SessionStart: LoginScreenFactory {
    private unowned let app: ModuleFactory
    private let route: AppRoute?

    init(app: ModuleFactory, route: AppRoute?) {
        self.app = app
        self.route = route
    }

    func makePlayerListScreen(for user: User) -> any Screen {
        app.startSession(for: user, route: route)
    }
}
