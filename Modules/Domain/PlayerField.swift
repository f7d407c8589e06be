/// One editable piece of a player, shared by the screens that show and change
/// players so they agree on the fields without knowing each other.
public enum PlayerField: String, Sendable, CaseIterable {
    case name, age, position, skill, favouriteTeam
}

/// A value for each `PlayerField`: what the screens that show or change one player read of it.
/// `Player` has them; a feature's entity protocol refines this one to say it needs them all.
public protocol PlayerFieldValues {
    var name: String { get }
    var age: Int? { get }
    var position: PlayerPosition? { get }
    var skill: PlayerSkill? { get }
    var favouriteTeam: String? { get }
}

extension Player: PlayerFieldValues {}

/// A new value for one field of a player, as a screen read it from what was typed (or
/// tapped): the use cases that add and change players take it, and apply their rules to it.
public enum PlayerFieldValue: Sendable, Equatable {
    /// Nothing given: the field stays as it is (a new player's stays empty).
    case keep
    /// No value: the field emptied.
    case clear
    case name(String)
    case age(Int)
    case position(PlayerPosition)
    case skill(PlayerSkill)
    case favouriteTeam(String)
}
