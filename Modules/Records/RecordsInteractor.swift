import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import RecordsInterface

public final class RecordsInteractor: RecordsInteracting {
    /// How many matches a player's record lists.
    public static let recentCount = 5

    public let scope: RecordsScope
    /// The records as the store answered them (shared, not copied), and those shown,
    /// ranked, by their places there.
    private var loadedRecords: [PlayerRecord] = []
    private var shownOrder: [Int] = []
    public private(set) var revision = 0
    public private(set) var recentMatches: [PlayerMatch] = []
    public private(set) var sinceDay: String?
    public private(set) var undatedMatchesLeftOut = 0
    public private(set) var matchesNotSentYet = 0
    public private(set) var offlineSince: Date?
    public private(set) var sending: WaitingMatchesSent?
    public var progress: RecordsProgress?
    private var since: Date?
    private var isLoaded = false
    private let service: any RecordsService
    private let gathers: any GathersService
    private let copies: any LastLoadedCopies
    private let clock: any WallClock
    private let calendar: Calendar

    /// Days start at midnight in `timeZone`. `copies` keep the table of every match as last loaded (stamped
    /// by `clock`), shown while the store can't be reached. `gathers` sends the matches played meanwhile.
    public init(
        scope: RecordsScope, records: any RecordsService, gathers: any GathersService, timeZone: TimeZone, copies: any LastLoadedCopies,
        clock: any WallClock
    ) {
        self.scope = scope
        service = records
        self.gathers = gathers
        self.copies = copies
        self.clock = clock
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    public var records: EntityList<any RecordsEntity> { EntityList(loadedRecords, order: shownOrder) { $0 } }

    public var hasResultsUnknown: Bool {
        Self.anyResultUnknown(loadedRecords, among: shownOrder)
    }

    /// Nonisolated: its closure over 10 000 records then runs without the main actor's checks.
    nonisolated private static func anyResultUnknown(_ records: [PlayerRecord], among shown: [Int]) -> Bool {
        shown.contains { records[$0].resultUnknown > 0 }
    }

    /// The records shown, ranked.
    var table: [PlayerRecord] { shownOrder.map { loadedRecords[$0] } }

    public var canLimit: Bool { scope == .everyone }

    public func load() async throws(RecordsRefusal) {
        try await load(since: since)
    }

    public func record(numbered number: Int) throws(RecordsRefusal) -> any RecordsEntity {
        guard scope == .everyone, isLoaded else { throw .noTable }
        guard offlineSince == nil else { throw .offline }
        guard shownOrder.indices.contains(number - 1) else { throw .noSuchPlayer(number, count: shownOrder.count) }
        let record = loadedRecords[shownOrder[number - 1]]
        guard !record.isDeleted else { throw .deletedPlayer(name: record.name) }
        return record
    }

    public func limit(since day: RecordsDay) async throws(RecordsRefusal) {
        guard canLimit else { throw .onePlayersRecords }
        guard let midnight = startOfDay(day) else { throw .noSuchDay(day) }
        try await load(since: midnight)
        sinceDay = day.description
    }

    public func removeLimit() async throws(RecordsRefusal) {
        guard canLimit else { throw .onePlayersRecords }
        guard sinceDay != nil else { throw .noLimit }
        try await load(since: nil)
        sinceDay = nil
    }

    /// Everything changes together, and only once the store answered; its failure is said as Records' refusal.
    private func load(since: Date?) async throws(RecordsRefusal) {
        isLoaded = false
        sending = nil
        let before = (loadedRecords, offlineSince, self.since, undatedMatchesLeftOut, matchesNotSentYet)
        do {
            var loaded = try await tableOrLastCopy(since: since)
            if offlineSince == nil, loaded.matchesNotSentYet > 0 {
                let report = await gathers.sendWaitingMatches()
                sending = report.hasNews ? report : nil
                if !report.sent.isEmpty { loaded = try await tableOrLastCopy(since: since) }
            }
            switch scope {
            case .everyone:
                // The same table as before is not ranked again (comparing them is a pass; ranking sorts by name).
                if loaded.records != loadedRecords { shownOrder = Self.rankedOrder(loaded.records) }
            case .player(let id, _):
                recentMatches = try await service.matches(ofPlayer: id, limit: Self.recentCount)
                shownOrder = loaded.records.indices.filter { loaded.records[$0].id == id }
            }
            loadedRecords = loaded.records
            undatedMatchesLeftOut = loaded.undatedMatchesLeftOut
            matchesNotSentYet = loaded.matchesNotSentYet
        } catch {
            revision += 1
            throw Self.refusal(ServiceError(error))
        }
        self.since = since
        isLoaded = true
        let unchanged = scope == .everyone && sending == nil && before == (loadedRecords, offlineSince, since, undatedMatchesLeftOut, matchesNotSentYet)
        if !unchanged { revision += 1 }
    }

    /// What the store's failure means here: a player it no longer knows is gone.
    private static func refusal(_ error: ServiceError) -> RecordsRefusal {
        switch error {
        case .notFound: .gone
        case .wrongCredentials, .usernameTaken, .sessionExpired, .invalid, .unavailable, .unexpected: .failed(StoreFailure(error))
        }
    }

    /// The table of every match is kept as the last loaded copy; if the store can't be reached, that copy
    /// stands in, offline. A table from a day on, or a player's matches, has no copy: its failure is thrown.
    private func tableOrLastCopy(since: Date?) async throws -> RecordsTable {
        offlineSince = nil
        if case .player(let id, _) = scope { return try await service.records(ofPlayer: id, since: since, progress: progress) }
        guard since == nil else { return try await service.records(since: since, progress: progress) }
        let loaded = try await LastLoaded.liveOrCopy(
            { try await service.records(since: nil, progress: progress) }, keep: { await copies.keep(records: $0, at: clock.now()) },
            copy: copies.records
        )
        offlineSince = loaded.offlineSince
        return loaded.value
    }

    /// The table's order: more points, then a higher win % (none known ranks last), then more goals, then
    /// by name as the player list sorts them (`NameOrder`, the same name by id).
    // Nonisolated: its comparisons, some 130 000 for a table of 10 000, then run without checking the actor.
    nonisolated static func ranked(_ records: [PlayerRecord]) -> [PlayerRecord] {
        rankedOrder(records).map { records[$0] }
    }

    /// `ranked`, as the records' places.
    nonisolated static func rankedOrder(_ records: [PlayerRecord]) -> [Int] {
        var placeByName = [Int](repeating: 0, count: records.count)
        let byName = NameOrder.sortedIndices(of: records.map(\.name)) { records[$0].id < records[$1].id }
        for (place, index) in byName.enumerated() { placeByName[index] = place }
        // The keys apart, in one array: comparing whole records copies their names at every step.
        let keys = records.indices.map { (records[$0].points, records[$0].winPercentage ?? -1, records[$0].goals, placeByName[$0]) }
        return records.indices.sorted { left, right in
            let (mine, theirs) = (keys[left], keys[right])
            if mine.0 != theirs.0 { return mine.0 > theirs.0 }
            if mine.1 != theirs.1 { return mine.1 > theirs.1 }
            if mine.2 != theirs.2 { return mine.2 > theirs.2 }
            return mine.3 < theirs.3
        }
    }

    /// Midnight starting `day` in the user's time zone; nil for a day that doesn't exist (2026-02-30).
    func startOfDay(_ day: RecordsDay) -> Date? {
        let components = DateComponents(year: day.year, month: day.month, day: day.day)
        guard components.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: components)
    }
}
