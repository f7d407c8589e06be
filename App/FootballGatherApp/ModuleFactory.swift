import Domain
import Login
import PlayerAdd
import PlayerDetail
import PlayerEdit
import PlayerList
import TerminalUI

/// The services of the chosen store, as the features need them.
struct AppServices: Sendable {
    let authentication: any AuthenticationService
    let rememberedUsernames: any RememberedUsernameStore
    let userServices: any UserServicesProviding
    /// Where data lives, for the login screen ("local: ~/.local/share/footballgather").
    let storageDescription: String
}

/// Builds every feature module with its dependencies: the one place that knows them all.
/// Each feature's `…ScreenFactory` protocol is satisfied here, so features never import each other.
@MainActor
final class ModuleFactory {
    private let services: AppServices
    private unowned let navigator: Navigator

    init(services: AppServices, navigator: Navigator) {
        self.services = services
        self.navigator = navigator
    }

    func makeLoginScreen() -> any Screen {
        LoginModule.build(
            authentication: services.authentication,
            rememberedUsernames: services.rememberedUsernames,
            storageDescription: services.storageDescription,
            navigator: navigator,
            factory: self
        )
    }
}

extension ModuleFactory: LoginScreenFactory {
    func makePlayerListScreen(for user: User) -> any Screen {
        PlayerListModule.build(
            user: user,
            players: services.userServices.playersService(for: user),
            authentication: services.authentication,
            navigator: navigator,
            factory: self
        )
    }
}

extension ModuleFactory: PlayerListScreenFactory {
    func makePlayerAddScreen(for user: User) -> any Screen {
        PlayerAddModule.build(players: services.userServices.playersService(for: user), navigator: navigator)
    }

    func makePlayerDetailScreen(for user: User, player: Player) -> any Screen {
        PlayerDetailModule.build(user: user, player: player, navigator: navigator, factory: self)
    }
}

extension ModuleFactory: PlayerDetailScreenFactory {
    func makePlayerEditScreen(
        for user: User,
        player: Player,
        field: PlayerField,
        onSaved: @escaping @MainActor (Player) -> Void
    ) -> any Screen {
        PlayerEditModule.build(
            player: player,
            field: field,
            players: services.userServices.playersService(for: user),
            navigator: navigator,
            onSaved: onSaved
        )
    }
}
