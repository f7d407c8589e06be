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
    public var username: String = ""
    /// Whether `username` is the one "remember me" kept.
    public var isRemembered: Bool = false
    public var rememberMe: Bool = false
    public var remembering: RememberMeScope = .username
    /// Whether the sign-in "remember me" kept can be tried again (the server was away).
    public var canRetrySavedSignIn: Bool = false
    /// Whether the last attempt, which the store could not answer, can be sent again as typed.
    public var canRetryAttempt: Bool = false
    /// Where data lives ("local: ~/.local/share/footballgather").
    public var storageDescription: String = ""
    public var step: LoginStep = .menu
    /// A standing line under the form (the demo's account).
    public var hint: String?
    public var message: Message?
}
