import Domain
import TerminalUI

/// What Login needs of an account: the name it was opened with, to remember it, and the id the
/// App opens the account's session for.
public protocol LoginEntity: Sendable {
    var id: String { get }
    var username: String { get }
}

extension User: LoginEntity {}
