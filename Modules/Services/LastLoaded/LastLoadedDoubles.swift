import Domain
import Foundation

// The test doubles of this target's protocols, as isowords ships `testValue` beside each client:
// every call is a closure a test sets. None of these calls can fail, so one a test did not set
// answers nothing: no copy kept, none read. (`LastLoadedCopiesInMemory` in TestSupport is the fake
// that keeps copies as the web-service store does; `NoLastLoadedCopies` is what a local store hands out.)

/// `LastLoadedCopies` answering what a test sets.
public struct LastLoadedCopiesDouble: LastLoadedCopies {
    public var onKeepPlayers: @Sendable ([Player], Date) async -> Void = { _, _ in }
    public var onKeepHistory: @Sendable ([Gather], Date) async -> Void = { _, _ in }
    public var onKeepRecords: @Sendable (RecordsTable, Date) async -> Void = { _, _ in }
    public var onPlayers: @Sendable () async -> LastLoaded<[Player]>? = { nil }
    public var onHistory: @Sendable () async -> LastLoaded<[Gather]>? = { nil }
    public var onRecords: @Sendable () async -> LastLoaded<RecordsTable>? = { nil }

    public init() {}

    public func keep(players: [Player], at date: Date) async { await onKeepPlayers(players, date) }
    public func keep(history: [Gather], at date: Date) async { await onKeepHistory(history, date) }
    public func keep(records: RecordsTable, at date: Date) async { await onKeepRecords(records, date) }
    public func players() async -> LastLoaded<[Player]>? { await onPlayers() }
    public func history() async -> LastLoaded<[Gather]>? { await onHistory() }
    public func records() async -> LastLoaded<RecordsTable>? { await onRecords() }
}

/// `LastLoadedCopiesProviding` answering what a test sets; unset, every user's copies are a
/// `LastLoadedCopiesDouble` left unset.
public struct LastLoadedCopiesProvidingDouble: LastLoadedCopiesProviding {
    public var onLastLoadedCopies: @Sendable (User) -> any LastLoadedCopies = { _ in LastLoadedCopiesDouble() }
    public var onCopiesWritten: @Sendable () async -> Void = {}

    public init() {}

    public func lastLoadedCopies(for user: User) -> any LastLoadedCopies { onLastLoadedCopies(user) }
    public func copiesWritten() async { await onCopiesWritten() }
}
