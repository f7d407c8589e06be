import Domain
import Presentation
import TerminalUI

/// What Login says, as pure functions of what the Interactor answered.
enum LoginWording {
    static let bothRequired = "Username and password are both required."
    static let demoRemembersNothing = "The demo keeps nothing once you quit, so there is nothing to remember."
    static let checkingSavedSignIn = "Checking your saved sign-in…"
    static let tryingAgain = "Trying again…"
    static let checkingUsername = "Checking the username…"
    static let loggingIn = "Logging in…"
    static let creatingAccount = "Creating the account…"

    static func demoHint(_ account: Credentials) -> String {
        "The sample players are \(account.username)’s: log in as \(account.username), password \(account.password)."
    }

    static func takenIsToldLater(_ username: String) -> String {
        "Whether “\(username)” is free is told only when the account is created, after the passwords."
    }

    /// What "remember me" now keeps, with this store.
    static func rememberMe(_ on: Bool, keeping scope: RememberMeScope) -> String {
        guard on else { return "Your username will not be remembered." }
        return scope == .usernameAndToken
            ? "Your username and a login token will be kept on this computer until you log out (never your password)."
            : "Your username will be remembered on this computer (never your password)."
    }

    /// A store's failure, and how to try again: `t` when the attempt can be retried as it was.
    static func failed(_ error: ServiceError, canRetry: Bool) -> String {
        error.message + (canRetry ? " Type t to try again." : " Type l to try again.")
    }

    static func refusal(_ refusal: LoginRefusal) -> String {
        switch refusal {
        case .credentialsMissing: bothRequired
        case .invalid(let error): error.message
        case .passwordsDiffer: ValidationError.mismatch(field: .password).message + " Type the password again."
        case .usernameTaken: ServiceError.usernameTaken.message
        case .nothingToRemember: demoRemembersNothing
        }
    }

    /// `?` at a field: what it takes, and what Enter alone does there.
    static func help(for step: LoginStep, username: String) -> String {
        let toMenu = "Enter alone goes back to the menu."
        switch step {
        case .menu: return ""
        case .username(.logIn):
            return "Type your username." + (username.isEmpty ? " " + toMenu : " Enter alone keeps \(username).")
        case .username(.register): return "Choose a username for the new account. " + toMenu
        case .password(.logIn): return "Type your password; it is not shown. " + toMenu
        case .password(.register): return "Choose a password of at least 8 characters; it is not shown. " + toMenu
        case .repeatPassword: return "Type the same password again, to be sure of it. " + toMenu
        }
    }

    static func savedSignIn(_ problem: SavedSignInProblem) -> String {
        switch problem {
        case .refused: "Your saved sign-in was refused by the server; log in again."
        case .unreachable(let error): "Your saved sign-in could not be checked. \(error.message) Type t to try again, or log in."
        case .none: "No saved sign-in is left; log in."
        }
    }
}
