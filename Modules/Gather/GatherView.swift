import Domain
import MatchScreen
import Presentation
import TerminalUI

/// A match in progress as text, drawn as every implementation of the match screen draws it
/// (GatherLayout). Passive: it shows the last view model, reads each line into what it means
/// for its presenter (GatherCommand), and forwards ticks.
public final class GatherView: GatherDisplaying, Screen {
    private let presenter: any GatherPresenting
    private var viewModel = GatherViewModel()

    public init(presenter: any GatherPresenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: GatherViewModel) {
        self.viewModel = viewModel
    }

    public func willAppear() async {
        presenter.viewWillAppear()
    }

    public var wantsTicks: Bool { true }

    public func tick() async {
        await presenter.didTick()
    }

    public func handle(_ input: String) async {
        switch GatherCommand(input, asking: viewModel.confirmation != nil) {
        case .score(let side, let goals, scorer: nil): await presenter.didChangeScore(of: side, by: goals)
        case .score(let side, let goals, scorer: let number?): await presenter.didChangeScore(of: side, by: goals, scorer: number)
        case .start: await presenter.didChooseStart()
        case .pause: await presenter.didChoosePause()
        case .reset: await presenter.didChooseReset()
        case .setTime(let seconds): await presenter.didSetTime(seconds: seconds)
        case .sub(let number, let team): await presenter.didChooseSub(number: number, to: team)
        case .end: presenter.didChooseEnd()
        case .back: presenter.didChooseBack()
        case .share(let command): await presenter.didChooseShare(command)
        case .enter: await presenter.didPressEnter()
        case .answer(let yes): await presenter.didAnswer(yes)
        case .unreadable(let what): presenter.didEnterUnreadable(what)
        case .unknown(let line): presenter.didEnterUnknownCommand(line)
        }
    }

    public var content: ScreenContent {
        GatherLayout.content(viewModel)
    }
}
