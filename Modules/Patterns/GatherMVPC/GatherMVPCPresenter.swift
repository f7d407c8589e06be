import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface

/// The user's intents, as the match view hands them to its presenter (the series'
/// `GatherPresenterProtocol`), and the screen loop's seconds.
@MainActor
public protocol GatherMVPCPresenterProtocol: AnyObject {
    func viewAppears()
    func secondElapsed() async
    /// `a+`, `b-`: `goals` is +1 or -1; `a+ 3` credits the goal to player 3 (`a- 3` takes it back).
    func recordGoals(_ goals: Int, for side: GatherSide, scorer: Int?) async
    func startCountdown() async
    func pauseCountdown() async
    func resetCountdown() async
    /// `t mm:ss`, in seconds.
    func setCountdown(seconds: Int) async
    /// `sub N a|b|bench`.
    func movePlayer(number: Int, to team: Team) async
    /// `end`, to be confirmed.
    func requestEnd()
    /// To the (y/n) question on screen.
    func answer(_ yes: Bool) async
    func backRequested()
    /// `share`, `share md`, `share FILE`.
    func share(_ command: ShareCommand) async
    /// Enter alone: the match again, as stored now (another window may have scored), after a share block too.
    func returnToMatch() async
    func unreadable(_ what: GatherUnreadable)
    func unknown(_ line: String)
}

/// The match screen's presenter, as MVP-C writes one: MVP's presenter without its way out. It holds
/// the match in Domain's values (the team sheet, a `GatherProgress`, `MatchKeeping`), its services,
/// and what the screen shows beside the match; it applies Domain's rules (the countdown's through
/// `GatherMVPCTimeHandler`, as the series splits its timer off), saves each change, and tells its
/// passive view each part to show. When the match is over here, or gone from another window, it tells
/// its coordinator what happened, and the coordinator decides where that leads (MVP's presenter
/// replaces the screens itself; VIPER's Presenter asks a Router; MVC's controller navigates).
///
/// Each command ends in an outcome, `Result<GatherSaving, Refusal>`, which `present(_:news:)`
/// turns into what the view is told: +Keeping makes the outcomes (every write on the match as stored,
/// the end), +View presents them.
@MainActor
public final class GatherMVPCPresenter {
    weak var view: (any GatherMVPCViewProtocol)?
    /// Strong: nothing else keeps the coordinator, and it holds neither the presenter nor its view.
    let coordinator: any GatherMVPCCoordinatorProtocol

    // The match: Domain's values, changed by Domain's rules.
    let gather: Gather
    /// As on the team sheet, each in the team they play in now.
    var players: [GatherPlayer]
    var progress: GatherProgress
    var timeHandler: GatherMVPCTimeHandler
    /// What this window last found stored, and the goals it could not save yet.
    var keeping: MatchKeeping
    /// Ended here or elsewhere: neither the clock nor the team sheet moves any more.
    var hasStopped = false

    // Beside the match.
    let news = GatherNews()
    var endQuestionAsked = false

    let gathers: any GathersService
    let shareFiles: any ShareFileWriting
    let clock: any WallClock
    /// Where the shared match's date is told.
    let timeZone: TimeZone

    /// `unfinished`: the gather, and its progress as saved (a fresh `GatherProgress()` for a new match),
    /// which goes on here with its clock stopped.
    public init(
        unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock, timeZone: TimeZone,
        coordinator: any GatherMVPCCoordinatorProtocol
    ) {
        gather = unfinished.gather
        players = unfinished.gather.players
        progress = unfinished.progress.resumed
        timeHandler = GatherMVPCTimeHandler(resuming: unfinished.progress)
        keeping = MatchKeeping(stored: unfinished.progress)
        self.gathers = gathers
        self.shareFiles = shareFiles
        self.clock = clock
        self.timeZone = timeZone
        self.coordinator = coordinator
        guard unfinished.progress.isUnderway else { return }
        news.set(.info(GatherWording.resumed(progress, clock: timeHandler.state(of: progress.timer))))
    }
}

// MARK: The view's calls

extension GatherMVPCPresenter: GatherMVPCPresenterProtocol {
    /// The screen appears: the view is set up, then shown the match with the news of a resumed one.
    public func viewAppears() {
        news.set(news.message)
        updateView(settingUp: true)
    }

    public func secondElapsed() async {
        let tick = await news.tick(
            { () async throws(Refusal) in try await countdownSecond().get() },
            clockState: { timeHandler.state(of: progress.timer) }, score: { progress.score }, refused: said)
        switch tick {
        case .unchanged: return
        case .shown: updateView()
        case .gone(let gone): matchLost(gone)
        }
    }

    public func recordGoals(_ goals: Int, for side: GatherSide, scorer: Int?) async {
        let goal: MatchScoreChange
        do throws(MatchRule) {
            goal = try MatchScoreChange(team: side.team, goals: goals, scorer: scorer, players: players)
        } catch {
            return present(.rule(error))
        }
        present(await keep(goal), news: nil)
    }

    public func startCountdown() async {
        let outcome = await changed { () throws(MatchRule) in
            try timeHandler.start(&progress.timer)
            return true
        }
        present(outcome, news: nil)
    }

    public func pauseCountdown() async {
        let outcome = await changed { () throws(MatchRule) in
            try timeHandler.pause(&progress.timer)
            return true
        }
        present(outcome, news: .info(GatherWording.paused(remaining: progress.timer.remaining)))
    }

    public func resetCountdown() async {
        let outcome = await changed { () throws(MatchRule) in
            try timeHandler.reset(&progress.timer)
            return true
        }
        present(outcome, news: .info(GatherWording.reset(to: fullTime)))
    }

    public func setCountdown(seconds: Int) async {
        let outcome = await changed { () throws(MatchRule) in try timeHandler.set(&progress.timer, toSeconds: seconds) }
        present(outcome, news: .success(GatherWording.timeSet(to: fullTime)))
    }

    /// A move that could not be saved is not made, and says so by the player's name.
    public func movePlayer(number: Int, to team: Team) async {
        let name = GatherWording.name(number: number, in: players)
        switch await moved(number: number, to: team) {
        case .success(let saving): present(.success(saving), news: .info(GatherWording.moved(name, to: team)))
        case .failure(.failed(let failure)): show(.error(GatherWording.moveFailed(name, failure)))
        case .failure(let refusal): present(refusal)
        }
    }

    public func requestEnd() {
        endQuestionAsked = true
        show(nil)
    }

    /// To the share flow's question when it asks one ("… Replace it?"), else to "End the match …?".
    public func answer(_ yes: Bool) async {
        guard news.sharing.question == nil else {
            return show(await news.sharing.answer(yes, write: writeShareFile))
        }
        guard endQuestionAsked else { return }
        endQuestionAsked = false
        if yes {
            await endGather()
        } else {
            show(.info(GatherWording.goesOn))
        }
    }

    public func backRequested() {
        show(.info(GatherWording.back))
    }

    public func share(_ command: ShareCommand) async {
        let date = gather.startedAt.map { Wording.dateAndTime($0, in: timeZone) }
        show(await news.sharing.share(GatherWording.shareBlock(players: players, progress: progress, goals: goals, date: date), command, write: writeShareFile))
    }

    public func returnToMatch() async {
        _ = news.closeShared()
        present(await keep(nil), news: nil)
    }

    public func unreadable(_ what: GatherUnreadable) {
        if news.unreadable(what, isAsking: endQuestionAsked) { updateView() }
    }

    public func unknown(_ line: String) {
        show(.unknownCommand(line))
    }
}
