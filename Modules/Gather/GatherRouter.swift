import Domain
import TerminalUI

/// Where Gather leads.
@MainActor
public protocol GatherRouting: AnyObject {
    /// The match ended: a fresh player list, with nothing selected, replaces every screen and shows `notice`.
    func showPlayerList(notice: Message)
}

/// The screens Gather opens, built by the App.
@MainActor
public protocol GatherScreenFactory: AnyObject {
    /// The player list, showing `notice` when it first appears.
    func makePlayerListScreen(for user: User, notice: Message) -> any Screen
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
    public func showPlayerList(notice: Message) {
        navigator?.replaceRoot(with: factory.makePlayerListScreen(for: user, notice: notice))
    }
}
