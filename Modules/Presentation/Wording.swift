import Domain
import Foundation
import TerminalUI

/// Words and formats every screen shares, so they read the same everywhere.
public enum Wording {
    /// A team's scorers: "Ana 2, Bo 1, 1 with no scorer"; a name with a comma is quoted ("\"Smith, Jo\" 2").
    public static func goals(_ goals: TeamGoals) -> String {
        (goals.scorers.map { "\(listed($0.name)) \($0.goals)" } + (goals.withNoScorer > 0 ? ["\(goals.withNoScorer) with no scorer"] : []))
            .joined(separator: ", ")
    }

    /// A name in a list joined by ", ": as it is, unless it holds a comma or starts with a double
    /// quote; then in double quotes, its own doubled, as a CSV cell is. So "Smith, John" is one
    /// person in `"Smith, John", Bo`, not two.
    public static func listed(_ name: String) -> String {
        guard name.contains(",") || name.hasPrefix("\"") else { return name }
        return "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Names joined by ", ", each `listed`.
    public static func names(_ names: [String]) -> String {
        names.map(listed).joined(separator: ", ")
    }

    /// "1 player", "6 players".
    public static func players(_ count: Int) -> String {
        count == 1 ? "1 player" : "\(count) players"
    }

    /// A player's field as people read it ("striker (ST)", "30"); nil when it is empty.
    public static func value(of field: PlayerField, in player: some PlayerFieldValues) -> String? {
        switch field {
        case .name: player.name
        case .age: player.age.map(String.init)
        case .position: player.position?.nameWithAcronym
        case .skill: player.skill?.rawValue
        case .favouriteTeam: player.favouriteTeam
        }
    }

    /// A reason someone else worded (the system, Foundation) ended by one full stop, whether it
    /// came with one or not: "no space left on device." either way, never "device..".
    public static func sentence(_ reason: String) -> String {
        reason.hasSuffix(".") || reason.hasSuffix("!") || reason.hasSuffix("?") ? reason : reason + "."
    }

    /// `text` as one word of a shell command the user may copy: as it is when it is plain
    /// (`~/exports`, `data/2026`), else in single quotes (`'my exports'`, `~/'my exports'`: the
    /// shell expands a tilde only outside them).
    public static func shellWord(_ text: String) -> String {
        if text.hasPrefix("~/"), text.count > 2 { return "~/" + shellWord(String(text.dropFirst(2))) }
        let plain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "~/._-+=:,@%".contains($0)) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Shown in place of a value that is not set.
    public static let missing = "—"

    /// The value, or `missing` when there is none.
    public static func shown(_ value: String?) -> String {
        value ?? missing
    }

    /// A score in a sentence, the one way every screen writes it: "Team A 2–1 Team B".
    public static func score(teamA: Int, teamB: Int) -> String {
        "\(Team.teamA.label) \(teamA)–\(teamB) \(Team.teamB.label)"
    }

    /// A result, the winner's goals first: "Team A won 2–1", "Team B won 3–1", "Draw 1–1".
    public static func result(teamA: Int, teamB: Int) -> String {
        if teamA == teamB { return "Draw \(teamA)–\(teamB)" }
        let (winner, goals) = teamA > teamB ? (Team.teamA.label, (teamA, teamB)) : (Team.teamB.label, (teamB, teamA))
        return "\(winner) won \(goals.0)–\(goals.1)"
    }

    /// Seconds as a match clock shows them: `mm:ss` ("07:42"), clamped to 00:00…99:59,
    /// the most two digits of minutes can hold.
    public static func clock(_ seconds: Int) -> String {
        let shown = min(max(seconds, 0), 99 * 60 + 59)
        return twoDigits(shown / 60) + ":" + twoDigits(shown % 60)
    }

    /// Shown at start while a kept sign-in is checked with the server, before any screen can be drawn.
    public static func checkingSavedSignIn(of username: String, storage: String) -> String {
        "Checking \(username)'s saved sign-in (\(storage))…"
    }

    /// Said once, at the first start after an update, of a server's records an earlier version put in
    /// the data folder's `.urlsession` folder by mistake, now in the data folder where they belong.
    public static func recordsMoved(_ file: String) -> String {
        "Moved \(file) out of .urlsession, where an earlier version put it: your saved sign-in and any match waiting to be sent are there."
    }

    /// The same, when the data folder held a file of that name already.
    public static func recordsKept(_ file: String, earlier: String) -> String {
        "Kept \(file), already in the data folder; the one an earlier version put in .urlsession is now \(earlier), "
            + "which the app does not read (to use it instead, quit and give it the name of the first)."
    }

    /// The same, when the file could not be moved.
    public static func recordsNotMoved(_ file: String, reason: String) -> String {
        "Could not move \(file) out of .urlsession into the data folder (\(reason)): it is not read until it is there."
    }

    /// Said at start of a server's records file found damaged: set aside as it was, and a new one made
    /// of what could be read of it.
    public static func recordsDamaged(_ file: String, setAside: String, savedSignIn: Bool, waitingMatches: Int, whole: Bool) -> String {
        var kept: [String] = []
        if savedSignIn { kept.append("your saved sign-in") }
        if waitingMatches > 0 {
            kept.append((waitingMatches == 1 ? "1 match" : "\(waitingMatches) matches") + " waiting to be sent, sent once the server answers")
        }
        let what = kept.isEmpty ? "nothing worth keeping could be read of it" : "a new one holds what could be read of it: " + kept.joined(separator: " and ")
        let rest =
            whole
            ? "Copies of your lists as last loaded come again from the server."
            : "Some of it could not be read; the damaged file stays for a repair tool (sqlite3 \(setAside) .recover)."
        return "Could not read \(file): it is damaged. It is kept as it was, as \(setAside); \(what). \(rest)"
    }

    /// Said at start of a server's records file that can't be opened at all.
    public static func recordsUnusable(_ file: String, reason: ServiceError) -> String {
        "Could not open \(file): \(reason.message) Until it can be, nothing is kept on this computer for this server: "
            + "no saved sign-in, no match played while the server is away."
    }

    /// Said when a "(y/n)" question got something else, `?` included: the help there is.
    public static let yesOrNo = "Type y for yes or n for no (b or cancel say no too)."

    /// The numbers a list offers: "1" or "1–4".
    public static func range(count: Int) -> String {
        count == 1 ? "1" : "1–\(count)"
    }

    /// "There is no player 7: choose 1–4." for a number that names nothing in a list of `count`;
    /// "… no player that high …" for one too long to read (`Int.max`, as `CommandInput.number` gives it).
    public static func noSuch(_ thing: String, _ number: Int, count: Int) -> String {
        "There is no \(thing) \(number == Int.max ? "that high" : String(number)): choose \(range(count: count))."
    }

    /// "2026-11-22 18:40" in `timeZone`, the same whatever the machine's locale or calendar.
    public static func dateAndTime(_ date: Date, in timeZone: TimeZone) -> String {
        dateAndTime(date, in: calendar(in: timeZone))
    }

    /// The calendar `dateAndTime` words dates in: made once for a list of them (History words a thousand).
    public static func calendar(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// `count` in digits, "42". The ones a table shows most are made once: Records words ten numbers a
    /// row for 10 000 rows.
    public static func number(_ count: Int) -> String {
        smallNumbers.indices.contains(count) ? smallNumbers[count] : String(count)
    }

    /// "67%", for 0 to 100 made once.
    public static func percent(_ percent: Int) -> String {
        percents.indices.contains(percent) ? percents[percent] : "\(percent)%"
    }

    private static let smallNumbers = (0..<1_000).map(String.init)
    private static let percents = (0...100).map { "\($0)%" }

    public static func dateAndTime(_ date: Date, in calendar: Calendar) -> String {
        // One call for the five parts: History words a date per match, a thousand at a time.
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let (year, month, day, hour, minute) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0)
        return "\(year)-\(twoDigits(month))-\(twoDigits(day)) \(twoDigits(hour)):\(twoDigits(minute))"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
