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

    /// The roster and the list of gathers wait on nothing: both requests go at once.
    /// The table is added up again only when the server's lists or this machine's records changed since
    /// the last time: opened twice in a row, Records waits on the two requests alone.
    func records(since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        async let roster = connection.players()
        async let listed = gathers.listedGathers()
        let database = gathers.records.database
        let inputs = Inputs(roster: try await roster, listed: try await listed, since: since, database: await database.version())
        let key = "records \(gathers.userID)"
        if inputs.database != nil, let table = connection.lists.remembered(RecordsTable.self, at: key, from: inputs) { return table }
        let finished = try await gathers.finishedGathers(listed: inputs.listed, roster: inputs.roster, progress: progress)
        let table = RecordsTally.table(roster: inputs.roster, gathers: finished, since: since)
        // What this adding up wrote is in the table (this process writes one screen's work at a time);
        // what another window wrote meanwhile may not be.
        if let before = inputs.database, let after = await database.version(), after.isWrittenOnlyHere(since: before) {
            var madeOf = inputs
            madeOf.database = after
            connection.lists.remember(table, at: key, from: madeOf)
        }
        return table
    }

    /// The whole table, which it remembers (see `records`), with the player's row alone: the web service
    /// lists every gather either way.
    func records(ofPlayer id: Int, since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        RecordsTally.only(id, in: try await records(since: since, progress: progress))
    }

    /// All a table is made of: the server's two lists, the day it starts, and this machine's records
    /// (the matches recorded here, who played those started elsewhere).
    private struct Inputs: Equatable, Sendable {
        let roster: [Player]
        let listed: [RemoteGathersService.Listed]
        let since: Date?
        var database: RemoteRecordsDatabase.Version?
    }

    /// The gathers the server lists for the player, as the history tells them, in
    /// three requests side by side however many there are: a gather started elsewhere has no teams, so
    /// all it can tell is that the player played it, which the server's list already says.
    func matches(ofPlayer id: Int, limit: Int) async throws -> [PlayerMatch] {
        async let roster = connection.players()
        async let playersGathers = connection.get("api/players/\(id)/gathers", as: [RemoteGather].self, what: "gathers of a player")
        async let everyGather = gathers.listedGathers()
        guard let player = try await roster.first(where: { $0.id == id }) else { throw ServiceError.notFound }
        let ids = Set(try await playersGathers.compactMap { UUID(uuidString: $0.id) })
        let list = try await gathers.finishedGatherList(listed: everyGather, roster: roster)
        let played = list.gathers.filter { ids.contains($0.id) }.map { gather in
            var gather = gather
            if list.playersLeftOut.contains(gather.id) { gather.players = [GatherPlayer(player: player, team: .bench)] }
            return gather
        }
        return RecordsTally.matches(ofPlayer: id, in: played, limit: limit)
    }
}
