import Domain
import MatchScreen
import Presentation
import TerminalUI

/// A match in progress as text, drawn from the store's state as every implementation of the match
/// screen draws it (GatherLayout). It reads each line into an action (GatherCommand), forwards
/// the ticks as one, and decides nothing.
@MainActor
public final class GatherStoreView: Screen {
    private let store: GatherStore

    public init(store: GatherStore) {
        self.store = store
    }

    public func willAppear() async {
        await store.send(.appeared)
    }

    public var wantsTicks: Bool { true }

    public func tick() async {
        await store.send(.tick)
    }

    public func handle(_ input: String) async {
        let shown = store.state.viewModel
        await store.send(.command(GatherCommand(input, asking: shown.confirmation != nil)))
    }

    public var content: ScreenContent {
        GatherLayout.content(store.state.viewModel)
    }
}

extension GatherState {
    /// The match as shown: the players, the score, the clock, the news (or what brings the match
    /// back after a share block) and the question asked.
    public var viewModel: GatherBoard {
        GatherBoard(
            players: players, progress: progress, clockState: clockState, goals: goals,
            message: message ?? shared.map { _ in .info(GatherWording.shareShown) },
            confirmation: isConfirmingEnd ? GatherWording.endQuestion(progress.score) : shareQuestion,
            shared: shared
        )
    }
}
