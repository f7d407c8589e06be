import Domain
import Foundation
import GathersInterface
import Presentation
import ShareFilesInterface
import TerminalUI

/// The match screen's view model, as MVVM has it: the state of one match being played and its rules
/// (the score, the clock, the substitutes, saving each change into a store another window may share:
/// companions +Score, +Clock and +Store), and what the screen shows of it. Its output is `output`, an
/// `Box` the view binds to and is called back on with every new `GatherBoard`; its inputs
/// are the methods the view calls as it reads each line. It never navigates: `onMatchLeft` says the
/// match was left, and a coordinator shows where that leads.
@MainActor
public final class GatherMVVMViewModel {
    /// What the screen shows: the view binds to it.
    public let output = Box(GatherBoard())
    /// The match ended here, or another window ended or discarded it: the player list, with this notice.
    public var onMatchLeft: ((Message) -> Void)?

    // The match, and what its rules remember. Internal: the companions apply the rules.
    /// The players as the team sheet lists them, in the team they play in now.
    var teamSheet: [GatherPlayer]
    var progress: GatherProgress
    let startedAt: Date?
    let gatherID: UUID
    let gathers: any GathersService
    let shareFiles: any ShareFileWriting
    let clock: any WallClock
    var hasEnded = false
    /// The clock ran since it was last set or reset; a second may not have passed yet.
    var clockHasRun: Bool
    /// The match as this window last found it stored, and the score changes whose saving failed.
    var keeping: MatchKeeping

    // What the screen shows beside the match.
    private var isConfirmingEnd = false
    /// What is shown beside the match, and how each answer changes it.
    private let news = GatherNews()
    private var sharing: ShareFlow { news.sharing }
    private let timeZone: TimeZone

    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a new match, or
    /// the progress saved before the app stopped. The match's date is shared in `timeZone`.
    public init(
        unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock, timeZone: TimeZone
    ) {
        teamSheet = unfinished.gather.players
        startedAt = unfinished.gather.startedAt
        gatherID = unfinished.gather.id
        progress = unfinished.progress.resumed
        keeping = MatchKeeping(stored: unfinished.progress)
        clockHasRun = unfinished.progress.timer.isRunning || progress.timer.remaining != progress.timer.duration
        (self.gathers, self.shareFiles, self.clock, self.timeZone) = (gathers, shareFiles, clock, timeZone)
        if unfinished.progress != GatherProgress() {
            news.set(.info(GatherWording.resumed(progress, clock: clockState)))
        }
    }

    // MARK: Inputs

    /// The screen is shown: the match, with the news of a resumed one.
    public func appeared() {
        show(news.message)
    }

    /// One second passed.
    public func tick() async {
        switch await news.tick(countDown, clockState: { clockState }, score: { progress.score }, players: teamSheet, fullTime: fullTime) {
        case .unchanged: return
        case .shown: publish()
        case .gone(let gone): leave(gone)
        }
    }

    /// `a+`, `b-`: one goal more (+1) or less (-1); `a+ 3` credits (or `a- 3` takes back) player 3's.
    public func scoreTapped(side: GatherSide, goals: Int, scorer: Int?) async {
        do { commit(try await changeScore(of: side, by: goals, scorer: scorer), news: nil) } catch { refused(error) }
    }

    /// `s`: start, or resume after a pause.
    public func startTapped() async {
        do { commit(try await startClock(), news: nil) } catch { refused(error) }
    }

    public func pauseTapped() async {
        do {
            let saving = try await pauseClock()
            commit(saving, news: .info(GatherWording.paused(remaining: progress.timer.remaining)))
        } catch {
            refused(error)
        }
    }

    public func resetTapped() async {
        do {
            let saving = try await resetClock()
            commit(saving, news: .info(GatherWording.reset(to: fullTime)))
        } catch {
            refused(error)
        }
    }

