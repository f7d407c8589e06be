import TerminalUI

/// Where PlayerAdd leads: only back to where it came from.
@MainActor
public protocol PlayerAddRouting: AnyObject {
    /// Leaves the screen, saved or not; the player list reloads itself when it reappears.
    func close()
}

public final class PlayerAddRouter: PlayerAddRouting {
    private weak var navigator: (any Navigating)?

    public init(navigator: any Navigating) {
        self.navigator = navigator
    }

    public func close() {
        navigator?.pop()
    }
}
