import Domain

/// PlayerDetail's use cases: the player being looked at, kept current as edits are saved.
/// No service call: PlayerList hands the player over, PlayerEdit saves and reports back.
@MainActor
public protocol PlayerDetailInteracting: AnyObject {
    var player: Player { get }
    /// Takes the player as the store saved it.
    func replace(with saved: Player)
}

public final class PlayerDetailInteractor: PlayerDetailInteracting {
    public private(set) var player: Player

    public init(player: Player) {
        self.player = player
    }

    public func replace(with saved: Player) {
        // Only this player: a stray report about another one must not change the screen.
        guard saved.id == player.id else { return }
        player = saved
    }
}
