import Domain
import TerminalUI

public final class LoginRouter: LoginRouting {
    private weak var navigator: (any Navigating)?
    private let factory: any LoginScreenFactory

    public init(navigator: any Navigating, factory: any LoginScreenFactory) {
        self.navigator = navigator
        self.factory = factory
    }

    /// The player list replaces Login: "back" from it must not return to the password prompt.
    public func showPlayers(of user: any LoginEntity) {
        navigator?.replaceRoot(with: factory.makePlayerListScreen(for: User(id: user.id, username: user.username)))
    }
}
