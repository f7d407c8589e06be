import Domain
import Presentation
import TerminalUI

/// What the view needs of its view model: the output it binds to, and an input for each thing a
/// line can say. A protocol so the view can be tested against a spy.
@MainActor
public protocol GatherMVVMViewModelling: AnyObject {
    var output: Box<GatherBoard> { get }
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
    func enterPressed()
    func unreadable(_ what: GatherUnreadable)
    func unknownCommand(_ line: String)
}

extension GatherMVVMViewModel: GatherMVVMViewModelling {}

/// A match in progress as text, drawn as every implementation of the match screen draws it
/// (GatherLayout). Bound to its view model's output, it keeps the last GatherBoard it was given;
/// it reads each line (GatherCommand) into the view model's input, and forwards ticks.
public final class GatherMVVMView: Screen {
    private let viewModel: any GatherMVVMViewModelling
    private var shown = GatherBoard()

    public init(viewModel: any GatherMVVMViewModelling) {
        self.viewModel = viewModel
        viewModel.output.bind { [weak self] in self?.shown = $0 }
    }

    public func willAppear() async {
        viewModel.appeared()
    }

    public var wantsTicks: Bool { true }

    public func tick() async {
        await viewModel.tick()
    }

    public func handle(_ input: String) async {
        switch GatherCommand(input, asking: shown.confirmation != nil) {
        case .score(let side, let goals, let scorer): await viewModel.scoreTapped(side: side, goals: goals, scorer: scorer)
        case .start: await viewModel.startTapped()
        case .pause: await viewModel.pauseTapped()
        case .reset: await viewModel.resetTapped()
        case .setTime(let seconds): await viewModel.timeTyped(seconds: seconds)
        case .sub(let number, let team): await viewModel.subTapped(number: number, to: team)
        case .end: viewModel.endTapped()
        case .back: viewModel.backTapped()
        case .share(let command): await viewModel.shareTapped(command)
        case .enter: viewModel.enterPressed()
        case .answer(let yes): await viewModel.answer(yes)
        case .unreadable(let what): viewModel.unreadable(what)
        case .unknown(let line): viewModel.unknownCommand(line)
        }
    }

    public var content: ScreenContent {
        GatherLayout.content(shown)
    }
}
