import Domain
import Foundation
import GathersInterface
import RecordsInterface
import StorageSupport
import Synchronization

// The history: the server's finished gathers, completed by what this machine recorded and fetched,
// and the matches waiting here to be sent.
extension RemoteGathersService {
    /// Every finished gather with its players: the list, then the players it left out
    /// (a request per gather started elsewhere, `maxRequestsInFlight` at a time).
    /// The players of gathers started elsewhere are fetched once: the next call reads them from this
    /// machine (`RemoteFetchedPlayers`) and asks the server only for gathers it hasn't seen.
    func finishedGathers() async throws -> [Gather] {
        try await finishedGathers(roster: nil)
    }

    /// `roster`: the user's players, when the caller has just loaded them (one request fewer). Players
    /// kept from an earlier fetch are shown as the roster has them now; those who have since left it
    /// are left out, as the server leaves them out.
    func finishedGathers(roster: [Player]?, progress: RecordsProgress? = nil) async throws -> [Gather] {
        try await finishedGathers(listed: listedGathers(), roster: roster, progress: progress)
    }

    /// The same, from the server's list of gathers the caller fetched (beside the roster, say).
    func finishedGathers(listed: [Listed], roster: [Player]?, progress: RecordsProgress? = nil) async throws -> [Gather] {
        let list = try await finishedGatherList(listed: listed, roster: roster)
        let leftOut = list.gathers.map(\.id).filter(list.playersLeftOut.contains)
        let keptIDs = await fetched.playerIDs(of: leftOut)
        var kept: [UUID: [Player]] = [:]
        if !keptIDs.isEmpty {
            // As the roster has them now: renamed since, they show their new name; deleted, they are left out.
            let current = Dictionary(try await players(roster).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            kept = keptIDs.mapValues { $0.compactMap { current[$0] } }
        }
        let missing = leftOut.filter { keptIDs[$0] == nil }
        let done = Tally()
        let fetchedNow = Dictionary(
            try await connection.fanOut(missing) { id in
                let players = try await self.serverRoster(of: id)
                progress?(done.increment(), missing.count)
                return (id, players)
            },
            uniquingKeysWith: { first, _ in first }
        )
        await fetched.keep(fetchedNow, forgettingAllBut: Set(leftOut))
        let players = kept.merging(fetchedNow) { _, new in new }
        return list.gathers.map { gather in
            var gather = gather
            if let server = players[gather.id] { gather.players = server.map { GatherPlayer(player: $0, team: .bench) } }
            return gather
        }
    }

    /// `roster`, or the roster on the server when the caller has none.
    func players(_ roster: [Player]?) async throws -> [Player] {
        if let roster { return roster }
        return try await connection.players()
    }

    /// The ids of `roster`, or of the roster on the server when the caller has none.
    func ids(of roster: [Player]?) async throws -> Set<Int> {
        Set(try await players(roster).map(\.id))
    }

    var fetched: RemoteFetchedPlayers { RemoteFetchedPlayers(database: records.database, userID: userID, decoded: connection.lists) }

    /// Newest created first, in one request (two when some were recorded here). A score the
    /// app can't read ("2:1", say) can't be shown as a result: that gather is left out rather
    /// than failing the list. The players of gathers started elsewhere are left out: the
    /// server would need a request for each.
    func finishedGatherList() async throws -> FinishedGatherList {
        try await finishedGatherList(listed: listedGathers(), roster: nil)
    }

    func finishedGatherList(listed onServer: [Listed], roster: [Player]?) async throws -> FinishedGatherList {
        var leftOut: Set<UUID> = []
        let recorded = await records.records(of: userID)
        let waiting = RemoteGatherRecords.waitingResults(in: recorded)
        let current = onServer.contains { recorded[$0.id] != nil } || !waiting.isEmpty ? try await ids(of: roster) : []
        // Not sent yet: played since the last match the server holds, so listed first.
        var finished = waiting.map { id, record in
            record.finished(as: id, players: Self.players(of: record, stillOnRoster: current), notSentYet: true)
        }
        for listed in onServer.reversed() {
            guard let text = listed.score, let score = Score(text) else { continue }
            let winner = listed.winnerTeam.flatMap(Winner.init(rawValue:)) ?? score.winner
            var gather = Gather(id: listed.id, players: [], score: score, winner: winner)
            if let record = recorded[listed.id] {
                if record.waiting == .deletion { continue }
                gather.startedAt = record.startedAt
                gather.endedAt = record.endedAt
                gather.halfTimeScore = record.halfTimeScore
                gather.substitutions = record.substitutions
                gather.players = Self.players(of: record, stillOnRoster: current)
            } else {
                leftOut.insert(listed.id)
            }
            finished.append(gather)
        }
        return FinishedGatherList(gathers: finished, playersLeftOut: leftOut)
    }

    /// One request: the server's, or for a gather recorded here, the roster's (to unlink the deleted).
    func players(ofFinishedGather id: UUID) async throws -> [GatherPlayer] {
        guard let record = await records.records(of: userID)[id] else { return try await serverPlayers(of: id) }
        return Self.players(of: record, stillOnRoster: Set(try await connection.players().map(\.id)))
    }

    /// The recorded players; the link goes for those since deleted from the roster, as in the local stores.
    private static func players(of record: GatherRecord, stillOnRoster roster: Set<Int>) -> [GatherPlayer] {
        record.players.map { recordedPlayer in
            var player = recordedPlayer
            if let playerID = player.playerID, !roster.contains(playerID) { player.playerID = nil }
            return player
        }
    }
}

/// Counts what side-by-side tasks finished.
private final class Tally: Sendable {
    private let count = Mutex(0)

    /// The count, one more.
    func increment() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }
}
