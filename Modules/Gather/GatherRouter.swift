import Domain
import Presentation
import TerminalUI

/// Where Gather leads: back to a fresh player list, through the navigator.
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
