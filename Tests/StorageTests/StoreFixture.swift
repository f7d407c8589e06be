import Domain
import Foundation
import RemoteTestSupport
import Storage
import Testing

/// Everything a store offers the app.
typealias ContractStore = AuthenticationService & RememberedUsernameStore & UserServicesProviding

/// The stores the contract suite runs against.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case inMemory
    /// `RemoteStore` talking to `FakeFootballGatherServer`, with its own data directory.
    case remote

    var testDescription: String { rawValue }
}

extension PasswordHasher {
    /// One iteration: hashing is tested on its own, the stores just need it fast.
    static let fast = PasswordHasher.pbkdf2(iterations: 1)
}

/// Runs `body` with a fresh store of the given kind (a SQLite one in its own temp folder).
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
    }
}

/// A unique empty folder, removed afterwards whatever happens.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = FileManager.default.temporaryDirectory.appending(path: "StorageTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// A registered user with their two services.
struct Account {
    let user: User
    let players: any PlayersService
    let gathers: any GathersService
}

extension AuthenticationService where Self: UserServicesProviding {
    func account(_ username: String, password: String = "secret") async throws -> Account {
        let user = try await register(Credentials(username: username, password: password))
        return Account(user: user, players: playersService(for: user), gathers: gathersService(for: user))
    }
}

extension UserServicesProviding {
    func account(_ user: User) -> Account {
        Account(user: user, players: playersService(for: user), gathers: gathersService(for: user))
    }
}

/// The POSIX permission bits of a file or folder.
func permissions(of url: URL) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
}
