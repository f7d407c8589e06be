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
