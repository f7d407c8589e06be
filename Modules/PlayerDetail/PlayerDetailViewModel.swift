import Domain
import Presentation
import TerminalUI

/// One line of the detail screen, as shown.
public struct PlayerDetailRow: Sendable, Equatable {
    /// What the user types to edit this field (1…5, counted across sections).
    public var number: Int
    /// The field's name ("Preferred position").
    public var label: String
    /// The value ("striker (ST)"), or "—" when the player has none.
    public var value: String
}

/// A section title with its rows.
public struct PlayerDetailGroup: Sendable, Equatable {
    public var title: String
    public var rows: [PlayerDetailRow]
}

/// Everything the detail view shows.
public struct PlayerDetailViewModel: Sendable, Equatable {
    /// The player's name, for the title.
    public var name: String = ""
    public var groups: [PlayerDetailGroup] = []
    public var message: Message?
}

extension PlayerDetailViewModel {
    /// The player in sections, rows numbered across them.
    init(_ player: some PlayerDetailEntity, message: Message?) {
        var number = 0
        let groups = PlayerDetailWording.sections.map { section in
            PlayerDetailGroup(
                title: section.title,
                rows: section.fields.map { field in
                    number += 1
                    return PlayerDetailRow(number: number, label: field.label, value: Wording.shown(Wording.value(of: field, in: player)))
                })
        }
        self.init(name: player.name, groups: groups, message: message)
    }
}
