import AuthenticationInterface
import Domain

/// Login's use cases: the credentials being typed, checked by Domain's rules, the account
/// they open or create, and the username "remember me" keeps.
@MainActor
public protocol LoginInteracting<User>: AnyObject {
    associatedtype User: LoginEntity

    /// The username typed or kept so far; empty when there is none.
    var username: String { get }
    /// Whether `username` is the one "remember me" kept on this computer.
    var isUsernameRemembered: Bool { get }
    /// Whether logging in needs only the password: the username is the remembered one, or that of
    /// the session that just ended (after an expiry the user types a password by habit).
    var isUsernameKnown: Bool { get }
    /// Whether the next account opened keeps its username for the next start.
    var rememberMe: Bool { get }
    /// What "remember me" keeps with this store.
    var remembering: RememberMeScope { get }

    /// Reads the username "remember me" kept: it fills the form, with remember me on,
    /// unless another user's name is there already.
    func recallRememberedUsername() async
    /// Turns "remember me" on or off, and says which; refused where nothing outlives the app.
    func toggleRememberMe() -> Result<Bool, LoginRefusal>
    /// The username typed, kept trimmed; blank keeps the one already there. Nil when taken.
    func enterUsername(_ name: String) -> LoginRefusal?
    /// A new account's username, kept trimmed once the store finds it free or can't tell;
    /// blank is missing (the name already in the form is an account).
    func chooseUsername(_ name: String) async -> Result<NewUsername, LoginRefusal>
    /// Logs in as `username` with `password`, kept exactly as typed.
    func logIn(password: String) async -> LoginAttempt<User>
    /// The password a new account is to have, kept until it is typed again. Nil when taken.
    func choosePassword(_ password: String) -> LoginRefusal?
    /// Creates the account once the chosen password is typed again the same.
    func register(repeatedPassword: String) async -> LoginAttempt<User>
    /// Tries again the sign-in "remember me" kept, which the server could not check at start.
    func retrySavedSignIn() async -> Result<User, SavedSignInProblem>
    /// Whether the last log in or registration failed only because the store could not be used:
    /// then it can be sent again as it was, without typing it again.
    var canRetryAttempt: Bool { get }
    /// Sends the failed attempt again; nil when there is none to send.
    func retryAttempt() async -> LoginAttempt<User>?
}

public final class LoginInteractor: LoginInteracting {
    public private(set) var username: String
    public private(set) var rememberMe = false
    public let remembering: RememberMeScope
    private var rememberedUsername: String?
    /// The new account's password between the two times it is typed; nil otherwise.
    private var chosenPassword: String?
    /// An attempt the store could not answer, kept (in memory only) until it is sent again or another begins.
    private var failedAttempt: (credentials: Credentials, isNew: Bool)?
    private let authentication: any AuthenticationService
    private let rememberedUsernames: any RememberedUsernameStore
    private let sessionRestorer: (any SessionRestoring)?
    /// The user whose session just ended, if the form opened for them.
    private let endedSessionUsername: String?

    /// `username` prefills the form: the user whose session just ended, if any.
    /// `sessionRestorer` signs in again with what "remember me" kept (a server store); `remembering`
    /// is what this store keeps.
    public init(
        authentication: any AuthenticationService,
        rememberedUsernames: any RememberedUsernameStore,
        sessionRestorer: (any SessionRestoring)? = nil,
        remembering: RememberMeScope = .username,
        username: String? = nil
    ) {
        self.remembering = remembering
        self.authentication = authentication
        self.rememberedUsernames = rememberedUsernames
        self.sessionRestorer = sessionRestorer
        self.username = username ?? ""
        endedSessionUsername = username
    }

    public var isUsernameRemembered: Bool {
        rememberedUsername != nil && rememberedUsername == username
    }

    public var isUsernameKnown: Bool {
        isUsernameRemembered || (!username.isEmpty && username == endedSessionUsername)
    }

