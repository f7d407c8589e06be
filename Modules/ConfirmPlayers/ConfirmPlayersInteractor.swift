import Domain
import Foundation
import GathersInterface
import ShareFilesInterface

/// ConfirmPlayers' use cases: the team sheet and its moves, the balanced split, and starting the match.
@MainActor
public protocol ConfirmPlayersInteracting<Player>: AnyObject {
    associatedtype Player: ConfirmPlayersEntity

    /// The picked players, numbered in the order they were given, and where each one stands.
    var sheet: TeamSheet<Player> { get }
    /// Players picked since the teams were last made: they start on the bench, the others where they were.
    var latecomers: [Player] { get }
    /// The teams are the last match's, as `last` asked.
    var startsFromLastMatch: Bool { get }

    /// Moves the numbered players to `team`; a number named twice counts once.
    func move(numbers: [Int], to team: Team) -> Result<ConfirmPlayersMove<Player>, ConfirmPlayersRefusal>
    /// Splits everyone on the sheet (the bench too) into two teams balanced by skill; again, with
    /// the teams unchanged since, into the next split as balanced (refused when there is none).
    func splitBalanced() -> Result<BalancedSplit<Player>, ConfirmPlayersRefusal>
    /// The skill points of the players in `team`, as the balanced split counts them.
    func points(in team: Team) -> Int
    /// Creates the gather now, storing every player's team (the bench too) at once: the match to open.
    /// Teams whose sizes differ by more than one are refused unless `allowingUnevenTeams`. At most
    /// one match is unfinished: another one is refused, unless `discarding` names it (it is then
    /// discarded first). A service failure is thrown and leaves the sheet as it was, to try again.
    func startGather(allowingUnevenTeams: Bool, discarding: UnfinishedGather?) async throws -> Result<UnfinishedGather, ConfirmPlayersRefusal>
    /// What "now" is, to date a shared team sheet.
    func now() -> Date
    /// Writes the shared team sheet to the file at `path`.
    func share(_ block: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome
}

public final class ConfirmPlayersInteractor: ConfirmPlayersInteracting {
    public private(set) var sheet: TeamSheet<Player>
    public private(set) var latecomers: [Player] = []
    public let startsFromLastMatch: Bool
    /// The teams the last `auto` made, which of the equally balanced splits they were, and whether another follows.
    private var lastSplit: (teams: [Team], rank: Int, hasNext: Bool)?
    private let memory: TeamSheetMemory
    private let gathers: any GathersService
    private let clock: any WallClock
    private let shareFiles: any ShareFileWriting

    /// `players` are the picked ones, in the list's order: that order numbers them. Everyone starts on
    /// the bench, except the players `teams` places (the last match's teams), or when it is empty, the
    /// players `memory` holds a team for: where they stood when the sheet was last left.
    public init(
        players: [Player],
        teams: [Player.ID: Team] = [:],
        memory: TeamSheetMemory = TeamSheetMemory(),
        gathers: any GathersService,
        shareFiles: any ShareFileWriting,
        clock: any WallClock
    ) {
        sheet = TeamSheet(players: players)
        self.memory = memory
        self.gathers = gathers
        self.shareFiles = shareFiles
        self.clock = clock
        // Teams follow the people: whoever stood in a team stays there, a latecomer joins the bench.
        startsFromLastMatch = players.contains { teams[$0.id] != nil }
        let known = startsFromLastMatch ? teams : memory.teams
        if players.contains(where: { known[$0.id] != nil }) {
            sheet.teams = players.map { known[$0.id] ?? .bench }
            latecomers = players.filter { known[$0.id] == nil }
            if startsFromLastMatch { remember() }
        }
    }

    public func now() -> Date {
        clock.now()
    }

    public func share(_ block: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(block, toPath: path, replacing: replacing)
    }

    public func move(numbers: [Int], to team: Team) -> Result<ConfirmPlayersMove<Player>, ConfirmPlayersRefusal> {
        let count = sheet.players.count
        guard count > 0 else { return .failure(.nobodyPicked) }
        if let missing = numbers.first(where: { sheet.player(numbered: $0) == nil }) {
            return .failure(.noSuchPlayer(missing, count: count))
        }
        let named = numbers.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        let moving = named.filter { sheet.teams[$0 - 1] != team }
        guard !moving.isEmpty else { return .success(.alreadyThere(named.map { sheet.players[$0 - 1] })) }
        for number in moving {
            sheet.teams[number - 1] = team
        }
        remember()
        return .success(.moved(moving.map { sheet.players[$0 - 1] }))
    }

    /// `auto` again, with the teams as the last split made them, shows the next equally balanced
    /// split, and the first again after the last.
    public func splitBalanced() -> Result<BalancedSplit<Player>, ConfirmPlayersRefusal> {
        guard sheet.players.count >= Gather.minimumPlayers else { return .failure(.tooFewToSplit) }
        var skipping = 0
        if let last = lastSplit, last.teams == sheet.teams {
            guard last.rank > 1 || last.hasNext else { return .failure(.noOtherBalancedSplit) }
            skipping = last.hasNext ? last.rank : 0
        }
        guard let split = Self.balancedSplit(of: sheet.players, skipping: skipping) else { return .failure(.tooFewToSplit) }
        // The split puts every player in a team: nobody stays on the bench.
        let teamA = Set(split.teamA.map(\.id))
        sheet.teams = sheet.players.map { teamA.contains($0.id) ? .teamA : .teamB }
        lastSplit = (sheet.teams, split.rank, split.hasNext)
        remember()
        return .success(split)
    }

    public func points(in team: Team) -> Int {
        zip(sheet.players, sheet.teams).reduce(0) { total, entry in
            entry.1 == team ? total + Self.points(for: entry.0.skill) : total
        }
    }

    public func startGather(
        allowingUnevenTeams: Bool,
        discarding: UnfinishedGather?
    ) async throws -> Result<UnfinishedGather, ConfirmPlayersRefusal> {
        let (sizeA, sizeB) = (sheet.numbers(in: .teamA).count, sheet.numbers(in: .teamB).count)
        guard sizeA > 0, sizeB > 0 else { return .failure(.teamWithoutPlayers) }
        guard allowingUnevenTeams || abs(sizeA - sizeB) <= 1 else { return .failure(.unevenTeams(teamA: sizeA, teamB: sizeB)) }
        if let waiting = try await gathers.unfinishedGather() {
            // Only the match the user saw and chose to drop: one started since is asked about anew.
            guard waiting.gather.id == discarding?.gather.id else { return .failure(.anotherMatchUnfinished(waiting)) }
            try await gathers.discardGather(id: waiting.gather.id)
        }
        let players = zip(sheet.players, sheet.teams).map { GatherPlayer(player: $0, team: $1) }
        let gather: Gather
        do {
            gather = try await gathers.startGather(with: players, at: clock.now())
        } catch ServiceError.notFound {
            // A store refuses players that are not on the roster: one was deleted since the sheet opened.
            return .failure(.playerGone)
        }
        // The teams are in the match now: the next selection starts a sheet of its own.
        memory.teams = [:]
        return .success(UnfinishedGather(gather: gather, progress: GatherProgress()))
    }

    private func remember() {
        memory.teams = Dictionary(zip(sheet.players.map(\.id), sheet.teams)) { first, _ in first }
    }
}
