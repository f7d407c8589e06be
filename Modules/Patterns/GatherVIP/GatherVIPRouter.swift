import Domain
import MatchScreen
import Presentation
import TerminalUI

/// Where the match screen leads, as its view controller asks.
@MainActor
public protocol GatherVIPRoutingLogic: AnyObject {
    /// The match ended: a fresh player list, with nothing selected, replaces every screen and shows `notice`.
    func routeToPlayerList(notice: Message)
}

/// Clean Swift's data passing: the router reads this scene's data store to hand the next scene
/// what it needs.
@MainActor
public protocol GatherVIPDataPassing: AnyObject {
    var dataStore: (any GatherVIPDataStore)? { get }
}

/// The match screen's router, as Clean Swift writes one: it navigates for the view controller and
/// passes the data store's user on to the player list. VIPER's router is told where to go by its
/// presenter and is handed the user when built; this one is asked by the view controller and takes
/// what it passes from the interactor's data store.
public final class GatherVIPRouter: GatherVIPRoutingLogic, GatherVIPDataPassing {
    public var dataStore: (any GatherVIPDataStore)?
    private weak var navigator: (any Navigating)?
    private let factory: any MatchScreenExits

    public init(navigator: any Navigating, factory: any MatchScreenExits) {
        self.navigator = navigator
        self.factory = factory
    }

    /// A new root, not a pop: "back" must not lead into the finished match or the selection that started it.
    public func routeToPlayerList(notice: Message) {
        guard let dataStore else { return }
        navigator?.replaceRoot(with: factory.makePlayerListScreen(for: passDataToPlayerList(source: dataStore), notice: notice))
    }

    /// What the player list takes from this scene: whose players it lists.
    func passDataToPlayerList(source: any GatherVIPDataStore) -> User {
        source.user
    }
}
