import AuthenticationInterface
import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import PlayersInterface
import RosterFilesInterface

/// PlayerList's use cases: the roster shown, picking who plays, the match left unfinished,
/// deleting a player and logging out.
@MainActor
public protocol PlayerListInteracting<Player>: AnyObject {
    associatedtype Player: PlayerListEntity

    /// The roster shown, in the service's order: number N is `players[N - 1]`. Empty until it loads.
    var players: [Player] { get }
    /// The ids of the players picked to play; nil when not selecting.
    var picked: Set<Player.ID>? { get }
    /// The match started and never ended, as last checked; nil when there is none.
    var unfinishedMatch: UnfinishedGather? { get }
    /// When the roster shown was loaded, while the store can't be reached and a copy stands in for it
    /// (read-only: every change is refused); nil when the roster is live.
    var offlineSince: Date? { get }

    /// Looks for a match left unfinished; after a failed check there is none to offer.
    func checkUnfinishedMatch() async throws
    /// Loads the roster (as `loadPlayers`) and looks for a match left unfinished side by side: neither waits
    /// for the other, so on a web service the screen costs one round trip, not two. The roster's outcome,
    /// and the check's failure if it failed.
    func loadRosterAndCheckUnfinishedMatch() async -> (unpicked: Result<[Player], any Error>, matchCheck: (any Error)?)
    /// Loads the roster afresh. Returns the picked players who are gone (deleted elsewhere):
    /// they are no longer picked. After a failure the roster is empty and the picks wait for the next load;
    /// when the store can't be reached, the roster as last loaded is shown instead, offline.
    func loadPlayers() async throws -> [Player]
    /// Whether the roster may change (a player added or deleted): not while it is the last loaded copy.
    func mayChangeRoster() -> Result<Void, PlayerListRefusal>
    /// The player shown under `number`.
    func player(numbered number: Int) -> Result<Player, PlayerListRefusal>
    /// The player shown under `number`, to open: read-only while offline.
    func opening(numbered number: Int) -> Result<PlayerListOpening<Player>, PlayerListRefusal>
    /// The player shown under `number`, to delete: refused while offline.
    func playerToDelete(numbered number: Int) -> Result<Player, PlayerListRefusal>
    /// Where a route leads: the player it numbers (opened as `opening(numbered:)` would), or the match
    /// left unfinished; refused like the commands that lead there.
    func destination(of route: AppRoute) -> Result<PlayerListDestination<Player>, PlayerListRefusal>
    /// Deletes the player from the service, the roster shown and the picks; refused while offline.
    /// A store's failure is thrown.
    func delete(_ player: Player) async throws -> Result<Void, PlayerListRefusal>

    /// Starts selecting, if not on already, and applies `picks` at once (blank: nobody picked yet).
    /// `picks` is typed as while selecting; see `toggle`.
    func select(_ picks: PlayerPicks) -> Result<PlayerListSelecting, PlayerListRefusal>
    /// While selecting: picks the players named, or unpicks them if all were picked. Players are named by
    /// number, range and list in any mix ("3", "1 3 4", "1,2,3", "1-4", "1-3, 7"); `all` picks everyone and
    /// `none` nobody. One number outside the roster refuses the whole line, and nothing changes.
    func toggle(_ picks: PlayerPicks) -> Result<Void, PlayerListRefusal>
    /// The picked players, in the roster's order, to make the teams from: at least two.
    func confirmSelection() -> Result<[Player], PlayerListRefusal>
    /// Stops selecting; the picks are dropped.
    func stopSelecting()
    /// While selecting: picks exactly the players of the most recent finished match who are still on the
    /// roster (by id), in place of the picks so far.
    func selectLastLineUp() async throws -> Result<PlayerListLastLineUp, PlayerListRefusal>
    /// The teams those players played in, by id, once `selectLastLineUp` picked them (the bench and the
    /// teams a store does not know are left out); empty when the selection did not start from `last`.
    var lastLineUpTeams: [Player.ID: Team] { get }

