import Foundation

/// What importing an export would do to a roster and a history, decided before anything changes:
/// players are matched by name, matches by what both records know of them. Importing the same
/// export again (after it went through, or after it stopped midway) finds everything there.
public struct GroupImportPlan: Sendable, Equatable {
    /// In the export's order.
    public var playersToAdd: [PlayerDetails]
    /// Named by a player on the roster, or named again further down the export: skipped.
    public var playersAlreadyThere: [PlayerDetails]
    /// Oldest first, as they were played (a server lists the newest created first); players are
    /// linked to the roster by `linked(_:to:)` once the new players are on it.
    public var matchesToAdd: [Gather]
    public var matchesAlreadyThere: Int
    /// Every match of the export, oldest first: what the history is checked against again as the
    /// matches are added (`GathersService.addFinishedGathers`), in case another import came first.
    public var matches: [Gather]

    public init(importing export: GroupExport, into roster: [Player], history: [Gather]) {
        (playersToAdd, playersAlreadyThere) = Self.byName(export.players, roster: roster)
        matches = export.matches.reversed()
        matchesToAdd = Self.missing(matches, from: history)
        matchesAlreadyThere = matches.count - matchesToAdd.count
    }

    /// Those of `matches` `history` does not hold, in their order. Each match of the history stands
    /// for one of `matches`: two alike are both kept.
    public static func missing(_ matches: [Gather], from history: [Gather]) -> [Gather] {
        var unmatched = history
        var missing: [Gather] = []
        for match in matches {
            if let index = unmatched.firstIndex(where: { isSameMatch($0, match) }) {
                unmatched.remove(at: index)
            } else {
                missing.append(match)
            }
        }
        return missing
    }

    /// `players` split into those to add and those named by a player on `roster`, or named again
    /// further down the list, whom adding would repeat.
    public static func byName(_ players: [PlayerDetails], roster: [Player]) -> (toAdd: [PlayerDetails], alreadyThere: [PlayerDetails]) {
        byName(players, namesTaken: roster.map(\.name))
    }

    /// `players` split into those to add and those named by one of `namesTaken` (a roster's names,
    /// as a store reads them), or named again further down the list.
    public static func byName(_ players: [PlayerDetails], namesTaken: [String]) -> (toAdd: [PlayerDetails], alreadyThere: [PlayerDetails]) {
        var names = Set(namesTaken.map(PlayerDetails.nameKey))
        var split: (toAdd: [PlayerDetails], alreadyThere: [PlayerDetails]) = ([], [])
        for player in players {
            if names.insert(PlayerDetails.nameKey(player.name)).inserted {
                split.toAdd.append(player)
            } else {
                split.alreadyThere.append(player)
            }
        }
        return split
    }

    public var isEmpty: Bool { playersToAdd.isEmpty && matchesToAdd.isEmpty }

    /// `match` with its players linked to the roster's by name; one not on it stays unlinked, as
    /// a player deleted since the match.
    public static func linked(_ match: Gather, to roster: [Player]) -> Gather {
        let ids = Dictionary(roster.map { (PlayerDetails.nameKey($0.name), $0.id) }, uniquingKeysWith: { first, _ in first })
        var linked = match
        linked.players = match.players.map { player in
            var linked = player
            linked.playerID = ids[PlayerDetails.nameKey(player.name)]
            return linked
        }
        return linked
    }

    /// The same score and winner, the same players by name (those who played, when one side's teams
    /// are unknown: a server does not keep the bench), and where both records know them the same end
    /// (to the second: an export keeps whole seconds) and the same teams and scorers.
    public static func isSameMatch(_ kept: Gather, _ exported: Gather) -> Bool {
        let teamsUnknown = kept.teamsUnknown || exported.teamsUnknown
        guard
            teamsUnknown
                ? serverKey(of: kept) == serverKey(of: exported)
                : winnerAndScore(of: kept) == winnerAndScore(of: exported)
                    && names(of: kept) == names(of: exported)
        else { return false }
        if let keptEnd = kept.endedAt, let exportedEnd = exported.endedAt,
            keptEnd.timeIntervalSince1970.rounded(.down) != exportedEnd.timeIntervalSince1970.rounded(.down)
        {
            return false
        }
        if teamsUnknown { return true }
        return lineUp(of: kept) == lineUp(of: exported)
    }

    /// "2-1|Team A"; without a winner, the score's (as the stores keep it).
    private static func winnerAndScore(of match: Gather) -> String {
        "\(match.score.map { "\($0)" } ?? "")|\((match.winner ?? match.score?.winner)?.rawValue ?? "")"
    }

    /// What any store, a server included, knows of a match: its score, winner and players by name.
    /// Two matches alike in this are the same match for all a server can tell.
    /// A server keeps who played, not the bench: the bench is left out, unless the teams are unknown
    /// (everyone on the bench, as a server's match comes back), when everyone played.
    public static func serverKey(of match: Gather) -> String {
        let played = match.teamsUnknown ? match.players : match.players.filter { $0.team != .bench }
        let names = played.map { PlayerDetails.nameKey($0.name) }.sorted()
        return winnerAndScore(of: match) + "|" + names.joined(separator: "\u{1F}")
    }

    private static func names(of match: Gather) -> [String] {
        match.players.map { PlayerDetails.nameKey($0.name) }.sorted()
    }

    private static func lineUp(of match: Gather) -> [String] {
        match.players.map { "\(PlayerDetails.nameKey($0.name))|\($0.team.rawValue)|\($0.goals)" }.sorted()
    }
}
