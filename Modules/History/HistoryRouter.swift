import TerminalUI

/// Where History leads: back to the player list it came from, through the navigator.
public final class HistoryRouter: HistoryRouting {
    private weak var navigator: (any Navigating)?

    public init(navigator: any Navigating) {
        self.navigator = navigator
    }

    public func close() {
        navigator?.pop()
    }
}
