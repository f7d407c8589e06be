import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
import TerminalUI

/// Both teams as the team sheet shows them, and the bench: one output, as a move changes them together.
public struct GatherMVVMTeamSheet: Sendable, Equatable {
    public var teamA: [GatherPlayerRow] = []
    public var teamB: [GatherPlayerRow] = []
    /// "5 Eve": the number and name of each player who sits out.
    public var bench: [String] = []

    public init(teamA: [GatherPlayerRow] = [], teamB: [GatherPlayerRow] = [], bench: [String] = []) {
        (self.teamA, self.teamB, self.bench) = (teamA, teamB, bench)
    }
}

/// The countdown as shown: its line ("running 07:42"), what it can do next (the commands offered
/// follow from it), and the set time a reset goes back to.
public struct GatherMVVMCountdown: Sendable, Equatable {
    public var text = ""
    public var state = GatherClockState.ready
    public var fullTime = ""

    public init(text: String = "", state: GatherClockState = .ready, fullTime: String = "") {
        (self.text, self.state, self.fullTime) = (text, state, fullTime)
    }
}

/// What the rules allow, as the help states it: "0 to 99" goals a side, "0:01 to 99:59" on the clock.
public struct GatherMVVMLimits: Sendable, Equatable {
    public var goals: String
    public var clock: String

    public init(goals: String, clock: String) {
        (self.goals, self.clock) = (goals, clock)
    }

    /// As every pattern's board words them.
    init(_ board: GatherBoard) {
        self.init(goals: board.goalsRange, clock: board.clockRange)
    }
}

/// The match screen's view model, as MVVM has it: it holds the state of one match being played and what
/// is shown beside it, applies Domain's rules to it, talks to the services it was given, and tells each of
/// its outputs (a `Box` apiece, the view binds to them) what it shows now. Its inputs are plain methods,
/// one for each thing a line can say; none throws: a refused rule or a failed service is turned into
/// output here. It never navigates: `onMatchLeft` says the match was left, and a coordinator leads on.
///
/// Its companions hold the inputs by concern: +Score (goals and moves), +Clock (the countdown), +Store
/// (saving on the match as stored, the end, the share file).
@MainActor
public final class GatherMVVMViewModel {
    // MARK: Outputs

    /// "Team A  2 : 1  Team B".
    public let scoreText = Box("")
    /// A line per team that has scorers: "Team A goals: Ana 2, Bo 1".
    public let scorerLines = Box<[String]>([])
    public let teamSheetRows = Box(GatherMVVMTeamSheet())
    /// A tick changes this alone.
    public let countdown = Box(GatherMVVMCountdown())
    /// The news beside the match; it lasts until the next thing typed.
    public let message = Box<Message?>(nil)
    /// The yes/no question asked, if any: the view reads the next line as its answer.
    public let question = Box<String?>(nil)
    /// The share block just asked for, shown in the match's place until the user types.
    public let shareBlock = Box<[String]?>(nil)
    /// The rules' limits never change: read, not bound.
    public let limits: GatherMVVMLimits
    /// The match ended here, or another window ended or discarded it: the player list, with this notice.
    public var onMatchLeft: ((Message) -> Void)?

    // MARK: The view state

    /// The players as the team sheet lists them, in the team they play in now.
    var teamSheet: [GatherPlayer]
    var progress: GatherProgress
    /// The match as this window last found it stored, and the goals it could not save yet.
    var keeping: MatchKeeping
    /// The clock ran since it was last set or reset; a second may not have passed yet.
    var clockHasRun: Bool
    /// Ended here, or gone elsewhere: the match stands still.
    var hasEnded = false
    var isConfirmingEnd = false
    /// What is shown beside the match, and how each answer of the rules changes it.
    let news = GatherNews()
    let startedAt: Date?
    let gatherID: UUID

    // MARK: Services

