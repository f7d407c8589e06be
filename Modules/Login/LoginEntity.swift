import Domain

/// What Login needs of an account: the name it was opened with, to remember it.
public protocol LoginEntity: Sendable, Equatable {
    var username: String { get }
}

extension User: LoginEntity {}

/// Why a line typed into the form was not taken; nothing was sent.
public enum LoginRefusal: Error, Sendable, Equatable {
    /// A blank username with none to keep, or an empty password: both are needed.
    case credentialsMissing
    /// The username or the password breaks one of Domain's rules.
    case invalid(ValidationError)
    /// The new account's password, typed again, was not the same: it must be chosen again.
    case passwordsDiffer
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
