import Domain
import GathersInterface
import PlayersInterface
import RecordsInterface

/// Hands out the services scoped to one signed-in user.
///
/// Here, not in a service interface target: it is what every store hands the App (each store
/// conforms, and all of them depend on StorageSupport), and no feature ever gets it: a feature is
/// given the one service it uses, already scoped to its user, so the manifest can say which.
public protocol UserServicesProviding: Sendable {
    func playersService(for user: User) -> any PlayersService
    func gathersService(for user: User) -> any GathersService
    func recordsService(for user: User) -> any RecordsService
}
