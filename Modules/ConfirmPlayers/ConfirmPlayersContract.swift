import Domain
import Foundation
import Presentation
import ShareFilesInterface
import TerminalUI

// ConfirmPlayers at a glance: the team sheet of the picked players: moving them between the teams
// and the bench, a balanced split, and starting the match. Its roles' protocols come in one order
// in every feature (Interactor, Presenter, Router, View), then what its use cases take and answer;
// ConfirmPlayersEntity.swift says what it needs of a picked player, and the role files hold the
// implementations.

// MARK: Interactor

/// The use cases: the team sheet and its moves, the balanced split, and starting the match.
@MainActor
public protocol ConfirmPlayersInteracting: AnyObject {
    /// The picked players, numbered in the order they were given, and where each one stands.
    var sheet: TeamSheet { get }
    /// The numbers of the players picked since the teams were last made: they start on the bench,
    /// the others where they were.
    var latecomers: [Int] { get }
    /// The teams are the last match's, as `last` asked.
    var startsFromLastMatch: Bool { get }

    /// Moves the numbered players to `team`; a number named twice counts once.
    func move(numbers: [Int], to team: Team) throws(ConfirmPlayersRefusal) -> ConfirmPlayersMove
    /// Splits everyone on the sheet (the bench too) into two teams balanced by skill; again, with
    /// the teams unchanged since, into the next split as balanced (refused when there is none).
    func splitBalanced() throws(ConfirmPlayersRefusal) -> BalancedSplit
    /// The skill points of the players in `team`, as the balanced split counts them.
    func points(in team: Team) -> Int
    /// Creates the gather now, storing every player's team (the bench too) at once: the match to open.
    /// Teams whose sizes differ by more than one are refused unless `allowingUnevenTeams`. At most
    /// one match is unfinished: another one is refused, unless `discarding` names it (it is then
    /// discarded first). A store's failure leaves the sheet as it was, to try again.
    func startGather(allowingUnevenTeams: Bool, discarding: UnfinishedGather?) async throws(ConfirmPlayersRefusal) -> UnfinishedGather
    /// What "now" is, to date a shared team sheet.
    func now() -> Date
    /// Writes the shared team sheet to the file at `path`.
    func share(_ block: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome
}

// MARK: Presenter

/// What the confirm view tells its presenter: every line already read into what it means.
@MainActor
public protocol ConfirmPlayersPresenting: AnyObject {
    func viewWillAppear()
    /// `m N… a|b|bench`: `numbers` is empty or `team` nil when the command was incomplete.
    func didChooseMove(numbers: [Int], to team: Team?)
    /// `auto`: a balanced split of every picked player.
    func didChooseAutoSplit()
    func didChooseStart() async
    /// `r`, offered right after a failed start: starts again as asked.
    func didChooseRetry() async
    /// Yes or no to the question asked: "… Start anyway? (y/n)" or "… Replace it? (y/n)".
    func didAnswer(_ yes: Bool) async
    /// The answer to "Another match is unfinished: …".
    func didAnswerUnfinishedMatch(_ choice: ConfirmPlayersUnfinishedChoice) async
    func didChooseBack()
    /// `share`, with what followed it (`md`, a file).
    func didChooseShare(_ command: ShareCommand) async
    /// Enter alone: the sheet again, after a share block.
    func didPressEnter()
    /// What was typed to a question could not be read as an answer to it.
    func didEnterUnreadable(_ what: ConfirmPlayersUnreadable)
    func didEnterUnknownCommand(_ line: String)
}

/// What to do with the match left unfinished, when starting another.
public enum ConfirmPlayersUnfinishedChoice: Sendable, Equatable {
    /// Play it: this sheet waits.
    case resume
    /// Drop it and start this one.
    case discard
    /// Neither: back to the sheet.
    case keep
}

/// What the View could not read.
public enum ConfirmPlayersUnreadable: Sendable, Equatable {
    /// To a "(y/n)" question: neither yes nor no.
    case answer
    /// To the unfinished match's question: none of resume, discard or b.
    case unfinishedMatchAnswer
    /// After `share`: more than `md` and a file.
    case share
}

// MARK: Router

/// Where ConfirmPlayers leads.
@MainActor
public protocol ConfirmPlayersRouting: AnyObject {
    /// The match begins: the gather screen replaces everything.
    func showGather(_ unfinished: UnfinishedGather)
    /// Back to the player list, whose selection is kept.
    func close()
}

/// The screens ConfirmPlayers opens, built by the App.
@MainActor
public protocol ConfirmPlayersScreenFactory: AnyObject {
    func makeGatherScreen(for user: User, unfinished: UnfinishedGather) -> any Screen
}

// MARK: View

/// What the confirm presenter tells its view.
@MainActor
public protocol ConfirmPlayersDisplaying: AnyObject {
    func display(_ viewModel: ConfirmPlayersViewModel)
}

// MARK: What the use cases take and answer

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
    case gone
    /// The store could not be read or written: nothing started, and trying again may help.
    case failed(StoreFailure)
}

