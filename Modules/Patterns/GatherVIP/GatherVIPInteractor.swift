import Domain
import Foundation
import MatchScreen
import Presentation

/// What the view controller asks of the match: one Request per use case. Nothing comes back: the
/// interactor answers its presenter, which answers the view controller. VIPER's presenter calls its
/// interactor and reads the answer; here the cycle only turns one way.
@MainActor
public protocol GatherVIPBusinessLogic: AnyObject {
    func showMatch(request: GatherVIP.ShowMatch.Request)
    func changeScore(request: GatherVIP.ScoreChange.Request) async
    func changeClock(request: GatherVIP.ClockChange.Request) async
    func countSecond(request: GatherVIP.Tick.Request) async
    func substitute(request: GatherVIP.Substitution.Request) async
    func endMatch(request: GatherVIP.EndMatch.Request)
    func answer(request: GatherVIP.Answer.Request) async
    func share(request: GatherVIP.Share.Request) async
    func refresh(request: GatherVIP.Refresh.Request) async
    func notice(request: GatherVIP.Notice.Request)
}

/// What the interactor keeps that another scene needs: the router reads it to pass it on.
@MainActor
public protocol GatherVIPDataStore: AnyObject {
    /// Whose player list the screen leaves for.
    var user: User { get }
}

/// The match screen's interactor, as Clean Swift writes one: it holds the match (the team sheet,
/// Domain's `GatherProgress` and `MatchKeeping`), applies Domain's rules to each Request, saves
/// through its worker, and hands every outcome to its presenter as a Response. Unlike VIPER's it
/// returns nothing, and also decides what a yes or no answers; it never words or draws anything.
///
/// Its companions hold the rest: +Clock (the countdown), +Keeping (saving on the match as stored,
/// the end, and sharing it).
public final class GatherVIPInteractor: GatherVIPBusinessLogic, GatherVIPDataStore {
    public var presenter: (any GatherVIPPresentationLogic)?
    let worker: any GatherVIPWorking
    public let user: User

    // MARK: The match

    private(set) var teamSheet: [GatherPlayer]
    var progress: GatherProgress
    let gatherID: UUID
    let startedAt: Date?
    let isResumed: Bool
    /// Ended here, or gone elsewhere: the match stands still.
    var hasEnded = false
    /// The clock ran since it was last set or reset; a second may not have passed yet.
    var clockHasRun: Bool
    /// The match as last found stored, and the score changes whose saving failed.
    var keeping: MatchKeeping
    /// "End the match …?" waits for its answer.
    var isAskingToEnd = false
    /// The share flow the presenter's news shows: the interactor drives it, writing through the worker.
    let sharing: ShareFlow
    /// The match's date is shared in it.
    let timeZone: TimeZone

    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a new match, or
    /// the progress saved before the app stopped, resumed paused.
    public init(user: User, unfinished: UnfinishedGather, worker: any GatherVIPWorking, sharing: ShareFlow, timeZone: TimeZone) {
        (self.user, self.worker, self.sharing, self.timeZone) = (user, worker, sharing, timeZone)
        let saved = unfinished.progress
        (teamSheet, gatherID, startedAt) = (unfinished.gather.players, unfinished.gather.id, unfinished.gather.startedAt)
        (progress, keeping, isResumed) = (saved.resumed, MatchKeeping(stored: saved), saved.isUnderway)
        clockHasRun = saved.clockHadRun
    }

    /// The match as every Response carries it.
    var match: GatherVIP.Match {
        GatherVIP.Match(
            players: teamSheet, progress: progress, clockState: GatherClockState(progress.timer, hasRun: clockHasRun),
            goals: goals, isAskingToEnd: isAskingToEnd)
    }

    var goals: [GatherSide: TeamGoals] {
        progress.goalsBySide(players: teamSheet)
    }

    public func showMatch(request: GatherVIP.ShowMatch.Request) {
        presenter?.presentMatch(response: .init(match: match, isResumed: isResumed))
    }

    // MARK: Goals and substitutes

    /// Made on the score as stored, so another window's goals are kept.
    public func changeScore(request: GatherVIP.ScoreChange.Request) async {
        let outcome = await attempt { () async throws(GatherVIP.Refusal) in
            let change = try GatherVIP.Refusal.following { () throws(MatchRule) in
                try MatchScoreChange(team: request.side.team, goals: request.goals, scorer: request.scorer, players: teamSheet)
            }
            return try await save(change)
        }
        presenter?.presentScoreChange(response: .init(match: match, outcome: outcome))
    }

    /// A move that could not be saved is not made.
    public func substitute(request: GatherVIP.Substitution.Request) async {
        let (number, team) = (request.number, request.team)
        let outcome = await attempt { () async throws(GatherVIP.Refusal) in
            guard !hasEnded else { throw .rule(.noSuchPlayer(number: number)) }
            let index = try GatherVIP.Refusal.following { () throws(MatchRule) in
                try MatchTeamSheet.mayMove(number: number, to: team, players: teamSheet, progress: progress)
            }
            try standStillIfGone(await worker.movePlayer(at: index, to: team, inGather: gatherID)).get()
            teamSheet[index].team = team
            return GatherSaving.saved
        }
        presenter?.presentSubstitution(response: .init(match: match, number: number, team: team, outcome: outcome))
    }

    /// Nothing changes here; the store's answer brings what another window did.
    public func refresh(request: GatherVIP.Refresh.Request) async {
        let outcome = await attempt { () async throws(GatherVIP.Refusal) in try await save(nil) }
        presenter?.presentRefresh(response: .init(match: match, outcome: outcome))
    }

    // MARK: What changes nothing

    public func notice(request: GatherVIP.Notice.Request) {
        presenter?.presentNotice(response: .init(match: match, kind: request.kind))
    }

    /// What `work` answered, or why it refused: the presenter words either.
    func attempt<Answer>(_ work: () async throws(GatherVIP.Refusal) -> Answer) async -> Result<Answer, GatherVIP.Refusal> {
        do {
            return .success(try await work())
        } catch {
            return .failure(error)
        }
    }

    /// A worker's answer; once the match is gone elsewhere it stands still, its clock stopped.
    func standStillIfGone<Answer>(_ answer: Result<Answer, GatherVIP.Refusal>) -> Result<Answer, GatherVIP.Refusal> {
        if case .failure(.gone) = answer {
            hasEnded = true
            progress.timer.isRunning = false
        }
        return answer
    }
}
