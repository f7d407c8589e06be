import Domain
import Foundation
import LastLoadedInterface
import RecordsInterface

/// Records' use cases: load the ranked table (from a day on, if asked) or one player's record and last matches.
@MainActor
public protocol RecordsInteracting<Record>: AnyObject {
    associatedtype Record: RecordsEntity

    var scope: RecordsScope { get }
    /// Ranked: points, then win %, then goals, then name. One row for a player's scope.
    var records: [Record] { get }
    /// The player's last matches, newest first (a player's scope only).
    var recentMatches: [PlayerMatch] { get }
    /// The first day counted, "2026-11-01"; nil when every match counts.
    var sinceDay: String? { get }
    /// Matches the store could not date, so not in a `since` table.
    var undatedMatchesLeftOut: Int { get }
    /// When the table shown was loaded, while the store can't be reached and the copy of every match's table
    /// stands in for it; nil when it is live.
    var offlineSince: Date? { get }
    /// Told how far a slow load has got (the web service fetches each match played elsewhere once).
    var progress: RecordsProgress? { get set }

    func load() async throws
    /// The player of the table's row `number`, whose record and matches may be opened.
    func record(numbered number: Int) -> Result<Record, RecordsRefusal>
    /// Counts only the matches ended on or after `day` (refused when there is no such day), and loads again;
    /// the day counted from, as shown.
    func limit(since day: RecordsDay) async throws -> Result<String, RecordsRefusal>
    /// Counts every match again, and loads again.
    func removeLimit() async throws
}

extension RecordsInteracting {
    /// Shown from the last loaded copy, nothing may change: the commands that would are refused.
    public var isReadOnly: Bool {
        offlineSince != nil
    }
}

public final class RecordsInteractor: RecordsInteracting {
    /// How many matches a player's record lists.
    public static let recentCount = 5

    public let scope: RecordsScope
    public private(set) var records: [PlayerRecord] = []
    public private(set) var recentMatches: [PlayerMatch] = []
    public private(set) var sinceDay: String?
    public private(set) var undatedMatchesLeftOut = 0
    public private(set) var offlineSince: Date?
    public var progress: RecordsProgress?
    private var since: Date?
    private var isLoaded = false
    private let service: any RecordsService
    private let copies: any LastLoadedCopies
    private let clock: any WallClock
    private let calendar: Calendar

    /// Days start at midnight in `timeZone`. `copies` keep the table of every match as last loaded (stamped
    /// by `clock`), shown while the store can't be reached.
    public init(scope: RecordsScope, records: any RecordsService, timeZone: TimeZone, copies: any LastLoadedCopies, clock: any WallClock) {
        self.scope = scope
        service = records
        self.copies = copies
        self.clock = clock
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    public func load() async throws {
        try await load(since: since)
    }

    public func record(numbered number: Int) -> Result<PlayerRecord, RecordsRefusal> {
        guard scope == .everyone, isLoaded else { return .failure(.noTable) }
        guard offlineSince == nil else { return .failure(.offline) }
        guard records.indices.contains(number - 1) else { return .failure(.noSuchPlayer(number, count: records.count)) }
        let record = records[number - 1]
        return record.isDeleted ? .failure(.deletedPlayer(name: record.name)) : .success(record)
    }

    public func limit(since day: RecordsDay) async throws -> Result<String, RecordsRefusal> {
        guard let midnight = startOfDay(day) else { return .failure(.notADay(day.description)) }
        try await load(since: midnight)
        sinceDay = day.description
        return .success(day.description)
    }

    public func removeLimit() async throws {
        try await load(since: nil)
        sinceDay = nil
    }

    /// Everything changes together, and only once the store answered.
    private func load(since: Date?) async throws {
        isLoaded = false
        let table = try await tableOrLastCopy(since: since)
        switch scope {
        case .everyone:
            records = Self.ranked(table.records)
        case .player(let id, _):
            recentMatches = try await service.matches(ofPlayer: id, limit: Self.recentCount)
            records = table.records.filter { $0.id == id }
        }
        undatedMatchesLeftOut = table.undatedMatchesLeftOut
        self.since = since
        isLoaded = true
    }

    /// The table of every match is kept as the last loaded copy; if the store can't be reached, that copy
    /// stands in, offline. A table from a day on, or a player's matches, has no copy: its failure is thrown.
    private func tableOrLastCopy(since: Date?) async throws -> RecordsTable {
        offlineSince = nil
        guard since == nil, scope == .everyone else { return try await service.records(since: since, progress: progress) }
        let loaded = try await LastLoaded.liveOrCopy(
            { try await service.records(since: nil, progress: progress) }, keep: { await copies.keep(records: $0, at: clock.now()) },
            copy: copies.records
        )
        offlineSince = loaded.offlineSince
        return loaded.value
    }

    /// The table's order: more points, then a higher win % (none known ranks last), then more goals, then
    /// by name as the player list sorts them (`NameOrder`, the same name by id).
    static func ranked(_ records: [PlayerRecord]) -> [PlayerRecord] {
        var placeByName = [Int](repeating: 0, count: records.count)
        let byName = NameOrder.sortedIndices(of: records.map(\.name)) { records[$0].id < records[$1].id }
        for (place, index) in byName.enumerated() { placeByName[index] = place }
        return records.indices.sorted { left, right in
            let (record, other) = (records[left], records[right])
            if record.points != other.points { return record.points > other.points }
            let (mine, theirs) = (record.winPercentage ?? -1, other.winPercentage ?? -1)
            if mine != theirs { return mine > theirs }
            if record.goals != other.goals { return record.goals > other.goals }
            return placeByName[left] < placeByName[right]
        }.map { records[$0] }
    }

    /// Midnight starting `day` in the user's time zone; nil for a day that doesn't exist (2026-02-30).
    func startOfDay(_ day: RecordsDay) -> Date? {
        let components = DateComponents(year: day.year, month: day.month, day: day.day)
        guard components.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: components)
    }
}
