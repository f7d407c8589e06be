import Domain
import TerminalUI

/// Where Records leads: one player's record from the table, and back to the screen it came from.
@MainActor
public protocol RecordsRouting: AnyObject {
    /// One player's record and last matches, over the table.
    func showRecord(ofPlayer id: Int, name: String)
    func close()
}

/// The screens Records opens, built by the App.
@MainActor
public protocol RecordsScreenFactory: AnyObject {
    func makeRecordsScreen(for user: User, ofPlayer id: Int, name: String) -> any Screen
}

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
