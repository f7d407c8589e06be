import AuthenticationInterface
import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import PlayersInterface
import RosterFilesInterface

/// PlayerList's use cases over the roster of Domain `Player`s; the store's errors are read into
/// `PlayerListRefusal`s here.
public final class PlayerListInteractor: PlayerListInteracting {
    /// The roster shown, as the store has it.
    public private(set) var roster: [Player] = []
    public var players: EntityList<any PlayerListEntity> { EntityList(roster) { $0 } }
    public var username: String { user.username }
    /// Where the picked players stood on the team sheet when it was last left, by id: the sheet opens
    /// with them again while this list is open, and a started match clears them.
    public var sheetTeams: [Player.ID: Team] = [:]
    public private(set) var picked: Set<Int>?
    public private(set) var lastLineUpTeams: [Int: Team] = [:]
    public private(set) var unfinishedMatch: UnfinishedGather?
    public private(set) var matchCheckFailure: PlayerListRefusal?
    public internal(set) var lastImport: RosterImport?
    public internal(set) var offlineSince: Date?
    public internal(set) var checkingSince: Date?
    public private(set) var waitingMatches = 0
    public private(set) var sending: WaitingMatchesSent?
    /// Whether `players` is the roster as last loaded (not loading, not failed).
    private(set) var isLoaded = false
    private let user: User
    let playersService: any PlayersService
    private let gathers: any GathersService
    private let authentication: any AuthenticationService
    let copies: any LastLoadedCopies
    let clock: any WallClock
    let rosterFiles: any RosterFileReading
    /// Where the command line asked to go from the list: followed once, after the first load.
    private var route: AppRoute?

    public init(
        user: User, players: any PlayersService, gathers: any GathersService, authentication: any AuthenticationService,
        copies: any LastLoadedCopies, clock: any WallClock, rosterFiles: any RosterFileReading, route: AppRoute? = nil
    ) {
        self.route = route
        self.rosterFiles = rosterFiles
        self.user = user
        playersService = players
        self.gathers = gathers
        self.authentication = authentication
        self.copies = copies
        self.clock = clock
    }

    // MARK: The roster

    public var isReadOnly: Bool { offlineSince != nil || checkingSince != nil }

    /// Looks for a match left unfinished; after a failed check there is none to offer.
    public func checkUnfinishedMatch() async throws(PlayerListRefusal) {
        unfinishedMatch = nil
        do {
            unfinishedMatch = try await gathers.unfinishedGather()
        } catch {
            throw Self.refusal(error)
        }
    }

    public func loadRosterAndCheckUnfinishedMatch() async throws(PlayerListRefusal) -> [any PlayerListEntity] {
        async let matchCheck = failure(of: checkUnfinishedMatch)
        var unpicked: [Player] = []
        var loadFailure: PlayerListRefusal?
        do {
            unpicked = try await loadPlayers()
        } catch {
            loadFailure = error
        }
        let check = await matchCheck
        // Offline, the check failed for the outage the roster's offline notice tells already.
        matchCheckFailure = offlineSince == nil ? check : nil
        if let loadFailure { throw loadFailure }
        await sendWaitingMatches()
        return unpicked
    }

    /// The store answered: the matches played while it was away go now. Offline, they are counted.
    private func sendWaitingMatches() async {
        sending = nil
        guard offlineSince == nil else {
            waitingMatches = await gathers.waitingMatchCount()
            return
        }
        let report = await gathers.sendWaitingMatches(roster: roster)
        waitingMatches = report.stillWaiting
        sending = report.hasNews ? report : nil
    }

    private func failure(of work: () async throws(PlayerListRefusal) -> Void) async -> PlayerListRefusal? {
        do {
            try await work()
            return nil
        } catch {
            return error
        }
    }

