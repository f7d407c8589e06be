import Domain
import MatchScreen
import Presentation
import TerminalUI

// What the view is told: every part of the match as shown, after each change, and the news beside it.
extension GatherMVPPresenter {
    /// The countdown as the screen names it: a clock that has run reads paused, never ready.
    var clockState: GatherClockState {
        GatherClockState(progress.timer, hasRun: clockHasRun)
    }

    /// "10:00": the set time, which a reset goes back to.
    var fullTime: String {
        Wording.clock(progress.timer.duration)
    }

    /// Each side's goals as its scorers tell them; a side none of whose goals has a scorer is left out.
    var goals: [GatherSide: TeamGoals] {
        progress.goalsBySide(players: teamSheet)
    }

    /// Sets the line beside the match (it lasts until the next thing typed) and tells the view everything.
    func tell(_ message: Message?) {
        news.set(message)
        refreshView()
    }

    /// Tells the view each part of the match as it stands, in the words and numbering every
    /// implementation of the match screen shares (Presentation's `GatherBoard`).
    func refreshView() {
        guard let view else { return }
        let question = isAskingToEnd ? GatherWording.endQuestion(progress.score) : news.sharing.question
        let shown = GatherBoard(
            players: teamSheet, progress: progress, clockState: clockState, goals: goals, message: news.shown, confirmation: question,
            shared: news.shared)
        view.showTeams(teamA: shown.teamA, teamB: shown.teamB, bench: shown.bench)
        view.showScore(shown.score, scorers: shown.scorers)
        view.showTimer(shown.clock, state: shown.clockState, fullTime: shown.fullTime)
        view.showLimits(goals: shown.goalsRange, times: shown.clockRange)
        view.showMessage(shown.message)
        view.showQuestion(shown.confirmation)
        view.showSharedMatch(shown.shared)
    }

    /// A change was kept: its news, or what another window did to the score.
    func report(_ saving: GatherSaving, news change: Message?) {
        news.commit(saving, news: change, score: progress.score)
        refreshView()
    }

    /// Why a command was refused, or that a save failed; a match gone elsewhere leaves for the list.
    func reportRefusal(_ refusal: Refusal) {
        if let gone = said(refusal) {
            leave(because: gone)
        } else {
            refreshView()
        }
    }

    /// Says why a command was refused, or that a save failed (the change stays made), ringing with
    /// `rang` when that rings; a match gone elsewhere is answered instead, to leave.
    func said(_ refusal: Refusal, news rang: Message? = nil) -> GatherGone? {
        news.say(refusal, players: teamSheet, fullTime: fullTime, news: rang)
    }

    // MARK: The way out

    /// Another window ended or discarded the match: back to the list, saying so.
    func leave(because gone: GatherGone) {
        tell(nil)
        showPlayerList(notice: .info(GatherWording.gone(gone)))
    }

    /// A fresh player list replaces every screen: a new root, not a pop, so "back" can't lead into
    /// the finished match or the selection that started it.
    func showPlayerList(notice: Message) {
        navigator?.replaceRoot(with: factory.makePlayerListScreen(for: user, notice: notice))
    }
}
