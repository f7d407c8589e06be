import Domain
import MatchScreen
import Presentation
import TerminalUI

/// What the gather view shows: the board every implementation of the match screen draws alike
/// (Presentation's `GatherBoard`), so every pattern prints the same screen.
public typealias GatherViewModel = GatherBoard

extension GatherViewModel {
    /// The match the Interactor holds, as shown, with what the Presenter adds: the side's goals by
    /// scorer, the news, the question asked, and the share block shown in place of the match.
    @MainActor
    init(
        _ match: any GatherInteracting, goals: [GatherSide: TeamGoals], message: Message?, confirmation: String?, shared: [String]?
    ) {
        self.init(
            players: match.players, progress: match.progress, clockState: match.clockState, goals: goals, message: message,
            confirmation: confirmation, shared: shared
        )
    }
}
