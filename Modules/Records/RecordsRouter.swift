import TerminalUI

/// Where Records leads: only back to the screen it came from.
@MainActor
public protocol RecordsRouting: AnyObject {
    func close()
}

public final class RecordsRouter: RecordsRouting {
    private weak var navigator: (any Navigating)?

    public init(navigator: any Navigating) {
        self.navigator = navigator
    }

    public func close() {
        navigator?.pop()
    }
}
