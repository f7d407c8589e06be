import Domain

/// What PlayerAdd needs of the player being added: every field the form asks. They are Domain's
/// `PlayerFieldValues` (which the shared field wording takes), said here as the feature reads them.
public protocol PlayerAddEntity: PlayerFieldValues, Sendable {
    var name: String { get }
    var age: Int? { get }
    var position: PlayerPosition? { get }
    var skill: PlayerSkill? { get }
    var favouriteTeam: String? { get }
}

extension PlayerDetails: PlayerAddEntity {}
