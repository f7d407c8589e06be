import Domain
import Foundation

/// `GathersService` answering what a test sets, as isowords ships `testValue` beside each client: every
/// call is a closure; one a test did not set throws `ServiceError.unexpected` naming the call.
public struct GathersServiceDouble: GathersService {
    public var onStartGather: @Sendable ([GatherPlayer], Date) async throws -> Gather = { _, _ in throw notSetUp("startGather") }
    public var onEndGather: @Sendable (_ id: UUID, Score, Date) async throws -> GatherEnding = { _, _, _ in throw notSetUp("endGather") }
    public var onAddFinishedGather: @Sendable (Gather) async throws -> Gather = { _ in throw notSetUp("addFinishedGather") }
    public var onAddFinishedGathers: @Sendable ([Gather]) async throws -> [Gather] = { _ in throw notSetUp("addFinishedGathers") }
    public var onFinishedGathers: @Sendable () async throws -> [Gather] = { throw notSetUp("finishedGathers") }
    public var onFinishedGatherList: @Sendable () async throws -> FinishedGatherList = { throw notSetUp("finishedGatherList") }
    public var onPlayersOfFinishedGather: @Sendable (_ id: UUID) async throws -> [GatherPlayer] = { _ in
        throw notSetUp("players(ofFinishedGather:)")
    }
    /// The progress of the running gather as stored when a change begins (or `GatherGone`): the
    /// double applies the change to it and answers what it did.
    public var onChangeProgress: @Sendable (_ id: UUID) async throws -> GatherProgress = { _ in throw notSetUp("changeProgress") }
    /// Keeps what a change left, as a store writes it; called only when the change changed the progress
    /// (a store writes nothing then), and throwing fails the change, as a store that could not write it.
    public var onKeepProgress: @Sendable (_ id: UUID, _ progress: GatherProgress) async throws -> Void = { _, _ in }
    public var onMovePlayer: @Sendable (_ index: Int, Team, _ id: UUID) async throws -> Void = { _, _, _ in throw notSetUp("movePlayer") }
    public var onUnfinishedGather: @Sendable () async throws -> UnfinishedGather? = { throw notSetUp("unfinishedGather") }
    public var onDiscardGather: @Sendable (_ id: UUID) async throws -> GatherDiscarding = { _ in throw notSetUp("discardGather") }
    public var onDeleteFinishedGather: @Sendable (_ id: UUID) async throws -> Void = { _ in throw notSetUp("deleteFinishedGather") }
    /// Nothing waits unless a test says so: most screens never meet a store that was away.
    public var onWaitingMatchCount: @Sendable () async -> Int = { 0 }
    public var onSendWaitingMatches: @Sendable (_ roster: [Player]?) async -> WaitingMatchesSent = { _ in WaitingMatchesSent() }

    public init() {}

    public func startGather(with players: [GatherPlayer], at date: Date) async throws -> Gather {
        try await onStartGather(players, date)
    }

    @discardableResult
    public func endGather(id: UUID, score: Score, at date: Date) async throws -> GatherEnding { try await onEndGather(id, score, date) }
    public func addFinishedGather(_ gather: Gather) async throws -> Gather { try await onAddFinishedGather(gather) }
    public func addFinishedGathers(_ matches: [Gather]) async throws -> [Gather] { try await onAddFinishedGathers(matches) }
    public func finishedGathers() async throws -> [Gather] { try await onFinishedGathers() }
    public func finishedGatherList() async throws -> FinishedGatherList { try await onFinishedGatherList() }
    public func players(ofFinishedGather id: UUID) async throws -> [GatherPlayer] { try await onPlayersOfFinishedGather(id) }

    public func changeProgress<Outcome: Sendable>(
        ofGather id: UUID,
        _ change: @escaping @Sendable (inout GatherProgress) -> Outcome
    ) async throws -> ProgressChange<Outcome> {
        let before = try await onChangeProgress(id)
        var after = before
        let outcome = change(&after)
        if after != before { try await onKeepProgress(id, after) }
        return ProgressChange(outcome: outcome, before: before, after: after)
    }

    public func movePlayer(at index: Int, to team: Team, inGather id: UUID) async throws { try await onMovePlayer(index, team, id) }
    public func unfinishedGather() async throws -> UnfinishedGather? { try await onUnfinishedGather() }
    public func discardGather(id: UUID) async throws -> GatherDiscarding { try await onDiscardGather(id) }
    public func deleteFinishedGather(id: UUID) async throws { try await onDeleteFinishedGather(id) }
    public func waitingMatchCount() async -> Int { await onWaitingMatchCount() }
    public func sendWaitingMatches(roster: [Player]?) async -> WaitingMatchesSent { await onSendWaitingMatches(roster) }
}

private func notSetUp(_ call: String) -> ServiceError {
    .unexpected("GathersService.\(call) was not set up")
}
