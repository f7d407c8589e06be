import Domain
import Foundation
import Synchronization

/// The lists a user reads on almost every screen (the roster, the gathers), as last decoded, each with
/// the answer it came from: an answer the same byte for byte is not decoded again. A roster of thousands
/// takes longer to decode than its round trip, and it seldom changes between two screens.
final class RemoteDecodedLists: Sendable {
    private struct Entry: Sendable {
        let body: Data
        let value: any Sendable
    }

    /// By path: the body alone decides the value, so an entry can't hold another user's list for this one.
    private let entries = Mutex<[String: Entry]>([:])

    /// `decode(body)`, or what it gave for the same `body` last time at `path`.
    func value<Value: Sendable>(
        at path: String, body: Data, decode: (Data) throws(ServiceError) -> Value
    ) throws(ServiceError) -> Value {
        if let entry = entries.withLock({ $0[path] }), entry.body == body, let value = entry.value as? Value { return value }
        let value = try decode(body)
        entries.withLock { $0[path] = Entry(body: body, value: value) }
        return value
    }
}
