import Domain
import Foundation

/// The signed-in user's matches.
public protocol GathersService: Sendable {
    /// Creates a gather and stores every player's team, all at once.
    func startGather(with players: [GatherPlayer], at date: Date) async throws -> Gather
    /// Stores the final score and the winner it implies; an ended or unknown gather is `notFound`.
    /// A store that can be away keeps the result of a match it can't reach until it is back.
    @discardableResult func endGather(id: UUID, score: Score, at date: Date) async throws -> GatherEnding
    /// Keeps a match played before, brought in by an import: finished, with its players (their
    /// teams and goals), score, winner and dates, in one step: all of it or nothing. Its players
    /// with a `playerID` must be on this user's roster (else `notFound`). Returns it under its new id.
    func addFinishedGather(_ gather: Gather) async throws -> Gather
    /// Makes the history hold an export's `matches` (oldest first, players linked to the roster):
    /// adds those it does not hold yet, matched as `GroupImportPlan` matches them (a kept match
    /// stands for one of them, so two alike are both added), each as `addFinishedGather` adds it.
    /// A local store reads the history and adds in one step, all or nothing, so two imports at once
    /// add each match once; the web service, which has no transactions, reads the history first and
    /// adds one at a time: stopped midway it throws `FinishedGathersStopped`. Returns those added.
    func addFinishedGathers(_ matches: [Gather]) async throws -> [Gather]
    /// Finished gathers, newest first, each with its players.
    func finishedGathers() async throws -> [Gather]
    /// Finished gathers as a list shows them, newest first: see `FinishedGatherList`.
    func finishedGatherList() async throws -> FinishedGatherList
    /// The players of a finished gather whose players the list left out.
    func players(ofFinishedGather id: UUID) async throws -> [GatherPlayer]
    /// Changes the running gather `id` as it is stored, in one step no other window or process
    /// can come between, so what another one saved meanwhile is kept: `change` gets the stored
    /// progress, changes it (or leaves it, to refuse) and says what it did. Nothing is written
    /// when it changes nothing. A gather ended since throws `GatherGone.ended`; one discarded
    /// (or unknown) `GatherGone.discarded`.
    func changeProgress<Outcome: Sendable>(
        ofGather id: UUID,
        _ change: @escaping @Sendable (inout GatherProgress) -> Outcome
    ) async throws -> ProgressChange<Outcome>
    /// Moves the running gather's player at `index` (in the order they were picked) to `team`,
    /// kept with the match. An ended or discarded gather throws `GatherGone`; no such player is `notFound`.
    func movePlayer(at index: Int, to team: Team, inGather id: UUID) async throws
    /// The most recently started gather that was never ended, with its last saved progress
    /// (a fresh `GatherProgress` if none was saved); nil when there is none.
    func unfinishedGather() async throws -> UnfinishedGather?
    /// Drops an unfinished gather and its teams; a finished one is `notFound`.
    @discardableResult
    func discardGather(id: UUID) async throws -> GatherDiscarding
    /// Deletes a finished gather and its teams; an unfinished or unknown one is `notFound`.
    func deleteFinishedGather(id: UUID) async throws
    /// How many finished matches wait to be sent to a store that was away (none for a local store).
    func waitingMatchCount() async -> Int
    /// Sends the matches that wait, in the order they were played, each exactly once; a failure
    /// stops the sending and the rest wait for the next time. `roster`: the user's players as the
    /// caller has just loaded them, if it has (one request fewer).
    func sendWaitingMatches(roster: [Player]?) async -> WaitingMatchesSent
}

extension GathersService {
    /// `sendWaitingMatches` with the roster asked for when some match waits.
    public func sendWaitingMatches() async -> WaitingMatchesSent {
        await sendWaitingMatches(roster: nil)
    }
}

extension GathersService {
    /// Keeps `progress` as the running gather's score and clock, whatever was stored; an ended,
    /// discarded or unknown gather is `notFound`. (The match screen changes what is stored instead.)
    public func saveProgress(_ progress: GatherProgress, ofGather id: UUID) async throws {
        do {
            _ = try await changeProgress(ofGather: id) { $0 = progress }
        } catch is GatherGone {
            throw ServiceError.notFound
        }
    }
}

extension GathersService {
    /// `addFinishedGathers` for a store without transactions: the history read once (or `history`, read
    /// by the caller), then each match it does not hold added by `addFinishedGather`, oldest first.
    public func addingFinishedGathersOneByOne(_ matches: [Gather], history: [Gather]? = nil) async throws -> [Gather] {
        let stored: [Gather]
        if let history { stored = history } else { stored = try await finishedGathers() }
        let missing = GroupImportPlan.missing(matches, from: stored)
        var added: [Gather] = []
        do {
            for match in missing { added.append(try await addFinishedGather(match)) }
        } catch {
            throw FinishedGathersStopped(added: added, error: ServiceError(error))
        }
        return added
    }
}

/// What `GathersService.changeProgress` did to a running gather.
public struct ProgressChange<Outcome: Sendable>: Sendable {
    /// What the change said of itself (a refusal leaves the progress as it was).
    public var outcome: Outcome
    /// As stored when the change began: it differs from what a window last saw when
    /// another window or process changed the match meanwhile.
    public var before: GatherProgress
    /// As stored now.
    public var after: GatherProgress

    public init(outcome: Outcome, before: GatherProgress, after: GatherProgress) {
        self.outcome = outcome
        self.before = before
        self.after = after
    }
}

/// `addFinishedGathers` of a store that adds one match at a time, stopped by `error` after adding `added`.
public struct FinishedGathersStopped: Error, Sendable, Equatable {
    public var added: [Gather]
    public var error: ServiceError

    public init(added: [Gather], error: ServiceError) {
        self.added = added
        self.error = error
    }
}

/// Finished gathers for a screen that lists them. A store that would have to ask a
/// server once per gather for its players leaves those players out, so the list costs
/// one request whatever its length; `players(ofFinishedGather:)` fetches them when needed.
public struct FinishedGatherList: Sendable, Equatable {
    /// Newest first.
    public var gathers: [Gather]
    /// The gathers that come with `players` empty because they were left out.
    public var playersLeftOut: Set<UUID>

    public init(gathers: [Gather], playersLeftOut: Set<UUID> = []) {
        self.gathers = gathers
        self.playersLeftOut = playersLeftOut
    }
}

/// A store that holds every gather's players at hand (a local one): its list is the full history.
/// A marker, not a default for every `GathersService`, so a wrapper can't forget to pass the calls on.
public protocol GathersAtHand: GathersService {}

extension GathersAtHand {
    /// A local store is never away: nothing waits.
    public func waitingMatchCount() async -> Int { 0 }
    public func sendWaitingMatches(roster: [Player]?) async -> WaitingMatchesSent { WaitingMatchesSent() }

    public func finishedGatherList() async throws -> FinishedGatherList {
        FinishedGatherList(gathers: try await finishedGathers())
    }

    public func players(ofFinishedGather id: UUID) async throws -> [GatherPlayer] {
        guard let gather = try await finishedGathers().first(where: { $0.id == id }) else { throw ServiceError.notFound }
        return gather.players
    }
}
