import Domain
import Presentation
import TerminalUI

/// The screens a match screen opens, built by the App: the player list, once the match has ended
/// or gone elsewhere. Every implementation of the match screen leaves through it.
@MainActor
public protocol MatchScreenExits: AnyObject {
    /// The player list, showing `notice` when it first appears.
    func makePlayerListScreen(for user: User, notice: Message) -> any Screen
}
