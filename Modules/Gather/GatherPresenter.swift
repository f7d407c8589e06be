import Domain
import Foundation
import Presentation
import TerminalUI

/// What the gather view tells its presenter.
@MainActor
public protocol GatherPresenting: AnyObject {
    func viewWillAppear()
    /// One second passed.
    func didTick() async
    /// `a+`, `a-`, `b+`, `b-`: one goal more (+1) or less (-1).
    func didChangeScore(of side: GatherSide, by goals: Int) async
    /// `a+ 3`, `a- 3`: a goal more or less for the side's player 3.
    func didChangeScore(of side: GatherSide, by goals: Int, scorer number: Int) async
    /// `s`: start, or resume after a pause.
    func didChooseStart() async
    func didChoosePause() async
    func didChooseReset() async
    /// `t mm:ss`: the text after `t`, as typed.
    func didSetTime(_ text: String) async
    /// `sub N a|b|bench`: player N (as on the team sheet) to Team A, Team B or the bench.
    func didChooseSub(number: Int, to team: Team) async
    /// `end`: asks to confirm first.
    func didChooseEnd()
    /// The line typed while "End the match …? (y/n)" (or "… Replace it? (y/n)") is asked.
    func didAnswerEndConfirmation(_ answer: String) async
    func didChooseBack()
    /// `share`, with what followed it (`md`, a file).
    func didChooseShare(_ arguments: [String]) async
    func didEnterUnknownCommand(_ line: String)
}

public final class GatherPresenter<Player: GatherEntity>: GatherPresenting {
    public weak var view: (any GatherDisplaying)?
    let interactor: any GatherInteracting<Player>
    private let router: any GatherRouting
    private var isConfirmingEnd = false
    private var message: Message?
    /// The message shown is a failed save: the next successful save takes it away.
    private var messageIsSaveFailure = false
    private let sharing = ShareFlow()
    /// The share block on screen: it stays through the clock's ticks until the user types.
    private var shared: [String]?
    private var isTicking = false
    private let timeZone: TimeZone

    /// The match's date is shared in `timeZone`.
    public init(interactor: any GatherInteracting<Player>, router: any GatherRouting, timeZone: TimeZone) {
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
        if interactor.isResumed {
            message = .info(Self.resumed(interactor.progress, clock: interactor.clockState))
        }
    }

    public func viewWillAppear() {
        show(message)
    }

    public func didTick() async {
        switch await interactor.tick() {
        case .idle:
            return
        case .counted(let saving):
            // Only the clock changes, so a terminal redraws it alone; the news and a shared block stay.
            isTicking = true
            commit(saving, news: messageIsSaveFailure ? nil : message)
            isTicking = false
        case .finished(let saving):
            commit(saving, news: .alert(Self.timeUp))
        }
    }

    public func didChangeScore(of side: GatherSide, by goals: Int) async {
        present(await interactor.changeScore(of: side, by: goals), news: nil)
    }

    public func didChangeScore(of side: GatherSide, by goals: Int, scorer number: Int) async {
        present(await interactor.changeScore(of: side, by: goals, scorer: number), news: nil)
    }

    public func didChooseStart() async {
        present(await interactor.startClock(), news: nil)
    }

    public func didChoosePause() async {
        let result = await interactor.pauseClock()
        present(result, news: .info("Paused at \(Wording.clock(interactor.progress.timer.remaining)). Type s to resume."))
    }

    public func didChooseReset() async {
        let result = await interactor.resetClock()
        present(result, news: .info("The clock is back at \(fullTime). Type s to start it."))
    }

    public func didSetTime(_ text: String) async {
        let result = await interactor.setClock(toSeconds: Wording.seconds(typed: text))
        present(result, news: .success("Time set to \(fullTime). Type s to start the clock."))
    }

    public func didChooseSub(number: Int, to team: Team) async {
        let result = await interactor.move(number: number, to: team)
        if case .success(.failed(let error)) = result {
            // Not made: unlike a goal, a move is not kept here to be saved with the next change.
            return show(.error("Could not move \(name(number: number)). \(error.message) Type the move again."))
        }
        present(result, news: .info("\(name(number: number)) \(team == .bench ? "goes to the bench" : "plays for \(team.rawValue) now")."))
    }

    public func didChooseEnd() {
        isConfirmingEnd = true
        show(nil)
    }

    public func didAnswerEndConfirmation(_ answer: String) async {
        if sharing.question != nil {
            return show(await sharing.answer(answer, write: interactor.share(_:toPath:replacing:)))
        }
        guard isConfirmingEnd else { return }
        guard let yes = Wording.answer(answer) else { return show(.error(Wording.yesOrNo)) }
        isConfirmingEnd = false
        guard yes else { return show(.info("The match goes on.")) }
        show(.working("Saving the result…"))
        do {
            let result = try await interactor.end()
            show(nil)
            router.showPlayerList(notice: .success(Self.saved(result)))
        } catch let gone as GatherGone {
            leave(gone)
        } catch {
            show(.error("Could not end the match. \(error.userMessage) Type end to try again."))
        }
    }

