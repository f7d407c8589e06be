import Domain
import Foundation
import MatchScreen
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport

@testable import GatherMVPC

/// The view, mocked as the series' MVP-C tests mock one: a flag per call it must get, and what it
/// was last told of each part.
@MainActor
final class MockGatherMVPCView: GatherMVPCViewProtocol {
    private(set) var setupViewCalls = 0
    private(set) var ranges: (goals: String, times: String)?
    private(set) var teamA: [GatherPlayerRow] = []
    private(set) var teamB: [GatherPlayerRow] = []
    private(set) var bench: [String] = []
    private(set) var scoreboard = ""
    private(set) var scorers: [String] = []
    private(set) var selectedTime = ""
    private(set) var clockState: GatherClockState?
    private(set) var fullTime = ""
    private(set) var notice: Message?
    private(set) var question: String?
    private(set) var shareBlock: [String]?
    /// How many times the score was told: once per time the whole match is.
    private(set) var updates = 0

    func setupView(goalsRange: String, timesRange: String) {
        setupViewCalls += 1
        ranges = (goalsRange, timesRange)
    }

    func configurePlayers(teamA: [GatherPlayerRow], teamB: [GatherPlayerRow], bench: [String]) {
        (self.teamA, self.teamB, self.bench) = (teamA, teamB, bench)
    }

    func configureScore(_ scoreboard: String, scorers: [String]) {
        updates += 1
        (self.scoreboard, self.scorers) = (scoreboard, scorers)
    }

    func configureSelectedTime(_ label: String, state: GatherClockState, fullTime: String) {
        (selectedTime, clockState, self.fullTime) = (label, state, fullTime)
    }

    func showNotice(_ notice: Message?) { self.notice = notice }
    func confirmEndGather(_ question: String?) { self.question = question }
    func showShareBlock(_ block: [String]?) { shareBlock = block }
}

/// The coordinator, mocked: what the presenter told it, in order.
@MainActor
final class MockGatherMVPCCoordinator: GatherMVPCCoordinatorProtocol {
    enum Told: Equatable {
        case ended(GatherResult)
        case lost(GatherGone)
    }

    private(set) var told: [Told] = []

    func didEndGather(_ result: GatherResult) { told.append(.ended(result)) }
    func didLoseGather(_ gone: GatherGone) { told.append(.lost(gone)) }
}

/// The presenter, as the view's tests spy on it: each intent the view handed on.
@MainActor
final class SpyGatherMVPCPresenter: GatherMVPCPresenterProtocol {
    enum Intent: Equatable {
        case appears, second, goals(Int, GatherSide, scorer: Int?), start, pause, reset, countdown(Int), move(Int, Team), end
        case answer(Bool), back, share(ShareCommand), returnToMatch, unreadable(GatherUnreadable), unknown(String)
    }

    private(set) var intents: [Intent] = []

    func viewAppears() { intents.append(.appears) }
    func secondElapsed() async { intents.append(.second) }
    func recordGoals(_ goals: Int, for side: GatherSide, scorer: Int?) async { intents.append(.goals(goals, side, scorer: scorer)) }
    func startCountdown() async { intents.append(.start) }
    func pauseCountdown() async { intents.append(.pause) }
    func resetCountdown() async { intents.append(.reset) }
    func setCountdown(seconds: Int) async { intents.append(.countdown(seconds)) }
    func movePlayer(number: Int, to team: Team) async { intents.append(.move(number, team)) }
    func requestEnd() { intents.append(.end) }
    func answer(_ yes: Bool) async { intents.append(.answer(yes)) }
    func backRequested() { intents.append(.back) }
    func share(_ command: ShareCommand) async { intents.append(.share(command)) }
    func returnToMatch() { intents.append(.returnToMatch) }
    func unreadable(_ what: GatherUnreadable) { intents.append(.unreadable(what)) }
    func unknown(_ line: String) { intents.append(.unknown(line)) }
}

/// Where the App would lead: a player list that remembers what it was asked to show.
@MainActor
final class ExitsSpy: MatchScreenExits {
    let players = StubScreen(title: "Players")
    private(set) var asked: [(User, Message)] = []

    func makePlayerListScreen(for user: User, notice: Message) -> any Screen {
        asked.append((user, notice))
        return players
    }
}

/// One started match in the in-memory store, and everything a presenter on it is given.
@MainActor
final class MatchInPlay {
    let started: StartedMatch
    let clock = ManualClock(now: StartedMatch.startedAt.addingTimeInterval(3_600))
    let shareFiles = ShareFilesSpy()
    let coordinator = MockGatherMVPCCoordinator()
    let view = MockGatherMVPCView()

    init() async throws {
        started = try await StartedMatch.make()
    }

    /// The presenter on the match saved at `progress` (kept so in the store), with the mock view and
    /// coordinator, after its view appeared.
    func presenter(at progress: GatherProgress = GatherProgress()) async -> GatherMVPCPresenter {
        await started.store(progress)
        let presenter = GatherMVPCPresenter(
            unfinished: UnfinishedGather(gather: started.gather, progress: progress), gathers: started.ann.gathers, shareFiles: shareFiles,
            clock: clock, timeZone: TimeZone(secondsFromGMT: 3_600) ?? .current, coordinator: coordinator)
        presenter.view = view
        presenter.viewAppears()
        return presenter
    }

    /// The match as the store keeps it now; nil once it ended.
    var kept: GatherProgress? {
        get async throws { try await started.storedProgress() }
    }
}
