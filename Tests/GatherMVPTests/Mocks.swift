import Domain
import MatchScreen
import Presentation
import TerminalUI
import TestSupport

@testable import GatherMVP

/// The passive view, mocked as MVP's presenter tests mock it: it records each call the presenter
/// makes, in order, and answers what it was last told of each part.
@MainActor
final class MockGatherMVPView: GatherMVPViewProtocol {
    enum Call: Equatable {
        case teams(teamA: [GatherPlayerRow], teamB: [GatherPlayerRow], bench: [String])
        case score(String, scorers: [String])
        case timer(String, GatherClockState, fullTime: String)
        case limits(goals: String, times: String)
        case message(Message?)
        case question(String?)
        case sharedMatch([String]?)
    }

    private(set) var calls: [Call] = []

    func showTeams(teamA: [GatherPlayerRow], teamB: [GatherPlayerRow], bench: [String]) {
        calls.append(.teams(teamA: teamA, teamB: teamB, bench: bench))
    }

    func showScore(_ scoreboard: String, scorers: [String]) { calls.append(.score(scoreboard, scorers: scorers)) }
    func showTimer(_ label: String, state: GatherClockState, fullTime: String) { calls.append(.timer(label, state, fullTime: fullTime)) }
    func showLimits(goals: String, times: String) { calls.append(.limits(goals: goals, times: times)) }
    func showMessage(_ message: Message?) { calls.append(.message(message)) }
    func showQuestion(_ question: String?) { calls.append(.question(question)) }
    func showSharedMatch(_ lines: [String]?) { calls.append(.sharedMatch(lines)) }

    func forgetCalls() { calls.removeAll() }

    // MARK: What it was last told

    private func lastTold<Part>(_ part: (Call) -> Part?) -> Part? {
        calls.reversed().lazy.compactMap(part).first
    }

    var scoreboard: String? { lastTold { if case .score(let board, _) = $0 { board } else { nil } } }
    var scorers: [String]? { lastTold { if case .score(_, let lines) = $0 { lines } else { nil } } }
    var timer: String? { lastTold { if case .timer(let label, _, _) = $0 { label } else { nil } } }
    var clockState: GatherClockState? { lastTold { if case .timer(_, let state, _) = $0 { state } else { nil } } }
    var message: Message? { lastTold { (call: Call) -> Message?? in if case .message(let message) = call { message } else { nil } } ?? nil }
    var question: String? { lastTold { (call: Call) -> String?? in if case .question(let question) = call { question } else { nil } } ?? nil }
    var sharedMatch: [String]? { lastTold { (call: Call) -> [String]?? in if case .sharedMatch(let lines) = call { lines } else { nil } } ?? nil }
    var bench: [String]? { lastTold { if case .teams(_, _, let bench) = $0 { bench } else { nil } } }
}

/// The presenter, as the view's tests spy on it: the calls each typed line and tick became.
@MainActor
final class SpyGatherMVPPresenter: GatherMVPPresenterProtocol {
    private(set) var received: [String] = []

    func viewWillAppear() { received.append("viewWillAppear") }
    func timerDidFire() async { received.append("timerDidFire") }
    func updateScore(of side: GatherSide, by goals: Int, scorer: Int?) async {
        received.append("updateScore \(side.command) \(goals) \(scorer.map(String.init) ?? "-")")
    }
    func startTimer() async { received.append("startTimer") }
    func pauseTimer() async { received.append("pauseTimer") }
    func resetTimer() async { received.append("resetTimer") }
    func setTimer(seconds: Int) async { received.append("setTimer \(seconds)") }
    func substitute(number: Int, to team: Team) async { received.append("substitute \(number) \(team.label)") }
    func endGather() { received.append("endGather") }
    func answerQuestion(_ yes: Bool) async { received.append("answerQuestion \(yes)") }
    func shareGather(_ command: ShareCommand) async { received.append("shareGather \(command)") }
    func closeSharedMatch() { received.append("closeSharedMatch") }
    func goBack() { received.append("goBack") }
    func couldNotRead(_ what: GatherUnreadable) { received.append("couldNotRead \(what)") }
    func unknownCommand(_ line: String) { received.append("unknownCommand \(line)") }
}

/// The App's player list, stubbed: it says whom it was built for and what it was to show.
@MainActor
final class PlayerListFactoryStub: MatchScreenExits {
    let list = StubScreen(title: "Players")
    private(set) var built: [(user: User, notice: Message)] = []

    func makePlayerListScreen(for user: User, notice: Message) -> any Screen {
        built.append((user, notice))
        return list
    }
}
