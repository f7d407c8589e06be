import Domain
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

/// What has been typed so far. The password lives only until the attempt ends.
struct LoginForm: Sendable, Equatable {
    var username = ""
    var password = ""
    var rememberMe = false
}

/// Everything the login view shows.
public struct LoginViewModel: Sendable, Equatable {
    public var username: String
    public var isRemembered: Bool
    public var rememberMe: Bool
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
