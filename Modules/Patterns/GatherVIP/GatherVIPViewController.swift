import MatchScreen
import Presentation
import TerminalUI

/// What the presenter gives its view controller: one ViewModel per use case, and the wish to leave.
@MainActor
public protocol GatherVIPDisplayLogic: AnyObject {
    func displayMatch(viewModel: GatherVIP.ShowMatch.ViewModel)
    func displayScoreChange(viewModel: GatherVIP.ScoreChange.ViewModel)
    func displayClockChange(viewModel: GatherVIP.ClockChange.ViewModel)
    func displayTick(viewModel: GatherVIP.Tick.ViewModel)
    func displaySubstitution(viewModel: GatherVIP.Substitution.ViewModel)
    func displayEndMatch(viewModel: GatherVIP.EndMatch.ViewModel)
    func displayShare(viewModel: GatherVIP.Share.ViewModel)
    func displayRefresh(viewModel: GatherVIP.Refresh.ViewModel)
    func displayNotice(viewModel: GatherVIP.Notice.ViewModel)
    /// The match ended or went elsewhere: the router takes over.
    func displayLeave(viewModel: GatherVIP.Leave.ViewModel)
}

/// The match screen's view controller, as Clean Swift writes one: where the cycle starts and ends.
/// It reads each typed line (`GatherCommand`) into a Request for its interactor, draws the last
/// ViewModel its presenter gave it (`GatherLayout`), and asks its router to leave. VIPER's view
/// talks to its presenter; this one sends to its interactor and is answered by its presenter.
public final class GatherVIPViewController: GatherVIPDisplayLogic, Screen {
    /// Strong: the navigator holds the view controller, which keeps the scene alive; the presenter
    /// holds it weakly.
    public var interactor: (any GatherVIPBusinessLogic)?
    public var router: (any GatherVIPRoutingLogic & GatherVIPDataPassing)?
    /// What is on screen: the last ViewModel displayed.
    public private(set) var board = GatherBoard()

    public init() {}

    // MARK: Requests

    public func willAppear() async {
        interactor?.showMatch(request: .init())
    }

    public var wantsTicks: Bool { true }

    public func tick() async {
        await interactor?.countSecond(request: .init())
    }

    /// A (y/n) question on screen makes the line its answer.
    public func handle(_ input: String) async {
        guard let interactor else { return }
        switch GatherCommand(input, asking: board.confirmation != nil) {
        case .score(let side, let goals, let scorer): await interactor.changeScore(request: .init(side: side, goals: goals, scorer: scorer))
        case .start: await interactor.changeClock(request: .init(command: .start))
        case .pause: await interactor.changeClock(request: .init(command: .pause))
        case .reset: await interactor.changeClock(request: .init(command: .reset))
        case .setTime(let seconds): await interactor.changeClock(request: .init(command: .set(seconds: seconds)))
        case .sub(let number, let team): await interactor.substitute(request: .init(number: number, team: team))
        case .end: interactor.endMatch(request: .init())
        case .answer(let yes): await interactor.answer(request: .init(yes: yes))
        case .share(let command): await interactor.share(request: .init(command: command))
        case .back: interactor.notice(request: .init(kind: .back))
        case .enter: await interactor.refresh(request: .init())
        case .unreadable(let what): interactor.notice(request: .init(kind: .unreadable(what)))
        case .unknown(let line): interactor.notice(request: .init(kind: .unknown(line)))
        }
    }

    public var content: ScreenContent {
        GatherLayout.content(board)
    }

    // MARK: Display

    public func displayMatch(viewModel: GatherVIP.ShowMatch.ViewModel) { board = viewModel.board }
    public func displayScoreChange(viewModel: GatherVIP.ScoreChange.ViewModel) { board = viewModel.board }
    public func displayClockChange(viewModel: GatherVIP.ClockChange.ViewModel) { board = viewModel.board }
    public func displayTick(viewModel: GatherVIP.Tick.ViewModel) { board = viewModel.board }
    public func displaySubstitution(viewModel: GatherVIP.Substitution.ViewModel) { board = viewModel.board }
    public func displayEndMatch(viewModel: GatherVIP.EndMatch.ViewModel) { board = viewModel.board }
    public func displayShare(viewModel: GatherVIP.Share.ViewModel) { board = viewModel.board }
    public func displayRefresh(viewModel: GatherVIP.Refresh.ViewModel) { board = viewModel.board }
    public func displayNotice(viewModel: GatherVIP.Notice.ViewModel) { board = viewModel.board }

    public func displayLeave(viewModel: GatherVIP.Leave.ViewModel) {
        router?.routeToPlayerList(notice: viewModel.notice)
    }
}
