import Domain
import Foundation
import GathersInterface
import RemoteTestSupport
import StorageSupport
import StoreTestSupport
import TestSupport
import Testing

@testable import RemoteStorage

/// The local records of a previous version gain the scorers' goals when first opened.
@Suite struct RemoteRecordsSchemaTests {
    @Test func aVersion1RecordsFile_upgradesInPlace_keepingItsRecordsWithNoGoals() async throws {
        try await withTemporaryDirectory { directory in
            try await withFakeServer { server in
                let records = RemoteRecordsDatabase(directory: directory, server: server.baseURL)
                let file = try #require(records.file)
                let kept = UUID()
                do {
                    let version1 = try SQLiteDatabase(path: file.path, migrations: Array(RemoteRecordsSchema.migrations(importing: nil).prefix(1)))
                    let record = GatherRecord(
                        userID: "7", players: [GatherPlayer(playerID: 1, name: "Max", team: .teamA)], startedAt: Date(timeIntervalSince1970: 10))
                    try await version1.write { try RemoteGatherRecords.insert(record, id: kept, into: $0) }
                }

                let ann = try await server.store(dataDirectory: directory).account("ann")
                let max = try await ann.players.add(PlayerDetails(name: "Max"))
                let gather = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: Date(timeIntervalSince1970: 20))
                try await ann.gathers.saveProgress(GatherProgress(score: Score(teamA: 1, teamB: 0), goals: [0: 1]), ofGather: gather.id)

                let connection = try SQLiteConnection(path: file.path)
                #expect(try connection.query("PRAGMA user_version").first?.int(0) == RemoteRecordsSchema.migrations(importing: nil).count)
                #expect(try connection.query("SELECT goals FROM gather_players WHERE gather_id = ?", kept.uuidString).map { $0.int(0) } == [0])
                #expect(try await ann.gathers.unfinishedGather()?.progress.goals == [0: 1])
            }
        }
    }
}
