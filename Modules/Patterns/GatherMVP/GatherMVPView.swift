import MatchScreen
import Presentation
import TerminalUI

/// What the match presenter tells its view, one part of the screen at a time, as MVP's passive view
/// is told (the series' `GatherViewProtocol`). VIPER's view and MVC's are handed a whole board to
/// show; this one is told each part by name, and decides nothing about any of them.
@MainActor
public protocol GatherMVPViewProtocol: AnyObject {
    /// Both teams, numbered as on the team sheet, and the bench ("5 Eve").
    func showTeams(teamA: [GatherPlayerRow], teamB: [GatherPlayerRow], bench: [String])
    /// "Team A  2 : 1  Team B", and a line per side that has scorers.
    func showScore(_ scoreboard: String, scorers: [String])
    /// "running 07:42"; where the countdown stands decides the commands offered, and `fullTime` is
    /// what a reset goes back to.
    func showTimer(_ label: String, state: GatherClockState, fullTime: String)
    /// The goals a side may have ("0 to 99") and the times the clock takes ("00:01 to 99:59"), for the help.
    func showLimits(goals: String, times: String)
    /// The line beside the match; nil shows none.
    func showMessage(_ message: Message?)
    /// The (y/n) question asked; nil asks none.
    func showQuestion(_ question: String?)
    /// The match's share block, shown in the match's place; nil brings the match back.
    func showSharedMatch(_ lines: [String]?)
}

/// The match screen's view, as MVP writes one: passive. It keeps what its presenter last told it of
/// each part and draws that as every implementation of the match screen draws it (GatherLayout);
/// it reads each typed line (GatherCommand) and hands it to the presenter as the call it stands for.
/// It never asks the match anything: what is on screen is only what it was told.
public final class GatherMVPView: Screen, GatherMVPViewProtocol {
    /// Strong: the navigator holds the screen, the screen its presenter; the presenter holds the
    /// view weakly.
    private let presenter: any GatherMVPPresenterProtocol
    /// Every part as last told.
    public private(set) var board = GatherBoard()

    public init(presenter: any GatherMVPPresenterProtocol) {
        self.presenter = presenter
    }

    // MARK: Told by the presenter

    public func showTeams(teamA: [GatherPlayerRow], teamB: [GatherPlayerRow], bench: [String]) {
        (board.teamA, board.teamB, board.bench) = (teamA, teamB, bench)
    }

    public func showScore(_ scoreboard: String, scorers: [String]) {
        board.score = scoreboard
        board.scorers = scorers
    }

    public func showTimer(_ label: String, state: GatherClockState, fullTime: String) {
        (board.clock, board.clockState, board.fullTime) = (label, state, fullTime)
    }

    public func showLimits(goals: String, times: String) {
        board.goalsRange = goals
        board.clockRange = times
    }

    public func showMessage(_ message: Message?) {
        board.message = message
    }

    public func showQuestion(_ question: String?) {
        board.confirmation = question
    }

    public func showSharedMatch(_ lines: [String]?) {
        board.shared = lines
    }

    // MARK: The screen loop

    public var content: ScreenContent {
        GatherLayout.content(board)
    }

    public var wantsTicks: Bool { true }

    public func willAppear() async {
        presenter.viewWillAppear()
    }

    /// One second passed: the presenter's timer fires.
    public func tick() async {
        await presenter.timerDidFire()
    }

    /// A line, read as a question on screen makes it (an answer) or as a command.
    public func handle(_ input: String) async {
        let command = GatherCommand(input, asking: board.confirmation != nil)
        switch command {
        case .score(let side, let goals, let scorer): await presenter.updateScore(of: side, by: goals, scorer: scorer)
        case .start: await presenter.startTimer()
        case .pause: await presenter.pauseTimer()
        case .reset: await presenter.resetTimer()
        case .setTime(let seconds): await presenter.setTimer(seconds: seconds)
        case .sub(let number, let team): await presenter.substitute(number: number, to: team)
        case .end: presenter.endGather()
        case .answer(let yes): await presenter.answerQuestion(yes)
        case .share(let share): await presenter.shareGather(share)
        case .enter: await presenter.closeSharedMatch()
        case .back: presenter.goBack()
        case .unreadable(let what): presenter.couldNotRead(what)
        case .unknown(let line): presenter.unknownCommand(line)
        }
    }
}
