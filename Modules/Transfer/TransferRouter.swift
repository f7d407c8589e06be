import Domain
import TerminalUI

public final class TransferRouter: TransferRouting {
    private let user: User
    private weak var navigator: (any Navigating)?
    private let factory: any TransferScreenFactory
    private let onJobEnded: @MainActor (Bool) -> Void

    /// `onJobEnded` hears whether the job succeeded (the app's exit status says it to a script).
    public init(user: User, navigator: any Navigating, factory: any TransferScreenFactory, onJobEnded: @escaping @MainActor (Bool) -> Void) {
        self.user = user
        self.navigator = navigator
        self.factory = factory
        self.onJobEnded = onJobEnded
    }

    public func jobEnded(succeeded: Bool) {
        onJobEnded(succeeded)
    }

    /// A new root: the job runs once, so there is nothing to go back to.
    public func showPlayerList() {
        navigator?.replaceRoot(with: factory.makePlayerListScreen(for: user))
    }
}
