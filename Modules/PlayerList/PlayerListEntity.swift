import Domain

/// What PlayerList needs of a player: who they are (to pick and delete them) and what the table shows.
public protocol PlayerListEntity: Sendable {
    var id: Int { get }
    var name: String { get }
    var position: PlayerPosition? { get }
    var skill: PlayerSkill? { get }
}

extension Player: PlayerListEntity {}
