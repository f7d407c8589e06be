import Domain
import Foundation
import LastLoadedInterface
import Synchronization

/// Last loaded copies kept in memory, as the web-service store keeps them in its database.
public final class LastLoadedCopiesInMemory: LastLoadedCopies {
    private let kept = Mutex<(players: LastLoaded<[Player]>?, history: LastLoaded<[Gather]>?, records: LastLoaded<RecordsTable>?)>(
        (nil, nil, nil)
    )

    public init() {}

    public func keep(players: [Player], at date: Date) async {
        kept.withLock { $0.players = LastLoaded(players, loadedAt: date) }
    }

    public func keep(history: [Gather], at date: Date) async {
        kept.withLock { $0.history = LastLoaded(history, loadedAt: date) }
    }

    public func players() async -> LastLoaded<[Player]>? {
        kept.withLock { $0.players }
    }

    public func history() async -> LastLoaded<[Gather]>? {
        kept.withLock { $0.history }
    }

    public func keep(records: RecordsTable, at date: Date) async {
        kept.withLock { $0.records = LastLoaded(records, loadedAt: date) }
    }

    public func records() async -> LastLoaded<RecordsTable>? {
        kept.withLock { $0.records }
    }
}
