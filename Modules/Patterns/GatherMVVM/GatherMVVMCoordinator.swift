import Domain
import MatchScreen
import Presentation
import TerminalUI

/// Where the match screen leads: navigation is by a coordinator (MVVM-C), not by the view model,
/// which only raises that the match was left. The module connects the two.
@MainActor
public final class GatherMVVMCoordinator {
    private let user: User
    /// Weak: the navigator holds the screen, which holds the view model, which holds this.
    private weak var navigator: (any Navigating)?
    private let factory: any MatchScreenExits

    public init(user: User, navigator: any Navigating, factory: any MatchScreenExits) {
        self.user = user
        self.navigator = navigator
        self.factory = factory
    }

    /// The match ended, or went elsewhere: a fresh player list showing `notice` replaces every
    /// screen. A new root, not a pop: "back" must not lead into the finished match or the
    /// selection that started it.
    public func showPlayerList(notice: Message) {
        navigator?.replaceRoot(with: factory.makePlayerListScreen(for: user, notice: notice))
    }
}
