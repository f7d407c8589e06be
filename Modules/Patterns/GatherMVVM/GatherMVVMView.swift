import Domain
import MatchScreen
import Presentation
import TerminalUI

/// What the view needs of its view model: the outputs it binds to, and an input for each thing a line
/// can say. A protocol so the view can be tested against a spy.
@MainActor
public protocol GatherMVVMViewModelling: AnyObject {
    var scoreText: Box<String> { get }
    var scorerLines: Box<[String]> { get }
    var teamSheetRows: Box<GatherMVVMTeamSheet> { get }
    var countdown: Box<GatherMVVMCountdown> { get }
    var message: Box<Message?> { get }
    var question: Box<String?> { get }
    var shareBlock: Box<[String]?> { get }
    var limits: GatherMVVMLimits { get }
    func appeared()
    func tick() async
    func scoreTapped(side: GatherSide, goals: Int, scorer: Int?) async
    func startTapped() async
    func pauseTapped() async
    func resetTapped() async
    func timeTyped(seconds: Int) async
    func subTapped(number: Int, to team: Team) async
    func endTapped()
    func answer(_ yes: Bool) async
    func backTapped()
    func shareTapped(_ command: ShareCommand) async
    func enterPressed() async
    func unreadable(_ what: GatherUnreadable)
    func unknownCommand(_ line: String)
}

extension GatherMVVMViewModel: GatherMVVMViewModelling {}

/// A match in progress as text, drawn as every implementation of the match screen draws it
/// (GatherLayout). Bound to each of its view model's outputs, it puts the screen together from what
/// they last said; it reads each line (GatherCommand) into an input, and forwards ticks.
public final class GatherMVVMView: Screen {
    private let viewModel: any GatherMVVMViewModelling
    /// The screen as the outputs last said it.
    private var board = GatherBoard()

    public init(viewModel: any GatherMVVMViewModelling) {
        self.viewModel = viewModel
        (board.goalsRange, board.clockRange) = (viewModel.limits.goals, viewModel.limits.clock)
        bind()
    }

    private func bind() {
        viewModel.scoreText.bind { [weak self] in self?.board.score = $0 }
        viewModel.scorerLines.bind { [weak self] in self?.board.scorers = $0 }
        viewModel.teamSheetRows.bind { [weak self] sheet in
            self?.board.teamA = sheet.teamA
            self?.board.teamB = sheet.teamB
            self?.board.bench = sheet.bench
        }
        viewModel.countdown.bind { [weak self] countdown in
            self?.board.clock = countdown.text
            self?.board.clockState = countdown.state
            self?.board.fullTime = countdown.fullTime
        }
        viewModel.message.bind { [weak self] in self?.board.message = $0 }
        viewModel.question.bind { [weak self] in self?.board.confirmation = $0 }
        viewModel.shareBlock.bind { [weak self] in self?.board.shared = $0 }
    }

    public func willAppear() async {
        viewModel.appeared()
    }

    public var wantsTicks: Bool { true }

    public func tick() async {
        await viewModel.tick()
    }

    public func handle(_ input: String) async {
        switch GatherCommand(input, asking: board.confirmation != nil) {
        case .score(let side, let goals, let scorer): await viewModel.scoreTapped(side: side, goals: goals, scorer: scorer)
        case .start: await viewModel.startTapped()
        case .pause: await viewModel.pauseTapped()
        case .reset: await viewModel.resetTapped()
        case .setTime(let seconds): await viewModel.timeTyped(seconds: seconds)
        case .sub(let number, let team): await viewModel.subTapped(number: number, to: team)
        case .end: viewModel.endTapped()
        case .back: viewModel.backTapped()
        case .share(let command): await viewModel.shareTapped(command)
        case .enter: await viewModel.enterPressed()
        case .answer(let yes): await viewModel.answer(yes)
        case .unreadable(let what): viewModel.unreadable(what)
        case .unknown(let line): viewModel.unknownCommand(line)
        }
    }

    public var content: ScreenContent {
        GatherLayout.content(board)
    }
}