    /// Reads the roster file at `path` and matches it against the roster: who it would add, who is on
    /// it already by name, which rows are refused. Nothing is added; refused while offline.
    func importPreview(fromPath path: String) async -> Result<RosterImport, PlayerListRefusal>
    /// Adds the players a preview found, all or none; refused while offline. A store's failure is thrown.
    func addImported(_ preview: RosterImport) async throws -> Result<Void, PlayerListRefusal>
    /// The match left unfinished, to resume or discard.
    func matchLeftUnfinished() -> Result<UnfinishedGather, PlayerListRefusal>
    /// Drops the match and its teams; refused while offline. A store's failure is thrown.
    func discard(_ match: UnfinishedGather) async throws -> Result<Void, PlayerListRefusal>
    func logOut() async
}

extension PlayerListInteracting {
    /// Shown from the last loaded copy, nothing may change: the commands that would are refused.
    public var isReadOnly: Bool {
        offlineSince != nil
    }
}

public final class PlayerListInteractor: PlayerListInteracting {
    public private(set) var players: [Player] = []
    public private(set) var picked: Set<Int>?
    public private(set) var lastLineUpTeams: [Int: Team] = [:]
    public private(set) var unfinishedMatch: UnfinishedGather?
    public internal(set) var offlineSince: Date?
    /// Whether `players` is the roster as last loaded (not loading, not failed).
    private(set) var isLoaded = false
    private let user: User
    let playersService: any PlayersService
    private let gathers: any GathersService
    private let authentication: any AuthenticationService
    let copies: any LastLoadedCopies
    let clock: any WallClock
    let rosterFiles: any RosterFileReading

    public init(
        user: User, players: any PlayersService, gathers: any GathersService, authentication: any AuthenticationService,
        copies: any LastLoadedCopies, clock: any WallClock, rosterFiles: any RosterFileReading
    ) {
        self.rosterFiles = rosterFiles
        self.user = user
        playersService = players
        self.gathers = gathers
        self.authentication = authentication
        self.copies = copies
        self.clock = clock
    }

    // MARK: The roster

    public func checkUnfinishedMatch() async throws {
        unfinishedMatch = nil
        unfinishedMatch = try await gathers.unfinishedGather()
    }

    public func loadRosterAndCheckUnfinishedMatch() async -> (unpicked: Result<[Player], any Error>, matchCheck: (any Error)?) {
        async let matchCheck = failure(of: checkUnfinishedMatch)
        let unpicked: Result<[Player], any Error>
        do {
            unpicked = .success(try await loadPlayers())
        } catch {
            unpicked = .failure(error)
        }
        let check = await matchCheck
        // Offline, the check failed for the outage the roster's offline notice tells already.
        return (unpicked, offlineSince == nil ? check : nil)
    }

    private func failure(of work: () async throws -> Void) async -> (any Error)? {
        do {
            try await work()
            return nil
        } catch {
            return error
        }
    }

    public func loadPlayers() async throws -> [Player] {
        // Only the picked players are kept while the new roster loads, not two whole rosters.
        let wasPicked = picked.map { ids in players.filter { ids.contains($0.id) } } ?? []
        players = []
        isLoaded = false
        players = try await rosterOrLastCopy()
        isLoaded = true
        let existing = Set(players.map(\.id))
        picked = picked?.intersection(existing)
        return wasPicked.filter { !existing.contains($0.id) }
    }

    public func player(numbered number: Int) -> Result<Player, PlayerListRefusal> {
        if let refusal = refusal(naming: [number]) { return .failure(refusal) }
        return .success(players[number - 1])
    }

    public func opening(numbered number: Int) -> Result<PlayerListOpening<Player>, PlayerListRefusal> {
        player(numbered: number).map { offlineSince == nil ? .editable($0) : .readOnly($0) }
    }

    public func playerToDelete(numbered number: Int) -> Result<Player, PlayerListRefusal> {
        mayChangeRoster().flatMap { player(numbered: number) }
    }

    public func destination(of route: AppRoute) -> Result<PlayerListDestination<Player>, PlayerListRefusal> {
        switch route {
        case .players: .success(.players)
        case .player(let number): opening(numbered: number).map { .details($0) }
        case .editPlayer(let number, let field): player(numbered: number).map { .edit($0, field) }
        case .newPlayer: .success(.newPlayer)
        case .history: .success(.history)
        case .historyEntry(let number): .success(.historyEntry(number: number))
        case .records: .success(.records)
        case .match: matchLeftUnfinished().map { .match($0) }
        }
    }

