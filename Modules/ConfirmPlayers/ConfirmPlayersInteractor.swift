import Domain
import Foundation
import GathersInterface
import ShareFilesInterface

/// The team sheet's rules: moves, the balanced split (`+BalancedSplit`), and when a match may start.
public final class ConfirmPlayersInteractor: ConfirmPlayersInteracting {
    public private(set) var sheet: TeamSheet
    public private(set) var latecomers: [Int] = []
    public let startsFromLastMatch: Bool
    /// The teams the last `auto` made, which of the equally balanced splits they were, and whether another follows.
    private var lastSplit: (teams: [Team], rank: Int, hasNext: Bool)?
    /// Told where each player stands, by id, whenever the sheet changes, and nothing once the match starts.
    private let keep: @MainActor ([Player.ID: Team]) -> Void
    private let gathers: any GathersService
    private let clock: any WallClock
    private let shareFiles: any ShareFileWriting

    /// `players` are the picked ones, in the list's order: that order numbers them. Everyone starts on
    /// the bench, except the players `teams` places (the last match's teams), or when it is empty, the
    /// players `remembered` places: where they stood when this selection's sheet was last left, as
    /// told to `remember`, which its opener keeps so that back and forward again finds the teams.
    public init<Entity: ConfirmPlayersEntity>(
        players: [Entity],
        teams: [Player.ID: Team] = [:],
        remembered: [Player.ID: Team] = [:],
        remember: @escaping @MainActor ([Player.ID: Team]) -> Void = { _ in },
        gathers: any GathersService,
        shareFiles: any ShareFileWriting,
        clock: any WallClock
    ) {
        sheet = TeamSheet(players: players)
        keep = remember
        self.gathers = gathers
        self.shareFiles = shareFiles
        self.clock = clock
        // Teams follow the people: whoever stood in a team stays there, a latecomer joins the bench.
        startsFromLastMatch = Self.anyPlaced(sheet.players, by: teams)
        let known = startsFromLastMatch ? teams : remembered
        if Self.anyPlaced(sheet.players, by: known) {
            (sheet.teams, latecomers) = Self.placed(sheet.players, by: known)
            if startsFromLastMatch { keepTeams() }
        }
    }

    // Nonisolated, these three: their closures over a sheet of 10 000 then run without the main
    // actor's checks (about 45 ns a call).

    nonisolated private static func anyPlaced(_ players: [SheetPlayer], by known: [Player.ID: Team]) -> Bool {
        players.contains { known[$0.id] != nil }
    }

    /// Where `known` places each player (the bench if nowhere), and the numbers of those it does not place.
    nonisolated private static func placed(_ players: [SheetPlayer], by known: [Player.ID: Team]) -> (teams: [Team], latecomers: [Int]) {
        (players.map { known[$0.id] ?? .bench }, players.indices.filter { known[players[$0].id] == nil }.map { $0 + 1 })
    }

    nonisolated private static func points(of players: [SheetPlayer], in teams: [Team], team: Team) -> Int {
        zip(players, teams).reduce(0) { total, entry in
            entry.1 == team ? total + SkillPoints.of(entry.0.skill) : total
        }
    }

    public func now() -> Date {
        clock.now()
    }

    public func share(_ block: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(block, toPath: path, replacing: replacing)
    }

    public func move(numbers: [Int], to team: Team) throws(ConfirmPlayersRefusal) -> ConfirmPlayersMove {
        let count = sheet.players.count
        guard count > 0 else { throw .nobodyPicked }
        if let missing = numbers.first(where: { sheet.player(numbered: $0) == nil }) {
            throw .noSuchPlayer(missing, count: count)
        }
        let named = numbers.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        let moving = named.filter { sheet.teams[$0 - 1] != team }
        guard !moving.isEmpty else { return .alreadyThere(named) }
        for number in moving {
            sheet.teams[number - 1] = team
        }
        keepTeams()
        return .moved(moving)
    }

    /// `auto` again, with the teams as the last split made them, shows the next equally balanced
    /// split, and the first again after the last.
    public func splitBalanced() throws(ConfirmPlayersRefusal) -> BalancedSplit {
        guard sheet.players.count >= Gather.minimumPlayers else { throw .tooFewToSplit }
        var skipping = 0
        if let last = lastSplit, last.teams == sheet.teams {
            guard last.rank > 1 || last.hasNext else { throw .noOtherBalancedSplit }
            skipping = last.hasNext ? last.rank : 0
        }
        guard let split = Self.balancedSplit(of: sheet.players, skipping: skipping) else { throw .tooFewToSplit }
        // The split puts every player in a team: nobody stays on the bench.
        let teamA = Set(split.teamA)
        sheet.teams = sheet.players.indices.map { teamA.contains($0 + 1) ? .teamA : .teamB }
        lastSplit = (sheet.teams, split.rank, split.hasNext)
        keepTeams()
        return split
    }

    public func points(in team: Team) -> Int {
        Self.points(of: sheet.players, in: sheet.teams, team: team)
    }

    public func startGather(
        allowingUnevenTeams: Bool,
        discarding: UnfinishedGather?
    ) async throws(ConfirmPlayersRefusal) -> UnfinishedGather {
        let (sizeA, sizeB) = (sheet.numbers(in: .teamA).count, sheet.numbers(in: .teamB).count)
        guard sizeA > 0, sizeB > 0 else { throw .teamWithoutPlayers }
        guard allowingUnevenTeams || abs(sizeA - sizeB) <= 1 else { throw .unevenTeams(teamA: sizeA, teamB: sizeB) }
        let players = zip(sheet.players, sheet.teams).map {
            GatherPlayer(playerID: $0.id, name: $0.name, position: $0.position, skill: $0.skill, team: $1)
        }
        let gather: Gather
        do {
            if let waiting = try await gathers.unfinishedGather() {
                // Only the match the user saw and chose to drop: one started since is asked about anew.
                guard waiting.gather.id == discarding?.gather.id else { throw ConfirmPlayersRefusal.anotherMatchUnfinished(waiting) }
                try await gathers.discardGather(id: waiting.gather.id)
            }
            gather = try await gathers.startGather(with: players, at: clock.now())
        } catch let refusal as ConfirmPlayersRefusal {
            throw refusal
        } catch ServiceError.notFound {
            // A store refuses players that are not on the roster: one was deleted since the sheet opened.
            throw .gone
        } catch {
            throw .failed(StoreFailure(error))
        }
        // The teams are in the match now: the next selection starts a sheet of its own.
        keep([:])
        return UnfinishedGather(gather: gather, progress: GatherProgress())
    }

    private func keepTeams() {
        keep(Dictionary(zip(sheet.players.map(\.id), sheet.teams)) { first, _ in first })
    }
}
