import AuthenticationInterface
import Domain

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

    public func toggleRememberMe() throws(LoginRefusal) -> Bool {
        guard remembering != .nothing else { throw .nothingToRemember }
        rememberMe.toggle()
        return rememberMe
    }

    public var canRetryAttempt: Bool { failedAttempt != nil }

    public func retryAttempt() async throws(LoginRefusal) -> any LoginEntity {
        guard let attempt = failedAttempt else { throw .credentialsMissing }
        return try await open(attempt.credentials, isNew: attempt.isNew)
    }

    public func enterUsername(_ username: String) throws(LoginRefusal) {
        failedAttempt = nil
        let typed = username.trimmingCharacters(in: .whitespaces).isEmpty ? self.username : username
        guard !typed.isEmpty else { throw .credentialsMissing }
        self.username = try Self.valid(typed, rule: Validation.username)
    }

    public func chooseUsername(_ username: String) async throws(LoginRefusal) -> NewUsername {
        failedAttempt = nil
        guard !username.trimmingCharacters(in: .whitespaces).isEmpty else { throw .credentialsMissing }
        let valid = try Self.valid(username, rule: Validation.username)
        // A store that can't answer now still refuses a taken name when the account is created.
        let availability = (try? await authentication.availability(ofUsername: valid)) ?? .unknown
        guard availability != .taken else { throw .usernameTaken }
        self.username = valid
        return availability == .free ? .free : .unchecked
    }

    public func logIn(password: String) async throws(LoginRefusal) -> any LoginEntity {
        let password = try check(password, rule: Validation.password)
        return try await open(Credentials(username: username, password: password), isNew: false)
    }

    public func choosePassword(_ password: String) throws(LoginRefusal) {
        chosenPassword = try check(password, rule: Validation.newPassword)
    }

    public func register(repeatedPassword: String) async throws(LoginRefusal) -> any LoginEntity {
        guard let chosen = chosenPassword else { throw .credentialsMissing }
        // Kept no longer than this attempt, and a mismatch means choosing it again.
        chosenPassword = nil
        guard repeatedPassword == chosen else { throw .passwordsDiffer }
        return try await open(Credentials(username: username, password: chosen), isNew: true)
    }

    public func retrySavedSignIn() async throws(LoginRefusal) -> any LoginEntity {
        switch await sessionRestorer?.restoreSession() ?? .none {
        case .restored(let user), .offline(let user, _): return user
        case .refused: throw .savedSignInRefused
        case .unreachable(let error): throw .savedSignInUnreachable(StoreFailure(error))
        case .none: throw .noSavedSignIn
        }
    }

    /// A password is kept exactly as typed; it needs a username to go with it. Only a new
    /// one has a minimum length, so older, shorter passwords still log in.
    private func check(_ password: String, rule: (String) -> Result<String, ValidationError>) throws(LoginRefusal) -> String {
        guard !username.isEmpty, !password.isEmpty else { throw .credentialsMissing }
        return try Self.valid(password, rule: rule)
    }

    /// `value` as Domain's `rule` keeps it, or refused with what it breaks.
    private static func valid(_ value: String, rule: (String) -> Result<String, ValidationError>) throws(LoginRefusal) -> String {
        switch rule(value) {
        case .success(let valid): return valid
        case .failure(let error): throw .invalid(error)
        }
    }

    private func open(_ credentials: Credentials, isNew: Bool) async throws(LoginRefusal) -> any LoginEntity {
        failedAttempt = nil
        let user: User
        do {
            user =
                isNew
                ? try await authentication.register(credentials)
                : try await authentication.logIn(credentials)
        } catch {
            let error = ServiceError(error)
            // Only a store that could not answer is worth asking again; a refusal stands.
            if case .unavailable = error { failedAttempt = (credentials, isNew) }
            throw Self.refusal(error)
        }
        // Keeping the username is a convenience: failing to save it must not block the login.
        try? await rememberedUsernames.setRememberedUsername(rememberMe ? user.username : nil)
        return user
    }

    /// What the store's answer means for an attempt to open an account.
    private static func refusal(_ error: ServiceError) -> LoginRefusal {
        switch error {
        case .wrongCredentials: .wrongCredentials
        case .usernameTaken: .usernameTaken
        case .invalid(let error): .invalid(error)
        case .notFound, .sessionExpired, .unavailable, .unexpected: .failed(StoreFailure(error))
        }
    }
}
