import Domain
import TerminalUI

public final class ConfirmPlayersRouter: ConfirmPlayersRouting {
    private let user: User
    private weak var navigator: (any Navigating)?
    private let factory: any ConfirmPlayersScreenFactory

    public init(user: User, navigator: any Navigating, factory: any ConfirmPlayersScreenFactory) {
        self.user = user
        self.navigator = navigator
        self.factory = factory
    }

    /// The gather replaces the whole stack: "back" during a match must not reach the team sheet
    /// of a gather that already exists.
    public func showGather(_ unfinished: UnfinishedGather) {
        navigator?.replaceRoot(with: factory.makeGatherScreen(for: user, unfinished: unfinished))
    }

    public func close() {
        navigator?.pop()
    }
}
