import Domain
import Presentation
import TerminalUI

/// What Login says, as pure functions of what the Interactor answered and of the form shown.
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

    /// What to say once a new account's username is taken: nothing when the store found it free.
    static func newUsername(_ known: NewUsername, _ username: String) -> String? {
        switch known {
        case .free: nil
        case .unchecked: "Whether “\(username)” is free is told only when the account is created, after the passwords."
        }
    }

    /// What "remember me" now keeps, with this store.
    static func rememberMe(_ on: Bool, keeping scope: RememberMeScope) -> String {
        guard on else { return "Your username will not be remembered." }
        return scope == .usernameAndToken
            ? "Your username and a login token will be kept on this computer until you log out (never your password)."
            : "Your username will be remembered on this computer (never your password)."
    }

    /// Why a use case did not go through; after a store's failure, how to try again: `t` when the
    /// attempt can be sent again as it was (`canRetry`), else `l`.
    static func refusal(_ refusal: LoginRefusal, canRetry: Bool = false) -> String {
        switch refusal {
        case .credentialsMissing: bothRequired
        case .invalid(let error): error.message
        case .passwordsDiffer: ValidationError.mismatch(field: .password).message + " Type the password again."
        case .usernameTaken: ServiceError.usernameTaken.message
        case .nothingToRemember: demoRemembersNothing
        case .wrongCredentials: ServiceError.wrongCredentials.message + tryAgain(canRetry)
        case .failed(let failure): failure.message + tryAgain(canRetry)
        case .savedSignInRefused: "Your saved sign-in was refused by the server; log in again."
        case .savedSignInUnreachable(let failure): "Your saved sign-in could not be checked. \(failure.message) Type t to try again, or log in."
        case .noSavedSignIn: "No saved sign-in is left; log in."
        }
    }

    private static func tryAgain(_ canRetry: Bool) -> String {
        canRetry ? " Type t to try again." : " Type l to try again."
    }

    /// `?` at a field: what it takes, and what Enter alone does there.
    static func help(for step: LoginStep, username: String) -> String {
        let toMenu = "Enter alone, b or cancel goes back to the menu."
        switch step {
        case .menu: return ""
        case .username(.logIn):
            return "Type your username." + (username.isEmpty ? " " + toMenu : " Enter alone keeps \(username).")
        case .username(.register): return "Choose a username for the new account. " + toMenu
        case .password(.logIn): return "Type your password; it is not shown. " + toMenu
        case .password(.register): return "Choose a password of \(atLeast); it is not shown. " + toMenu
        case .repeatPassword: return "Type the same password again, to be sure of it. " + toMenu
        }
    }

    /// "at least 8 characters": Domain's rule for a new password.
    static let atLeast = "at least \(Validation.newPasswordMinimumLength) characters"

    // MARK: The form

    static func title(registering: Bool) -> String {
        registering ? "Register" : "Login"
    }

    static func usernameLine(_ username: String, isRemembered: Bool) -> String {
        "Username:     " + (username.isEmpty ? Wording.missing : username + (isRemembered ? "  (remembered)" : ""))
    }

    static func rememberMeLine(_ on: Bool, keeping scope: RememberMeScope) -> String {
        let box =
            switch (scope, on) {
            case (.nothing, _): "no (the demo keeps nothing)"
            case (_, false): "[ ] no"
            case (.username, true): "[x] yes (username only)"
            case (.usernameAndToken, true): "[x] yes (username and login token)"
            }
        return "Remember me:  " + box
    }

    /// The prompt of the field asked: `username` is the one kept in the form, which Enter alone keeps at log in.
    static func prompt(for step: LoginStep, username: String) -> String {
        switch step {
        case .menu: ""
        // The name kept in the form is an account already: a new one is typed afresh.
        case .username(.register): "Username:"
        case .username(.logIn): username.isEmpty ? "Username:" : "Username [\(username)]:"
        case .password(.logIn): "Password:"
        case .password(.register): "Password (\(atLeast)):"
        case .repeatPassword: "Repeat password:"
        }
    }

    // MARK: The menu's commands

    static func logInAsHelp(_ username: String) -> String {
        "Log in as \(username): only the password is asked."
    }

    static let logInHelp = "Log in with your username and password."
    static let otherUserHelp = "Log in as someone else: type the username, then the password."
    static let registerHelp = "Create an account: choose a username and a password (\(atLeast))."

    /// What `m` keeps with this store; nil where nothing outlives the app (no `m` then).
    static func rememberMeHelp(keeping scope: RememberMeScope) -> String? {
        switch scope {
        case .username: "Keep your username on this computer for the next start (never your password)."
        case .usernameAndToken:
            "Keep your username and a login token on this computer, so the next start skips the password until you log out (never your password)."
        case .nothing: nil
        }
    }

    static let retryAttemptHelp = "Send the same username and password again; nothing needs typing again."
    static let retrySavedSignInHelp = "Ask the server again about your saved sign-in."
}
