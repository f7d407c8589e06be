import Domain
import Foundation

/// A copy of something as it was last loaded from the store, and when.
public struct LastLoaded<Value: Sendable>: Sendable {
    public var value: Value
    public var loadedAt: Date

    public init(_ value: Value, loadedAt: Date) {
        self.value = value
        self.loadedAt = loadedAt
    }
}

extension LastLoaded: Equatable where Value: Equatable {}

extension LastLoaded {
    /// What `load` gives, kept by `keep` as the last loaded copy (offline: nil); if the store can't be
    /// reached and `copy` has one, that copy and when it was loaded. Any other failure, or no copy,
    /// is thrown as it came.
    public static func liveOrCopy(
        _ load: () async throws -> Value, keep: (Value) async -> Void, copy: () async -> LastLoaded<Value>?,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> (value: Value, offlineSince: Date?) {
        do {
            let value = try await load()
            await keep(value)
            return (value, nil)
        } catch  where ServiceError(error).isUnavailable {
            guard let copy = await copy() else { throw error }
            return (copy.value, copy.loadedAt)
        }
    }
}

/// One user's roster and history as last loaded, shown read-only while the store can't be reached.
/// A copy that can't be kept or read is simply no copy: the screens then say the store is away.
public protocol LastLoadedCopies: Sendable {
    func keep(players: [Player], at date: Date) async
    func keep(history: [Gather], at date: Date) async
    func players() async -> LastLoaded<[Player]>?
    func history() async -> LastLoaded<[Gather]>?
    /// The table of every match (not one counted from a day), as Records last loaded it.
    func keep(records: RecordsTable, at date: Date) async
    func records() async -> LastLoaded<RecordsTable>?
}

/// For the stores on this machine, which are never away: nothing is kept.
public struct NoLastLoadedCopies: LastLoadedCopies {
    public init() {}
    public func keep(players: [Player], at date: Date) async {}
    public func keep(history: [Gather], at date: Date) async {}
    public func players() async -> LastLoaded<[Player]>? { nil }
    public func history() async -> LastLoaded<[Gather]>? { nil }
    public func keep(records: RecordsTable, at date: Date) async {}
    public func records() async -> LastLoaded<RecordsTable>? { nil }
}

/// Hands out each user's copies (the web-service store keeps them in its records database).
public protocol LastLoadedCopiesProviding: Sendable {
    func lastLoadedCopies(for user: User) -> any LastLoadedCopies
    /// Returns once every copy kept so far is written (one may be written after `keep` returns): the
    /// app waits for it before it ends.
    func copiesWritten() async
}
