import Foundation

public enum RosterCSVFixture {
    /// A spreadsheet's export of 40 players: a byte-order mark, semicolons, CRLF line ends, a quoted
    /// name with a comma, accented names, a quoted team with a semicolon, and two bad rows.
    public static let spreadsheet: Data = {
        var lines = ["Name;Age;Preferred Position;Skill;Favorite Team"]
        lines.append("\"Smith, Ann\";30;ST;amateur;Arsenal")
        lines.append("Zoë Ångström;27;gk;Pro;\"Brighton; Hove\"")
        lines.append("Bob;200;DEF;beginner;")
        for number in 1...34 { lines.append("Player \(number);\(18 + number);MID;professional;Club \(number)") }
        lines.append("Carla Díaz;;keeper;;")
        lines.append("\"Dmitri \"\"The Wall\"\" Ivanov\";41;W;;")
        lines.append("Eve")
        return Data(("\u{FEFF}" + lines.joined(separator: "\r\n") + "\r\n").utf8)
    }()
}
