import AuthenticationInterface
import Domain
import Foundation
import GathersInterface
import InMemoryStorage
import PlayersInterface
import RecordsInterface
import StorageSupport
import Synchronization
import TestSupport

/// A store's services with faults on demand: a test makes the next matching
/// calls fail with a `ServiceError` and reads every call made. Wrapped around
/// the in-memory store by default, so whatever does not fail behaves like a
/// real store (validation, ordering, per-user scoping).
public final class FaultInjectingServices: AuthenticationService, RememberedUsernameStore, UserServicesProviding {
    private struct State {
        /// Every match whose progress a write was asked for, changing it or not (`calls` has those that changed it).
        var progressWrites: [UUID] = []
        var listsWithoutPlayers = false
        var keepsResultsWaiting = false
    }

    /// The calls, the faults planned and the calls to meet: the log a feature's doubles keep.
    private let log = ServiceCallLog()
    private let authentication: any AuthenticationService
    private let rememberedUsernames: any RememberedUsernameStore
    private let userServices: any UserServicesProviding
    private let state = Mutex(State())

    public init(
        authentication: any AuthenticationService,
        rememberedUsernames: any RememberedUsernameStore,
        userServices: any UserServicesProviding
    ) {
        self.authentication = authentication
        self.rememberedUsernames = rememberedUsernames
        self.userServices = userServices
    }

    /// Wraps one store (by default a fresh in-memory one that hashes fast).
    public convenience init(wrapping store: any AuthenticationService & RememberedUsernameStore & UserServicesProviding = InMemoryStore(passwordHasher: .fast))
    {
        self.init(authentication: store, rememberedUsernames: store, userServices: store)
    }

    /// When true, `finishedGatherList()` leaves out every gather's players, as the web service
    /// does for gathers started on another machine.
    public var listsWithoutPlayers: Bool {
        get { state.withLock { $0.listsWithoutPlayers } }
        set { state.withLock { $0.listsWithoutPlayers = newValue } }
    }

    /// When true, `endGather` stores the result and says it waits for the server, as the web service
    /// does for a match it can't reach.
    public var keepsResultsWaiting: Bool {
        get { state.withLock { $0.keepsResultsWaiting } }
        set { state.withLock { $0.keepsResultsWaiting = newValue } }
    }

    /// Every call so far, oldest first.
    public var calls: [ServiceCall] { log.calls }

    /// Starts `calls` afresh, once a test has set the scene.
    public func forgetCalls() {
        log.forget()
        state.withLock { $0.progressWrites.removeAll() }
    }

    /// Each match a progress write was asked for, oldest first, even one that changed nothing: on the
    /// web service's store every write is a request, so a write for nothing is a cost a test must see.
    public var progressWrites: [UUID] { state.withLock { $0.progressWrites } }

    func noteProgressWrite(_ id: UUID) {
        state.withLock { $0.progressWrites.append(id) }
    }

    /// The next `times` calls of these kinds (of any kind when none is named), after `passing` of them
    /// went through, fail with `error` before reaching the store; `times: nil` fails every one.
    public func fail(_ kinds: ServiceCall.Kind..., passing: Int = 0, times: Int? = 1, with error: ServiceError) {
        log.fail(kinds, passing: passing, times: times, with: error)
    }

    /// The next calls of these kinds wait for one another (see `ServiceCallLog.meet`).
    public func meet(_ kinds: ServiceCall.Kind...) {
        log.meet(kinds)
    }

    /// Whether the calls `meet` named met: nil until they all came.
    public var met: Bool? { log.met }

    fileprivate func arrive(_ kind: ServiceCall.Kind) async {
        await log.arrive(kind)
    }

    /// Records `call`, then throws the first fault that applies to it.
    fileprivate func check(_ call: ServiceCall) throws(ServiceError) {
        try log.check(call)
    }

    // MARK: - AuthenticationService

    public func register(_ credentials: Credentials) async throws -> User {
        try check(.register(credentials))
        return try await authentication.register(credentials)
    }

    public func logIn(_ credentials: Credentials) async throws -> User {
        try check(.logIn(credentials))
        return try await authentication.logIn(credentials)
    }

    /// Logging out can't fail: it is only recorded.
    public func logOut(_ user: User) async {
        log.note(.logOut(user))
        await authentication.logOut(user)
    }

    public func availability(ofUsername username: String) async throws -> UsernameAvailability {
        try check(.usernameAvailability(username))
        return try await authentication.availability(ofUsername: username)
    }

    // MARK: - RememberedUsernameStore

    public func rememberedUsername() async throws -> String? {
        try check(.rememberedUsername)
        return try await rememberedUsernames.rememberedUsername()
    }

    public func setRememberedUsername(_ username: String?) async throws {
        try check(.setRememberedUsername(username))
        try await rememberedUsernames.setRememberedUsername(username)
    }

    // MARK: - UserServicesProviding

    public func playersService(for user: User) -> any PlayersService {
        FaultInjectingPlayers(faults: self, base: userServices.playersService(for: user))
    }

    public func gathersService(for user: User) -> any GathersService {
        FaultInjectingGathers(faults: self, base: userServices.gathersService(for: user))
    }

    public func recordsService(for user: User) -> any RecordsService {
        FaultInjectingRecords(faults: self, base: userServices.recordsService(for: user))
    }
}

