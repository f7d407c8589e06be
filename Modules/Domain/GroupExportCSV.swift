import Foundation

/// An export as two spreadsheets: the players (which `import players` reads back) and the matches,
/// one row per player and match. UTF-8 with a byte-order mark, so spreadsheets read accents right.
public enum GroupExportCSV {
    public static func players(_ export: GroupExport) -> String {
        sheet(
            header: ["name", "age", "position", "skill", "favourite team"],
            rows: export.players.map { player in
                [player.name, player.age.map(String.init) ?? "", player.position?.rawValue ?? "", player.skill?.rawValue ?? "", player.favouriteTeam ?? ""]
            }
        )
    }

    /// Matches numbered as the history numbers them (1 the newest); a match without players has one
    /// row with the player's columns empty; a team not known is left empty. The score is two numbers,
    /// each team's goals: "3-1" in one cell is a date to a spreadsheet (March 1st).
    public static func matches(_ export: GroupExport) -> String {
        var rows: [[String]] = []
        for (index, match) in export.matches.enumerated() {
            let goals: [String] = match.score.map { [String($0.teamA), String($0.teamB)] } ?? ["", ""]
            let columns: [String] =
                [String(index + 1), match.startedAt.map(date) ?? "", match.endedAt.map(date) ?? ""] + goals
                + [(match.winner ?? match.score?.winner)?.rawValue ?? ""]
            if match.players.isEmpty { rows.append(columns + ["", "", ""]) }
            for player in match.players {
                rows.append(columns + [player.name, match.teamsUnknown ? "" : player.team.rawValue, String(player.goals)])
            }
        }
        return sheet(
            header: ["match", "started", "ended", "team A score", "team B score", "winner", "player", "team", "goals"], rows: rows)
    }

    /// What a spreadsheet runs as a formula when a cell starts with it.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@"]

    private static func sheet(header: [String], rows: [[String]]) -> String {
        "\u{FEFF}" + ([header] + rows).map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    private static func date(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// Quoted when a spreadsheet would split or trim it; a value a spreadsheet would run as a formula
    /// ("=HYPERLINK(…)") starts with an apostrophe, which spreadsheets show as text. So does a value
    /// starting with an apostrophe of its own, so that reading drops exactly the one written here
    /// (`RosterCSV` reads "''=A1" as "'=A1").
    private static func field(_ value: String) -> String {
        var safe = value
        if let first = safe.first, formulaStarts.contains(first) || first == "'" { safe = "'" + safe }
        let needsQuotes = safe.unicodeScalars.contains { ",\"\r\n".unicodeScalars.contains($0) } || safe.first == " " || safe.last == " "
        return needsQuotes ? "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : safe
    }
}
