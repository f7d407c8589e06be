import Domain
import TerminalUI

// PlayerDetail at a glance: one player, its fields numbered in rows: the Interactor says which
// field a row is and whether it may be edited, the Router opens PlayerEdit and Records over it.
// Its roles' protocols come in one order in every feature (Interactor, Presenter, Router, View),
// then what its use cases take and answer; PlayerDetailEntity.swift says what it needs of a
// player, and the role files hold the implementations.

// MARK: Interactor

/// The use cases: the player being looked at, kept as last saved. No service call: PlayerList
/// hands the player over, PlayerEdit saves and reports back.
@MainActor
public protocol PlayerDetailInteracting: AnyObject {
    var player: any PlayerDetailEntity { get }
    /// The fields in screen order: row N is the N-th.
    var fields: [PlayerField] { get }
    /// The field row `number` shows; refused when there is no such row.
    func field(atRow number: Int) throws(PlayerDetailRefusal) -> PlayerField
    /// Asks to change `field`; refused while the player is shown read-only (offline).
    func edit(_ field: PlayerField) throws(PlayerDetailRefusal)
    /// Takes the player as the store saved it and returns the fields that changed, in screen
    /// order; a report about another player changes nothing.
    func replace(with saved: any PlayerDetailEntity) -> [PlayerField]
}

// MARK: Presenter

/// What the detail view tells its presenter.
@MainActor
public protocol PlayerDetailPresenting: AnyObject {
    /// The screen came on top: first shown, or back from editing.
    func viewWillAppear()
    /// A bare row number: edit that field.
    func didChooseRow(number: Int)
    func didChooseBack()
    /// `r`: this player's record and last matches.
    func didChooseRecords()
    func didEnterUnknownCommand(_ line: String)
}

// MARK: Router

/// Where PlayerDetail leads, always about the player shown.
@MainActor
public protocol PlayerDetailRouting: AnyObject {
    /// Opens the editor of one field; `onSaved` gets the player as saved.
    func showEdit(_ field: PlayerField, onSaved: @escaping @MainActor (any PlayerDetailEntity) -> Void)
    /// This player's record and last matches.
    func showRecords()
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

// MARK: View

/// What the detail presenter tells its view.
@MainActor
public protocol PlayerDetailDisplaying: AnyObject {
    func display(_ viewModel: PlayerDetailViewModel)
}

// MARK: What the use cases take and answer

/// Why PlayerDetail opened no field's editor.
public enum PlayerDetailRefusal: Error, Sendable, Equatable {
    /// There is no row `number`: the rows are 1 to `count`.
    case noSuchRow(Int, count: Int)
    /// Opened from a roster shown offline: nothing may be changed until the store is back.
    case offline
}
