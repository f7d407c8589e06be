import Domain
import TerminalUI

/// The line the edit screen waits for.
public enum PlayerEditStep: Sendable, Equatable {
    /// The new value of the field.
    case editing
    /// Saving failed: a command (try again or cancel). `newValue` is what waits to be
    /// saved, as shown; nil when the field is being cleared.
    case saveFailed(newValue: String?)
    /// The player was deleted elsewhere (another window, another device): nothing can be saved,
    /// and `b` goes back to the players, loaded again.
    case playerGone
}

/// One numbered line of a choice list (position, skill).
public struct PlayerEditChoice: Sendable, Equatable {
    /// What the user types: 1…n, or 0 for none.
    public var number: Int
    public var label: String
    public var isCurrent: Bool = false
}

/// Everything the edit view shows.
public struct PlayerEditViewModel: Sendable, Equatable {
    public var field: PlayerField = .name
    public var playerName: String = ""
    /// The field's value now, as shown; nil when empty.
    public var current: String?
    /// The numbered choices of a choice field; empty for free text.
    public var choices: [PlayerEditChoice] = []
    public var step: PlayerEditStep = .editing
    public var message: Message?
}
