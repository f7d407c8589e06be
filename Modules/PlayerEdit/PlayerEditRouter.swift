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
}
