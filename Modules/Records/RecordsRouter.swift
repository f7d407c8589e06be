import Domain
import TerminalUI

public final class RecordsRouter: RecordsRouting {
    private let user: User
    private weak var navigator: (any Navigating)?
    private let factory: any RecordsScreenFactory

    public init(user: User, navigator: any Navigating, factory: any RecordsScreenFactory) {
        self.user = user
        self.navigator = navigator
        self.factory = factory
    }

    /// On top of the table: back returns to it.
    public func showRecord(ofPlayer id: Int, name: String) {
        navigator?.push(factory.makeRecordsScreen(for: user, ofPlayer: id, name: name))
    }

    public func close() {
        navigator?.pop()
    }
}
