import Foundation

/// A roster file read and matched against the roster, before anything is added: a name is a player,
/// so one already on the roster, or named again further down the file, is skipped.
public struct RosterImport: Sendable, Equatable {
    /// The file, as the user named it.
    public var path: String
    /// The players to add, in file order.
    public var toAdd: [PlayerDetails]
    /// Rows naming a player already on the roster, or named again further down the file: skipped.
    public var alreadyThere: [PlayerDetails]
    /// Rows the add form's rules refuse, with their line numbers.
    public var refused: [RosterRow]
    /// How the file's bytes were read: UTF-8, or Windows-1252 when they are not UTF-8.
    public var encoding: RosterTextEncoding

    public init(
        path: String, toAdd: [PlayerDetails], alreadyThere: [PlayerDetails] = [], refused: [RosterRow] = [], encoding: RosterTextEncoding = .utf8
    ) {
        self.path = path
        self.toAdd = toAdd
        self.alreadyThere = alreadyThere
        self.refused = refused
        self.encoding = encoding
    }

    /// What `sheet`, read from `path`, would add to `roster`.
    public init(path: String, sheet: RosterSheet, roster: [Player]) {
        let (toAdd, alreadyThere) = GroupImportPlan.byName(sheet.players, roster: roster)
        self.init(path: path, toAdd: toAdd, alreadyThere: alreadyThere, refused: sheet.refused, encoding: sheet.encoding)
    }
}
