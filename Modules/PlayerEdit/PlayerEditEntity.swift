import Domain

/// What PlayerEdit needs of the player being changed: every field it can show and change. They are
/// Domain's `PlayerFieldValues` (which the shared field wording takes), said here as the feature reads them.
public protocol PlayerEditEntity: PlayerFieldValues, Sendable {
    var name: String { get }
    var age: Int? { get }
    var position: PlayerPosition? { get }
    var skill: PlayerSkill? { get }
    var favouriteTeam: String? { get }
}

extension Player: PlayerEditEntity {}
