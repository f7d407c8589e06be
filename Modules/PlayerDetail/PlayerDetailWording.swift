import Domain
import Presentation
import TerminalUI

/// What the detail screen says, as pure functions of the player shown.
enum PlayerDetailWording {
    /// The title before a player is shown.
    static let untitled = "Player"
    static let editHelp = "Type a row's number to change it, e.g. 2 for the age."
    static let recordsHelp = "This player's wins, draws, losses and goals, and their last five matches."
    static let backHelp = "Back to your players."

    /// The title of the section a field is shown in; fields next to each other with one title share a section.
    static func section(of field: PlayerField) -> String {
        switch field {
        case .name, .age: "Personal"
        case .position, .skill: "Play"
        case .favouriteTeam: "Likes"
        }
    }

    /// What a save changed: "Age is now 31.", "Favourite team cleared.", or "Saved." for several fields or none.
    static func saved(_ changed: [PlayerField], in player: some PlayerDetailEntity) -> String {
        guard changed.count == 1, let field = changed.first else { return "Saved." }
        return Wording.value(of: field, in: player).map { "\(field.label) is now \($0)." } ?? "\(field.label) cleared."
    }

    static func refusal(_ refusal: PlayerDetailRefusal) -> String {
        switch refusal {
        case .noSuchRow(let number, let count): Wording.noSuch("row", number, count: count)
        case .offline: OfflineNotice.refusal
        }
    }
}