    public func recallRememberedUsername() async {
        // A storage failure just means nobody is remembered.
        rememberedUsername = try? await rememberedUsernames.rememberedUsername()
        if let rememberedUsername, username.isEmpty || username == rememberedUsername {
            username = rememberedUsername
            rememberMe = true
        }
    }

    public func toggleRememberMe() -> Result<Bool, LoginRefusal> {
        guard remembering != .nothing else { return .failure(.nothingToRemember) }
        rememberMe.toggle()
        return .success(rememberMe)
    }

    public var canRetryAttempt: Bool { failedAttempt != nil }

    public func retryAttempt() async -> LoginAttempt<User>? {
        guard let attempt = failedAttempt else { return nil }
        return await open(attempt.credentials, isNew: attempt.isNew)
    }

    public func enterUsername(_ name: String) -> LoginRefusal? {
        failedAttempt = nil
        let typed = name.trimmingCharacters(in: .whitespaces).isEmpty ? username : name
        guard !typed.isEmpty else { return .credentialsMissing }
        switch Validation.username(typed) {
        case .success(let valid):
            username = valid
            return nil
        case .failure(let error):
            return .invalid(error)
        }
    }

    public func chooseUsername(_ name: String) async -> Result<NewUsername, LoginRefusal> {
        failedAttempt = nil
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { return .failure(.credentialsMissing) }
        let valid: String
        switch Validation.username(name) {
        case .success(let name): valid = name
        case .failure(let error): return .failure(.invalid(error))
        }
        // A store that can't answer now still refuses a taken name when the account is created.
        let availability = (try? await authentication.availability(ofUsername: valid)) ?? .unknown
        guard availability != .taken else { return .failure(.usernameTaken) }
        username = valid
        return .success(availability == .free ? .free : .unchecked)
    }

    public func logIn(password: String) async -> LoginAttempt<User> {
        switch check(password, rule: Validation.password) {
        case .success(let password): await open(Credentials(username: username, password: password), isNew: false)
        case .failure(let refusal): .refused(refusal)
        }
    }

    public func choosePassword(_ password: String) -> LoginRefusal? {
        switch check(password, rule: Validation.newPassword) {
        case .success(let password):
            chosenPassword = password
            return nil
        case .failure(let refusal):
            return refusal
        }
    }

    public func register(repeatedPassword: String) async -> LoginAttempt<User> {
        guard let chosen = chosenPassword else { return .refused(.credentialsMissing) }
        // Kept no longer than this attempt, and a mismatch means choosing it again.
        chosenPassword = nil
        guard repeatedPassword == chosen else { return .refused(.passwordsDiffer) }
        return await open(Credentials(username: username, password: chosen), isNew: true)
    }

    public func retrySavedSignIn() async -> Result<User, SavedSignInProblem> {
        switch await sessionRestorer?.restoreSession() ?? .none {
        case .restored(let user), .offline(let user, _): .success(user)
        case .refused: .failure(.refused)
        case .unreachable(let error): .failure(.unreachable(error))
        case .none: .failure(.none)
        }
    }

    /// A password is kept exactly as typed; it needs a username to go with it. Only a new
    /// one has a minimum length, so older, shorter passwords still log in.
    private func check(
        _ password: String,
        rule: (String) -> Result<String, ValidationError>
    ) -> Result<String, LoginRefusal> {
        guard !username.isEmpty, !password.isEmpty else { return .failure(.credentialsMissing) }
        return rule(password).mapError(LoginRefusal.invalid)
    }

    private func open(_ credentials: Credentials, isNew: Bool) async -> LoginAttempt<User> {
        failedAttempt = nil
        do {
            let user =
                isNew
                ? try await authentication.register(credentials)
                : try await authentication.logIn(credentials)
            // Keeping the username is a convenience: failing to save it must not block the login.
            try? await rememberedUsernames.setRememberedUsername(rememberMe ? user.username : nil)
            return .succeeded(user)
        } catch {
            let error = ServiceError(error)
            // Only a store that could not answer is worth asking again; a refusal stands.
            if case .unavailable = error { failedAttempt = (credentials, isNew) }
            return .failed(error)
        }
    }
}
