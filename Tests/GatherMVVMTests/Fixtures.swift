import Domain
import Foundation
import GatherMVVM
import GathersInterface
import MatchScreen
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

/// Bound to each output of a view model as its view would be: records, after the binding, which output
/// told something (by name) and the screen put together from them then, as the view puts it; and the
/// notices it leaves the match with.
@MainActor
final class Watcher {
    /// The screen after each output told something, oldest first.
    private(set) var shown: [GatherBoard] = []
    /// The outputs that told something, in order: "score", "scorers", "teams", "countdown", "message",
    /// "question", "share".
    private(set) var heard: [String] = []
    private(set) var notices: [Message] = []
    /// What the screen shows now.
    private(set) var last: GatherBoard
    /// How many outputs had told something when the view model appeared.
    private var heardOnAppearing = 0

    init(_ viewModel: GatherMVVMViewModel) {
        last = GatherBoard(goalsRange: viewModel.limits.goals, clockRange: viewModel.limits.clock)
        watch(viewModel.scoreText, "score") { $0.score = $1 }
        watch(viewModel.scorerLines, "scorers") { $0.scorers = $1 }
        watch(viewModel.teamSheetRows, "teams") { ($0.teamA, $0.teamB, $0.bench) = ($1.teamA, $1.teamB, $1.bench) }
        watch(viewModel.countdown, "countdown") { ($0.clock, $0.clockState, $0.fullTime) = ($1.text, $1.state, $1.fullTime) }
        watch(viewModel.message, "message") { $0.message = $1 }
        watch(viewModel.question, "question") { $0.confirmation = $1 }
        watch(viewModel.shareBlock, "share") { $0.shared = $1 }
        (shown, heard) = ([], [])
        viewModel.onMatchLeft = { [weak self] in self?.notices.append($0) }
    }

    /// The view model appeared: what it tells from now on is `sinceAppearing`.
    func appeared() {
        heardOnAppearing = heard.count
    }

    /// The outputs that told something since the view model appeared.
    var sinceAppearing: ArraySlice<String> { heard.dropFirst(heardOnAppearing) }

    private func watch<Value>(_ output: Box<Value>, _ name: String, into apply: @escaping (inout GatherBoard, Value) -> Void) {
        output.bind { [weak self] value in
            guard let self else { return }
            apply(&last, value)
            shown.append(last)
            heard.append(name)
        }
    }
}
