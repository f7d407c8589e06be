import Foundation

/// Where a selected player stands in a gather.
public enum Team: String, Sendable, CaseIterable {
    case bench = "Bench"
    case teamA = "Team A"
    case teamB = "Team B"
}

/// A player as a gather remembers them: the name and position are copied so the
/// history still reads well after the player is deleted (then `playerID` is nil).
public struct GatherPlayer: Sendable, Hashable {
    // Widest first: 40 bytes a player where the order written below them took 48 (a history of 1 000
    // matches keeps some 16 000).
    public var name: String
    /// Goals credited to this player in this gather (a goal may also go unattributed).
    public var goals: Int
    public var playerID: Int?
    public var position: PlayerPosition?
    public var skill: PlayerSkill?
    public var team: Team

    public init(
        playerID: Int?, name: String, position: PlayerPosition? = nil, skill: PlayerSkill? = nil, team: Team, goals: Int = 0
    ) {
        self.playerID = playerID
        self.name = name
        self.position = position
        self.skill = skill
        self.team = team
        self.goals = goals
    }

    public init(player: Player, team: Team) {
        self.init(playerID: player.id, name: player.name, position: player.position, skill: player.skill, team: team)
    }
}

/// Goals of each team; the stored form is `"<A>-<B>"`.
public struct Score: Sendable, Hashable, CustomStringConvertible {
    public static let range = 0...99

    public var teamA: Int
    public var teamB: Int

    public init(teamA: Int = 0, teamB: Int = 0) {
        self.teamA = teamA
        self.teamB = teamB
    }

    public var description: String { "\(teamA)-\(teamB)" }

    /// Parses the stored form; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let a = Int(parts[0]), let b = Int(parts[1]),
            Score.range.contains(a), Score.range.contains(b)
        else { return nil }
        self.init(teamA: a, teamB: b)
    }

    public var winner: Winner {
        if teamA > teamB { return .teamA }
        if teamB > teamA { return .teamB }
        return .none
    }
}

/// The stored winner strings of the FootballGather apps.
public enum Winner: String, Sendable, CaseIterable {
    case teamA = "Team A"
    case teamB = "Team B"
    case none = "None"
}

/// One match: who played where, and — once it ended — the score.
public struct Gather: Sendable, Hashable, Identifiable {
    public let id: UUID
    public var players: [GatherPlayer]
    public var score: Score?
    public var winner: Winner?
    /// The score when the first half ended, if the match got that far where it was played (the web
    /// service keeps none: a match there shows it only on the machine that played it).
    public var halfTimeScore: Score?
    public var startedAt: Date?
    public var endedAt: Date?
    /// Played while the web service was away: kept on this machine until it is sent.
    public var notSentYet: Bool
    /// The players moved while it was played, in the order they were moved (`players` has where each
    /// ended); kept where the match was played, as the half-time score is.
    public var substitutions: [GatherSubstitution] = []

    public init(
        id: UUID,
        players: [GatherPlayer],
        score: Score? = nil,
        winner: Winner? = nil,
        startedAt: Date? = nil,
        endedAt: Date? = nil,
        notSentYet: Bool = false,
        halfTimeScore: Score? = nil
    ) {
        self.id = id
        self.players = players
        self.score = score
        self.winner = winner
        self.halfTimeScore = halfTimeScore
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.notSentYet = notSentYet
    }

    public var isFinished: Bool { score != nil }

    public func players(in team: Team) -> [GatherPlayer] {
        players.filter { $0.team == team }
    }
}

/// A player moved while a match was played: on from the bench, off to it, or to the other team.
public struct GatherSubstitution: Sendable, Hashable {
    /// The player's place on the team sheet, from 0, as `Gather.players` lists them.
    public var ordinal: Int
    public var team: Team
    /// The seconds the match's clock had run when the player moved.
    public var elapsed: Int

    public init(ordinal: Int, team: Team, elapsed: Int) {
        self.ordinal = ordinal
        self.team = team
        self.elapsed = elapsed
    }

    /// The minute of play, as football counts it: the first minute is 1'.
    public var minute: Int {
        elapsed / 60 + 1
    }
}

extension Gather {
    /// A match needs this many players at least: one a side.
    public static let minimumPlayers = 2
}

/// Where an ended match's result went.
public enum GatherEnding: Sendable, Equatable {
    /// In the store: in the history from now on.
    case stored
    /// Kept on this machine while the store is away, sent when it is back (`GathersService.sendWaitingMatches`).
    case waitingForServer
}

/// How a match left unfinished was discarded.
public enum GatherDiscarding: Sendable, Equatable {
    /// Gone from the store.
    case discarded
    /// Gone from this machine; the store, which did not answer, drops what it holds of it once it
    /// answers again (`GathersService.sendWaitingMatches`).
    case waitingForServer
}

/// What `GathersService.sendWaitingMatches` did.
public struct WaitingMatchesSent: Sendable, Equatable {
    /// Each match sent, as the store holds it now, with the names of the players left out of it
    /// because the store no longer had them.
    public var sent: [SentMatch]
    /// The matches still waiting.
    public var stillWaiting: Int
    /// What stopped the sending; nil when nothing did.
    public var failure: ServiceError?

    public init(sent: [SentMatch] = [], stillWaiting: Int = 0, failure: ServiceError? = nil) {
        self.sent = sent
        self.stillWaiting = stillWaiting
        self.failure = failure
    }

    /// Whether there is anything to tell: a match went, or something stopped the sending.
    public var hasNews: Bool {
        !sent.isEmpty || failure != nil
    }
}

/// A match sent by `sendWaitingMatches`.
public struct SentMatch: Sendable, Equatable {
    public var gather: Gather
    /// Players the store had deleted meanwhile: the match was sent without them.
    public var leftOut: [String]

    public init(gather: Gather, leftOut: [String] = []) {
        self.gather = gather
        self.leftOut = leftOut
    }
}
