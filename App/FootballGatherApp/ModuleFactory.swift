import AuthenticationInterface
import ConfirmPlayers
import Domain
import Foundation
import Gather
import History
import LastLoadedInterface
import Login
import PlayerAdd
import PlayerDetail
import PlayerEdit
import PlayerList
import Presentation
import Records
import RosterFilesInterface
import ShareFilesInterface
import StorageSupport
import TerminalUI
import Transfer

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
    /// Said once before the first screen: what the start did to the data folder.
    let startNotices: [String]

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
        lastLoadedCopies: (any LastLoadedCopiesProviding)? = nil,
        startNotices: [String] = []
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
        self.startNotices = startNotices
    }
}

/// What the first session after start opens on.
enum SessionOpening: Sendable, Equatable {
    /// The player list, following the command line's route when there is one.
    case playerList(AppRoute?)
    /// The transfer screen, doing the job the command line asked for.
    case job(TransferJob, agreed: Bool)
}

/// Whether the command line's job went through; nil while none ended.
@MainActor
final class JobOutcome {
    var succeeded: Bool?
}

/// Builds Login and starts a signed-in session; it keeps no state of its own, so each user who signs
/// in gets a fresh `SignedInSession` that builds every screen after Login.
@MainActor
final class ModuleFactory {
    let services: AppServices
    private unowned let navigator: Navigator
    /// Which implementation builds the match screen.
    let pattern: MatchPattern
    /// Told how the command line's job ended.
    let jobEnded: @MainActor (Bool) -> Void

    init(
        services: AppServices, navigator: Navigator, pattern: MatchPattern = .viper, jobEnded: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.services = services
        self.navigator = navigator
        self.pattern = pattern
        self.jobEnded = jobEnded
    }

    /// Login, saying why the kept sign-in did not open the app, if one was kept; the first session
    /// after it opens as `opening` says (the command line's route or job).
    func makeLoginScreen(savedSignIn: LoginRefusal? = nil, opening: SessionOpening = .playerList(nil)) -> any Screen {
        makeLoginScreen(notice: nil, username: nil, savedSignIn: savedSignIn, opening: opening)
    }

    /// Login with `notice` (why the user is back), `username` filled in; its session opens on the plain player list.
    func makeLoginScreen(
        notice: String?, username: String?, savedSignIn: LoginRefusal? = nil, opening: SessionOpening = .playerList(nil)
    ) -> any Screen {
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
            factory: SessionStart(app: self, opening: opening)
        )
    }

    /// A new session for `user`, opening as `opening` says (the player list shows `notice`).
    /// `checkingInBackground`: the sign-in is not checked yet; the player list checks it (see `PlayerListModule.build`).
    func startSession(
        for user: User, notice: Message? = nil, opening: SessionOpening = .playerList(nil), checkingInBackground: ScreenUpdates? = nil
    ) -> any Screen {
        SignedInSession(user: user, services: services, navigator: navigator, app: self, signInUnchecked: checkingInBackground != nil)
            .makeFirstScreen(opening, notice: notice, checkingInBackground: checkingInBackground)
    }
}

/// What Login opens: a session for whoever signed in, opening as it was told.
@MainActor
private final class SessionStart: LoginScreenFactory {
    private unowned let app: ModuleFactory
    private let opening: SessionOpening

    init(app: ModuleFactory, opening: SessionOpening) {
        self.app = app
        self.opening = opening
    }

    func makePlayerListScreen(for user: User) -> any Screen {
        app.startSession(for: user, opening: opening)
    }
}
