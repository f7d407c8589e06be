import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
import TerminalUI

/// The match screen's controller, as MVC writes one: it owns the flow, the clock's seconds and the
/// services, and what its view shows (the news, the question asked, a share block). It asks its model
/// (`GatherMVCModel`, the match and its rules) for every change, saves it through the services, and
/// updates the view it owns whenever the model says it changed. It leaves for the player list itself;
/// its view tells it what was typed.
///
/// Its companions hold the rest: +Score (goals and moves), +Clock (the countdown), +Store (saving
/// on the match as stored, the end, and sharing it). It meets Domain's rules and the services' errors
/// itself, as a controller does: no answer types pass between its own methods.
@MainActor
public final class GatherMVCController {
    weak var view: GatherMVCView?
    let model: GatherMVCModel

    // MARK: What the view shows

    var isConfirmingEnd = false
    /// What is shown beside the match, and how each answer changes it.
    let news = GatherNews()
    var sharing: ShareFlow { news.sharing }

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
        model = GatherMVCModel(unfinished)
        (self.gathers, self.shareFiles, self.clock, self.timeZone) = (gathers, shareFiles, clock, timeZone)
        (self.user, self.navigator, self.factory) = (user, navigator, factory)
        if model.isResumed {
            news.set(.info(GatherWording.resumed(model.progress, clock: model.clockState)))
        }
        model.delegate = self
    }

    var fullTime: String {
        Wording.clock(model.progress.timer.duration)
    }

    // MARK: Showing

    /// Says why a rule of the match refused the command; the match stays as it was.
    func refuse(_ rule: MatchRule) {
        show(GatherWording.rule(rule, players: model.teamSheet, fullTime: fullTime))
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

    /// Shows the match; `message` lasts until the next thing the user types.
    func show(_ message: Message?) {
        news.set(message)
        updateView()
    }

    /// The view shows the match as the model has it now, with what is shown beside it.
    func updateView() {
        view?.show(
            GatherBoard(
                players: model.teamSheet, progress: model.progress, clockState: model.clockState, goals: model.goals,
                message: news.shown,
                confirmation: isConfirmingEnd ? GatherWording.endQuestion(model.progress.score) : sharing.question,
                shared: news.shared
            ))
    }
}

// MARK: What the model tells it

extension GatherMVCController: GatherMVCModelDelegate {
    func gatherModelDidChange(_ model: GatherMVCModel) {
        updateView()
    }
}

// MARK: What the view tells it

extension GatherMVCController: GatherMVCViewDelegate {
    public func gatherViewWillAppear(_ view: GatherMVCView) {
        show(news.message)
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
        case .enter: await showMatchAgain()
        case .answer(let yes): await answer(yes)
        case .unreadable(let what): unreadable(what)
        case .unknown(let line): show(.unknownCommand(line))
        }
    }

    /// Enter alone: the match again, as stored now (another window may have scored), after a share block too.
    private func showMatchAgain() async {
        _ = news.closeShared()
        await save(nil, news: nil)
    }

    private func unreadable(_ what: GatherUnreadable) {
        if news.unreadable(what, isAsking: isConfirmingEnd) { updateView() }
    }
}
