import AuthenticationInterface
import Domain
import GathersInterface
import PlayersInterface
import RecordsInterface
import StorageSupport

/// A signed-in user of a store with their two services.
public struct StoreAccount: Sendable {
    public let user: User
    public let players: any PlayersService
    public let gathers: any GathersService
    public let records: any RecordsService
}

extension AuthenticationService where Self: UserServicesProviding {
    /// Registers `username` and returns their services.
    public func account(_ username: String, password: String = "secret") async throws -> StoreAccount {
        let user = try await register(Credentials(username: username, password: password))
        return StoreAccount(user: user, players: playersService(for: user), gathers: gathersService(for: user), records: recordsService(for: user))
    }
}

extension UserServicesProviding {
    /// The services of `user`, signed in or not.
    public func account(_ user: User) -> StoreAccount {
        StoreAccount(user: user, players: playersService(for: user), gathers: gathersService(for: user), records: recordsService(for: user))
    }
}
