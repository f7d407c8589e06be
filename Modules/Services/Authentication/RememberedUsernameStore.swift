/// The username kept by "remember me" (the username only, never a password).
public protocol RememberedUsernameStore: Sendable {
    func rememberedUsername() async throws -> String?
    func setRememberedUsername(_ username: String?) async throws
}
