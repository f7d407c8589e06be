import Domain
import TerminalUI

/// Where PlayerDetail leads.
@MainActor
public protocol PlayerDetailRouting<Player>: AnyObject {
    associatedtype Player: PlayerDetailEntity

    /// Opens the editor of one field; `onSaved` gets the player as saved.
    func showEdit(_ field: PlayerField, of player: Player, onSaved: @escaping @MainActor (Player) -> Void)
    /// This player's record and last matches.
    func showRecords(of player: Player)
    /// Back to the player list, which reloads itself.
    func close()
}

/// The screens PlayerDetail opens, built by the App.
@MainActor
public protocol PlayerDetailScreenFactory: AnyObject {
    func makePlayerEditScreen(
        for user: User,
        player: Player,
        field: PlayerField,
        onSaved: @escaping @MainActor (Player) -> Void
    ) -> any Screen
    func makeRecordsScreen(for user: User, player: Player) -> any Screen
}

public final class PlayerDetailRouter: PlayerDetailRouting {
    private let user: User
    private weak var navigator: (any Navigating)?
    private let factory: any PlayerDetailScreenFactory

    public init(user: User, navigator: any Navigating, factory: any PlayerDetailScreenFactory) {
        self.user = user
        self.navigator = navigator
        self.factory = factory
    }

    /// PlayerEdit goes on top: saving or cancelling returns here.
    public func showEdit(_ field: PlayerField, of player: Player, onSaved: @escaping @MainActor (Player) -> Void) {
        navigator?.push(factory.makePlayerEditScreen(for: user, player: player, field: field, onSaved: onSaved))
    }

    /// Records go on top: "back" returns here.
    public func showRecords(of player: Player) {
        navigator?.push(factory.makeRecordsScreen(for: user, player: player))
    }

    public func close() {
        navigator?.pop()
    }
}
