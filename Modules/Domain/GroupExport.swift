import Foundation

/// Everything of one user — the roster and the finished matches — as `footballgather export`
/// writes it and `footballgather import` reads it back (docs/export-format.md).
public struct GroupExport: Sendable, Equatable {
    /// The schema this app writes and reads: an export of a later one is refused, not guessed at.
    public static let version = 1
    /// Far above a big group's export (a thousand players and matches make about 1 MB).
    public static let maximumBytes = 16 << 20

    public var username: String
    public var exportedAt: Date
    public var players: [PlayerDetails]
    /// Newest first, as the history lists them. Players are named, not numbered (numbers are one
    /// store's); a match whose teams are unknown has everyone on the bench, as the stores give it.
    public var matches: [Gather]

    public init(username: String, exportedAt: Date, players: [PlayerDetails], matches: [Gather]) {
        self.username = username
        self.exportedAt = exportedAt
        self.players = players
        self.matches = matches
    }

    /// The user's roster and history as the services gave them.
    public init(username: String, exportedAt: Date, roster: [Player], history: [Gather]) {
        self.init(
            username: username, exportedAt: exportedAt, players: roster.map(\.details),
            matches: history.map { match in
                var named = match
                named.players = match.players.map { player in
                    var named = player
                    named.playerID = nil
                    return named
                }
                return named
            }
        )
    }

    /// The matches whose dates and teams the export does not have (kept by a server, played elsewhere).
    public var matchesPlayedElsewhere: Int {
        matches.count { $0.startedAt == nil || $0.teamsUnknown }
    }
}

extension Gather {
    /// Everyone on the bench: the store knows who played, not where (a server's match played elsewhere).
    public var teamsUnknown: Bool {
        players.allSatisfy { $0.team == .bench }
    }
}

extension PlayerDetails {
    /// Names match as people type them: in any case, every run of white space (a tab, a no-break
    /// space) one space, trimmed, and an accent typed as one character or as a letter and a mark
    /// the same (Unicode's NFC); Zoë and Zoe stay two people.
    public static func nameKey(_ name: String) -> String {
        let words = name.lowercased().unicodeScalars.split(whereSeparator: \.isTrimmedSpace)
        let key = words.map { String(String.UnicodeScalarView($0)) }.joined(separator: " ")
        // ASCII, the usual case, is in NFC already: Foundation's mapping goes through NSString on Linux.
        return key.utf8.allSatisfy { $0 < 0x80 } ? key : key.precomposedStringWithCanonicalMapping
    }
}
