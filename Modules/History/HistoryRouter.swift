import TerminalUI

/// Where History leads: only back to the player list it came from.
@MainActor
public protocol HistoryRouting: AnyObject {
    func close()
}

public final class HistoryRouter: HistoryRouting {
    private weak var navigator: (any Navigating)?

    public init(navigator: any Navigating) {
        self.navigator = navigator
    }

    public func close() {
        navigator?.pop()
    }
}
