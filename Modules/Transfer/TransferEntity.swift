import Domain
import TerminalUI

/// What Transfer needs of the signed-in user: the name its screen shows and its exports carry.
/// Domain's type conforms here; the presenter tests use a plain struct instead.
public protocol TransferEntity: Sendable {
    var username: String { get }
}

extension User: TransferEntity {}