    public func didChooseBack() {
        show(.info("A match in progress stays open until it ends: type end to finish it. The score and the clock are saved on every change."))
    }

    public func didChooseShare(_ arguments: [String]) async {
        let block = ShareBlock(
            heading: "Match",
            date: interactor.startedAt.map { Wording.dateAndTime($0, in: timeZone) },
            result: "Team A \(interactor.progress.score.teamA)–\(interactor.progress.score.teamB) Team B, in play"
                + " (\(Wording.clock(interactor.progress.timer.remaining)) left)",
            teams: GatherSide.allCases.map { side in
                ShareBlock.Team(
                    name: side.team.rawValue, players: interactor.players.filter { $0.team == side.team }.map(Self.shared),
                    notes: interactor.goals(of: side).map { ["Scorers: " + Self.words($0)] } ?? []
                )
            },
            bench: interactor.players.filter { $0.team == .bench }.map(Self.shared)
        )
        show(await sharing.share(block, arguments: arguments, write: interactor.share(_:toPath:replacing:)))
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }


    private static func shared(_ player: Player) -> ShareBlock.Player {
        ShareBlock.Player(name: player.name, position: player.position?.acronym)
    }

    /// Shows what a command did: `news` once it is made, or why it was refused.
    private func present(_ result: Result<GatherSaving, GatherRefusal>, news: Message?) {
        switch result {
        case .success(let saving): commit(saving, news: news)
        case .failure(let refusal): show(message(for: refusal))
        }
    }

    /// Shows the match after a change with `news`, or why its saving failed (the change stays made),
    /// or what another window did to it.
    private func commit(_ saving: GatherSaving, news: Message?) {
        switch saving {
        case .saved, .unchanged: return show(news)
        case .changedElsewhere: return show(.info("Changed in another window: the match stands at \(Self.sentence(interactor.progress.score))."))
        case .gone(let gone): return leave(gone)
        case .failed(let error): fail(error, news: news)
        }
    }

    /// Back to the list, saying what another window did.
    private func leave(_ gone: GatherGone) {
        let notice = switch gone {
        case .ended: "This match was ended in another window: its result is in the history."
        case .discarded: "This match was discarded in another window."
        }
        show(nil)
        router.showPlayerList(notice: .info(notice))
    }

    private func fail(_ error: ServiceError, news: Message?) {
        let failure = "Could not save the match. \(error.message) It will be saved again with the next change."
        if let news, news.kind == .alert {
            show(.alert(news.text + " " + failure), isSaveFailure: true)
        } else {
            show(.error(failure), isSaveFailure: true)
        }
    }

    /// Shows the match; `news` lasts until the next thing the user types.
    private func show(_ news: Message?, isSaveFailure: Bool = false) {
        message = news
        messageIsSaveFailure = isSaveFailure
        shared = sharing.takeBlock() ?? (isTicking ? shared : nil)
        let progress = interactor.progress
        let players = interactor.players
        view?.display(GatherViewModel(
            teamA: Self.rows(of: .teamA, in: players),
            teamB: Self.rows(of: .teamB, in: players),
            bench: players.enumerated().filter { $0.element.team == .bench }.map { "\($0.offset + 1) \($0.element.name)" },
            scorers: GatherSide.allCases.compactMap { side in interactor.goals(of: side).map { "\(side.team.rawValue) goals: " + Self.words($0) } },
            score: Self.scoreboard(progress.score),
            clock: Self.label(interactor.clockState) + " " + Wording.clock(progress.timer.remaining),
            clockState: interactor.clockState,
            fullTime: fullTime,
            message: news,
            confirmation: isConfirmingEnd ? "End the match with \(Self.sentence(progress.score))? (y/n)" : sharing.question,
            shared: shared,
            goalsRange: "\(Score.range.lowerBound) to \(Score.range.upperBound)",
            clockRange: Wording.clock(GatherTimer.durationRange.lowerBound) + " to " + Wording.clock(GatherTimer.durationRange.upperBound)
        ))
    }

    var fullTime: String {
        Wording.clock(interactor.progress.timer.duration)
    }

    /// Numbered as on the team sheet, so a player keeps one number from the sheet to the score.
    private static func rows(of team: Team, in players: [Player]) -> [GatherPlayerRow] {
        players.enumerated().filter { $0.element.team == team }.map { offset, player in
            GatherPlayerRow(number: "\(offset + 1)", name: player.name, position: player.position?.acronym ?? Wording.missing)
        }
    }

    /// "Ana 2, Bo 1, 1 with no scorer".
    private static func words(_ goals: TeamGoals) -> String {
        Wording.goals(goals.scorers.map { ($0.name, $0.goals) }, withNoScorer: goals.withNoScorer)
    }
}
