import Domain

/// What ConfirmPlayers needs of a picked player: who it is, a name and position to list, a skill to balance by.
public protocol ConfirmPlayersEntity: Sendable {
    var id: Int { get }
    var name: String { get }
    var position: PlayerPosition? { get }
    var skill: PlayerSkill? { get }
}

extension Player: ConfirmPlayersEntity {}

/// A picked player as the sheet keeps them: what `ConfirmPlayersEntity` says of them, as a value. Kept as
/// protocol values, a sheet of 10 000 put each in a box of its own (1.1 MB).
public struct SheetPlayer: ConfirmPlayersEntity, Equatable {
    public let id: Int
    public let name: String
    public let position: PlayerPosition?
    public let skill: PlayerSkill?

    public init(_ player: some ConfirmPlayersEntity) {
        id = player.id
        name = player.name
        position = player.position
        skill = player.skill
    }
}

extension ConfirmPlayersEntity {
    var isGoalkeeper: Bool { position == .goalkeeper }
}
