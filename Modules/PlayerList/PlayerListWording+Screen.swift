import Domain

/// What the player list screen says around the table: its title, its empty states and the help of its commands.
extension PlayerListWording {
    /// "Players (4)", or "Select players (2 selected)" while picking; "Players" before the roster loads.
    static func title(selected: Int?, count: Int?) -> String {
        if let selected { return "Select players (\(selected) selected)" }
        return count.map { "Players (\($0))" } ?? "Players"
    }

    static let loading = "Loading your players…"
    static let loadFailed = "Your players could not be loaded."
    static let empty = "No players yet — type a to add your first player."

    /// The table's headings; `play` heads the marks while picking.
    enum Heading {
        static let number = "#"
        static let play = "Play"
        static let name = "Name"
        static let position = "Pos"
        static let skill = "Skill"
    }

    /// A row's mark while picking: "[x]" picked, "[ ]" not.
    static func mark(picked: Bool) -> String {
        picked ? "[x]" : "[ ]"
    }

    /// The help of each command.
    enum Help {
        static let pick = "Pick players by number, or leave out those picked: e.g. 3, 1 3 4, 1,2,3, 1-4 or 1-3, 7. all picks everyone, none no one."
        static let last = "Pick just the players of the last finished match still on your roster."
        /// Says the fewest players a match takes, unless `minimum` is 0.
        static func confirm(minimum: Int) -> String {
            "Go on with the picked players" + (minimum > 0 ? " (at least \(minimum))" : "") + " to split them into teams."
        }
        static let cancel = "Stop selecting and clear the picks; c goes on with them instead."
        static let details = "Type a player's number to see their details and change any of them."
        static let readOnlyDetails = "Type a player's number to see their details (read only while offline)."
        static let select = "Pick who plays, e.g. s 1 3 4, s 1-6 or s all, then confirm to make the teams."
        static let delete = "Delete player number N, e.g. d 2; you are asked to confirm first."
        static let add = "Add a player: a name, then optional details."
        static let history = "See the matches played so far, newest first."
        static let records =
            "Every player's wins, draws, losses and goals, ranked by points "
            + "(\(PlayerRecord.pointsForAWin) a win, \(PlayerRecord.pointsForADraw) a draw); since a day if you like."
        static let resume = "Go back to the unfinished match where it stopped."
        static let discard = "Drop the unfinished match; you are asked to confirm first."
        static let importFile =
            "Add players from a spreadsheet saved as CSV (UTF-8): a header row naming name and any of age, position, skill "
            + "and favourite team, then a player per row. You see what it adds and skips, then confirm."
        static let retry = "Try loading your players again."
        static let reload = "Load your players again, with what another window or device changed meanwhile."
        static let logOut = "Log out and go back to the login screen."
    }
}
