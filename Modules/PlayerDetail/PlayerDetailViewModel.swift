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
    /// The player's `fields` in screen order, numbered from 1, in sections of the fields next to each other that share a title.
    init(_ player: some PlayerDetailEntity, fields: [PlayerField], message: Message?) {
        var groups: [PlayerDetailGroup] = []
        for (index, field) in fields.enumerated() {
            let row = PlayerDetailRow(number: index + 1, label: field.label, value: Wording.shown(Wording.value(of: field, in: player)))
            let title = PlayerDetailWording.section(of: field)
            if groups.last?.title == title {
                groups[groups.count - 1].rows.append(row)
            } else {
                groups.append(PlayerDetailGroup(title: title, rows: [row]))
            }
        }
        self.init(name: player.name, groups: groups, message: message)
    }
}
