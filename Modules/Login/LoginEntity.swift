import Domain

/// What Login needs of an account: the name it was opened with, to remember it.
public protocol LoginEntity: Sendable, Equatable {
    var username: String { get }
}

extension User: LoginEntity {}

/// What "remember me" keeps with the store in use.
public enum RememberMeScope: Sendable, Equatable {
    /// The username (a local database).
    case username
    /// The username and a login token, until logging out (a server).
    case usernameAndToken
    /// Nothing outlives the app (the demo).
    case nothing
}

/// Why a line typed into the form was not taken; nothing was sent.
public enum LoginRefusal: Error, Sendable, Equatable {
    /// A blank username with none to keep, or an empty password: both are needed.
    case credentialsMissing
    /// The username or the password breaks one of Domain's rules.
    case invalid(ValidationError)
    /// The new account's password, typed again, was not the same: it must be chosen again.
    case passwordsDiffer
    /// The new account's username already names an account.
    case usernameTaken
    /// "Remember me" with a store that keeps nothing once the app quits (the demo).
    case nothingToRemember
}

/// What is known of a new account's username once it is typed.
public enum NewUsername: Sendable, Equatable {
    case free
    /// The store tells only when the account is created, after the passwords.
    case unchecked
}

/// Why the sign-in "remember me" kept did not open the app.
public enum SavedSignInProblem: Error, Sendable, Equatable {
    /// The server refused it: the password is needed again.
    case refused
    /// The server could not be asked; the sign-in is kept, so trying again may work.
    case unreachable(ServiceError)
    /// No kept sign-in is left to try.
    case none
}

/// How an attempt to log in or to register ended. The password is forgotten either way.
public enum LoginAttempt<User: LoginEntity>: Sendable, Equatable {
    /// The account is open.
    case succeeded(User)
    /// A rule refused what was typed: nothing was sent.
    case refused(LoginRefusal)
    /// The store turned the credentials down, or could not be reached.
    case failed(ServiceError)
}
