// What a service's failure is, in terms a presenter can show. The service protocols themselves
// are each in its own small target under Modules/Services (AuthenticationInterface, PlayersInterface, …).

/// What went wrong in a service, in terms a presenter can show.
public enum ServiceError: Error, Sendable, Equatable {
    case wrongCredentials
    case usernameTaken
    case notFound
    case sessionExpired
    case invalid(ValidationError)
    /// The store can't be reached or written (disk, server); retrying may help.
    case unavailable(String)
    /// The store answered something it should not have.
    case unexpected(String)
}

extension ServiceError {
    /// Any error a service throws, as a `ServiceError` (what is not one is `unexpected`).
    public init(_ error: any Error) {
        self = (error as? ServiceError) ?? .unexpected(String(describing: error))
    }
}

extension ServiceError {
    /// The store could not be reached: the last loaded copy may stand in for it.
    public var isUnavailable: Bool {
        if case .unavailable = self { true } else { false }
    }
}
