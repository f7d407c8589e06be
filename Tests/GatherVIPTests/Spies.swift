import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport

@testable import GatherVIP

// One spy for each boundary of the cycle, as Clean Swift's tests write them: each records what
// crossed it, and the worker's answers what the test scripts.

/// The five players of every test, Ann Smith 1 and Bob 2 in Team A, Carla Díaz 3 and Dmitri 4 in
/// Team B, Eve 5 on the bench; no store is needed where the worker is a spy.
let lineUp: [GatherPlayer] = [
    GatherPlayer(playerID: 1, name: "Ann Smith", position: .striker, team: .teamA),
    GatherPlayer(playerID: 2, name: "Bob", position: .goalkeeper, team: .teamA),
    GatherPlayer(playerID: 3, name: "Carla Díaz", position: .midfielder, team: .teamB), GatherPlayer(playerID: 4, name: "Dmitri", team: .teamB),
    GatherPlayer(playerID: 5, name: "Eve", position: .winger, team: .bench),
]

let ann = User(id: "7", username: "ann")

extension GatherProgress {
    static func at(_ teamA: Int, _ teamB: Int, remaining: Int = 600, running: Bool = false, duration: Int = 600) -> GatherProgress {
        GatherProgress(score: Score(teamA: teamA, teamB: teamB), timer: GatherTimer(duration: duration, remaining: remaining, isRunning: running))
    }
}

extension UnfinishedGather {
    static func lineUp(at progress: GatherProgress = GatherProgress(), startedAt: Date? = StartedMatch.startedAt) -> UnfinishedGather {
        UnfinishedGather(
            gather: Gather(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A") ?? UUID(), players: GatherVIPTests.lineUp, startedAt: startedAt),
            progress: progress)
    }
}

/// The presenter's side of the interactor: every Response, in order.
@MainActor
final class PresenterSpy: GatherVIPPresentationLogic {
    enum Presented: Equatable {
        case match(GatherVIP.ShowMatch.Response), score(GatherVIP.ScoreChange.Response), clock(GatherVIP.ClockChange.Response)
        case tick(GatherVIP.Tick.Response), substitution(GatherVIP.Substitution.Response), end(GatherVIP.EndMatch.Response)
        case share(GatherVIP.Share.Response), refresh(GatherVIP.Refresh.Response), notice(GatherVIP.Notice.Response)
    }
    private(set) var presented: [Presented] = []

    func presentMatch(response: GatherVIP.ShowMatch.Response) { presented.append(.match(response)) }
    func presentScoreChange(response: GatherVIP.ScoreChange.Response) { presented.append(.score(response)) }
    func presentClockChange(response: GatherVIP.ClockChange.Response) { presented.append(.clock(response)) }
    func presentTick(response: GatherVIP.Tick.Response) async { presented.append(.tick(response)) }
    func presentSubstitution(response: GatherVIP.Substitution.Response) { presented.append(.substitution(response)) }
    func presentEndMatch(response: GatherVIP.EndMatch.Response) { presented.append(.end(response)) }
    func presentShare(response: GatherVIP.Share.Response) { presented.append(.share(response)) }
    func presentRefresh(response: GatherVIP.Refresh.Response) { presented.append(.refresh(response)) }
    func presentNotice(response: GatherVIP.Notice.Response) { presented.append(.notice(response)) }
}

/// The services' side of the interactor: a match as stored, changed by each write; every call
/// recorded, each answered as scripted (`refuse`) or by the stored match.
@MainActor
final class WorkerSpy: GatherVIPWorking {
    enum Call: Equatable {
        case save, move(index: Int, Team), end(Score), write(String, path: String, replacing: Bool)
    }
    private(set) var calls: [Call] = []
    /// The match as the store has it: another window may change it (`stored.score.teamB += 1`).
    var stored: GatherProgress
    /// The next calls' refusal, until cleared.
    var refusal: GatherVIP.Refusal?
    var shareOutcomes: [ShareFileOutcome] = []

    init(stored: GatherProgress = GatherProgress()) {
        self.stored = stored
    }

    func saveProgress(
        ofGather id: UUID, _ write: @escaping @Sendable (inout GatherProgress) -> MatchRule?
    ) async -> Result<ProgressChange<MatchRule?>, GatherVIP.Refusal> {
        calls.append(.save)
        if let refusal { return .failure(refusal) }
        let before = stored
        let rule = write(&stored)
        return .success(ProgressChange(outcome: rule, before: before, after: stored))
    }

    func movePlayer(at index: Int, to team: Team, inGather id: UUID) async -> Result<Void, GatherVIP.Refusal> {
        calls.append(.move(index: index, team))
        return refusal.map { .failure($0) } ?? .success(())
    }

