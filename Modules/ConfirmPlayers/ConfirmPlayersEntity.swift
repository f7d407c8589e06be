import Domain

/// What ConfirmPlayers needs of a picked player: a name and position to list, a skill to balance by.
public protocol ConfirmPlayersEntity: Sendable, Equatable {
    var name: String { get }
    var position: PlayerPosition? { get }
    var skill: PlayerSkill? { get }
}

extension Player: ConfirmPlayersEntity {}

extension ConfirmPlayersEntity {
    var isGoalkeeper: Bool { position == .goalkeeper }
}

/// The picked players and where each one stands. A player's number is its place in
/// the order the players were given (1…n) and never changes when they move.
public struct TeamSheet<Player: ConfirmPlayersEntity>: Sendable, Equatable {
    public let players: [Player]
    /// Where each of `players` stands, in the same order.
    public internal(set) var teams: [Team]

    /// Everyone starts on the bench.
    public init(players: [Player]) {
        self.players = players
        teams = Array(repeating: .bench, count: players.count)
    }

    /// The numbers of the players in `team`, in number order.
    public func numbers(in team: Team) -> [Int] {
        teams.indices.filter { teams[$0] == team }.map { $0 + 1 }
    }

    public func player(numbered number: Int) -> Player? {
        number >= 1 && number <= players.count ? players[number - 1] : nil
    }

    /// The number of `player`; a sheet holds each player once.
    public func number(of player: Player) -> Int? {
        players.firstIndex(of: player).map { $0 + 1 }
    }
}

/// Where each player stood when the sheet was last changed, by player id: kept by whoever opens
/// the sheet, so that going back to the selection and forward again finds the teams as they were.
@MainActor
public final class TeamSheetMemory {
    var teams: [Player.ID: Team] = [:]

    public init() {}
}

/// What a move did to the sheet.
public enum ConfirmPlayersMove<Player: ConfirmPlayersEntity>: Sendable, Equatable {
    /// These players moved, in the order they were named; anyone else named was there already.
    case moved([Player])
    /// Everyone named was there already: nothing changed.
    case alreadyThere([Player])
}

/// Two teams made from every picked player by the balanced split, and their points.
public struct BalancedSplit<Player: ConfirmPlayersEntity>: Sendable, Equatable {
    /// In the order they were dealt.
    public var teamA: [Player]
    public var teamB: [Player]
    public var pointsA: Int
    public var pointsB: Int
    /// Which of the equally balanced splits this is, from 1, in the order `auto` shows them.
    public var rank: Int
    /// Another split is as balanced, after this one.
    public var hasNext: Bool

    public init(teamA: [Player], teamB: [Player], pointsA: Int, pointsB: Int, rank: Int = 1, hasNext: Bool = false) {
        self.teamA = teamA
        self.teamB = teamB
        self.pointsA = pointsA
        self.pointsB = pointsB
        self.rank = rank
        self.hasNext = hasNext
    }

    public var goalkeepers: (teamA: [Player], teamB: [Player]) {
        (teamA.filter(\.isGoalkeeper), teamB.filter(\.isGoalkeeper))
    }

    /// Players without a skill, who were counted as amateurs.
    public var unrated: [Player] {
        (teamA + teamB).filter { $0.skill == nil }
    }
}

/// Why a command left the sheet as it was.
public enum ConfirmPlayersRefusal: Error, Sendable, Equatable {
    /// The sheet is empty: the screen was opened without players.
    case nobodyPicked
    /// No player on the sheet has this number; the sheet has `count` players.
    case noSuchPlayer(Int, count: Int)
    /// A split needs at least two players.
    case tooFewToSplit
    /// `auto` again, and no other split is as balanced as the teams shown.
    case noOtherBalancedSplit
    /// A match needs at least one player in each team.
    case teamWithoutPlayers
    /// The team sizes differ by more than one: the match starts only when that is meant.
    case unevenTeams(teamA: Int, teamB: Int)
    /// Another match was never ended: at most one is unfinished, so it is resumed or discarded first.
    case anotherMatchUnfinished(UnfinishedGather)
    /// A player on the sheet left the roster meanwhile (deleted in another window): trying again can't help.
    case playerGone
}
