import Domain

// The test doubles of this target's protocols, as isowords ships `testValue` beside each client:
// every call is a closure a test sets; one it did not set throws `ServiceError.unexpected` naming
// the call (or, when the call can't throw, answers nothing).

/// `AuthenticationService` answering what a test sets.
public struct AuthenticationServiceDouble: AuthenticationService {
    public var onRegister: @Sendable (Credentials) async throws -> User = { _ in throw notSetUp("register") }
    public var onLogIn: @Sendable (Credentials) async throws -> User = { _ in throw notSetUp("logIn") }
    public var onLogOut: @Sendable (User) async -> Void = { _ in }
    public var onAvailability: @Sendable (String) async throws -> UsernameAvailability = { _ in throw notSetUp("availability") }

    public init() {}

    public func register(_ credentials: Credentials) async throws -> User { try await onRegister(credentials) }
    public func logIn(_ credentials: Credentials) async throws -> User { try await onLogIn(credentials) }
    public func logOut(_ user: User) async { await onLogOut(user) }

    public func availability(ofUsername username: String) async throws -> UsernameAvailability {
        try await onAvailability(username)
    }
}

/// `SessionRestoring` answering what a test sets; unset, nothing was kept.
public struct SessionRestoringDouble: SessionRestoring {
    public var onSavedSignIn: @Sendable () async -> String? = { nil }
    public var onSignInFromCopy: @Sendable () async -> User? = { nil }
    public var onRestoreSession: @Sendable () async -> SessionRestoration = { .none }

    public init() {}

    public func savedSignIn() async -> String? { await onSavedSignIn() }
    public func signInFromCopy() async -> User? { await onSignInFromCopy() }
    public func restoreSession() async -> SessionRestoration { await onRestoreSession() }
}

/// `RememberedUsernameStore` answering what a test sets.
public struct RememberedUsernameStoreDouble: RememberedUsernameStore {
    public var onRememberedUsername: @Sendable () async throws -> String? = { throw notSetUp("rememberedUsername", of: "RememberedUsernameStore") }
    public var onSetRememberedUsername: @Sendable (String?) async throws -> Void = { _ in
        throw notSetUp("setRememberedUsername", of: "RememberedUsernameStore")
    }

    public init() {}

    public func rememberedUsername() async throws -> String? { try await onRememberedUsername() }
    public func setRememberedUsername(_ username: String?) async throws { try await onSetRememberedUsername(username) }
}

private func notSetUp(_ call: String, of service: String = "AuthenticationService") -> ServiceError {
    .unexpected("\(service).\(call) was not set up")
}