    /// Loads the roster afresh. Returns the picked players who are gone (deleted elsewhere):
    /// they are no longer picked. After a failure the roster is empty and the picks wait for the next load;
    /// when the store can't be reached, the roster as last loaded is shown instead, offline.
    public func loadPlayers() async throws(PlayerListRefusal) -> [Player] {
        // Only the picked players are kept while the new roster loads, not two whole rosters.
        let wasPicked = picked.map { ids in roster.filter { ids.contains($0.id) } } ?? []
        // A copy shown while the store is asked stays on screen until the answer replaces it.
        if checkingSince == nil {
            roster = []
            isLoaded = false
        }
        defer { checkingSince = nil }
        do {
            roster = try await rosterOrLastCopy()
        } catch {
            roster = []
            isLoaded = false
            throw Self.refusal(error)
        }
        isLoaded = true
        let existing = Set(roster.map(\.id))
        picked = picked?.intersection(existing)
        return wasPicked.filter { !existing.contains($0.id) }
    }

    /// The roster as last loaded, shown read-only while the next load asks the store (a saved sign-in
    /// checked at start): the list is there at once, whatever the store does. False when no copy is kept.
    public func showLastCopy() async -> Bool {
        guard let copy = await copies.players() else { return false }
        roster = copy.value
        checkingSince = copy.loadedAt
        isLoaded = true
        return true
    }

    /// The player shown under `number`.
    public func player(numbered number: Int) throws(PlayerListRefusal) -> Player {
        if let refusal = refusal(naming: [number]) { throw refusal }
        return roster[number - 1]
    }

    public func opening(numbered number: Int) throws(PlayerListRefusal) -> PlayerListOpening {
        let id = try player(numbered: number).id
        return isReadOnly ? .readOnly(playerID: id) : .editable(playerID: id)
    }

    public func playerToDelete(numbered number: Int) throws(PlayerListRefusal) -> any PlayerListEntity {
        try mayChangeRoster()
        return try player(numbered: number)
    }

    public func followRoute() throws(PlayerListRefusal) -> PlayerListDestination? {
        guard let route = route.take() else { return nil }
        do {
            return try destination(of: route)
        } catch {
            switch (route, error) {
            case (.match, _): throw .noUnfinishedMatch
            case (.player(let number), .noPlayers), (.editPlayer(let number, _), .noPlayers): throw .noSuchPlayer(number, count: 0)
            default: throw error
            }
        }
    }

    /// Where `route` leads, refused like the commands that lead there.
    func destination(of route: AppRoute) throws(PlayerListRefusal) -> PlayerListDestination {
        switch route {
        case .players: .players
        case .player(let number): .details(try opening(numbered: number))
        case .editPlayer(let number, let field): .edit(playerID: try player(numbered: number).id, field)
        case .newPlayer: .newPlayer
        case .history: .history
        case .historyEntry(let number): .historyEntry(number: number)
        case .records: .records
        case .match: .match(try matchLeftUnfinished())
        }
    }

    public func delete(_ player: any PlayerListEntity) async throws(PlayerListRefusal) {
        try mayChangeRoster()
        do {
            try await playersService.delete(playerID: player.id)
        } catch {
            throw Self.refusal(error)
        }
        roster.removeAll { $0.id == player.id }
        picked?.remove(player.id)
    }

    // MARK: Picking who plays

    public func select(_ picks: PlayerPicks) throws(PlayerListRefusal) -> PlayerListSelecting {
        // `s` alone needs somebody to pick, just as a number does.
        if let refusal = refusal(naming: [1]) { throw refusal }
        let numbers = try picks.numbers(in: roster.count)
        let began = picked == nil
        if began { lastLineUpTeams = [:] }
        picked = picked ?? []
        apply(picks, numbers)
        return began ? .began : .toggled
    }

    public func toggle(_ picks: PlayerPicks) throws(PlayerListRefusal) {
        guard picked != nil else { throw .notSelecting }
        if let refusal = refusal(naming: []) { throw refusal }
        apply(picks, try picks.numbers(in: roster.count))
    }

