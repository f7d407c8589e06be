import Domain

/// Signs in again at start with what "remember me" kept (a server's login token).
public protocol SessionRestoring: Sendable {
    /// The username a kept sign-in names, read on this machine alone (nil: nothing to restore), so
    /// the app can say whom it is checking while `restoreSession` waits on the server.
    func savedSignIn() async -> String?
    /// The user a kept sign-in names, signed in at once with the kept token, unchecked, when this
    /// machine keeps their roster as last loaded: the first screen shows that copy while its own load
    /// checks the sign-in with the server (one wait, not two). Nil: `restoreSession` decides.
    func signInFromCopy() async -> User?
    func restoreSession() async -> SessionRestoration
}

/// How a kept sign-in came back at start.
public enum SessionRestoration: Sendable, Equatable {
    /// Nothing was kept to sign in with.
    case none
    case restored(User)
    /// The server refused the kept token: it is forgotten, the username kept.
    case refused
    /// The server could not be asked: the token is kept for another try.
    case unreachable(ServiceError)
    /// The server could not be asked, but the user's data as last loaded is kept: signed in with the
    /// kept token, to show that copy read-only until the server answers (and checks the token).
    case offline(User, ServiceError)

    public var user: User? {
        switch self {
        case .restored(let user), .offline(let user, _): user
        default: nil
        }
    }
}
