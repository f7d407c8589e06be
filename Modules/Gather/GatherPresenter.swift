import Domain
import TerminalUI

/// What the gather view tells its presenter.
@MainActor
public protocol GatherPresenting: AnyObject {
    func viewWillAppear()
    /// One second passed.
    func didTick() async
    /// `a+`, `a-`, `b+`, `b-`: one goal more (+1) or less (-1).
    func didChangeScore(of side: GatherSide, by goals: Int) async
    /// `s`: start, or resume after a pause.
    func didChooseStart() async
    func didChoosePause() async
    func didChooseReset() async
    /// `t mm:ss`: the text after `t`, as typed.
    func didSetTime(_ text: String) async
    /// `end`: asks to confirm first.
    func didChooseEnd()
    /// The line typed while "End the gather …? (y/n)" is asked.
    func didAnswerEndConfirmation(_ answer: String) async
    func didChooseBack()
    func didEnterUnknownCommand(_ line: String)
}

public final class GatherPresenter: GatherPresenting {
    public weak var view: (any GatherDisplaying)?
    private let gather: Gather
    private let interactor: any GatherInteracting
    private let router: any GatherRouting
    private var progress: GatherProgress
    private var isConfirmingEnd = false
    private var hasEnded = false
    private var message: Message?
    /// The message shown is a failed save: the next successful save takes it away.
    private var messageIsSaveFailure = false

    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a
    /// new match, the last saved one for a resumed match (whose clock starts stopped).
    public init(unfinished: UnfinishedGather, interactor: any GatherInteracting, router: any GatherRouting) {
        gather = unfinished.gather
        self.interactor = interactor
        self.router = router
        progress = unfinished.progress
        progress.timer = progress.timer.resumed
        if unfinished.progress != GatherProgress() {
            message = .info(Self.resumed(progress))
        }
    }

    public func viewWillAppear() {
        show(message)
    }

    public func didTick() async {
        guard !hasEnded else { return }
        switch progress.timer.tick() {
        case .idle:
            return
        case .counted:
            // Only the status changes, so a terminal redraws the clock alone; news stays.
            await commit(messageIsSaveFailure ? nil : message)
        case .finished:
            await commit(.alert(Self.timeUp))
        }
    }

    public func didChangeScore(of side: GatherSide, by goals: Int) async {
        guard progress.score.change(side, by: goals) else {
            return show(.error(goals > 0
                ? "\(side.title) has \(Score.range.upperBound) goals, the most a score can hold."
                : "\(side.title) has no goals to take away."))
        }
        await commit(nil)
    }

    public func didChooseStart() async {
        guard progress.timer.start() else {
            return show(progress.timer.isRunning
                ? .info("The clock is already running.")
                : .error("Time is up. Type t mm:ss to play on, r to reset the clock, or end to finish the gather."))
        }
        await commit(nil)
    }

    public func didChoosePause() async {
        guard progress.timer.pause() else { return show(.info("The clock is not running. Type s to start it.")) }
        await commit(.info("Paused at \(GatherTime.text(progress.timer.remaining)). Type s to resume."))
    }

    public func didChooseReset() async {
        let full = GatherTime.text(progress.timer.duration)
        guard progress.timer.reset() else { return show(.info("The clock is already at \(full).")) }
        await commit(.info("The clock is back at \(full). Type s to start it."))
    }

    public func didSetTime(_ text: String) async {
        switch Validation.duration(text) {
        case .failure(let error):
            show(.error(error.message))
        case .success(let seconds):
            let news = Message.success("Time set to \(GatherTime.text(seconds)). Type s to start the clock.")
            guard progress.timer.set(duration: seconds) else { return show(news) }
            await commit(news)
        }
    }

    public func didChooseEnd() {
        isConfirmingEnd = true
        show(nil)
    }

    public func didAnswerEndConfirmation(_ answer: String) async {
        guard isConfirmingEnd else { return }
        isConfirmingEnd = false
        switch answer.trimmingCharacters(in: .whitespaces).lowercased() {
        case "y", "yes": await end()
        default: show(.info("The gather goes on."))
        }
    }

    public func didChooseBack() {
        show(.info("A gather in progress stays open until it ends: type end to finish it. The score and the clock are saved on every change."))
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    private func end() async {
        do {
            try await interactor.end(with: progress.score)
            hasEnded = true
            show(nil)
            router.showPlayerList()
        } catch {
            show(.error("Could not end the gather: \(error.userMessage) Type end to try again."))
        }
    }

    /// Saves the progress after a change, then shows it with `news`. A failed save
    /// keeps the change in memory: the next change saves everything again.
    private func commit(_ news: Message?) async {
        do {
            try await interactor.save(progress)
            show(news)
        } catch {
            let failure = "Could not save the match: \(error.userMessage) It will be saved again with the next change."
            if let news, news.kind == .alert {
                show(.alert(news.text + " " + failure), isSaveFailure: true)
            } else {
                show(.error(failure), isSaveFailure: true)
            }
        }
    }

    /// Shows the match; `news` lasts until the next thing the user types.
    private func show(_ news: Message?, isSaveFailure: Bool = false) {
        message = news
        messageIsSaveFailure = isSaveFailure
        view?.display(GatherViewModel(
            teamA: gather.players(in: .teamA).map(GatherPlayerRow.init),
            teamB: gather.players(in: .teamB).map(GatherPlayerRow.init),
            bench: gather.players(in: .bench).map(\.name),
            score: progress.score,
            timer: progress.timer,
            message: news,
            confirmation: isConfirmingEnd ? "End the gather with \(progress.score.line())? (y/n)" : nil
        ))
    }

    static func resumed(_ progress: GatherProgress) -> String {
        let time = progress.timer.isFinished
            ? "time is up. Type end to finish the gather, or t mm:ss to play on."
            : "\(GatherTime.text(progress.timer.remaining)) left. Type s to start the clock."
        return "Resumed where you stopped: \(progress.score.line()), \(time)"
    }

    static let timeUp = "Time is up! Type end to finish the gather, or t mm:ss to play on."
}