private struct FaultInjectingRecords: RecordsService {
    let faults: FaultInjectingServices
    let base: any RecordsService

    func records(since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        try faults.check(.records(since: since))
        return try await base.records(since: since, progress: progress)
    }

    func records(ofPlayer id: Int, since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        try faults.check(.playerRecords(id: id, since: since))
        return try await base.records(ofPlayer: id, since: since, progress: progress)
    }

    func matches(ofPlayer id: Int, limit: Int) async throws -> [PlayerMatch] {
        try faults.check(.playerMatches(id: id, limit: limit))
        return try await base.matches(ofPlayer: id, limit: limit)
    }
}

private struct FaultInjectingPlayers: PlayersService {
    let faults: FaultInjectingServices
    let base: any PlayersService

    func players() async throws -> [Player] {
        try faults.check(.players)
        await faults.arrive(.players)
        return try await base.players()
    }

    func add(_ details: PlayerDetails) async throws -> Player {
        try faults.check(.addPlayer(details))
        return try await base.add(details)
    }

    func addAll(_ players: [PlayerDetails]) async throws -> [Player] {
        try faults.check(.addPlayers(players))
        return try await base.addAll(players)
    }

    func update(_ player: Player) async throws -> Player {
        try faults.check(.updatePlayer(player))
        return try await base.update(player)
    }

    func delete(playerID: Int) async throws {
        try faults.check(.deletePlayer(id: playerID))
        try await base.delete(playerID: playerID)
    }
}

/// The fault a change of progress met inside the store's step, to throw once out of it.
private final class FaultFound: Sendable {
    let error = Mutex<ServiceError?>(nil)
}

private struct FaultInjectingGathers: GathersService {
    let faults: FaultInjectingServices
    let base: any GathersService

    func startGather(with players: [GatherPlayer], at date: Date) async throws -> Gather {
        try faults.check(.startGather(players))
        return try await base.startGather(with: players, at: date)
    }

    func endGather(id: UUID, score: Score, at date: Date) async throws -> GatherEnding {
        try faults.check(.endGather(id: id, score: score))
        let ending = try await base.endGather(id: id, score: score, at: date)
        return faults.keepsResultsWaiting ? .waitingForServer : ending
    }

    func addFinishedGather(_ gather: Gather) async throws -> Gather {
        try faults.check(.addFinishedGather(gather))
        return try await base.addFinishedGather(gather)
    }

    /// One match at a time through `addFinishedGather`, as the web service adds them, so a fault
    /// on one stops the import midway.
    func addFinishedGathers(_ matches: [Gather]) async throws -> [Gather] {
        try await addingFinishedGathersOneByOne(matches)
    }

    func finishedGathers() async throws -> [Gather] {
        try faults.check(.finishedGathers)
        return try await base.finishedGathers()
    }

    /// Checked as `finishedGathers`: to the screens that list them, it is the same call.
    func finishedGatherList() async throws -> FinishedGatherList {
        try faults.check(.finishedGathers)
        let list = try await base.finishedGatherList()
        guard faults.listsWithoutPlayers else { return list }
        let gathers = list.gathers.map { gather in
            var listed = gather
            listed.players = []
            return listed
        }
        return FinishedGatherList(gathers: gathers, playersLeftOut: Set(gathers.map(\.id)))
    }

    func players(ofFinishedGather id: UUID) async throws -> [GatherPlayer] {
        try faults.check(.playersOfFinishedGather(id: id))
        return try await base.players(ofFinishedGather: id)
    }

    /// Recorded as `saveProgress` with the progress the change makes of what is stored, when it
    /// changes it; a fault found then leaves the stored progress as it was and is thrown.
    func changeProgress<Outcome: Sendable>(
        ofGather id: UUID,
        _ change: @escaping @Sendable (inout GatherProgress) -> Outcome
    ) async throws -> ProgressChange<Outcome> {
        let fault = FaultFound()
        faults.noteProgressWrite(id)
        let result = try await base.changeProgress(ofGather: id) { [faults] progress in
            let before = progress
            let outcome = change(&progress)
            // A change that changes nothing writes nothing: there is nothing to save or to fail.
            guard progress != before else { return outcome }
            do throws(ServiceError) {
                try faults.check(.saveProgress(progress, gather: id))
            } catch {
                fault.error.withLock { $0 = error }
                progress = before
            }
            return outcome
        }
        if let error = fault.error.withLock({ $0 }) { throw error }
        return result
    }

    func movePlayer(at index: Int, to team: Team, inGather id: UUID) async throws {
        try faults.check(.movePlayer(index: index, team: team, gather: id))
        try await base.movePlayer(at: index, to: team, inGather: id)
    }

    func unfinishedGather() async throws -> UnfinishedGather? {
        try faults.check(.unfinishedGather)
        await faults.arrive(.unfinishedGather)
        return try await base.unfinishedGather()
    }

    func discardGather(id: UUID) async throws -> GatherDiscarding {
        try faults.check(.discardGather(id: id))
        return try await base.discardGather(id: id)
    }

    func deleteFinishedGather(id: UUID) async throws {
        try faults.check(.deleteFinishedGather(id: id))
        try await base.deleteFinishedGather(id: id)
    }

    func waitingMatchCount() async -> Int { await base.waitingMatchCount() }
    func sendWaitingMatches(roster: [Player]?) async -> WaitingMatchesSent { await base.sendWaitingMatches(roster: roster) }
}