    let gathers: any GathersService
    let shareFiles: any ShareFileWriting
    let wallClock: any WallClock
    /// The match's date is shared in it.
    let timeZone: TimeZone

    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a new match, or
    /// the progress saved before the app stopped, resumed with its clock stopped.
    public init(
        unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock, timeZone: TimeZone
    ) {
        (gatherID, startedAt, teamSheet) = (unfinished.gather.id, unfinished.gather.startedAt, unfinished.gather.players)
        (progress, keeping) = (unfinished.progress.resumed, MatchKeeping(stored: unfinished.progress))
        clockHasRun = unfinished.progress.clockHadRun
        (self.gathers, self.shareFiles, wallClock, self.timeZone) = (gathers, shareFiles, clock, timeZone)
        limits = GatherMVVMLimits(
            GatherBoard(players: [], progress: GatherProgress(), clockState: .ready, goals: [:], message: nil, confirmation: nil, shared: nil))
        if unfinished.progress.isUnderway {
            news.set(.info(GatherWording.resumed(progress, clock: clockState)))
        }
    }

    // MARK: Inputs

    /// The screen is shown: the match, with the news of a resumed one.
    public func appeared() {
        show(news.message)
    }

    /// `end`: asks to confirm first, with the score.
    public func endTapped() {
        isConfirmingEnd = true
        show(nil)
    }

    /// Yes or no to the question asked: "End the match …? (y/n)" or "… Replace it? (y/n)".
    public func answer(_ yes: Bool) async {
        if news.sharing.question != nil {
            return show(await news.sharing.answer(yes, write: writeShareFile))
        }
        guard isConfirmingEnd else { return }
        isConfirmingEnd = false
        guard yes else { return show(.info(GatherWording.goesOn)) }
        show(.working(GatherWording.saving))
        await endMatch(confirmed: progress.score)
    }

    public func backTapped() {
        show(.info(GatherWording.back))
    }

    /// Enter alone: the match again, as stored now (another window may have scored), after a share block too.
    public func enterPressed() async {
        _ = news.closeShared()
        showSaved(await save(nil), news: nil)
    }

    /// What was typed for a time, or to a question, could not be read as one.
    public func unreadable(_ what: GatherUnreadable) {
        if news.unreadable(what, isAsking: isConfirmingEnd) { publish() }
    }

    public func unknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    // MARK: Turning state into output

    /// `message` lasts until the next thing the user types.
    func show(_ message: Message?) {
        news.set(message)
        publish()
    }

    /// A refused command, said; a match gone elsewhere leaves instead.
    func refuse(_ refusal: Refusal) {
        if let gone = said(refusal) { return leave(gone) }
        publish()
    }

    /// Says why a command was refused, or that a save failed (the change stays made), ringing with
    /// `rang` when that rings; a match gone elsewhere is answered instead, to leave.
    func said(_ refusal: Refusal, news rang: Message? = nil) -> GatherGone? {
        news.say(refusal, players: teamSheet, fullTime: fullTime, news: rang)
    }

    /// What `rule` allows; nil when it refused, and the refusal is shown.
    func obeying<Allowed>(_ rule: () throws(MatchRule) -> Allowed) -> Allowed? {
        do {
            return try rule()
        } catch {
            news.refuse(error, players: teamSheet, fullTime: fullTime)
            publish()
            return nil
        }
    }

    /// Back to the list, saying what another window did.
    func leave(_ gone: GatherGone) {
        show(nil)
        onMatchLeft?(.info(GatherWording.gone(gone)))
    }

    /// Each output takes what it shows now (worded as every pattern words it: `GatherBoard`); one whose
    /// value did not change stays quiet, so a tick reaches the countdown alone.
    func publish() {
        let board = GatherBoard(
            players: teamSheet, progress: progress, clockState: clockState, goals: goals, message: news.shown,
            confirmation: isConfirmingEnd ? GatherWording.endQuestion(progress.score) : news.sharing.question, shared: news.shared
        )
        scoreText.update(board.score)
        scorerLines.update(board.scorers)
        teamSheetRows.update(GatherMVVMTeamSheet(teamA: board.teamA, teamB: board.teamB, bench: board.bench))
        countdown.update(GatherMVVMCountdown(text: board.clock, state: board.clockState, fullTime: board.fullTime))
        message.update(board.message)
        question.update(board.confirmation)
        shareBlock.update(board.shared)
    }

    /// Each side's goals by scorer, for the sides that have one.
    var goals: [GatherSide: TeamGoals] {
        progress.goalsBySide(players: teamSheet)
    }
}
