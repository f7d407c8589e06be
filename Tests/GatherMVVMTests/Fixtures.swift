import Domain
import Foundation
import GatherMVVM
import GathersInterface
import Presentation
import TerminalUI
import TestSupport
import Testing

extension GatherProgress {
    static func at(_ teamA: Int, _ teamB: Int, remaining: Int = 600, running: Bool = false, duration: Int = 600) -> GatherProgress {
        GatherProgress(score: Score(teamA: teamA, teamB: teamB), timer: GatherTimer(duration: duration, remaining: remaining, isRunning: running))
    }

    static func at(_ teamA: Int, _ teamB: Int, goals: [Int: Int]) -> GatherProgress {
        GatherProgress(score: Score(teamA: teamA, teamB: teamB), goals: goals)
    }
}

/// Bound to a view model as its view would be: records every GatherBoard it publishes after the
/// binding, and the notices it leaves the match with.
@MainActor
final class Watcher {
    private(set) var shown: [GatherBoard] = []
    private(set) var notices: [Message] = []

    init(_ viewModel: GatherMVVMViewModel) {
        viewModel.output.bind { [weak self] in self?.shown.append($0) }
        shown.removeAll()
        viewModel.onMatchLeft = { [weak self] in self?.notices.append($0) }
    }

    /// What the screen shows now; the empty view model before anything was published.
    var last: GatherBoard { shown.last ?? GatherBoard() }
}
