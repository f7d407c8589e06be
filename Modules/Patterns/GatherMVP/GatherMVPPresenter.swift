import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
// The navigator: MVP's presenter leads away from the match itself.
import TerminalUI

/// What the match view tells its presenter (the series' `GatherPresenterProtocol`): each typed line
/// as the call it stands for, and the screen loop's seconds. A protocol, so the view is tested with a
/// spy presenter and the presenter with a mock view.
@MainActor
public protocol GatherMVPPresenterProtocol: AnyObject {
    func viewWillAppear()
    /// One second passed.
    func timerDidFire() async
    /// `a+`, `b-`: one goal more (+1) or less (-1); `a+ 3` credits (or `a- 3` takes back) player 3's.
    func updateScore(of side: GatherSide, by goals: Int, scorer: Int?) async
    /// `s`: start, or resume after a pause.
    func startTimer() async
    func pauseTimer() async
    func resetTimer() async
    /// `t mm:ss`: the new set time, in seconds.
    func setTimer(seconds: Int) async
    /// `sub N a|b|bench`: player N (as on the team sheet) to Team A, Team B or the bench.
    func substitute(number: Int, to team: Team) async
    /// `end`: asks to confirm first.
    func endGather()
    /// Yes or no to the (y/n) question on screen.
    func answerQuestion(_ yes: Bool) async
    /// `share`, with what followed it (`md`, a file).
    func shareGather(_ command: ShareCommand) async
    /// Enter alone: the match again, as stored now (another window may have scored), after a share block too.
    func closeSharedMatch() async
    func goBack()
    /// What was typed for a time, to a question or after `share` could not be read as one.
    func couldNotRead(_ what: GatherUnreadable)
    func unknownCommand(_ line: String)
}

/// The match screen's presenter, as MVP writes one. It holds the match itself, in Domain's values
/// (the team sheet, a `GatherProgress`, `MatchKeeping` for the match as stored), and changes it only
/// by Domain's rules: MVP keeps no model object between them (MVC has `GatherMVCModel`, VIPER an
/// Interactor). It holds the services and the flow, tells its passive view each part to show through
/// `GatherMVPViewProtocol`, and navigates itself: once the match has ended, or another window ended
/// or discarded it, it replaces the screens with a fresh player list (MVP-C hands that to a
/// coordinator, VIPER to a Router).
///
/// Its companions hold the rest: +Timer (the countdown), +Score (goals and moves), +Saving (each
/// change written on the match as stored, the end, sharing it) and +Display (what the view is told).
@MainActor
public final class GatherMVPPresenter {
    weak var view: (any GatherMVPViewProtocol)?

    // MARK: The match

    /// The players as the team sheet lists them, in the team they play in now.
    var teamSheet: [GatherPlayer]
    /// The score, its scorers and the clock, as this window plays them.
    var progress: GatherProgress
    /// The match as this window last found it stored, and the goals whose saving failed.
    var keeping: MatchKeeping
    /// The clock ran since it was last set or reset: it stands paused at its full time, not ready.
    var clockHasRun: Bool
    /// Ended here or gone elsewhere: nothing moves any more.
    var isOver = false
    let gatherID: UUID
    let startedAt: Date?

    // MARK: What is shown beside it

    /// "End the match …? (y/n)" is on screen.
    var isAskingToEnd = false
    /// The news, a failed save, a share block, and how each answer changes them.
    let news = GatherNews()

    // MARK: Services and the way out

    let gathers: any GathersService
    let shareFiles: any ShareFileWriting
    /// When the match ended.
    let clock: any WallClock
    /// The shared match's date is told in it.
    let timeZone: TimeZone
    /// Whose player list the match leads back to, built by `factory`.
    let user: User
    let factory: any MatchScreenExits
    /// Weak: the navigator holds the screen, which holds this presenter.
    weak var navigator: (any Navigating)?

    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a new match, or
    /// the progress saved before the app stopped, resumed with its clock stopped.
    public init(
        user: User, unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock,
        timeZone: TimeZone, navigator: any Navigating, factory: any MatchScreenExits
    ) {
        let gather = unfinished.gather
        let saved = unfinished.progress
        (gatherID, startedAt, teamSheet) = (gather.id, gather.startedAt, gather.players)
        progress = saved.resumed
        keeping = MatchKeeping(stored: saved)
        clockHasRun = saved.clockHadRun
        (self.gathers, self.shareFiles, self.clock, self.timeZone) = (gathers, shareFiles, clock, timeZone)
        (self.user, self.navigator, self.factory) = (user, navigator, factory)
        if saved.isUnderway {
            news.set(.info(GatherWording.resumed(progress, clock: clockState)))
        }
    }
}

// MARK: What the view tells it

extension GatherMVPPresenter: GatherMVPPresenterProtocol {
    public func viewWillAppear() {
        tell(news.message)
    }

    public func endGather() {
        isAskingToEnd = true
        tell(nil)
    }

    public func goBack() {
        tell(.info(GatherWording.back))
    }

    public func closeSharedMatch() async {
        _ = news.closeShared()
        do { report(try await save(nil), news: nil) } catch { reportRefusal(error) }
    }

    public func couldNotRead(_ what: GatherUnreadable) {
        guard news.unreadable(what, isAsking: isAskingToEnd) else { return }
        refreshView()
    }

    public func unknownCommand(_ line: String) {
        tell(.unknownCommand(line))
    }

    /// Yes or no: to the share flow's question when it asks one ("… Replace it?"), else to ending the match.
    public func answerQuestion(_ yes: Bool) async {
        if news.sharing.question != nil {
            tell(await news.sharing.answer(yes, write: writeShared))
        } else if isAskingToEnd {
            isAskingToEnd = false
            if yes { await endConfirmed() } else { tell(.info(GatherWording.goesOn)) }
        }
    }
}
