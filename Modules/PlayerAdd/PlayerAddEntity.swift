import Domain

/// What PlayerAdd needs of the player being added: every field the form asks.
public protocol PlayerAddEntity: Sendable, Equatable {
    var name: String { get }
    var age: Int? { get }
    var position: PlayerPosition? { get }
    var skill: PlayerSkill? { get }
    var favouriteTeam: String? { get }
}

extension PlayerDetails: PlayerAddEntity {}

/// Why a line typed for a field was not taken; the draft stays as it was.
public enum PlayerAddRefusal: Error, Sendable, Equatable {
    /// The value breaks one of Domain's rules.
    case invalid(ValidationError)
    /// The answer to a choice list is none of its numbers, 1 to `count`.
    case notAChoice(PlayerField, count: Int)
}
