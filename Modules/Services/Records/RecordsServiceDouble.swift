import Domain
import Foundation

/// `RecordsService` answering what a test sets, as isowords ships `testValue` beside each client: every
/// call is a closure; one a test did not set throws `ServiceError.unexpected` naming the call.
public struct RecordsServiceDouble: RecordsService {
    public var onRecords: @Sendable (_ since: Date?, RecordsProgress?) async throws -> RecordsTable = { _, _ in throw notSetUp("records") }
    public var onPlayerRecords: @Sendable (_ playerID: Int, _ since: Date?, RecordsProgress?) async throws -> RecordsTable = { _, _, _ in
        throw notSetUp("records(ofPlayer:)")
    }
    public var onMatches: @Sendable (_ playerID: Int, _ limit: Int) async throws -> [PlayerMatch] = { _, _ in throw notSetUp("matches") }

    public init() {}

    public func records(since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        try await onRecords(since, progress)
    }

    public func records(ofPlayer id: Int, since: Date?, progress: RecordsProgress?) async throws -> RecordsTable {
        try await onPlayerRecords(id, since, progress)
    }

    public func matches(ofPlayer id: Int, limit: Int) async throws -> [PlayerMatch] {
        try await onMatches(id, limit)
    }
}

private func notSetUp(_ call: String) -> ServiceError {
    .unexpected("RecordsService.\(call) was not set up")
}
