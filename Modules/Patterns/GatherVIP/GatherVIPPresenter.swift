import Domain
import MatchScreen
import Presentation
import TerminalUI

/// What the interactor hands on: one Response per use case, to be turned into its ViewModel.
@MainActor
public protocol GatherVIPPresentationLogic: AnyObject {
    func presentMatch(response: GatherVIP.ShowMatch.Response)
    func presentScoreChange(response: GatherVIP.ScoreChange.Response)
    func presentClockChange(response: GatherVIP.ClockChange.Response)
    func presentTick(response: GatherVIP.Tick.Response) async
    func presentSubstitution(response: GatherVIP.Substitution.Response)
    func presentEndMatch(response: GatherVIP.EndMatch.Response)
    func presentShare(response: GatherVIP.Share.Response)
    func presentRefresh(response: GatherVIP.Refresh.Response)
    func presentNotice(response: GatherVIP.Notice.Response)
}

/// The match screen's presenter, as Clean Swift writes one: it turns each Response into the
/// ViewModel its view controller displays, worded by `GatherWording` and drawn as `GatherBoard`,
/// keeping what is shown beside the match (`GatherNews`). It calls nothing back: VIPER's presenter
/// drives its interactor and router; this one only answers its view controller, and asks it to
/// leave when the match ended or went elsewhere.
public final class GatherVIPPresenter: GatherVIPPresentationLogic {
    public weak var viewController: (any GatherVIPDisplayLogic)?
    /// What is shown beside the match, and how each answer changes it; its share flow is the one the
    /// interactor drives.
    private let news: GatherNews
    private var hasAppeared = false

    public init(news: GatherNews) {
        self.news = news
    }

    /// A resumed match says so when it first appears; later, the news stays.
    public func presentMatch(response: GatherVIP.ShowMatch.Response) {
        let match = response.match
        let greeting = response.isResumed && !hasAppeared ? Message.info(GatherWording.resumed(match.progress, clock: match.clockState)) : nil
        hasAppeared = true
        news.set(greeting ?? news.message)
        viewController?.displayMatch(viewModel: .init(board: board(match)))
    }

    public func presentScoreChange(response: GatherVIP.ScoreChange.Response) {
        let notice = settle(response.outcome, news: nil, match: response.match)
        viewController?.displayScoreChange(viewModel: .init(board: board(response.match)))
        leave(notice)
    }

    public func presentClockChange(response: GatherVIP.ClockChange.Response) {
        let timer = response.match.progress.timer
        let change: Message? =
            switch response.command {
            case .start: nil
            case .pause: .info(GatherWording.paused(remaining: timer.remaining))
            case .reset: .info(GatherWording.reset(to: Wording.clock(timer.duration)))
            case .set: .success(GatherWording.timeSet(to: Wording.clock(timer.duration)))
            }
        let notice = settle(response.outcome, news: change, match: response.match)
        viewController?.displayClockChange(viewModel: .init(board: board(response.match)))
        leave(notice)
    }

    /// The clock alone changes; a second that stood still shows nothing.
    public func presentTick(response: GatherVIP.Tick.Response) async {
        let match = response.match
        let tick = await news.tick(
            { () throws(GatherVIP.Refusal) in try response.outcome.get() }, clockState: { match.clockState },
            score: { match.progress.score }, refused: { refusal, rang in said(refusal, match: match, news: rang) })
        if tick == .unchanged { return }
        var notice: Message?
        if case .gone(let gone) = tick {
            news.set(nil)
            notice = .info(GatherWording.gone(gone))
        }
        viewController?.displayTick(viewModel: .init(board: board(match)))
        leave(notice)
    }

    /// A move whose saving failed says whose, and is not made.
    public func presentSubstitution(response: GatherVIP.Substitution.Response) {
        let name = GatherWording.name(number: response.number, in: response.match.players)
        var notice: Message?
        if case .failure(.failed(let failure)) = response.outcome {
            news.set(.error(GatherWording.moveFailed(name, failure)))
        } else {
            notice = settle(response.outcome, news: .info(GatherWording.moved(name, to: response.team)), match: response.match)
        }
        viewController?.displaySubstitution(viewModel: .init(board: board(response.match)))
        leave(notice)
    }

    /// Each step of ending: the question (on the board), the answer no, the saving, then the stored
    /// result to leave with, or why not.
    public func presentEndMatch(response: GatherVIP.EndMatch.Response) {
        var notice: Message?
        switch response.step {
        case .asked: news.set(nil)
        case .goesOn: news.set(.info(GatherWording.goesOn))
        case .saving: news.set(.working(GatherWording.saving))
        case .ended(let result):
            news.set(nil)
            notice = .success(GatherWording.saved(result))
        case .refused(.gone(let gone)):
            news.set(nil)
            notice = .info(GatherWording.gone(gone))
        case .refused(.failed(let failure)): news.set(.error(GatherWording.endFailed(failure)))
        case .refused(let refusal):
            _ = said(refusal, match: response.match)
        }
        viewController?.displayEndMatch(viewModel: .init(board: board(response.match)))
        leave(notice)
    }

    /// The share flow's news; a block it was asked to show takes the match's place.
    public func presentShare(response: GatherVIP.Share.Response) {
        news.set(response.news)
        viewController?.displayShare(viewModel: .init(board: board(response.match)))
    }

    /// The match as stored, in the share block's place if one was shown.
    public func presentRefresh(response: GatherVIP.Refresh.Response) {
        _ = news.closeShared()
        let notice = settle(response.outcome, news: nil, match: response.match)
        viewController?.displayRefresh(viewModel: .init(board: board(response.match)))
        leave(notice)
    }

    /// A line not understood says so.
    public func presentNotice(response: GatherVIP.Notice.Response) {
        switch response.kind {
        case .back: news.set(.info(GatherWording.back))
        case .unknown(let line): news.set(.unknownCommand(line))
        case .unreadable(let what): guard news.unreadable(what, isAsking: response.match.isAskingToEnd) else { return }
        }
        viewController?.displayNotice(viewModel: .init(board: board(response.match)))
    }

    // MARK: Shared by the use cases

    /// The news after a change, or why it was refused; when the match went elsewhere, none, and the
    /// notice to leave with.
    private func settle(_ outcome: Result<GatherSaving, GatherVIP.Refusal>, news change: Message?, match: GatherVIP.Match) -> Message? {
        switch outcome {
        case .success(let saving):
            news.commit(saving, news: change, score: match.progress.score)
            return nil
        case .failure(let refusal):
            guard let gone = said(refusal, match: match) else { return nil }
            news.set(nil)
            return .info(GatherWording.gone(gone))
        }
    }

    /// Says why a use case was refused, or that a save failed (the change stays made), ringing with
    /// `rang` when that rings; a match gone elsewhere is answered instead, for the screen to leave.
    private func said(_ refusal: GatherVIP.Refusal, match: GatherVIP.Match, news rang: Message? = nil) -> GatherGone? {
        news.say(refusal, players: match.players, fullTime: Wording.clock(match.progress.timer.duration), news: rang)
    }

    private func leave(_ notice: Message?) {
        guard let notice else { return }
        viewController?.displayLeave(viewModel: .init(notice: notice))
    }

    /// The match as shown, with the news, the question asked and a share block.
    private func board(_ match: GatherVIP.Match) -> GatherBoard {
        let question = match.isAskingToEnd ? GatherWording.endQuestion(match.progress.score) : news.sharing.question
        return GatherBoard(
            players: match.players, progress: match.progress, clockState: match.clockState, goals: match.goals, message: news.shown,
            confirmation: question, shared: news.shared)
    }
}
