import Domain
import Presentation
import TerminalUI

/// What the match screen shows beside the match — the news, whether it tells a failed save, a share
/// block in the match's place — and how each answer of its rules changes it. Every pattern of the match
/// screen keeps one where it decides what is shown (VIPER's Presenter, MVC's controller, MVVM's view
/// model), and draws the match with it in its own way.
@MainActor
public final class GatherNews {
    /// Lasts until the next thing typed.
    public private(set) var message: Message?
    /// The message tells a failed save: the next successful save takes it away.
    public private(set) var isSaveFailure = false
    /// The share block on screen, in place of the match: it stays through the clock's ticks until the user types.
    public private(set) var shared: [String]?
    /// A tick is being shown: only the clock changes.
    private var isTicking = false
    public let sharing = ShareFlow()

    /// What a second did to what is shown.
    public enum Tick: Sendable, Equatable {
        /// Nothing: the clock is stopped, or the match is over.
        case unchanged
        case shown
        /// The match is gone elsewhere: the screen leaves.
        case gone(GatherGone)
    }

    public init(_ message: Message? = nil) {
        self.message = message
    }

    /// The line beside the match: the news, or that a share block is shown.
    public var shown: Message? {
        message ?? shared.map { _ in .info(GatherWording.shareShown) }
    }

    /// `news` lasts until the next thing typed; a block `sharing` was asked for takes the match's place.
    /// `keepingShared`: only a second passed, so a share block on screen stays.
    public func set(_ news: Message?, isSaveFailure: Bool = false, keepingShared: Bool = false) {
        message = news
        self.isSaveFailure = isSaveFailure
        shared = sharing.takeBlock() ?? (isTicking || keepingShared ? shared : nil)
    }

    /// Enter alone: the match again after a share block; false when there was none.
    public func closeShared() -> Bool {
        guard shared != nil else { return false }
        set(message, isSaveFailure: isSaveFailure)
        return true
    }

    /// After a change: its news, or what another window did to the score.
    public func commit(_ saving: GatherSaving, news: Message?, score: Score) {
        switch saving {
        case .saved, .unchanged: set(news)
        case .changedElsewhere: set(.info(GatherWording.changedElsewhere(score)))
        }
    }

    /// Says why a command was refused, or that a save failed (the change stays made), ringing with `rang`
    /// when that rings; a match gone elsewhere is answered instead, for the screen to leave.
    public func say(_ refusal: MatchRefusal, players: [any MatchPlayer], fullTime: String, news rang: Message? = nil) -> GatherGone? {
        switch refusal {
        case .rule(let rule): refuse(rule, players: players, fullTime: fullTime)
        case .scoreChangedSinceAsked(let score): scoreChangedSinceAsked(score)
        case .gone(let gone): return gone
        case .failed(let failure): saveFailed(failure, news: rang)
        }
        return nil
    }

    /// A rule of the match refused the command: says why; the match stays as it was.
    public func refuse(_ rule: MatchRule, players: [any MatchPlayer], fullTime: String) {
        set(GatherWording.rule(rule, players: players, fullTime: fullTime))
    }

    /// The store could not be written: the change stays made here, to be saved with the next one. Says
    /// so, ringing with `news` when that rings; the next successful save takes it away.
    public func saveFailed(_ failure: StoreFailure, news: Message? = nil) {
        let said = GatherWording.saveFailed(failure)
        if let news, news.kind == .alert {
            set(.alert(news.text + " " + said), isSaveFailure: true)
        } else {
            set(.error(said), isSaveFailure: true)
        }
    }

    /// The end could not be stored: says the match is not ended, and goes on (end tries again).
    public func endFailed(_ failure: StoreFailure) {
        set(.error(GatherWording.endFailed(failure)))
    }

    /// Another window scored since "End the match …?" was asked: says so, for the question to be asked
    /// again with the score as it is now.
    public func scoreChangedSinceAsked(_ score: Score) {
        set(GatherWording.scoreChangedSinceAsked(score))
    }

    /// One second, counted by `count`: the clock alone changes (the news and a shared block stay), the
    /// first half's last and the match's last ring, and one that could not be saved stays counted, said
    /// so by `refused` (with the news to ring with, if it was one of those), which answers a match gone
    /// elsewhere. `clockState` and `score` are read once the second is counted.
    public func tick<Refusal: Error>(
        _ count: () async throws(Refusal) -> GatherTick, clockState: () -> GatherClockState, score: () -> Score,
        refused: (Refusal, _ news: Message?) -> GatherGone?
    ) async -> Tick {
        let kept = isSaveFailure ? nil : message
        do {
            switch try await count() {
            case .idle:
                return .unchanged
            case .counted(let saving):
                isTicking = true
                commit(saving, news: kept, score: score())
                isTicking = false
            case .halfTime(let saving):
                commit(saving, news: .alert(GatherWording.halfTime(score())), score: score())
            case .finished(let saving):
                commit(saving, news: .alert(GatherWording.timeUp), score: score())
            }
        } catch {
            let rang = GatherWording.ring(clockState(), score: score())
            isTicking = rang == nil
            defer { isTicking = false }
            if let gone = refused(error, rang ?? kept) { return .gone(gone) }
        }
        return .shown
    }

    /// What was typed could not be read: said so, but for an answer when no question is asked (`isAsking`,
    /// or the share flow's); false when nothing is to be said.
    public func unreadable(_ what: GatherUnreadable, isAsking: Bool) -> Bool {
        guard what != .answer || isAsking || sharing.question != nil else { return false }
        set(.error(GatherWording.unreadable(what)))
        return true
    }
}
