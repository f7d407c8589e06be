import Domain

/// What PlayerDetail needs of a player: who it is and every field it shows.
public protocol PlayerDetailEntity: PlayerFieldValues, Sendable {
    var id: Int { get }
}

extension Player: PlayerDetailEntity {}
