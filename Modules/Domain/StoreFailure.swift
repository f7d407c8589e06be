/// A store's failure that a screen can only report, and offer to try again: what is left of
/// a `ServiceError` once an Interactor has read what it means for its use case (a player
/// gone, a username taken, wrong credentials are the Interactor's own refusals).
public enum StoreFailure: Error, Sendable, Equatable {
    /// The store can't be reached or written (disk, server); trying again may help.
    case unavailable(String)
    /// The server ended the session: the App goes back to Login.
    case sessionExpired
    /// The store answered something it should not have.
    case unexpected(String)

    /// `error` as a failure to report. A case the use case should have read as a refusal of its
    /// own (not found, taken, wrong credentials, invalid) is unexpected there.
    public init(_ error: ServiceError) {
        switch error {
        case .unavailable(let detail): self = .unavailable(detail)
        case .sessionExpired: self = .sessionExpired
        case .unexpected(let detail): self = .unexpected(detail)
        case .notFound, .wrongCredentials, .usernameTaken, .invalid: self = .unexpected("the store said \(error)")
        }
    }

    /// Any error a service throws, as a failure to report.
    public init(_ error: any Error) {
        self.init(ServiceError(error))
    }
}
