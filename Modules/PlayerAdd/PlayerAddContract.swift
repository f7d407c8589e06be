import Domain

// PlayerAdd at a glance: a new player filled in one field at a time: the View reads each line as
// the value it names, the Interactor checks it, says which field comes next and adds the player
// once the last one is filled in. Its roles' protocols come in one order in every feature
// (Interactor, Presenter, Router, View), then what its use cases take and answer;
// PlayerAddEntity.swift says what it needs of the player being added, and the role files hold the
// implementations.

// MARK: Interactor

/// The use cases: the draft of a new player, each field checked by Domain's rules as it is
/// filled in, and adding it to the roster.
@MainActor
public protocol PlayerAddInteracting: AnyObject {
    /// The player as filled in so far: no name yet, and nil for every optional field left blank.
    var draft: any PlayerAddEntity { get }

    /// Sets `field` of the draft to `value` (`.keep` leaves an optional field empty, and leaves
    /// the form at the name) and says what comes next. Refused, the draft stays as it was.
    func fill(_ field: PlayerField, with value: PlayerFieldValue) async throws(PlayerAddRefusal) -> PlayerAddProgress
    /// Adds the draft to the roster, then starts a fresh one. A failed save keeps the draft, to try again.
    func save() async throws(PlayerAddRefusal)
    /// Forgets the draft, so nothing of this player lingers.
    func discardDraft()
}

// MARK: Presenter

/// What the new-player view tells its presenter, every line already read.
@MainActor
public protocol PlayerAddPresenting: AnyObject {
    func viewWillAppear()
    /// A value typed while a field is asked (Enter alone leaves it empty, or leaves at the name).
    func didEnterValue(_ value: PlayerFieldValue) async
    /// A line that names no value for the field asked: not a number, not one of the choices.
    func didEnterUnreadableValue(_ problem: ValidationError)
    /// `?` while a field is asked.
    func didAskForHelp()
    /// After a failed save: try saving the same player again.
    func didChooseSave() async
    /// Leave without saving, from any field or after a failed save; with a name typed, asked first.
    func didChooseCancel()
    /// The answer to "Leave without saving …?": true leaves, false asks the field again, nil (not a
    /// yes or a no) asks the question again.
    func didAnswerLeave(_ leave: Bool?)
    func didEnterUnknownCommand(_ line: String)
}

// MARK: Router

/// Where PlayerAdd leads: only back to where it came from.
@MainActor
public protocol PlayerAddRouting: AnyObject {
    /// Leaves the screen, saved or not; the player list reloads itself when it reappears.
    func close()
}

// MARK: View

/// What the new-player presenter tells its view.
@MainActor
public protocol PlayerAddDisplaying: AnyObject {
    func display(_ viewModel: PlayerAddViewModel)
}

// MARK: What the use cases take and answer

/// Where the form is, once a field is taken.
public enum PlayerAddProgress: Sendable, Equatable {
    /// `field` is asked next. `namesake` is the name of a player on the roster the name just
    /// typed matches as an import matches names (any case, any white space, an accent typed
    /// either way): a warning, not a rule, as two people may share a name.
    case next(PlayerField, namesake: String?)
    /// The last field is filled in: the player is ready to be saved.
    case complete
    /// No name given: the form is left and nothing is saved.
    case abandoned
}

/// Why a value was not taken, or the player not saved; the draft stays as it was.
public enum PlayerAddRefusal: Error, Sendable, Equatable {
    /// The value, or the player, breaks one of Domain's rules.
    case invalid(ValidationError)
    /// The store could not add the player; the draft waits to be saved again.
    case failed(StoreFailure)
}
