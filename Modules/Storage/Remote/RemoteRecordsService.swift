import Domain
import Foundation
import RecordsInterface
import StorageSupport

/// One user's records from the web service, which keeps no records of its own: they
/// are added up from the finished gathers as `RemoteGathersService` gives them (the
/// server's players and scores, completed by this machine's records). What neither
/// knows stays unknown: a gather started elsewhere has no teams (its players count
/// as played, result unknown) and no date (it is left out of a table `since` a day).
struct RemoteRecordsService: RecordsService {
    let connection: RemoteConnection
    let gathers: RemoteGathersService

    func records(since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        let roster = try await connection.players()
        let finished = try await gathers.finishedGathers(roster: roster, progress: progress)
        return RecordsTally.table(roster: roster, gathers: finished, since: since)
    }

    /// The gathers the server lists for the player, as the history tells them, in
    /// four requests at most however many there are: a gather started elsewhere has no teams, so all it
    /// can tell is that the player played it, which the server's list already says.
    func matches(ofPlayer id: Int, limit: Int) async throws -> [PlayerMatch] {
        guard let player = try await connection.players().first(where: { $0.id == id }) else { throw ServiceError.notFound }
        let listed = try await connection.get("api/players/\(id)/gathers", as: [RemoteGather].self, what: "gathers of a player")
        let ids = Set(listed.compactMap { UUID(uuidString: $0.id) })
        let list = try await gathers.finishedGatherList()
        let played = list.gathers.filter { ids.contains($0.id) }.map { gather in
            var gather = gather
            if list.playersLeftOut.contains(gather.id) { gather.players = [GatherPlayer(player: player, team: .bench)] }
            return gather
        }
        return RecordsTally.matches(ofPlayer: id, in: played, limit: limit)
    }
}
