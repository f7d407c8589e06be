import Domain

/// What PlayerEdit needs of the player being changed: every field it can show and change.
public protocol PlayerEditEntity: PlayerFieldValues, Sendable, Equatable {}

extension Player: PlayerEditEntity {}

extension PlayerField {
    /// Position and skill are picked from a list; the others are typed.
    var isChoice: Bool {
        self == .position || self == .skill
    }

    /// Every field but the name may be empty.
    var isClearable: Bool {
        self != .name
    }
}

/// Why a typed value was not taken; the player stays as it was.
public enum PlayerEditRefusal: Error, Sendable, Equatable {
    /// The value breaks one of Domain's rules.
    case invalid(ValidationError)
    /// The name was asked to be cleared: a player can't be without one.
    case nameRequired
    /// The answer to a choice list is none of its numbers: 1 to `count`, or 0.
    case notAChoice(PlayerField, count: Int)
}

/// What became of an answer that was taken.
public enum PlayerEditSaving<Player: PlayerEditEntity>: Sendable, Equatable {
    /// Nothing to save: Enter alone, or the value the player has already.
    case unchanged
    /// The player as the store keeps it now.
    case saved(Player)
    /// The new value was not stored; it waits to be saved again.
    case failed(ServiceError)
}
