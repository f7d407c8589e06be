import Domain
import Foundation
import Synchronization

/// The lists a user reads on almost every screen (the roster, the gathers, who played in each kept
/// match), as last decoded, and Records' table as last added up, each with what it was made from: the
/// same again is not made again. A roster of thousands takes longer to decode than its round trip, and
/// it seldom changes between two screens.
final class RemoteDecodedLists: Sendable {
    private struct Entry: Sendable {
        let source: any Sendable
        let value: any Sendable
    }

    /// By key (an answer's path, say): the source alone decides the value, so an entry can't hold another
    /// user's list for this one; a key per list keeps each from replacing another.
    private let entries = Mutex<[String: Entry]>([:])

    /// `decode(source)`, or what it gave for an equal `source` last time at `key`.
    func value<Source: Equatable & Sendable, Value: Sendable, Failure: Error>(
        at key: String, from source: Source, decode: (Source) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        if let value = remembered(Value.self, at: key, from: source) { return value }
        let value = try decode(source)
        remember(value, at: key, from: source)
        return value
    }

    /// What was made from an equal `source` last time at `key`, if anything.
    func remembered<Source: Equatable & Sendable, Value: Sendable>(_ type: Value.Type, at key: String, from source: Source) -> Value? {
        guard let entry = entries.withLock({ $0[key] }), entry.source as? Source == source else { return nil }
        return entry.value as? Value
    }

    func remember<Source: Equatable & Sendable>(_ value: some Sendable, at key: String, from source: Source) {
        entries.withLock { $0[key] = Entry(source: source, value: value) }
    }
}
