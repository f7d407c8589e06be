import Domain
import TerminalUI

// Login at a glance: logging in or registering, checked by Domain's rules, and the username
// "remember me" keeps. Its roles' protocols come in one order in every feature (Interactor,
// Presenter, Router, View), then what its use cases take and answer; LoginEntity.swift says what
// it needs of an account, and the role files hold the implementations.

// MARK: Interactor

/// Login's use cases: the credentials being typed, checked by Domain's rules, the account
/// they open or create, and the username "remember me" keeps.
@MainActor
public protocol LoginInteracting: AnyObject {
    /// The username typed or kept so far; empty when there is none.
    var username: String { get }
    /// Whether `username` is the one "remember me" kept on this computer.
    var isUsernameRemembered: Bool { get }
    /// Whether logging in needs only the password: the username is the remembered one, or that of
    /// the session that just ended (after an expiry the user types a password by habit).
    var isUsernameKnown: Bool { get }
    /// Whether the next account opened keeps its username for the next start.
    var rememberMe: Bool { get }
    /// What "remember me" keeps with this store.
    var remembering: RememberMeScope { get }
    /// Whether the last log in or registration failed only because the store could not be used:
    /// then it can be sent again as it was, without typing it again.
    var canRetryAttempt: Bool { get }

    /// Reads the username "remember me" kept: it fills the form, with remember me on,
    /// unless another user's name is there already.
    func recallRememberedUsername() async
    /// Turns "remember me" on or off, and says which; refused where nothing outlives the app.
    func toggleRememberMe() throws(LoginRefusal) -> Bool
    /// The username typed, kept trimmed; blank keeps the one already there.
    func enterUsername(_ username: String) throws(LoginRefusal)
    /// A new account's username, kept trimmed once the store finds it free or can't tell;
    /// blank is missing (the name already in the form is an account).
    func chooseUsername(_ username: String) async throws(LoginRefusal) -> NewUsername
    /// Logs in as `username` with `password`, kept exactly as typed: the account opened.
    func logIn(password: String) async throws(LoginRefusal) -> any LoginEntity
    /// The password a new account is to have, kept until it is typed again.
    func choosePassword(_ password: String) throws(LoginRefusal)
    /// Creates the account once the chosen password is typed again the same: the account opened.
    func register(repeatedPassword: String) async throws(LoginRefusal) -> any LoginEntity
    /// Tries again the sign-in "remember me" kept, which the server could not check at start.
    func retrySavedSignIn() async throws(LoginRefusal) -> any LoginEntity
    /// Sends the failed attempt again; `credentialsMissing` when there is none to send.
    func retryAttempt() async throws(LoginRefusal) -> any LoginEntity
}

// MARK: Presenter

/// What the login view tells its presenter.
@MainActor
public protocol LoginPresenting: AnyObject {
    func viewWillAppear() async
    /// Logs in: as the remembered user with only the password, else username first.
    func didChooseLogIn()
    /// Logs in as someone other than the remembered user.
    func didChooseAnotherUser()
    func didChooseRegister()
    func didToggleRememberMe()
    /// Tries again the kept sign-in the server could not check at start.
    func didChooseRetrySavedSignIn() async
    /// Sends again the log in or registration the store could not answer.
    func didChooseRetryAttempt() async
    func didEnterUnknownCommand(_ line: String)
    /// The username typed while one is asked, as typed.
    func didEnterUsername(_ username: String) async
    /// The password typed while one is asked (or asked again), as typed.
    func didEnterPassword(_ password: String) async
    /// `?` at a field: what to type there, asked again.
    func didAskForHelp()
    /// `b` or `cancel` at a field: back to the menu, nothing kept of the attempt.
    func didLeaveField()
}

// MARK: Router

/// Where Login leads.
@MainActor
public protocol LoginRouting: AnyObject {
    /// The account is open: on to its players.
    func showPlayers(of user: any LoginEntity)
}

/// The screens Login opens, built by the App.
@MainActor
public protocol LoginScreenFactory: AnyObject {
    func makePlayerListScreen(for user: User) -> any Screen
}

// MARK: View

/// What the login presenter tells its view.
@MainActor
public protocol LoginDisplaying: AnyObject {
    func display(_ viewModel: LoginViewModel)
}

// MARK: What the use cases take and answer

/// What "remember me" keeps with the store in use.
public enum RememberMeScope: Sendable, Equatable {
    /// The username (a local database).
    case username
    /// The username and a login token, until logging out (a server).
    case usernameAndToken
    /// Nothing outlives the app (the demo).
    case nothing
}

/// What is known of a new account's username once it is typed.
public enum NewUsername: Sendable, Equatable {
    case free
    /// The store tells only when the account is created, after the passwords.
    case unchecked
}

/// Why a use case of Login did not go through. A password is forgotten either way.
public enum LoginRefusal: Error, Sendable, Equatable {
    /// A blank username with none to keep, or an empty password: both are needed (nothing was sent).
    case credentialsMissing
    /// The username or the password breaks one of Domain's rules.
    case invalid(ValidationError)
    /// The new account's password, typed again, was not the same: it must be chosen again.
    case passwordsDiffer
    /// The new account's username already names an account.
    case usernameTaken
    /// "Remember me" with a store that keeps nothing once the app quits (the demo).
    case nothingToRemember
    /// The store knows no account with this username and password.
    case wrongCredentials
    /// The server refused the sign-in "remember me" kept: the password is needed again.
    case savedSignInRefused
    /// The server could not be asked about the kept sign-in; it is kept, so trying again may work.
    case savedSignInUnreachable(StoreFailure)
    /// No kept sign-in is left to try.
    case noSavedSignIn
    /// The store could not be used; an attempt it did not answer may be sent again as it was.
    case failed(StoreFailure)
}
