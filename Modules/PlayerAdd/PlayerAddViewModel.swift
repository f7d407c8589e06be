import Domain
import Presentation
import TerminalUI

/// The line the new-player screen waits for: each field in turn, then, only if saving
/// failed, a command (try again or cancel).
public enum PlayerAddStep: Sendable, Equatable {
    case field(PlayerField)
    /// `b` or `cancel` with a name typed: whether to leave, losing it; no asks `field` again.
    case leaving(PlayerField)
    case saveFailed
}

/// Everything the new-player view shows.
public struct PlayerAddViewModel: Sendable, Equatable {
    /// Each field's value as shown; "—" while it is empty.
    public var name: String = Wording.missing
    public var age: String = Wording.missing
    public var position: String = Wording.missing
    public var skill: String = Wording.missing
    public var favouriteTeam: String = Wording.missing
    /// The choices of the field asked, in the order they are numbered ("striker (ST)"); empty for a typed field.
    public var choices: [String] = []
    public var step: PlayerAddStep = .field(.name)
    public var message: Message?
}
