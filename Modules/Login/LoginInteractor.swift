import Domain

/// Login's use cases.
@MainActor
public protocol LoginInteracting: AnyObject {
    /// The username "remember me" kept, if any; a storage failure just means none.
    func rememberedUsername() async -> String?
    func logIn(_ credentials: Credentials, rememberMe: Bool) async throws -> User
    func register(_ credentials: Credentials, rememberMe: Bool) async throws -> User
}

public final class LoginInteractor: LoginInteracting {
    private let authentication: any AuthenticationService
    private let rememberedUsernames: any RememberedUsernameStore

    public init(authentication: any AuthenticationService, rememberedUsernames: any RememberedUsernameStore) {
        self.authentication = authentication
        self.rememberedUsernames = rememberedUsernames
    }

    public func rememberedUsername() async -> String? {
        try? await rememberedUsernames.rememberedUsername()
    }

    public func logIn(_ credentials: Credentials, rememberMe: Bool) async throws -> User {
        let user = try await authentication.logIn(credentials)
        await remember(user, rememberMe)
        return user
    }

    public func register(_ credentials: Credentials, rememberMe: Bool) async throws -> User {
        let user = try await authentication.register(credentials)
        await remember(user, rememberMe)
        return user
    }

    /// Keeping the username is a convenience: failing to save it must not block the login.
    private func remember(_ user: User, _ rememberMe: Bool) async {
        try? await rememberedUsernames.setRememberedUsername(rememberMe ? user.username : nil)
    }
}
