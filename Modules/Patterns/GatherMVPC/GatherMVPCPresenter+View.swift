import Domain
import MatchScreen
import Presentation
import TerminalUI

// What the view is told: the match as it stands after each outcome, and the news beside it.
extension GatherMVPCPresenter {
    /// The set time, "10:00".
    var fullTime: String {
        Wording.clock(progress.timer.duration)
    }

    /// The goals of each side that has a scorer, by scorer.
    var goals: [GatherSide: TeamGoals] {
        progress.goalsBySide(players: players)
    }

    /// A kept change shows its `news`, or what another window did to the score; a refused one says why.
    func present(_ outcome: Result<GatherSaving, Refusal>, news change: Message?) {
        switch outcome {
        case .success(let saving):
            news.commit(saving, news: change, score: progress.score)
            updateView()
        case .failure(let refusal):
            present(refusal)
        }
    }

    /// Why a command was refused or could not be saved; a match gone elsewhere is left.
    func present(_ refusal: Refusal) {
        guard let gone = said(refusal) else { return updateView() }
        matchLost(gone)
    }

    /// Says why a command was refused, or that a save failed (the change stays made), ringing with
    /// `rang` when that rings; a match gone elsewhere is answered instead, to be left.
    func said(_ refusal: Refusal, news rang: Message? = nil) -> GatherGone? {
        news.say(refusal, players: players, fullTime: fullTime, news: rang)
    }

    /// The match is gone from another window: the coordinator takes the user away.
    func matchLost(_ gone: GatherGone) {
        show(nil)
        coordinator.didLoseGather(gone)
    }

    /// `message` beside the match until the next thing typed, and the view told.
    func show(_ message: Message?) {
        news.set(message)
        updateView()
    }

    /// Tells the view every part of the match, as every implementation words and numbers it
    /// (Presentation's `GatherBoard`); `settingUp` first sets it up, as it appears.
    func updateView(settingUp: Bool = false) {
        guard let view else { return }
        let asked = endQuestionAsked ? GatherWording.endQuestion(progress.score) : news.sharing.question
        let board = GatherBoard(
            players: players, progress: progress, clockState: timeHandler.state(of: progress.timer), goals: goals, message: news.shown,
            confirmation: asked, shared: news.shared)
        if settingUp { view.setupView(goalsRange: board.goalsRange, timesRange: board.clockRange) }
        view.configurePlayers(teamA: board.teamA, teamB: board.teamB, bench: board.bench)
        view.configureScore(board.score, scorers: board.scorers)
        view.configureSelectedTime(board.clock, state: board.clockState, fullTime: board.fullTime)
        view.confirmEndGather(board.confirmation)
        view.showShareBlock(board.shared)
        view.showNotice(board.message)
    }
}
