import Domain
import Foundation
import GathersInterface
import Presentation
import ShareFilesInterface
import TerminalUI

/// The match screen's controller, as MVC writes one: it owns the match being played (its players,
/// score, clock and what is not saved yet) and what its view shows (the news, the question asked,
/// a share block), applies the rules, saves through the services, tells its view what to show and
/// leaves for the player list itself. Its view tells it what was typed.
///
/// Its companions hold the rest: +Score (goals and moves), +Clock (the countdown), +Store (saving
/// on the match as stored, the end, and sharing it).
@MainActor
public final class GatherMVCController {
    weak var view: GatherMVCView?

    // MARK: The match

    /// The players as the team sheet lists them, in the team they play in now.
    var teamSheet: [GatherPlayer]
    var progress: GatherProgress
    let startedAt: Date?
    let gatherID: UUID
    /// Ended here, or gone elsewhere: the match stands still.
    var hasEnded = false
    /// The clock ran since it was last set or reset; a second may not have passed yet.
    var clockHasRun: Bool
    /// The match as this window last found it stored: a change that finds another score was
    /// made after another window's.
    var lastStored: GatherProgress
    /// Score changes made here whose saving failed: the next change stores them first.
    var unsaved: [MatchScoreChange] = []

    // MARK: What the view shows

    var isConfirmingEnd = false
    var message: Message?
    /// The message shown is a failed save: the next successful save takes it away.
    var messageIsSaveFailure = false
    let sharing = ShareFlow()
    /// The share block on screen, in place of the match: it stays through the clock's ticks until the user types.
    var shared: [String]?
    /// A tick is being shown: only the clock changes.
    var isTicking = false

    // MARK: Services and where it leads

    let gathers: any GathersService
    let shareFiles: any ShareFileWriting
    let clock: any WallClock
    /// The match's date is shared in it.
    let timeZone: TimeZone
    let user: User
    weak var navigator: (any Navigating)?
    let factory: any MatchScreenExits

    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a new
    /// match, or the progress saved before the app stopped, to resume it.
    public init(
        user: User, unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock,
        timeZone: TimeZone, navigator: any Navigating, factory: any MatchScreenExits
    ) {
        teamSheet = unfinished.gather.players
        startedAt = unfinished.gather.startedAt
        gatherID = unfinished.gather.id
        progress = unfinished.progress.resumed
        lastStored = unfinished.progress
        clockHasRun = unfinished.progress.timer.isRunning || progress.timer.remaining != progress.timer.duration
        (self.gathers, self.shareFiles, self.clock, self.timeZone) = (gathers, shareFiles, clock, timeZone)
        (self.user, self.navigator, self.factory) = (user, navigator, factory)
        if unfinished.progress != GatherProgress() {
            message = .info(GatherWording.resumed(progress, clock: clockState))
        }
    }

    /// Where the countdown stands: paused once it has run, even for less than a second.
    var clockState: GatherClockState {
        GatherClockState(progress.timer, hasRun: clockHasRun)
    }

    var fullTime: String {
        Wording.clock(progress.timer.duration)
    }

    /// Each side's goals as its scorers tell them, with those credited to no one; a side without a scorer has none.
    var goals: [GatherSide: TeamGoals] {
        Dictionary(
            uniqueKeysWithValues: GatherSide.allCases.compactMap { side in
                progress.goals(of: side.team, players: teamSheet).map { (side, $0) }
            })
    }

    // MARK: Showing

    /// Shows the match after a change with `news`, or what another window did to it.
    func commit(_ saving: GatherSaving, news: Message?) {
        switch saving {
        case .saved, .unchanged: show(news)
        case .changedElsewhere: show(.info(GatherWording.changedElsewhere(progress.score)))
        }
    }

    /// Says why a command was refused; a match gone elsewhere goes back to the list, and a failed
    /// save says so with `news` if it rings (the change stays made).
    func refused(_ refusal: GatherRefusal, news: Message? = nil) {
        switch refusal {
        case .gone(let gone): leave(gone)
        case .failed(let failure): fail(failure, news: news)
        default: show(GatherWording.refusal(refusal, players: teamSheet, fullTime: fullTime))
        }
    }

    /// Back to a fresh player list, saying what another window did.
    func leave(_ gone: GatherGone) {
        show(nil)
        showPlayerList(notice: .info(GatherWording.gone(gone)))
    }

    /// A new root, not a pop: "back" must not lead into the finished match or the selection that started it.
    func showPlayerList(notice: Message) {
        navigator?.replaceRoot(with: factory.makePlayerListScreen(for: user, notice: notice))
    }

    private func fail(_ error: StoreFailure, news: Message?) {
        let failure = GatherWording.saveFailed(error)
        if let news, news.kind == .alert {
            show(.alert(news.text + " " + failure), isSaveFailure: true)
        } else {
            show(.error(failure), isSaveFailure: true)
        }
    }

    /// Shows the match; `news` lasts until the next thing the user types.
    func show(_ news: Message?, isSaveFailure: Bool = false) {
        message = news
        messageIsSaveFailure = isSaveFailure
        shared = sharing.takeBlock() ?? (isTicking ? shared : nil)
        view?.show(
            GatherBoard(
                players: teamSheet, progress: progress, clockState: clockState, goals: goals,
                message: news ?? shared.map { _ in .info(GatherWording.shareShown) },
                confirmation: isConfirmingEnd ? GatherWording.endQuestion(progress.score) : sharing.question,
                shared: shared
            ))
    }
}

// MARK: What the view tells it

extension GatherMVCController: GatherMVCViewDelegate {
    public func gatherViewWillAppear(_ view: GatherMVCView) {
        show(message)
    }

    public func gatherViewDidTick(_ view: GatherMVCView) async {
        await tick()
    }

    public func gatherView(_ view: GatherMVCView, didEnter command: GatherCommand) async {
        switch command {
        case .score(let side, let goals, let scorer): await changeScore(of: side, by: goals, scorer: scorer)
        case .start: await startClock()
        case .pause: await pauseClock()
        case .reset: await resetClock()
        case .setTime(let seconds): await setClock(toSeconds: seconds)
        case .sub(let number, let team): await move(number: number, to: team)
        case .end: askToEnd()
        case .back: show(.info(GatherWording.back))
        case .share(let command): await share(command)
        case .enter: showMatchAgain()
        case .answer(let yes): await answer(yes)
        case .unreadable(let what): unreadable(what)
        case .unknown(let line): show(.unknownCommand(line))
        }
    }

    /// Enter alone: the match again, after a share block.
    private func showMatchAgain() {
        guard shared != nil else { return }
        show(message, isSaveFailure: messageIsSaveFailure)
    }

    private func unreadable(_ what: GatherUnreadable) {
        // An answer is only read while a question is asked.
        guard what != .answer || isConfirmingEnd || sharing.question != nil else { return }
        show(.error(GatherWording.unreadable(what)))
    }
}
