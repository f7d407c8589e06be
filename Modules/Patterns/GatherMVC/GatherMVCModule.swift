import MatchScreen
import TerminalUI

/// Builds the match screen as MVC: the controller, its view, and each told of the other. The
/// controller does its own navigation.
@MainActor
public enum GatherMVCModule: MatchScreenBuilding {
    public static func build(_ parts: MatchScreenParts) -> any Screen {
        let controller = GatherMVCController(parts)
        let view = GatherMVCView()
        view.delegate = controller
        controller.view = view
        return view
    }
}