    public func delete(_ player: Player) async throws -> Result<Void, PlayerListRefusal> {
        if offlineSince != nil { return .failure(.offline) }
        try await playersService.delete(playerID: player.id)
        players.removeAll { $0.id == player.id }
        picked?.remove(player.id)
        return .success(())
    }

    // MARK: Picking who plays

    public func select(_ picks: PlayerPicks) -> Result<PlayerListSelecting, PlayerListRefusal> {
        // `s` alone needs somebody to pick, just as a number does.
        if let refusal = refusal(naming: [1]) { return .failure(refusal) }
        return picks.numbers(in: players.count).map { numbers in
            let began = picked == nil
            if began { lastLineUpTeams = [:] }
            picked = picked ?? []
            apply(picks, numbers)
            return began ? .began : .toggled
        }
    }

    public func toggle(_ picks: PlayerPicks) -> Result<Void, PlayerListRefusal> {
        guard picked != nil else { return .failure(.notSelecting) }
        if let refusal = refusal(naming: []) { return .failure(refusal) }
        return picks.numbers(in: players.count).map { apply(picks, $0) }
    }

    public func confirmSelection() -> Result<[Player], PlayerListRefusal> {
        guard let picked else { return .failure(.notSelecting) }
        guard offlineSince == nil else { return .failure(.offline) }
        let players = players.filter { picked.contains($0.id) }
        return players.count >= Gather.minimumPlayers ? .success(players) : .failure(.tooFewPicked)
    }

    public func stopSelecting() {
        picked = nil
        lastLineUpTeams = [:]
    }

    public func selectLastLineUp() async throws -> Result<PlayerListLastLineUp, PlayerListRefusal> {
        guard picked != nil else { return .failure(.notSelecting) }
        if let refusal = refusal(naming: []) { return .failure(refusal) }
        let list = try await gathers.finishedGatherList()
        guard var last = list.gathers.first else { return .failure(.noFinishedMatch) }
        if list.playersLeftOut.contains(last.id) { last.players = try await gathers.players(ofFinishedGather: last.id) }
        // The roster and the selection as they are now, after waiting for the store.
        guard picked != nil else { return .failure(.notSelecting) }
        let onRoster = Set(players.map(\.id))
        let ids = last.players.compactMap(\.playerID)
        picked = Set(ids.filter(onRoster.contains))
        lastLineUpTeams = last.players.reduce(into: [:]) { teams, player in
            if let id = player.playerID, onRoster.contains(id), player.team != .bench { teams[id] = player.team }
        }
        let gone = last.players.count { $0.playerID.map { !onRoster.contains($0) } ?? true }
        return .success(PlayerListLastLineUp(selected: picked?.count ?? 0, gone: gone))
    }

    // MARK: The unfinished match, the session

    public func matchLeftUnfinished() -> Result<UnfinishedGather, PlayerListRefusal> {
        guard offlineSince == nil else { return .failure(.offline) }
        return unfinishedMatch.map(Result.success) ?? .failure(.noUnfinishedMatch)
    }

    public func discard(_ match: UnfinishedGather) async throws -> Result<Void, PlayerListRefusal> {
        if offlineSince != nil { return .failure(.offline) }
        try await gathers.discardGather(id: match.gather.id)
        if unfinishedMatch?.gather.id == match.gather.id {
            unfinishedMatch = nil
        }
        return .success(())
    }

    public func logOut() async {
        await authentication.logOut(user)
    }

    /// `all` and `none` set the picks. Players named by number ("1-4", "1 3") are all picked, unless all of
    /// them already were: then they are all unpicked; so one number flips its player.
    private func apply(_ picks: PlayerPicks, _ numbers: [Int]) {
        switch picks.kind {
        case .all: picked = Set(players.map(\.id))
        case .none: picked = []
        case .numbers:
            let named = Set(numbers.map { players[$0 - 1].id })
            if named.isSubset(of: picked ?? []) {
                picked?.subtract(named)
            } else {
                picked?.formUnion(named)
            }
        }
    }

    /// Why some of `numbers` name no player shown; nil when all of them do.
    private func refusal(naming numbers: [Int]) -> PlayerListRefusal? {
        guard isLoaded else { return .notLoaded }
        guard !players.isEmpty else { return .noPlayers }
        guard let wrong = numbers.first(where: { $0 < 1 || $0 > players.count }) else { return nil }
        return .noSuchPlayer(wrong, count: players.count)
    }
}
