import Domain

/// What ConfirmPlayers needs of a picked player: who it is, a name and position to list, a skill to balance by.
public protocol ConfirmPlayersEntity: Sendable {
    var id: Int { get }
    var name: String { get }
    var position: PlayerPosition? { get }
    var skill: PlayerSkill? { get }
}

extension Player: ConfirmPlayersEntity {}

extension ConfirmPlayersEntity {
    var isGoalkeeper: Bool { position == .goalkeeper }
}