    func endGather(id: UUID, score: Score) async -> Result<GatherEnding, GatherVIP.Refusal> {
        calls.append(.end(score))
        return refusal.map { .failure($0) } ?? .success(.stored)
    }

    func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        calls.append(.write(text, path: path, replacing: replacing))
        return shareOutcomes.isEmpty ? .written : shareOutcomes.removeFirst()
    }
}

/// The view controller's side of the presenter: every ViewModel, and every wish to leave.
@MainActor
final class DisplaySpy: GatherVIPDisplayLogic {
    enum Displayed: Equatable {
        case match(GatherBoard), score(GatherBoard), clock(GatherBoard), tick(GatherBoard), substitution(GatherBoard)
        case end(GatherBoard), share(GatherBoard), refresh(GatherBoard), notice(GatherBoard), leave(Message)
    }
    private(set) var displayed: [Displayed] = []

    /// The last board displayed, by whichever use case.
    var board: GatherBoard? {
        for item in displayed.reversed() {
            switch item {
            case .match(let board), .score(let board), .clock(let board), .tick(let board), .substitution(let board), .end(let board),
                .share(let board), .refresh(let board), .notice(let board):
                return board
            case .leave: continue
            }
        }
        return nil
    }

    func displayMatch(viewModel: GatherVIP.ShowMatch.ViewModel) { displayed.append(.match(viewModel.board)) }
    func displayScoreChange(viewModel: GatherVIP.ScoreChange.ViewModel) { displayed.append(.score(viewModel.board)) }
    func displayClockChange(viewModel: GatherVIP.ClockChange.ViewModel) { displayed.append(.clock(viewModel.board)) }
    func displayTick(viewModel: GatherVIP.Tick.ViewModel) { displayed.append(.tick(viewModel.board)) }
    func displaySubstitution(viewModel: GatherVIP.Substitution.ViewModel) { displayed.append(.substitution(viewModel.board)) }
    func displayEndMatch(viewModel: GatherVIP.EndMatch.ViewModel) { displayed.append(.end(viewModel.board)) }
    func displayShare(viewModel: GatherVIP.Share.ViewModel) { displayed.append(.share(viewModel.board)) }
    func displayRefresh(viewModel: GatherVIP.Refresh.ViewModel) { displayed.append(.refresh(viewModel.board)) }
    func displayNotice(viewModel: GatherVIP.Notice.ViewModel) { displayed.append(.notice(viewModel.board)) }
    func displayLeave(viewModel: GatherVIP.Leave.ViewModel) { displayed.append(.leave(viewModel.notice)) }
}

/// The interactor's side of the view controller: every Request, in order.
@MainActor
final class BusinessLogicSpy: GatherVIPBusinessLogic {
    enum Requested: Equatable {
        case showMatch, score(GatherVIP.ScoreChange.Request), clock(GatherVIP.ClockChange.Command), tick
        case substitute(GatherVIP.Substitution.Request), end, answer(Bool), share(ShareCommand), refresh
        case notice(GatherVIP.Notice.Kind)
    }
    private(set) var requested: [Requested] = []

    func showMatch(request: GatherVIP.ShowMatch.Request) { requested.append(.showMatch) }
    func changeScore(request: GatherVIP.ScoreChange.Request) async { requested.append(.score(request)) }
    func changeClock(request: GatherVIP.ClockChange.Request) async { requested.append(.clock(request.command)) }
    func countSecond(request: GatherVIP.Tick.Request) async { requested.append(.tick) }
    func substitute(request: GatherVIP.Substitution.Request) async { requested.append(.substitute(request)) }
    func endMatch(request: GatherVIP.EndMatch.Request) { requested.append(.end) }
    func answer(request: GatherVIP.Answer.Request) async { requested.append(.answer(request.yes)) }
    func share(request: GatherVIP.Share.Request) async { requested.append(.share(request.command)) }
    func refresh(request: GatherVIP.Refresh.Request) async { requested.append(.refresh) }
    func notice(request: GatherVIP.Notice.Request) { requested.append(.notice(request.kind)) }
}

/// The router's side of the view controller.
@MainActor
final class RouterSpy: GatherVIPRoutingLogic, GatherVIPDataPassing {
    var dataStore: (any GatherVIPDataStore)?
    private(set) var routes: [Message] = []

    func routeToPlayerList(notice: Message) { routes.append(notice) }
}

/// The App's side of the seam: a player list that remembers who asked for it and with what news.
@MainActor
final class PlayerListExits: MatchScreenExits {
    let playerList = StubScreen(title: "Players")
    private(set) var asked: [(User, Message)] = []

    func makePlayerListScreen(for user: User, notice: Message) -> any Screen {
        asked.append((user, notice))
        return playerList
    }
}
