import TerminalUI

public final class PlayerAddRouter: PlayerAddRouting {
    private weak var navigator: (any Navigating)?

    public init(navigator: any Navigating) {
        self.navigator = navigator
    }

    public func close() {
        navigator?.pop()
    }
}
