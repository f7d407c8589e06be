import TerminalUI

public final class PlayerEditRouter: PlayerEditRouting {
    private weak var navigator: (any Navigating)?
    private let onSaved: @MainActor () -> Void

    /// `onSaved` reports the player as saved to the screen that opened the editor.
    public init(navigator: any Navigating, onSaved: @escaping @MainActor () -> Void) {
        self.navigator = navigator
        self.onSaved = onSaved
    }

    public func close() {
        navigator?.pop()
    }

    public func closeAfterSaving() {
        onSaved()
        navigator?.pop()
    }

    /// The list is the root once signed in; it loads the players again when it appears.
    public func closeToPlayers() {
        navigator?.popToRoot()
    }
}
