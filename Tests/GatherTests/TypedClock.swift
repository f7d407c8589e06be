import Presentation
import TerminalUI

@testable import Gather

/// The Interactor's tests set times as a user types them; the Presenter reads a line the same way.
extension GatherInteractor {
    func setClock(to text: String) async -> Result<GatherSaving, GatherRefusal> {
        await setClock(toSeconds: Wording.seconds(typed: text))
    }
}
