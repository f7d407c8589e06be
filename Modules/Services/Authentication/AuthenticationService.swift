import Domain

/// Accounts: each user sees only their own players and gathers.
public protocol AuthenticationService: Sendable {
    /// Creates the account and signs it in.
    func register(_ credentials: Credentials) async throws -> User
    func logIn(_ credentials: Credentials) async throws -> User
    func logOut(_ user: User) async
    /// Asked before a new account's passwords, so a taken username is said at once.
    func availability(ofUsername username: String) async throws -> UsernameAvailability
}

/// Whether a username already names an account.
public enum UsernameAvailability: Sendable, Equatable {
    case free
    case taken
    /// The store can tell only by creating the account (the web service).
    case unknown
}
