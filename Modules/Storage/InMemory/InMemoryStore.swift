import AuthenticationInterface
import Domain
import Foundation
import GathersInterface
import PlayersInterface
import RecordsInterface
import StorageSupport

/// A store that keeps everything in memory, for tests and demo runs. It follows
/// the SQLite store rule for rule: validation, per-user scoping, errors,
/// ordering, and history that keeps deleted players' names.
public actor InMemoryStore: AuthenticationService, RememberedUsernameStore, UserServicesProviding {
    private struct Account {
        let id: Int
        let passwordHash: String
    }

    private struct StoredPlayer {
        let owner: Int
        var player: Player
    }

    private struct StoredGather {
        let owner: Int
        var gather: Gather
        /// nil until the first save, like the SQLite store's NULL columns.
        var progress: GatherProgress?
        /// The gather's dates as sort keys: a stored gather always has a start, a finished one an end.
        let startedAt: Date
        var endedAt = Date.distantPast
    }

    private let passwordHasher: PasswordHasher
    /// By username.
    private var accounts: [String: Account] = [:]
    private var players: [Int: StoredPlayer] = [:]
    /// In creation order, which breaks ties between gathers that ended at the same time.
    private var gathers: [StoredGather] = []
    private var remembered: String?
    private var lastUserID = 0
    /// Ids are never reused, like SQLite's AUTOINCREMENT.
    private var lastPlayerID = 0

    /// A low default iteration count: this store forgets everything on exit anyway.
    public init(passwordHasher: PasswordHasher = .pbkdf2(iterations: 1_000)) {
        self.passwordHasher = passwordHasher
    }

    // MARK: - AuthenticationService

    /// Hashing runs outside the actor, like in the SQLite store.
    public nonisolated func register(_ credentials: Credentials) async throws -> User {
        let username = try Validation.username(credentials.username).orInvalid()
        let password = try Validation.password(credentials.password).orInvalid()
        return try await addAccount(username: username, passwordHash: passwordHasher.hash(password))
    }

    public nonisolated func logIn(_ credentials: Credentials) async throws -> User {
        guard case .success(let username) = Validation.username(credentials.username) else {
            throw ServiceError.wrongCredentials
        }
        guard let account = await accounts[username] else {
            _ = passwordHasher.verify(credentials.password, against: passwordHasher.unknownUserHash)
            throw ServiceError.wrongCredentials
        }
        guard passwordHasher.verify(credentials.password, against: account.passwordHash) else {
            throw ServiceError.wrongCredentials
        }
        return User(id: String(account.id), username: username)
    }

    /// No session is kept, so there is nothing to end.
    public func logOut(_ user: User) async {}

    public func availability(ofUsername username: String) async throws -> UsernameAvailability {
        let username = try Validation.username(username).orInvalid()
        return accounts[username] == nil ? .free : .taken
    }

    private func addAccount(username: String, passwordHash: String) throws(ServiceError) -> User {
        guard accounts[username] == nil else { throw .usernameTaken }
        lastUserID += 1
        accounts[username] = Account(id: lastUserID, passwordHash: passwordHash)
        return User(id: String(lastUserID), username: username)
    }

    // MARK: - RememberedUsernameStore

    public func rememberedUsername() async throws -> String? { remembered }

    public func setRememberedUsername(_ username: String?) async throws {
        remembered = username
    }

    // MARK: - UserServicesProviding

    public nonisolated func playersService(for user: User) -> any PlayersService {
        InMemoryPlayersService(store: self, userID: Int(user.id))
    }

    public nonisolated func gathersService(for user: User) -> any GathersService {
        InMemoryGathersService(store: self, userID: Int(user.id))
    }

    public nonisolated func recordsService(for user: User) -> any RecordsService {
        InMemoryRecordsService(players: playersService(for: user), gathers: gathersService(for: user))
    }

    // MARK: - Players (called by InMemoryPlayersService)

    func players(of userID: Int?) throws(ServiceError) -> [Player] {
        let owner = try owner(userID)
        return players.values.filter { $0.owner == owner }.map(\.player).sortedByName()
    }

    func addPlayer(_ details: PlayerDetails, for userID: Int?) throws(ServiceError) -> Player {
        let owner = try owner(userID)
        lastPlayerID += 1
        let player = Player(id: lastPlayerID, details: details)
        players[player.id] = StoredPlayer(owner: owner, player: player)
        return player
    }

    /// All in one step of the actor, the roster's names read in it too: nothing else runs between them.
    func addPlayers(_ details: [PlayerDetails], for userID: Int?) throws(ServiceError) -> [Player] {
        let toAdd = GroupImportPlan.byName(details, roster: try players(of: userID)).toAdd
        return try toAdd.map { details throws(ServiceError) in try addPlayer(details, for: userID) }
    }

    func updatePlayer(_ player: Player, for userID: Int?) throws(ServiceError) {
        let owner = try owner(userID)
        guard players[player.id]?.owner == owner else { throw .notFound }
        players[player.id]?.player = player
    }

    func deletePlayer(id: Int, for userID: Int?) throws(ServiceError) {
        let owner = try owner(userID)
        guard players[id]?.owner == owner else { throw .notFound }
        players[id] = nil
        // The history keeps the copied name; only the link goes, like ON DELETE SET NULL.
        for index in gathers.indices where gathers[index].owner == owner {
            for playerIndex in gathers[index].gather.players.indices where gathers[index].gather.players[playerIndex].playerID == id {
                gathers[index].gather.players[playerIndex].playerID = nil
            }
        }
    }

    // MARK: - Gathers (called by InMemoryGathersService)

    func addGather(_ gather: Gather, startedAt: Date, for userID: Int?) throws(ServiceError) {
        let owner = try owner(userID)
        for playerID in gather.players.compactMap(\.playerID) where players[playerID]?.owner != owner {
            throw .notFound
        }
        gathers.append(StoredGather(owner: owner, gather: gather, startedAt: startedAt))
    }

    func addFinishedGather(_ gather: Gather, for userID: Int?) throws(ServiceError) {
        try addGather(gather, startedAt: gather.startedAt ?? .distantPast, for: userID)
        gathers[gathers.count - 1].endedAt = gather.endedAt ?? .distantPast
    }

    /// The history read and the missing matches added in one step of the actor, all or none.
    func addFinishedGathers(_ matches: [Gather], for userID: Int?) throws(ServiceError) -> [Gather] {
        let owner = try owner(userID)
        let missing = GroupImportPlan.missing(matches, from: try finishedGathers(of: userID))
        for playerID in missing.flatMap(\.players).compactMap(\.playerID) where players[playerID]?.owner != owner {
            throw .notFound
        }
        for gather in missing { try addFinishedGather(gather, for: userID) }
        return missing
    }

    func endGather(id: UUID, score: Score, at date: Date, for userID: Int?) throws(ServiceError) {
        let index = try unfinishedIndex(of: id, owner: owner(userID))
        gathers[index].gather.score = score
        gathers[index].gather.winner = score.winner
        gathers[index].gather.endedAt = date
        gathers[index].gather.halfTimeScore = gathers[index].progress?.halfTimeScore
        gathers[index].endedAt = date
    }

    /// Newest first; among equal end times, the later-created first (as SQLite's rowid order).
    func finishedGathers(of userID: Int?) throws(ServiceError) -> [Gather] {
        let owner = try owner(userID)
        let finished = gathers.enumerated().filter { $0.element.owner == owner && $0.element.gather.isFinished }
        return finished.sorted { left, right in
            let (leftEnd, rightEnd) = (left.element.endedAt, right.element.endedAt)
            return leftEnd == rightEnd ? left.offset > right.offset : leftEnd > rightEnd
        }.map(\.element.gather)
    }

    /// Read, changed and written in one call on the actor: nothing comes between.
    func changeProgress<Outcome: Sendable>(
        ofGather id: UUID,
        for userID: Int?,
        _ change: (inout GatherProgress) -> Outcome
    ) throws(ServiceError) -> Result<ProgressChange<Outcome>, GatherGone> {
        let owner = try owner(userID)
        guard let index = gathers.firstIndex(where: { $0.owner == owner && $0.gather.id == id }) else { return .failure(.discarded) }
        guard !gathers[index].gather.isFinished else { return .failure(.ended) }
        let before = gathers[index].progress ?? GatherProgress()
        var after = before
        let outcome = change(&after)
        if after != before {
            try StoreRules.validate(after)
            after.goals = StoreRules.keptGoals(after.goals, playerCount: gathers[index].gather.players.count)
            gathers[index].progress = after
            // The players carry their goals, as the SQLite store's rows do, and keep them once it ends.
            gathers[index].gather.players = gathers[index].gather.players(creditedWith: after.goals)
        }
        return .success(ProgressChange(outcome: outcome, before: before, after: after))
    }

    func movePlayer(at index: Int, to team: Team, inGather id: UUID, for userID: Int?) throws(ServiceError) -> GatherGone? {
        let owner = try owner(userID)
        guard let gather = gathers.firstIndex(where: { $0.owner == owner && $0.gather.id == id }) else { return .discarded }
        guard !gathers[gather].gather.isFinished else { return .ended }
        guard gathers[gather].gather.players.indices.contains(index) else { throw .notFound }
        gathers[gather].gather.players[index].team = team
        let timer = gathers[gather].progress?.timer
        let elapsed = timer.map { max($0.duration - $0.remaining, 0) } ?? 0
        gathers[gather].gather.substitutions.append(GatherSubstitution(ordinal: index, team: team, elapsed: elapsed))
        return nil
    }

    /// The latest started; among equal starts, the later created (as SQLite's rowid order).
    func unfinishedGather(of userID: Int?) throws(ServiceError) -> UnfinishedGather? {
        let owner = try owner(userID)
        let unfinished = gathers.enumerated().filter { $0.element.owner == owner && !$0.element.gather.isFinished }
        let newest = unfinished.max { left, right in
            let (leftStart, rightStart) = (left.element.startedAt, right.element.startedAt)
            return leftStart == rightStart ? left.offset < right.offset : leftStart < rightStart
        }
        return newest.map { UnfinishedGather(gather: $0.element.gather, progress: $0.element.progress ?? GatherProgress()) }
    }

    func discardGather(id: UUID, for userID: Int?) throws(ServiceError) {
        let index = try unfinishedIndex(of: id, owner: owner(userID))
        gathers.remove(at: index)
    }

    func deleteFinishedGather(id: UUID, for userID: Int?) throws(ServiceError) {
        let owner = try owner(userID)
        guard let index = gathers.firstIndex(where: { $0.owner == owner && $0.gather.id == id && $0.gather.isFinished }) else {
            throw .notFound
        }
        gathers.remove(at: index)
    }

    /// Where this user's unfinished gather `id` is; finished, unknown or another user's is "not found".
    private func unfinishedIndex(of id: UUID, owner: Int) throws(ServiceError) -> Int {
        guard let index = gathers.firstIndex(where: { $0.owner == owner && $0.gather.id == id && !$0.gather.isFinished }) else {
            throw .notFound
        }
        return index
    }

    /// The user's id if it is an account of this store; otherwise "session expired".
    private func owner(_ userID: Int?) throws(ServiceError) -> Int {
        guard let userID, accounts.values.contains(where: { $0.id == userID }) else { throw .sessionExpired }
        return userID
    }
}
