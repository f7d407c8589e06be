import Domain
import Presentation
import TerminalUI

/// What the detail screen says, as pure functions of the player shown.
enum PlayerDetailWording {
    /// The fields in screen order, grouped: row N is the N-th field counted across the groups.
    static let sections: [(title: String, fields: [PlayerField])] = [
        ("Personal", [.name, .age]), ("Play", [.position, .skill]), ("Likes", [.favouriteTeam]),
    ]

    /// What a save changed: "Age is now 31.", "Favourite team cleared.", or "Saved." for several fields or none.
    static func saved(_ changed: [PlayerField], in player: some PlayerDetailEntity) -> String {
        guard changed.count == 1, let field = changed.first else { return "Saved." }
        return Wording.value(of: field, in: player).map { "\(field.label) is now \($0)." } ?? "\(field.label) cleared."
    }

    static func refusal(_ refusal: PlayerDetailRefusal) -> String {
        switch refusal {
        case .offline: OfflineNotice.refusal
        }
    }
}
