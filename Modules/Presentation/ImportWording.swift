import Domain
import TerminalUI

/// What an import says before it adds anything, on the player list and on the transfer screen alike.
public enum ImportWording {
    /// What a roster file holds: "12 players to add, 2 already on the roster by name (skipped), 1 row
    /// refused. Line 4: Age must be between 1 and 120." Said with the question, or alone (an error)
    /// when it adds nobody.
    public static func preview(_ file: RosterImport) -> Message {
        var counts = [file.toAdd.isEmpty ? "Nothing to add from \(file.path)" : "\(Wording.players(file.toAdd.count)) to add"]
        if !file.alreadyThere.isEmpty { counts.append("\(file.alreadyThere.count) already on the roster by name (skipped)") }
        let refused = file.refused.compactMap(\.refusal)
        if !refused.isEmpty { counts.append("\(refused.count) \(refused.count == 1 ? "row" : "rows") refused") }
        let more = refused.count > 3 ? ["And \(refused.count - 3) more."] : []
        let text = ([counts.joined(separator: ", ") + "."] + refused.prefix(3) + more).joined(separator: " ")
        return file.toAdd.isEmpty ? .error(text) : .info(text)
    }
}
