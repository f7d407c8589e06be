import Domain
import TerminalUI

public final class PlayerDetailRouter: PlayerDetailRouting {
    private let user: User
    private weak var navigator: (any Navigating)?
    private let factory: any PlayerDetailScreenFactory
    /// The player shown, as it is now: the screens opened are about it.
    private let player: @MainActor () -> Player

    public init(user: User, navigator: any Navigating, factory: any PlayerDetailScreenFactory, player: @escaping @MainActor () -> Player) {
        self.user = user
        self.navigator = navigator
        self.factory = factory
        self.player = player
    }

    /// PlayerEdit goes on top: saving or cancelling returns here.
    public func showEdit(_ field: PlayerField, onSaved: @escaping @MainActor (any PlayerDetailEntity) -> Void) {
        guard let navigator else { return }
        navigator.push(factory.makePlayerEditScreen(for: user, player: player(), field: field, onSaved: { onSaved($0) }))
    }

    /// Records go on top: "back" returns here.
    public func showRecords() {
        guard let navigator else { return }
        navigator.push(factory.makeRecordsScreen(for: user, player: player()))
    }

    public func close() {
        navigator?.pop()
    }
}
