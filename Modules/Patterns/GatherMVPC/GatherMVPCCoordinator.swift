import Domain
import MatchScreen
import Presentation
import TerminalUI

/// What the match presenter tells its coordinator (the series' `GatherCoordinator`, whose
/// `didEndGather()` the screen calls): that the match is over here, and why. The presenter never
/// says where that leads.
@MainActor
public protocol GatherMVPCCoordinatorProtocol: AnyObject {
    /// The match ended here and its result was stored.
    func didEndGather(_ result: GatherResult)
    /// Another window ended or discarded the match: nothing more can be played here.
    func didLoseGather(_ gone: GatherGone)
}

/// The match screen's coordinator, as MVP-C writes one: it owns every way out of the match screen and
/// what the next screen is told, so the presenter holds no navigator, no factory and no user. Today
/// both ways lead to a fresh player list; a new way out is added here, not in the presenter. In MVP the
/// presenter navigates itself; in VIPER the Router does, told where to go and with which notice; MVVM's
/// coordinator is handed the notice by its view model, where this one words it from what happened.
@MainActor
public final class GatherMVPCCoordinator: GatherMVPCCoordinatorProtocol {
    /// Weak: the navigator holds the screen, the screen its presenter, the presenter this coordinator.
    private weak var navigator: (any Navigating)?
    private let factory: any MatchScreenExits
    /// Whose player list the match leads back to.
    private let user: User

    public init(navigator: any Navigating, factory: any MatchScreenExits, user: User) {
        self.navigator = navigator
        self.factory = factory
        self.user = user
    }

    /// The list shows the stored result ("Team A won 2–1 — saved to history.").
    public func didEndGather(_ result: GatherResult) {
        replaceEveryScreen(notice: .success(GatherWording.saved(result)))
    }

    /// The list says what the other window did.
    public func didLoseGather(_ gone: GatherGone) {
        replaceEveryScreen(notice: .info(GatherWording.gone(gone)))
    }

    /// A fresh player list as the only screen: "back" must lead neither into the match left nor into
    /// the selection that started it.
    private func replaceEveryScreen(notice: Message) {
        guard let navigator else { return }
        navigator.replaceRoot(with: factory.makePlayerListScreen(for: user, notice: notice))
    }
}
