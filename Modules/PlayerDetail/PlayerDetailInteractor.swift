import Domain

/// PlayerDetail's use case: the player being looked at, kept as last saved.
/// No service call: PlayerList hands the player over, PlayerEdit saves and reports back.
@MainActor
public protocol PlayerDetailInteracting<Player>: AnyObject {
    associatedtype Player: PlayerDetailEntity

    var player: Player { get }
    /// Opened from a roster shown offline (its last loaded copy): no field may be edited.
    var isReadOnly: Bool { get }
    /// The player whose `field` is to be changed; refused while read-only.
    func edit(_ field: PlayerField) -> Result<Player, PlayerDetailRefusal>
    /// Takes the player as the store saved it and returns the fields that changed.
    func replace(with saved: Player) -> [PlayerField]
}

public final class PlayerDetailInteractor: PlayerDetailInteracting {
    public private(set) var player: Player
    public let isReadOnly: Bool

    public init(player: Player, readOnly: Bool = false) {
        self.player = player
        isReadOnly = readOnly
    }

    public func edit(_ field: PlayerField) -> Result<Player, PlayerDetailRefusal> {
        isReadOnly ? .failure(.offline) : .success(player)
    }

    public func replace(with saved: Player) -> [PlayerField] {
        // Only this player: a stray report about another one must not change the screen.
        guard saved.id == player.id else { return [] }
        let before = player
        player = saved
        return PlayerField.allCases.filter { field in
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