    /// `t mm:ss`: the new set time, in seconds.
    public func timeTyped(seconds: Int) async {
        do {
            let saving = try await setClock(toSeconds: seconds)
            commit(saving, news: .success(GatherWording.timeSet(to: fullTime)))
        } catch {
            refused(error)
        }
    }

    /// `sub N a|b|bench`: player N (as on the team sheet) to Team A, Team B or the bench.
    public func subTapped(number: Int, to team: Team) async {
        do {
            let saving = try await move(number: number, to: team)
            commit(saving, news: .info(GatherWording.moved(GatherWording.name(number: number, in: teamSheet), to: team)))
        } catch {
            guard case .failed(let failure) = error else { return refused(error) }
            show(.error(GatherWording.moveFailed(GatherWording.name(number: number, in: teamSheet), failure)))
        }
    }

    /// `end`: asks to confirm first.
    public func endTapped() {
        isConfirmingEnd = true
        show(nil)
    }

    /// Yes or no to the question asked: "End the match …? (y/n)" or "… Replace it? (y/n)".
    public func answer(_ yes: Bool) async {
        if sharing.question != nil {
            return show(await sharing.answer(yes, write: writeShare(_:toPath:replacing:)))
        }
        guard isConfirmingEnd else { return }
        isConfirmingEnd = false
        guard yes else { return show(.info(GatherWording.goesOn)) }
        let confirmed = progress.score
        show(.working(GatherWording.saving))
        do {
            let result = try await end(confirmed: confirmed)
            show(nil)
            onMatchLeft?(.success(GatherWording.saved(result)))
        } catch {
            switch error {
            case .gone(let gone): leave(gone)
            case .failed(let failure): show(.error(GatherWording.endFailed(failure)))
            default:
                // Asked again, with the score as it is now.
                isConfirmingEnd = true
                show(GatherWording.refusal(error, players: teamSheet, fullTime: fullTime))
            }
        }
    }

    public func backTapped() {
        show(.info(GatherWording.back))
    }

    /// `share`, with what followed it (`md`, a file).
    public func shareTapped(_ command: ShareCommand) async {
        let block = GatherWording.shareBlock(
            players: teamSheet, progress: progress, goals: goals, date: startedAt.map { Wording.dateAndTime($0, in: timeZone) }
        )
        show(await sharing.share(block, command, write: writeShare(_:toPath:replacing:)))
    }

    /// Enter alone: the match again, after a share block.
    public func enterPressed() {
        if news.closeShared() { publish() }
    }

    /// What was typed for a time, or to a question, could not be read as one.
    public func unreadable(_ what: GatherUnreadable) {
        if news.unreadable(what, isAsking: isConfirmingEnd) { publish() }
    }

    public func unknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    // MARK: Output

    /// Shows the match after a change with `news`, or what another window did to it.
    private func commit(_ saving: GatherSaving, news change: Message?) {
        news.commit(saving, news: change, score: progress.score)
        publish()
    }

    /// Says why a command was refused; a match gone elsewhere goes back to the list.
    private func refused(_ refusal: GatherRefusal) {
        guard let gone = news.refuse(refusal, players: teamSheet, fullTime: fullTime) else { return publish() }
        leave(gone)
    }

    /// Back to the list, saying what another window did.
    private func leave(_ gone: GatherGone) {
        show(nil)
        onMatchLeft?(.info(GatherWording.gone(gone)))
    }

    /// Publishes the match; `message` lasts until the next thing the user types.
    private func show(_ message: Message?) {
        news.set(message)
        publish()
    }

    private func publish() {
        output.value = GatherBoard(
            players: teamSheet, progress: progress, clockState: clockState, goals: goals, message: news.shown,
            confirmation: isConfirmingEnd ? GatherWording.endQuestion(progress.score) : sharing.question, shared: news.shared
        )
    }

    private var fullTime: String {
        Wording.clock(progress.timer.duration)
    }
}
