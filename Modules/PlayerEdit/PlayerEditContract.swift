import Domain

// PlayerEdit at a glance: one field of a player changed: the value the View reads is checked and
// saved by the Interactor, and the screen closes once nothing is left to save. Its roles'
// protocols come in one order in every feature (Interactor, Presenter, Router, View), then what
// its use cases take and answer; PlayerEditEntity.swift says what it needs of the player being
// changed, and the role files hold the implementations.

// MARK: Interactor

/// The use cases: the rules for changing one field of a player, and saving the player with
/// the new value.
@MainActor
public protocol PlayerEditInteracting: AnyObject {
    /// The player as stored.
    var player: any PlayerEditEntity { get }
    /// The field being changed.
    var field: PlayerField { get }
    /// The player with the new value, while it waits to be saved again after a failure.
    var pending: (any PlayerEditEntity)? { get }

    /// Checks `value` by Domain's rules and saves the player with it.
    func change(to value: PlayerFieldValue) async throws(PlayerEditRefusal) -> PlayerEditOutcome
    /// Tries saving the pending value again.
    func saveAgain() async throws(PlayerEditRefusal) -> PlayerEditOutcome
}

// MARK: Presenter

/// What the edit view tells its presenter, every line already read.
@MainActor
public protocol PlayerEditPresenting: AnyObject {
    func viewWillAppear()
    /// A value typed at the field's prompt (Enter alone keeps the one there is).
    func didEnterValue(_ value: PlayerFieldValue) async
    /// A line that names no value for the field: not a number, not one of the choices.
    func didEnterUnreadableValue(_ problem: ValidationError)
    /// `?` at the field's prompt.
    func didAskForHelp()
    /// After a failed save: try saving the same value again.
    func didChooseSave() async
    /// Leave without saving.
    func didChooseCancel()
    func didEnterUnknownCommand(_ line: String)
}

// MARK: Router

/// Where PlayerEdit leads: only back to the details it came from.
@MainActor
public protocol PlayerEditRouting: AnyObject {
    /// Back, nothing changed.
    func close()
    /// Back, after reporting the player as saved so the details show it at once.
    func closeAfterSaving()
    /// Back past the details to the players: the player is no more.
    func closeToPlayers()
}

// MARK: View

/// What the edit presenter tells its view.
@MainActor
public protocol PlayerEditDisplaying: AnyObject {
    func display(_ viewModel: PlayerEditViewModel)
}

// MARK: What the use cases take and answer

/// What became of a value that was taken.
public enum PlayerEditOutcome: Sendable, Equatable {
    /// Nothing to save: the value the player has already (or none was given).
    case unchanged
    /// Saved: `player` is the player as the store keeps it now.
    case saved
}

/// Why a value was not taken, or not saved; the player stays as it was.
public enum PlayerEditRefusal: Error, Sendable, Equatable {
    /// The value breaks one of Domain's rules.
    case invalid(ValidationError)
    /// The name was asked to be cleared: a player can't be without one.
    case nameRequired
    /// The player was deleted elsewhere (another window, another device): nothing can be saved.
    case gone
    /// The store could not save it; the new value waits to be saved again.
    case failed(StoreFailure)
}