/// The picked players and where each one stands. A player's number is its place in
/// the order the players were given (1…n) and never changes when they move.
public struct TeamSheet: Sendable, Equatable {
    public let players: [SheetPlayer]
    /// Where each of `players` stands, in the same order.
    public internal(set) var teams: [Team]

    /// Everyone starts on the bench.
    public init<Entity: ConfirmPlayersEntity>(players: [Entity]) {
        self.players = players.map(SheetPlayer.init)
        teams = Array(repeating: .bench, count: players.count)
    }

    /// The numbers of the players in `team`, in number order.
    public func numbers(in team: Team) -> [Int] {
        teams.indices.filter { teams[$0] == team }.map { $0 + 1 }
    }

    public func player(numbered number: Int) -> SheetPlayer? {
        number >= 1 && number <= players.count ? players[number - 1] : nil
    }

    /// Two sheets are one when they hold the same players, by id, where the same teams stand.
    public static func == (left: TeamSheet, right: TeamSheet) -> Bool {
        left.players.map(\.id) == right.players.map(\.id) && left.teams == right.teams
    }
}

/// What a move did to the sheet, by the players' numbers.
public enum ConfirmPlayersMove: Sendable, Equatable {
    /// These players moved, in the order they were named; anyone else named was there already.
    case moved([Int])
    /// Everyone named was there already: nothing changed.
    case alreadyThere([Int])
}

/// Two teams made from every picked player by the balanced split, and their points.
public struct BalancedSplit: Sendable, Equatable {
    /// The numbers of the players of each team, in the order they were dealt.
    public var teamA: [Int]
    public var teamB: [Int]
    public var pointsA: Int
    public var pointsB: Int
    /// Which of the equally balanced splits this is, from 1, in the order `auto` shows them.
    public var rank: Int
    /// Another split is as balanced, after this one.
    public var hasNext: Bool
    /// The goalkeepers of each team, spread first.
    public var goalkeepersA: [Int] = []
    public var goalkeepersB: [Int] = []
    /// The players without a skill, counted as amateurs.
    public var unrated: [Int] = []

    public init(
        teamA: [Int], teamB: [Int], pointsA: Int, pointsB: Int, rank: Int = 1, hasNext: Bool = false,
        goalkeepersA: [Int] = [], goalkeepersB: [Int] = [], unrated: [Int] = []
    ) {
        self.teamA = teamA
        self.teamB = teamB
        self.pointsA = pointsA
        self.pointsB = pointsB
        self.rank = rank
        self.hasNext = hasNext
        self.goalkeepersA = goalkeepersA
        self.goalkeepersB = goalkeepersB
        self.unrated = unrated
    }
}

/// What a skill is worth to the balanced split; a player without a skill counts as an amateur.
public enum SkillPoints {
    public static func of(_ skill: PlayerSkill?) -> Int {
        switch skill {
        case .beginner: 1
        case .amateur, nil: 2
        case .professional: 3
        }
    }
}
