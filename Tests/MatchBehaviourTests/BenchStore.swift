import Domain
import Foundation
import InMemoryStorage
import RemoteStorage
import RemoteTestSupport
import SQLiteStorage
import StorageSupport
import StoreTestSupport
import TestSupport
import Testing

/// A store a behaviour test plays its match on, wrapped so a test can make a call fail and read
/// every call made.
enum BenchStore: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case inMemory
    case sqlite
    /// The web service, through `RemoteStore`, with the Swift fake of the server as its transport.
    case webService
    /// The web service through URLSession to the Python stand-in (`Tools/fake-footballgather-server`);
    /// in the slow set, where its suite starts one stand-in and gives each test a tenant of it.
    case standIn

    var testDescription: String { rawValue }

    /// The stores every run plays on; both web-service stores join them in the slow set, which CI
    /// runs (in every run, the storage contract suite holds the web service to the same answers as
    /// SQLite and memory, and shows the stand-in answers as the Swift fake does).
    static let checked: [BenchStore] = SlowTests.enabled ? allCases : [.inMemory, .sqlite]

    /// Runs `body` with a fresh store of this kind (in its own temporary folder).
    func with<T: Sendable>(_ body: @Sendable (FaultInjectingServices) async throws -> T) async throws -> T {
        switch self {
        case .inMemory:
            return try await body(FaultInjectingServices())
        case .sqlite:
            return try await withTemporaryDirectory { directory in
                let store = try SQLiteStore(fileURL: directory.appending(path: "bench.sqlite"), passwordHasher: .fast)
                return try await body(FaultInjectingServices(wrapping: store))
            }
        case .webService:
            return try await withTemporaryDirectory { directory in
                try await withFakeServer { server in try await body(FaultInjectingServices(wrapping: server.store(dataDirectory: directory))) }
            }
        case .standIn:
            return try await withTemporaryDirectory { directory in
                try await withStandInServer { server in
                    let store = RemoteStore(
                        baseURL: server.baseURL, dataDirectory: directory, transport: testTransport(), clock: SteppedClock())
                    return try await body(FaultInjectingServices(wrapping: store))
                }
            }
        }
    }

    /// The web service keeps no dates: a match's start and end are unknown there.
    var keepsDates: Bool { self == .inMemory || self == .sqlite }
}
