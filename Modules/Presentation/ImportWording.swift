import Domain
import TerminalUI

/// What an import says before it adds anything, on the player list and on the transfer screen alike.
public enum ImportWording {
    /// What a roster file holds: "12 players to add, 2 already on the roster by name (skipped), 1 row
    /// refused. Line 4: Age must be between 1 and 120." Said with the question, or alone (an error,
    /// the screen decides) when it adds nobody. Past three refused rows, `why` lists them all.
    public static func preview(_ file: RosterImport) -> String {
        var counts = [file.toAdd.isEmpty ? "Nothing to add from \(file.path)" : "\(Wording.players(file.toAdd.count)) to add"]
        if !file.alreadyThere.isEmpty { counts.append("\(file.alreadyThere.count) already on the roster by name (skipped)") }
        let refused = file.refused.compactMap(\.refusal)
        if !refused.isEmpty { counts.append("\(refused.count) \(refused.count == 1 ? "row" : "rows") refused") }
        let more = refused.count > 3 ? ["And \(refused.count - 3) more: type why to see every refused row."] : []
        return ([counts.joined(separator: ", ") + "."] + refused.prefix(3) + more + encoding(file)).joined(separator: " ")
    }

    /// Every row `file` refused, as `why` shows them: its line and why, to correct the sheet by.
    public static func refusedRows(_ file: RosterImport) -> RefusedRows {
        let rows = file.refused.compactMap { row in row.reason.map { [String(row.line), $0] } }
        let count = rows.count == 1 ? "1 row" : "\(Digits.grouped(rows.count)) rows"
        return RefusedRows(
            title: "Refused rows of \(file.path) (\(Digits.grouped(rows.count)))",
            intro: "\(count) of \(file.path) \(rows.count == 1 ? "adds" : "add") nobody: correct "
                + "\(rows.count == 1 ? "it" : "them") in the sheet, save it as CSV and import it again.",
            rows: rows)
    }

    /// `why` when there is nothing to list.
    public static func nothingRefused(_ file: RosterImport?) -> String {
        guard let file else { return "why lists the rows an import refused: type import and a file first, e.g. import ~/roster.csv." }
        return "No row of \(file.path) was refused."
    }

    /// `why` on a screen that offers it.
    public static let why = Action("why", "refused rows", help: "Every row the import refused, with its line and why, to correct the sheet by.")

    /// A file that is not UTF-8, read as Windows-1252: said, with a name to check the accents by.
    private static func encoding(_ file: RosterImport) -> [String] {
        guard file.encoding == .windows1252 else { return [] }
        let accented = (file.toAdd + file.alreadyThere).first { !$0.name.unicodeScalars.allSatisfy(\.isASCII) }
        return ["\(file.path) is not UTF-8: read as Windows-1252, as classic Excel saves CSV" + (accented.map { " (e.g. “\($0.name)”)." } ?? ".")]
    }
}

/// The rows an import refused, worded, for `why`: a screen of its own on the list and on the
/// transfer screen, a page at a time on a terminal (every row through a pipe).
public struct RefusedRows: Sendable, Equatable {
    /// "Refused rows of roster.csv (16)".
    public var title: String
    /// What they are and what to do.
    public var intro: String
    /// Each row's line in the file and why it adds nobody.
    public var rows: [[String]]

    public init(title: String, intro: String, rows: [[String]]) {
        self.title = title
        self.intro = intro
        self.rows = rows
    }

    /// The screen `why` shows; `b` (or Enter) goes back to where it was typed.
    public func content(status: String, message: Message? = nil) -> ScreenContent {
        ScreenContent(
            title: title, status: status,
            body: [.text(intro), .blank, .table(Table(columns: Self.columns, rows: rows, paging: Table.Paging(searchedColumn: nil)))],
            message: message, actions: [Self.back])
    }

    static let columns = [Table.Column("Line", alignment: .right), Table.Column("Why", flexible: true, wraps: true)]
    static let back = Action("b", "back", help: "Back to the import (Enter does too).")
}
