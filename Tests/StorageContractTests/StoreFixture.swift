import AuthenticationInterface
import Domain
import Foundation
import InMemoryStorage
import RemoteStorage
import RemoteTestSupport
import SQLiteStorage
import StorageSupport
import TestSupport
import Testing

/// Everything a store offers the app.
typealias ContractStore = AuthenticationService & RememberedUsernameStore & UserServicesProviding

/// The stores the contract suite runs against.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case inMemory
    /// `RemoteStore` with `FakeFootballGatherServer` as its transport, and its own data directory.
    case remote
    /// `RemoteStore` through URLSession to `Tools/fake-footballgather-server` on loopback:
    /// the same answers from the Python stand-in prove the two fakes equal.
    case standIn

    var testDescription: String { rawValue }

    /// The kinds every run checks. The stand-in joins them in the slow set: WireContractTests, in
    /// every run, shows it answers every scripted request as the Swift fake does.
    static let checked: [StoreKind] = SlowTests.enabled ? allCases : [.sqlite, .inMemory, .remote]

    /// Both web-service kinds: what differs there (no dates on the server) differs for both.
    var isRemote: Bool { self == .remote || self == .standIn }
}

/// Runs `body` with a fresh store of the given kind (with its own temporary folder).
func withStore(_ kind: StoreKind, _ body: (any ContractStore) async throws -> Void) async throws {
    switch kind {
    case .inMemory:
        try await body(InMemoryStore(passwordHasher: .fast))
    case .sqlite:
        try await withTemporaryDirectory { directory in
            try await body(SQLiteStore(fileURL: directory.appending(path: "test.sqlite"), passwordHasher: .fast))
        }
    case .remote:
        try await withTemporaryDirectory { directory in
            try await withFakeServer { server in
                try await body(server.store(dataDirectory: directory))
            }
        }
    case .standIn:
        try await withTemporaryDirectory { directory in
            try await withStandInServer { server in
                try await body(RemoteStore(baseURL: server.baseURL, dataDirectory: directory, transport: testTransport(), clock: SteppedClock()))
            }
        }
    }
}
