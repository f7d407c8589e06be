import Domain

/// What PlayerDetail needs of a player: who it is and every field it shows.
public protocol PlayerDetailEntity: PlayerFieldValues, Sendable, Equatable, Identifiable {}

extension Player: PlayerDetailEntity {}

/// Why PlayerDetail refused to open a field's editor.
public enum PlayerDetailRefusal: Error, Sendable, Equatable {
    /// Opened from a roster shown offline: nothing may be changed until the store is back.
    case offline
}
