import Domain
import Presentation
import TerminalUI

/// The line the new-player screen waits for: each field in turn, then, only if saving
/// failed, a command (try again or cancel).
public enum PlayerAddStep: Sendable, Equatable {
    case field(PlayerField)
    case saveFailed
}

/// Everything the new-player view shows.
public struct PlayerAddViewModel: Sendable, Equatable {
    /// Each field's value as shown; "—" while it is empty.
    public var name: String
    public var age: String
    public var position: String
    public var skill: String
    public var favouriteTeam: String
    /// The choices of the field asked, in the order they are numbered ("striker (ST)"); empty for a typed field.
    public var choices: [String]
    public var step: PlayerAddStep
    public var message: Message?

    public init(
        name: String = Wording.missing,
        age: String = Wording.missing,
        position: String = Wording.missing,
        skill: String = Wording.missing,
        favouriteTeam: String = Wording.missing,
        choices: [String] = [],
        step: PlayerAddStep = .field(.name),
        message: Message? = nil
    ) {
        self.name = name
        self.age = age
        self.position = position
        self.skill = skill
        self.favouriteTeam = favouriteTeam
        self.choices = choices
        self.step = step
        self.message = message
    }
}
