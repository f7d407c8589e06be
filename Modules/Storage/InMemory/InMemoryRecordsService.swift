import Domain
import Foundation
import GathersInterface
import PlayersInterface
import RecordsInterface
import StorageSupport

/// One user's records in an `InMemoryStore`, added up in Swift from their roster and finished gathers.
struct InMemoryRecordsService: RecordsService {
    let players: any PlayersService
    let gathers: any GathersService

    func records(since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        RecordsTally.table(roster: try await players.players(), gathers: try await gathers.finishedGathers(), since: since)
    }

    func records(ofPlayer id: Int, since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        RecordsTally.table(ofPlayer: id, roster: try await players.players(), gathers: try await gathers.finishedGathers(), since: since)
    }

    func matches(ofPlayer id: Int, limit: Int) async throws -> [PlayerMatch] {
        guard try await players.players().contains(where: { $0.id == id }) else { throw ServiceError.notFound }
        return RecordsTally.matches(ofPlayer: id, in: try await gathers.finishedGathers(), limit: limit)
    }
}
