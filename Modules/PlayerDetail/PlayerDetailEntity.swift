import Domain

/// What PlayerDetail needs of a player: who it is and every field it shows.
public protocol PlayerDetailEntity: Sendable, Equatable, Identifiable {
    var name: String { get }
    var age: Int? { get }
    var position: PlayerPosition? { get }
    var skill: PlayerSkill? { get }
    var favouriteTeam: String? { get }
}

extension Player: PlayerDetailEntity {}
