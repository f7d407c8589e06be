import Domain
import TerminalUI

/// The line the new-player screen waits for: one field after the other, then,
/// only if saving failed, a command (try again or cancel).
public enum PlayerAddStep: Sendable, Equatable {
    case name
    case age
    case position
    case skill
    case favouriteTeam
    case saveFailed
}

/// What has been entered so far; an optional field left blank stays nil.
public struct PlayerAddForm: Sendable, Equatable {
    public var name: String
    public var age: Int?
    public var position: PlayerPosition?
    public var skill: PlayerSkill?
    public var favouriteTeam: String?

    public init(
        name: String = "",
        age: Int? = nil,
        position: PlayerPosition? = nil,
        skill: PlayerSkill? = nil,
        favouriteTeam: String? = nil
    ) {
        self.name = name
        self.age = age
        self.position = position
        self.skill = skill
        self.favouriteTeam = favouriteTeam
    }

    /// The player to save.
    var details: PlayerDetails {
        PlayerDetails(name: name, age: age, position: position, skill: skill, favouriteTeam: favouriteTeam)
    }
}

/// Everything the new-player view shows.
public struct PlayerAddViewModel: Sendable, Equatable {
    public var form: PlayerAddForm
    public var step: PlayerAddStep
    public var message: Message?

    public init(form: PlayerAddForm = PlayerAddForm(), step: PlayerAddStep = .name, message: Message? = nil) {
        self.form = form
        self.step = step
        self.message = message
    }
}
