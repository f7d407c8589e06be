import Domain

public final class PlayerDetailInteractor: PlayerDetailInteracting {
    /// The player as last saved.
    public private(set) var storedPlayer: Player
    public let isReadOnly: Bool

    /// `readOnly`: opened from a roster shown offline (its last loaded copy), so no field may be edited.
    public init(player: Player, readOnly: Bool = false) {
        storedPlayer = player
        isReadOnly = readOnly
    }

    public var player: any PlayerDetailEntity { storedPlayer }

    /// Domain's order of a player's fields.
    public var fields: [PlayerField] { PlayerField.allCases }

    public func field(atRow number: Int) throws(PlayerDetailRefusal) -> PlayerField {
        guard (1...fields.count).contains(number) else { throw .noSuchRow(number, count: fields.count) }
        return fields[number - 1]
    }

    public func edit(_ field: PlayerField) throws(PlayerDetailRefusal) {
        if isReadOnly { throw .offline }
    }

    public func replace(with saved: any PlayerDetailEntity) -> [PlayerField] {
        // Only this player: a stray report about another one must not change the screen.
        guard saved.id == storedPlayer.id else { return [] }
        let before = storedPlayer
        storedPlayer = Player(
            id: saved.id,
            details: PlayerDetails(name: saved.name, age: saved.age, position: saved.position, skill: saved.skill, favouriteTeam: saved.favouriteTeam))
        return fields.filter { field in
            switch field {
            case .name: before.name != saved.name
            case .age: before.age != saved.age
            case .position: before.position != saved.position
            case .skill: before.skill != saved.skill
            case .favouriteTeam: before.favouriteTeam != saved.favouriteTeam
            }
        }
    }
}
