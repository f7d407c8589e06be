import Domain
import TerminalUI

/// Where Login leads.
@MainActor
public protocol LoginRouting<User>: AnyObject {
    associatedtype User: LoginEntity

    /// The account is open: on to its players.
    func showPlayers(of user: User)
}

/// The screens Login opens, built by the App.
@MainActor
public protocol LoginScreenFactory: AnyObject {
    func makePlayerListScreen(for user: User) -> any Screen
}

public final class LoginRouter: LoginRouting {
    private weak var navigator: (any Navigating)?
    private let factory: any LoginScreenFactory

    public init(navigator: any Navigating, factory: any LoginScreenFactory) {
        self.navigator = navigator
        self.factory = factory
    }

    /// The player list replaces Login: "back" from it must not return to the password prompt.
    public func showPlayers(of user: User) {
        navigator?.replaceRoot(with: factory.makePlayerListScreen(for: user))
    }
}
