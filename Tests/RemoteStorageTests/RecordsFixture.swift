import Foundation
import RemoteTestSupport
import StorageSupport
import TestSupport
import Testing

@testable import RemoteStorage

/// A fake server, a fresh data directory, and a remote store on both.
func withRemoteStore(
    timeout: TimeInterval = RemoteStore.defaultTimeout,
    _ body: (FakeFootballGatherServer, RemoteStore, URL) async throws -> Void
) async throws {
    try await withTemporaryDirectory { directory in
        try await withFakeServer { server in
            try await body(server, server.store(dataDirectory: directory, timeout: timeout), directory)
        }
    }
}

/// Where a store keeps its records for `server` in `directory`: the database and the
/// previous version's JSON files.
struct RecordFiles {
    let database: URL
    let session: URL
    let gathers: URL

    init(_ server: FakeFootballGatherServer, in directory: URL) {
        let stem = RemoteRecordsDatabase.fileStem(for: server.baseURL)
        database = directory.appending(path: "\(stem).sqlite")
        session = directory.appending(path: "\(stem).session.json")
        gathers = directory.appending(path: "\(stem).gathers.json")
    }

    /// The database as another program sees it.
    func rows(_ sql: String) throws -> [SQLiteRow] {
        try SQLiteConnection(path: database.path).query(sql)
    }

    func execute(_ sql: String) throws {
        try SQLiteConnection(path: database.path).execute(sql)
    }

    /// The remembered row: username, user id, token.
    func remembered() throws -> [String?] {
        try rows("SELECT username, user_id, token FROM remembered_session").first.map { [$0.text(0), $0.text(1), $0.text(2)] } ?? []
    }
}

extension FakeFootballGatherServer {
    /// The token the server gave last: the one the store sends.
    func lastToken() throws -> String {
        let header = try #require(requests.last { $0.header("Authorization")?.hasPrefix("Bearer ") == true }?.header("Authorization"))
        return String(header.dropFirst("Bearer ".count))
    }
}
