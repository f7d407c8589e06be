import TerminalUI

/// Whether the user is logging in to an account or creating one.
public enum LoginIntent: Sendable, Equatable {
    case logIn, register
}

/// The line the login screen waits for.
public enum LoginStep: Sendable, Equatable {
    case menu
    case username(LoginIntent)
    case password(LoginIntent)
    case repeatPassword
}

/// Everything the login view shows.
public struct LoginViewModel: Sendable, Equatable {
    /// The username typed or kept so far; empty when there is none.
    public var username: String
    /// Whether `username` is the one "remember me" kept.
    public var isRemembered: Bool
    public var rememberMe: Bool
    /// Where data lives ("local: ~/.local/share/footballgather").
    public var storageDescription: String
    public var step: LoginStep
    public var message: Message?

    public init(
        username: String = "",
        isRemembered: Bool = false,
        rememberMe: Bool = false,
        storageDescription: String = "",
        step: LoginStep = .menu,
        message: Message? = nil
    ) {
        self.username = username
        self.isRemembered = isRemembered
        self.rememberMe = rememberMe
        self.storageDescription = storageDescription
        self.step = step
        self.message = message
    }
}
