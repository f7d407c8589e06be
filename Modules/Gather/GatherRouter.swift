import Domain
import TerminalUI

/// Where Gather leads.
@MainActor
public protocol GatherRouting: AnyObject {
    /// The gather ended: a fresh player list, with nothing selected, replaces every screen.
    func showPlayerList()
}

/// The screens Gather opens, built by the App.
@MainActor
public protocol GatherScreenFactory: AnyObject {
    func makePlayerListScreen(for user: User) -> any Screen
}

public final class GatherRouter: GatherRouting {
    private let user: User
    private weak var navigator: (any Navigating)?
    private let factory: any GatherScreenFactory

    public init(user: User, navigator: any Navigating, factory: any GatherScreenFactory) {
        self.user = user
        self.navigator = navigator
        self.factory = factory
    }

    /// A new root, not a pop: "back" must not lead into the finished match or the
    /// selection that started it.
    public func showPlayerList() {
        navigator?.replaceRoot(with: factory.makePlayerListScreen(for: user))
    }
}
