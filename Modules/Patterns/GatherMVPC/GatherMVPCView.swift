import MatchScreen
import Presentation
import TerminalUI

/// What the match presenter tells its view in MVP-C, in the series' words for it (`setupView`,
/// `configureSelectedTime`, `confirmEndGather`…). Passive: each call sets one part of the screen.
@MainActor
public protocol GatherMVPCViewProtocol: AnyObject {
    /// Once, as the screen appears: what the help says the rules allow, goals a side ("0 to 99") and
    /// set times ("00:01 to 99:59").
    func setupView(goalsRange: String, timesRange: String)
    /// The team sheet: each team's players with their numbers, and the bench.
    func configurePlayers(teamA: [GatherPlayerRow], teamB: [GatherPlayerRow], bench: [String])
    /// The scoreboard line and who scored.
    func configureScore(_ scoreboard: String, scorers: [String])
    /// The countdown: its label ("paused 05:00"), its state (which commands are offered) and the full
    /// set time a reset returns to.
    func configureSelectedTime(_ label: String, state: GatherClockState, fullTime: String)
    /// The line under the match; nil clears it.
    func showNotice(_ notice: Message?)
    /// "End the match with …? (y/n)", or the share flow's question; nil when none is asked.
    func confirmEndGather(_ question: String?)
    /// The share block in the match's place; nil shows the match again.
    func showShareBlock(_ block: [String]?)
}

/// The match screen's view, as MVP-C writes it: as passive as MVP's, and told each part by name where
/// VIPER's and MVC's views are handed a whole board. It keeps what it was told in a
/// `GatherBoard` and draws it as every implementation of the match screen does (GatherLayout); each
/// line typed is read (GatherCommand) and handed to its presenter as the user's intent. It knows
/// nothing of the coordinator: leaving the screen is the presenter's to ask and the coordinator's to do.
public final class GatherMVPCView: GatherMVPCViewProtocol, Screen {
    /// Held strongly, as the navigator holds this screen; the presenter holds the view weakly.
    private let presenter: any GatherMVPCPresenterProtocol
    /// What the screen shows, as told.
    public private(set) var current = GatherBoard()

    public init(presenter: any GatherMVPCPresenterProtocol) {
        self.presenter = presenter
    }

    public func willAppear() async {
        presenter.viewAppears()
    }

    public var wantsTicks: Bool { true }

    public func tick() async {
        await presenter.secondElapsed()
    }

    public var content: ScreenContent {
        GatherLayout.content(current)
    }

    /// What the user typed, as the call to the presenter it stands for; with a (y/n) question on
    /// screen, only an answer.
    public func handle(_ input: String) async {
        let isAsking = current.confirmation != nil
        switch GatherCommand(input, asking: isAsking) {
        case .score(let side, let goals, let scorer): await presenter.recordGoals(goals, for: side, scorer: scorer)
        case .start: await presenter.startCountdown()
        case .pause: await presenter.pauseCountdown()
        case .reset: await presenter.resetCountdown()
        case .setTime(let seconds): await presenter.setCountdown(seconds: seconds)
        case .sub(let number, let team): await presenter.movePlayer(number: number, to: team)
        case .end: presenter.requestEnd()
        case .answer(let yes): await presenter.answer(yes)
        case .back: presenter.backRequested()
        case .share(let command): await presenter.share(command)
        case .enter: await presenter.returnToMatch()
        case .unreadable(let what): presenter.unreadable(what)
        case .unknown(let line): presenter.unknown(line)
        }
    }

    // MARK: GatherMVPCViewProtocol

    public func setupView(goalsRange: String, timesRange: String) {
        current.goalsRange = goalsRange
        current.clockRange = timesRange
    }

    public func configurePlayers(teamA: [GatherPlayerRow], teamB: [GatherPlayerRow], bench: [String]) {
        current.teamA = teamA
        current.teamB = teamB
        current.bench = bench
    }

    public func configureScore(_ scoreboard: String, scorers: [String]) {
        (current.score, current.scorers) = (scoreboard, scorers)
    }

    public func configureSelectedTime(_ label: String, state: GatherClockState, fullTime: String) {
        current.clock = label
        current.clockState = state
        current.fullTime = fullTime
    }

    public func showNotice(_ notice: Message?) {
        current.message = notice
    }

    public func confirmEndGather(_ question: String?) {
        current.confirmation = question
    }

    public func showShareBlock(_ block: [String]?) {
        current.shared = block
    }
}