    /// Offline too: the match is kept here until the store is back.
    public func confirmSelection() throws(PlayerListRefusal) -> [Int] {
        guard let picked else { throw .notSelecting }
        // A loop, not a closure: one isolated to the main actor is checked at each of 10 000 calls (45 ns).
        var ids: [Int] = []
        for player in roster where picked.contains(player.id) { ids.append(player.id) }
        guard ids.count >= Gather.minimumPlayers else { throw .tooFewPicked }
        return ids
    }

    public func stopSelecting() {
        picked = nil
        lastLineUpTeams = [:]
    }

    public func selectLastLineUp() async throws(PlayerListRefusal) -> PlayerListLastLineUp {
        guard picked != nil else { throw .notSelecting }
        if let refusal = refusal(naming: []) { throw refusal }
        let last: Gather
        do {
            let list = try await gathers.finishedGatherList()
            guard var first = list.gathers.first else { throw PlayerListRefusal.noFinishedMatch }
            if list.playersLeftOut.contains(first.id) { first.players = try await gathers.players(ofFinishedGather: first.id) }
            last = first
        } catch let refusal as PlayerListRefusal {
            throw refusal
        } catch {
            throw Self.refusal(error)
        }
        // The roster and the selection as they are now, after waiting for the store.
        guard picked != nil else { throw .notSelecting }
        let onRoster = Set(roster.map(\.id))
        let ids = last.players.compactMap(\.playerID)
        picked = Set(ids.filter(onRoster.contains))
        lastLineUpTeams = last.players.reduce(into: [:]) { teams, player in
            if let id = player.playerID, onRoster.contains(id), player.team != .bench { teams[id] = player.team }
        }
        let gone = last.players.count { $0.playerID.map { !onRoster.contains($0) } ?? true }
        return PlayerListLastLineUp(selected: picked?.count ?? 0, gone: gone)
    }

    // MARK: The unfinished match, the session

    public func matchLeftUnfinished() throws(PlayerListRefusal) -> UnfinishedGather {
        guard let unfinishedMatch else { throw .noUnfinishedMatch }
        return unfinishedMatch
    }

    @discardableResult
    public func discard(_ match: UnfinishedGather) async throws(PlayerListRefusal) -> GatherDiscarding {
        let discarding: GatherDiscarding
        do {
            discarding = try await gathers.discardGather(id: match.gather.id)
        } catch {
            throw Self.refusal(error)
        }
        if unfinishedMatch?.gather.id == match.gather.id {
            unfinishedMatch = nil
        }
        return discarding
    }

    public func logOut() async {
        await authentication.logOut(user)
    }

    /// `all` and `none` set the picks. Players named by number ("1-4", "1 3") are all picked, unless all of
    /// them already were: then they are all unpicked; so one number flips its player.
    private func apply(_ picks: PlayerPicks, _ numbers: [Int]) {
        switch picks.kind {
        case .all: picked = Set(roster.map(\.id))
        case .none: picked = []
        case .numbers:
            // A loop, as in `confirmSelection`: no closure checked on the main actor for each of 10 000.
            var named = Set<Int>(minimumCapacity: numbers.count)
            for number in numbers { named.insert(roster[number - 1].id) }
            if named.isSubset(of: picked ?? []) {
                picked?.subtract(named)
            } else {
                picked?.formUnion(named)
            }
        }
    }

    /// What a store's error means here: what the change acts on is gone, or the store failed.
    static func refusal(_ error: any Error) -> PlayerListRefusal {
        ServiceError(error) == .notFound ? .gone : .failed(StoreFailure(error))
    }

    /// Why some of `numbers` name no player shown; nil when all of them do.
    private func refusal(naming numbers: [Int]) -> PlayerListRefusal? {
        guard isLoaded else { return .notLoaded }
        guard !roster.isEmpty else { return .noPlayers }
        guard let wrong = numbers.first(where: { $0 < 1 || $0 > roster.count }) else { return nil }
        return .noSuchPlayer(wrong, count: roster.count)
    }
}
