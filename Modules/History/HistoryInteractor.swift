import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import ShareFilesInterface

/// History's use cases: the finished gathers, newest first, one of them in full, and deleting one.
public final class HistoryInteractor: HistoryInteracting {
    /// The finished gathers as last loaded, newest first.
    public private(set) var gathers: [Gather] = []
    public internal(set) var offlineSince: Date?
    public private(set) var sending: WaitingMatchesSent?
    /// Matches listed without their players (the web service lists them in one request).
    private var playersLeftOut: Set<UUID> = []
    private var isLoaded = false
    private let service: any GathersService
    private let shareFiles: any ShareFileWriting
    let copies: any LastLoadedCopies
    let clock: any WallClock

    public init(
        gathers: any GathersService, shareFiles: any ShareFileWriting,
        copies: any LastLoadedCopies, clock: any WallClock
    ) {
        service = gathers
        self.shareFiles = shareFiles
        self.copies = copies
        self.clock = clock
    }

    public var matches: [any HistoryEntity] {
        gathers
    }

    public var isReadOnly: Bool {
        offlineSince != nil
    }

    /// The store orders them (by end, or, on the web service, by creation): newest first.
    public func loadMatches() async throws(HistoryRefusal) {
        (gathers, isLoaded, sending) = ([], false, nil)
        do {
            let load = { [service] in try await service.finishedGatherList() }
            var list = try await orLastCopy(load)
            if !isReadOnly, list.gathers.contains(where: \.notSentYet) {
                let report = await service.sendWaitingMatches()
                sending = report.hasNews ? report : nil
                if !report.sent.isEmpty { list = try await orLastCopy(load) }
            }
            (gathers, playersLeftOut, isLoaded) = (list.gathers, list.playersLeftOut, true)
        } catch {
            throw .failed(StoreFailure(error))
        }
    }

    public func mayUse(_ use: HistoryUse) throws(HistoryRefusal) {
        guard isLoaded else { throw .notLoaded }
        guard !gathers.isEmpty else { throw .noMatches }
        if use == .delete, isReadOnly, !gathers.contains(where: \.notSentYet) { throw .offline }
    }

    public func match(numbered number: Int, to use: HistoryUse) throws(HistoryRefusal) -> any HistoryEntity {
        try mayUse(use)
        let match = try gather(numbered: number)
        if use == .delete, isReadOnly, !match.notSentYet { throw .offline }
        return match
    }

    public func goals(of team: Team, in match: any HistoryEntity) -> TeamGoals? {
        match.score.flatMap { TeamGoals(of: team, score: $0, players: match.players) }
    }

    /// The gather numbered `number` in `gathers` (1 is the newest).
    func gather(numbered number: Int) throws(HistoryRefusal) -> Gather {
        guard number >= 1, number <= gathers.count else { throw .noSuchMatch(number, count: gathers.count) }
        return gathers[number - 1]
    }

    /// Fetched once: the players are kept in `gathers` for the next time.
    public func fullMatch(numbered number: Int) async throws(HistoryRefusal) -> any HistoryEntity {
        var match = try gather(numbered: number)
        guard playersLeftOut.contains(match.id) else { return match }
        do {
            match.players = try await service.players(ofFinishedGather: match.id)
        } catch {
            throw Self.refusal(error)
        }
        playersLeftOut.remove(match.id)
        if let index = gathers.firstIndex(where: { $0.id == match.id }) { gathers[index] = match }
        return match
    }

    public func delete(_ match: any HistoryEntity) async throws(HistoryRefusal) {
        if isReadOnly, !match.notSentYet { throw .offline }
        do {
            try await service.deleteFinishedGather(id: match.id)
        } catch {
            throw Self.refusal(error)
        }
        gathers.removeAll { $0.id == match.id }
    }

    /// What a store's failure means for a match: the store no longer has it, or a failure to report.
    private static func refusal(_ error: any Error) -> HistoryRefusal {
        ServiceError(error) == .notFound ? .gone : .failed(StoreFailure(error))
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

    /// How many played in `team`, counted without copying them out: the list counts a thousand matches' teams.
    public func count(in team: Team) -> Int {
        players.reduce(0) { $1.team == team ? $0 + 1 : $0 }
    }
}
