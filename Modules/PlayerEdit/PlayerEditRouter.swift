import Domain
import TerminalUI

/// Where PlayerEdit leads: only back to the details it came from.
@MainActor
public protocol PlayerEditRouting<Player>: AnyObject {
    associatedtype Player: PlayerEditEntity

    /// Back, nothing changed.
    func close()
    /// Back, after reporting the player as saved so the details show it at once.
    func close(saved player: Player)
    /// Back past the details to the players: the player is no more.
    func closeToPlayers()
}

public final class PlayerEditRouter: PlayerEditRouting {
    private weak var navigator: (any Navigating)?
    private let onSaved: @MainActor (Player) -> Void

    public init(navigator: any Navigating, onSaved: @escaping @MainActor (Player) -> Void) {
        self.navigator = navigator
        self.onSaved = onSaved
    }

    public func close() {
        navigator?.pop()
    }

    public func close(saved player: Player) {
        onSaved(player)
        navigator?.pop()
    }

    /// The list is the root once signed in; it loads the players again when it appears.
    public func closeToPlayers() {
        navigator?.popToRoot()
    }
}
