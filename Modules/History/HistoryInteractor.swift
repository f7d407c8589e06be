import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import ShareFilesInterface

/// History's use cases: the finished gathers, newest first, one of them in full, and deleting one.
@MainActor
public protocol HistoryInteracting<Match>: AnyObject {
    associatedtype Match: HistoryEntity

    /// The finished gathers as last loaded, newest first; some may lack their players until opened.
    var matches: [Match] { get }
    /// When the matches shown were loaded, while the store can't be reached and a copy stands in for it
    /// (read-only: deleting is refused); nil when they are live.
    var offlineSince: Date? { get }
    /// Loads the finished gathers again; a failure leaves none, unless the store can't be reached and
    /// a copy exists: then that copy, offline.
    func loadMatches() async throws
    /// The match numbered `number` in `matches` (1 is the newest); nil when there is none.
    func match(numbered number: Int) -> Match?
    /// The match numbered `number`, to `use`; refused when there is none, or to delete while offline.
    func match(numbered number: Int, to use: HistoryUse) -> Result<Match, HistoryRefusal>
    /// Whether any match may be used so: refused while the history is not loaded, when it is empty,
    /// and (to delete) while offline.
    func mayUse(_ use: HistoryUse) -> Result<Void, HistoryRefusal>
    /// The team's goals in the match as its scorers tell them, with those credited to no one;
    /// nil while none has a scorer (or no score was kept).
    func goals(of team: Team, in match: Match) -> TeamGoals?
    /// The same match with its players, fetched if the list came without them; nil when there is none.
    func fullMatch(numbered number: Int) async throws -> Match?
    /// Deletes the finished match from the store, then from `matches`; refused while offline. One the
    /// store no longer has is thrown as `notFound` and stays listed until the next load.
    func delete(_ match: Match) async throws -> Result<Void, HistoryRefusal>
    /// Writes a shared match to the file at `path`.
    func share(_ block: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome
}

extension HistoryInteracting {
    /// Shown from the last loaded copy, nothing may change: the commands that would are refused.
    public var isReadOnly: Bool {
        offlineSince != nil
    }
}

public final class HistoryInteractor: HistoryInteracting {
    public private(set) var matches: [Gather] = []
    public internal(set) var offlineSince: Date?
    /// Matches listed without their players (the web service lists them in one request).
    private var playersLeftOut: Set<UUID> = []
    private var isLoaded = false
    private let gathers: any GathersService
    private let shareFiles: any ShareFileWriting
    let copies: any LastLoadedCopies
    let clock: any WallClock

    public init(
        gathers: any GathersService, shareFiles: any ShareFileWriting,
        copies: any LastLoadedCopies, clock: any WallClock
    ) {
        self.gathers = gathers
        self.shareFiles = shareFiles
        self.copies = copies
        self.clock = clock
    }

    /// The store orders them (by end, or, on the web service, by creation): newest first.
    public func loadMatches() async throws {
        (matches, isLoaded) = ([], false)
        let list = try await orLastCopy { [gathers] in try await gathers.finishedGatherList() }
        (matches, playersLeftOut, isLoaded) = (list.gathers, list.playersLeftOut, true)
    }

    public func mayUse(_ use: HistoryUse) -> Result<Void, HistoryRefusal> {
        guard isLoaded else { return .failure(.notLoaded) }
        guard !matches.isEmpty else { return .failure(.noMatches) }
        return use == .delete && offlineSince != nil ? .failure(.offline) : .success(())
    }

    public func match(numbered number: Int, to use: HistoryUse) -> Result<Gather, HistoryRefusal> {
        mayUse(use).flatMap { match(numbered: number).map(Result.success) ?? .failure(.noSuchMatch(number, count: matches.count)) }
    }

    public func goals(of team: Team, in match: Gather) -> TeamGoals? {
        match.score.flatMap { TeamGoals(of: team, score: $0, players: match.players) }
    }

    public func match(numbered number: Int) -> Gather? {
        guard number >= 1, number <= matches.count else { return nil }
        return matches[number - 1]
    }

    /// Fetched once: the players are kept in `matches` for the next time.
    public func fullMatch(numbered number: Int) async throws -> Gather? {
        guard var match = match(numbered: number) else { return nil }
        guard playersLeftOut.contains(match.id) else { return match }
        match.players = try await gathers.players(ofFinishedGather: match.id)
        playersLeftOut.remove(match.id)
        if let index = matches.firstIndex(where: { $0.id == match.id }) { matches[index] = match }
        return match
    }

    public func delete(_ match: Gather) async throws -> Result<Void, HistoryRefusal> {
        if offlineSince != nil { return .failure(.offline) }
        try await gathers.deleteFinishedGather(id: match.id)
        matches.removeAll { $0.id == match.id }
        return .success(())
    }

    public func share(_ block: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(block, toPath: path, replacing: replacing)
    }
}

/// What a finished match means, whichever store kept it.
extension HistoryEntity {
    /// The winner as stored, else the one the score implies.
    public var result: Winner? {
        winner ?? score?.winner
    }

    /// A match only starts with a player on each side, so a finished one with nobody
    /// in either team comes from a store that did not keep the teams (the web service
    /// keeps who played, not where).
    public var teamsUnknown: Bool {
        !players.contains { $0.team == .teamA || $0.team == .teamB }
    }

    public func players(in team: Team) -> [GatherPlayer] {
        players.filter { $0.team == team }
    }
}
