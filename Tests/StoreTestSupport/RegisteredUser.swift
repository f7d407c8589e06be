import Domain
import GathersInterface
import InMemoryStorage
import PlayersInterface
import RecordsInterface
import StorageSupport

extension PasswordHasher {
    /// One iteration: hashing is tested on its own; stores in other tests just need it fast.
    public static let fast = PasswordHasher.pbkdf2(iterations: 1)
}

/// A user registered in a fresh in-memory store, with their fault-injecting services:
/// `let ann = try await RegisteredUser.make()`, then `ann.services.fail(.players, with: …)`.
public struct RegisteredUser: Sendable {
    public let services: FaultInjectingServices
    public let user: User

    public var players: any PlayersService { services.playersService(for: user) }
    public var gathers: any GathersService { services.gathersService(for: user) }
    public var records: any RecordsService { services.recordsService(for: user) }

    /// Registers on the store itself, so `services.calls` starts empty.
    public static func make(_ username: String = "ann", password: String = "secret") async throws -> RegisteredUser {
        let store = InMemoryStore(passwordHasher: .fast)
        let user = try await store.register(Credentials(username: username, password: password))
        return RegisteredUser(services: FaultInjectingServices(wrapping: store), user: user)
    }
}
