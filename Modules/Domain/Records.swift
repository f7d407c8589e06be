import Foundation

/// How a finished match went for one player.
public enum MatchOutcome: String, Sendable, Hashable, CaseIterable {
    case won, drawn, lost

    /// The outcome for a player of `team` in a match `winner` won; nil off the pitch.
    public init?(team: Team, winner: Winner) {
        switch (team, winner) {
        case (.bench, _): return nil
        case (_, .none): self = .drawn
        case (.teamA, .teamA), (.teamB, .teamB): self = .won
        default: self = .lost
        }
    }
}

/// One player's finished matches added up. A match whose teams the store does not
/// know counts as played with its result unknown.
public struct PlayerRecord: Sendable, Hashable, Identifiable {
    public var id: Int
    public var name: String
    public var won: Int
    public var drawn: Int
    public var lost: Int
    /// Played, but the store does not know on which side (a match started elsewhere).
    public var resultUnknown: Int
    public var goals: Int
    /// Deleted from the roster since: their matches still count, under the name they played
    /// with, as History shows them; `id` is then a stand-in below zero, no player's.
    public var isDeleted: Bool

    public init(
        id: Int, name: String, won: Int = 0, drawn: Int = 0, lost: Int = 0, resultUnknown: Int = 0, goals: Int = 0, isDeleted: Bool = false
    ) {
        self.id = id
        self.name = name
        self.won = won
        self.drawn = drawn
        self.lost = lost
        self.resultUnknown = resultUnknown
        self.goals = goals
        self.isDeleted = isDeleted
    }

    /// Records of players deleted since, one per name, given the stand-in ids -1, -2, … in name order.
    public static func deleted(_ records: [PlayerRecord]) -> [PlayerRecord] {
        records.sorted { $0.name < $1.name }.enumerated().map { index, record in
            var deleted = record
            deleted.id = -(index + 1)
            deleted.isDeleted = true
            return deleted
        }
    }

    public var played: Int { won + drawn + lost + resultUnknown }
    /// The points a win earns, and a draw.
    public static let pointsForAWin = 3, pointsForADraw = 1
    /// 3 for a win, 1 for a draw.
    public var points: Int { Self.pointsForAWin * won + Self.pointsForADraw * drawn }
    /// Wins among the matches with a known result, 0…100; nil when none has one.
    public var winPercentage: Double? {
        let decided = won + drawn + lost
        return decided == 0 ? nil : Double(won) * 100 / Double(decided)
    }
}

/// The records of a user's players, with what the store could not count.
public struct RecordsTable: Sendable, Hashable {
    /// Every player of the roster (none played included), in no particular order.
    public var records: [PlayerRecord]
    /// Finished matches left out of a `since` table because the store kept no date for them.
    public var undatedMatchesLeftOut: Int
    /// Matches counted that were played while the store was away and are not sent to it yet.
    public var matchesNotSentYet: Int

    public init(records: [PlayerRecord], undatedMatchesLeftOut: Int = 0, matchesNotSentYet: Int = 0) {
        self.records = records
        self.undatedMatchesLeftOut = undatedMatchesLeftOut
        self.matchesNotSentYet = matchesNotSentYet
    }
}

/// One finished match from one player's side.
public struct PlayerMatch: Sendable, Hashable, Identifiable {
    public var id: UUID
    /// When it ended; nil when the store kept no date.
    public var endedAt: Date?
    public var score: Score
    /// The player's side; nil when the store does not know it.
    public var team: Team?
    public var goals: Int

    public init(id: UUID, endedAt: Date?, score: Score, team: Team?, goals: Int = 0) {
        self.id = id
        self.endedAt = endedAt
        self.score = score
        self.team = team
        self.goals = goals
    }

    /// nil when the player's side is not known.
    public var outcome: MatchOutcome? { team.flatMap { MatchOutcome(team: $0, winner: score.winner) } }
}
