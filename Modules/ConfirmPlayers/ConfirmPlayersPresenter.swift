import Domain
import Foundation
import Presentation
import TerminalUI

/// What the confirm view tells its presenter.
@MainActor
public protocol ConfirmPlayersPresenting: AnyObject {
    func viewWillAppear()
    /// `m N… a|b|bench`: `numbers` is empty or `team` nil when the command was incomplete.
    func didChooseMove(numbers: [Int], to team: Team?)
    /// `auto`: a balanced split of every picked player.
    func didChooseAutoSplit()
    func didChooseStart() async
    /// `r` (as typed in `line`): right after a failed start, starts again as asked.
    func didChooseRetry(_ line: String) async
    /// The line typed while "… Start anyway? (y/n)" (or "… Replace it? (y/n)") is asked.
    func didAnswerStartConfirmation(_ answer: String) async
    func didChooseBack()
    /// `share`, with what followed it (`md`, a file).
    func didChooseShare(_ arguments: [String]) async
    func didEnterUnknownCommand(_ line: String)
}

public final class ConfirmPlayersPresenter<Player: ConfirmPlayersEntity>: ConfirmPlayersPresenting {
    public weak var view: (any ConfirmPlayersDisplaying)?
    private let interactor: any ConfirmPlayersInteracting<Player>
    private let router: any ConfirmPlayersRouting
    /// The last automatic split's line, while the teams are as it made them.
    private var explanation: String?
    /// Uneven teams were refused: the user is asked whether to start anyway.
    private var unevenTeams: (teamA: Int, teamB: Int)?
    /// Another match is unfinished: the user is asked to resume it, discard it, or go back;
    /// with whether uneven teams were accepted for this start.
    private var waiting: (match: UnfinishedGather, allowingUnevenTeams: Bool)?
    /// The start that just failed (whether uneven teams were accepted), which `r` tries again; any other event forgets it.
    private var failedStart: Bool?
    private let sharing = ShareFlow()
    private let timeZone: TimeZone

    /// A shared sheet is dated in `timeZone`.
    public init(interactor: any ConfirmPlayersInteracting<Player>, router: any ConfirmPlayersRouting, timeZone: TimeZone) {
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
    }

    public func viewWillAppear() {
        let latecomers = interactor.latecomers
        let teams = interactor.startsFromLastMatch ? "The teams are as in the last match" : "The teams are as you left them"
        guard !latecomers.isEmpty else { return show(interactor.startsFromLastMatch ? .info(teams + ".") : nil) }
        show(.info("\(teams); \(named(latecomers)) \(latecomers.count == 1 ? "joins" : "join") the bench."))
    }

    public func didChooseMove(numbers: [Int], to team: Team?) {
        guard let team, !numbers.isEmpty else { return show(.error(Self.moveHint)) }
        switch interactor.move(numbers: numbers, to: team) {
        case .success(.moved(let players)):
            explanation = nil
            show(.info("Moved \(named(players)) to \(Self.destination(team))."))
        case .success(.alreadyThere(let players)):
            show(.info("\(named(players)) \(players.count == 1 ? "is" : "are") already \(Self.place(team))."))
        case .failure(let refusal):
            show(message(for: refusal))
        }
    }

    public func didChooseAutoSplit() {
        switch interactor.splitBalanced() {
        case .success(let split):
            explanation = Self.explanation(of: split, on: interactor.sheet)
            show()
        case .failure(let refusal):
            show(message(for: refusal))
        }
    }

    public func didChooseStart() async {
        await start(allowingUnevenTeams: false)
    }

    public func didChooseRetry(_ line: String) async {
        guard let allowingUnevenTeams = failedStart else { return show(.unknownCommand(line)) }
        await start(allowingUnevenTeams: allowingUnevenTeams)
    }

    public func didAnswerStartConfirmation(_ answer: String) async {
        if sharing.question != nil {
            return show(await sharing.answer(answer, write: interactor.share(_:toPath:replacing:)))
        }
        if let waiting { return await answerWaiting(waiting, answer) }
        guard unevenTeams != nil else { return }
        guard let yes = Wording.answer(answer) else { return show(.error(Wording.yesOrNo)) }
        unevenTeams = nil
        guard yes else { return show(.info(Self.keptUneven)) }
        await start(allowingUnevenTeams: true)
    }

    /// `resume` opens the unfinished match, `discard` drops it and starts this one, `b` keeps both.
    private func answerWaiting(_ waiting: (match: UnfinishedGather, allowingUnevenTeams: Bool), _ answer: String) async {
        switch CommandInput(answer).bareWord {
        case "resume":
            self.waiting = nil
            show()
            router.showGather(waiting.match)
        case "discard":
            self.waiting = nil
            await start(allowingUnevenTeams: waiting.allowingUnevenTeams, discarding: waiting.match)
        case "b", "back", "n", "no":
            self.waiting = nil
            show(.info("Nothing started: the unfinished match waits on your players list (resume or discard)."))
        default:
            show(.error("Type resume, discard or b."))
        }
    }

    private func start(allowingUnevenTeams: Bool, discarding: UnfinishedGather? = nil) async {
        show(.working("Starting the match…"))
        do {
            switch try await interactor.startGather(allowingUnevenTeams: allowingUnevenTeams, discarding: discarding) {
            case .success(let match):
                show()
                router.showGather(match)
            case .failure(.unevenTeams(let teamA, let teamB)):
                unevenTeams = (teamA, teamB)
                show()
            case .failure(.anotherMatchUnfinished(let match)):
                waiting = (match, allowingUnevenTeams)
                show()
            case .failure(let refusal): show(message(for: refusal))
            }
        } catch {
            show(.error("Could not start the match. \(error.userMessage) Type r to try again."))
            failedStart = allowingUnevenTeams
        }
    }

    public func didChooseBack() {
        show()
        router.close()
    }

    /// The teams as they stand, with positions, dated now.
    public func didChooseShare(_ arguments: [String]) async {
        let sheet = interactor.sheet
        func players(_ team: Team) -> [ShareBlock.Player] {
            sheet.numbers(in: team).compactMap(sheet.player(numbered:)).map { ShareBlock.Player(name: $0.name, position: $0.position?.acronym) }
        }
        let block = ShareBlock(
            heading: "Team sheet",
            date: Wording.dateAndTime(interactor.now(), in: timeZone),
            teams: [ShareBlock.Team(name: "Team A", players: players(.teamA)), ShareBlock.Team(name: "Team B", players: players(.teamB))],
            bench: players(.bench)
        )
        show(await sharing.share(block, arguments: arguments, write: interactor.share(_:toPath:replacing:)))
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }


    /// Shows the sheet; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        failedStart = nil
        view?.display(ConfirmPlayersViewModel(
            state: state,
            explanation: explanation,
            teamAPoints: Self.points(interactor.points(in: .teamA)),
            teamBPoints: Self.points(interactor.points(in: .teamB)),
            message: news,
            confirmation: waiting.map { Self.waitingQuestion($0.match) } ?? unevenTeams.map(Self.unevenQuestion) ?? sharing.question,
            shared: sharing.takeBlock()
        ))
    }

    private var state: ConfirmPlayersState {
        let sheet = interactor.sheet
        guard !sheet.players.isEmpty else { return .empty }
        func entries(_ team: Team) -> [ConfirmPlayersEntry] {
            sheet.numbers(in: team).compactMap { number in
                sheet.player(numbered: number).map {
                    ConfirmPlayersEntry(
                        number: number,
                        name: $0.name,
                        position: $0.position?.acronym ?? Wording.missing,
                        skill: Self.skill($0.skill)
                    )
                }
            }
        }
        return .teams(teamA: entries(.teamA), teamB: entries(.teamB), bench: entries(.bench))
    }

    private func message(for refusal: ConfirmPlayersRefusal) -> Message? {
        switch refusal {
        case .nobodyPicked: .error(Self.nobody)
        case .noSuchPlayer(let number, let count): .error(Wording.noSuch("player", number, count: count))
        case .tooFewToSplit: .error("A split needs at least \(Gather.minimumPlayers) players: type b to go back and select more.")
        case .noOtherBalancedSplit: .info("No other split is as balanced: these are the fairest teams.")
        case .teamWithoutPlayers: .error(Self.startHint)
        // Asked as a question instead.
        case .unevenTeams, .anotherMatchUnfinished: nil
        }
    }

    /// One line that says how the split made the teams.
    static func explanation(of split: BalancedSplit<Player>, on sheet: TeamSheet<Player>) -> String {
        /// The name, and the number too when another player on the sheet has the same name.
        func name(_ player: Player) -> String {
            let namesakes = sheet.players.filter { $0.name == player.name }.count
            guard namesakes > 1, let number = sheet.number(of: player) else { return player.name }
            return "\(player.name) (#\(number))"
        }
        let heading = split.rank == 1 ? "Balanced by skill" : "Split \(split.rank), as balanced"
        var parts = ["\(heading): Team A \(points(split.pointsA)) · Team B \(points(split.pointsB))"]
        let keepers = split.goalkeepers.teamA.map { (name($0), "A") } + split.goalkeepers.teamB.map { (name($0), "B") }
        if !keepers.isEmpty {
            parts.append((keepers.count == 1 ? "goalkeeper: " : "goalkeepers: ")
                + keepers.map { "\($0.0) in \($0.1)" }.joined(separator: ", "))
        }
        let unrated = split.unrated
        switch unrated.count {
        case 0: break
        case 1: parts.append("\(name(unrated[0])) has no skill set, counted as amateur (2 pts)")
        default: parts.append("\(unrated.count) players have no skill set, counted as amateurs (2 pts)")
        }
        let next = split.rank > 1 && !split.hasNext ? " The last as balanced: auto again starts over." : ""
        return parts.joined(separator: "; ") + "." + next
    }

    static func points(_ value: Int) -> String {
        value == 1 ? "1 pt" : "\(value) pts"
    }

    /// Short enough for three teams side by side; `?` spells them out.
    static func skill(_ skill: PlayerSkill?) -> String {
        switch skill {
        case .beginner: "beg"
        case .amateur: "am"
        case .professional: "pro"
        case nil: Wording.missing
        }
    }

    static func unevenQuestion(_ sizes: (teamA: Int, teamB: Int)) -> String {
        "Team A has \(players(sizes.teamA)) and Team B \(players(sizes.teamB)). Start anyway? (y/n)"
    }

    /// "Another match is unfinished: Team A 2 : 1 Team B, 07:42 left. resume it, discard it and start this one, or b?"
    static func waitingQuestion(_ match: UnfinishedGather) -> String {
        let (score, timer) = (match.progress.score, match.progress.timer)
        let time = timer.isFinished ? "time is up" : "\(Wording.clock(timer.remaining)) left"
        return "Another match is unfinished: \(Wording.score(teamA: score.teamA, teamB: score.teamB)), \(time)."
            + " Type resume to play it, discard to drop it and start this one, or b to go back:"
    }

    static func players(_ count: Int) -> String {
        count == 1 ? "1 player" : "\(count) players"
    }

    /// "Ann (ST, #1)", "Ann (ST, #1) and Bob (GK, #2)", …: two players of the same name are told apart.
    private func named(_ players: [Player]) -> String {
        let sheet = interactor.sheet
        let names = players.map { player in
            let number = sheet.number(of: player).map { "#\($0)" }
            let details = [player.position?.acronym, number].compactMap { $0 }
            return details.isEmpty ? player.name : "\(player.name) (\(details.joined(separator: ", ")))"
        }
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    static func destination(_ team: Team) -> String {
        team == .bench ? "the bench" : team.rawValue
    }

    static func place(_ team: Team) -> String {
        team == .bench ? "on the bench" : "in \(team.rawValue)"
    }

    static var keptUneven: String { "The teams stay as they are: move players with m, or type auto for balanced teams." }
    static var nobody: String { "No players were selected: type b to go back and select some." }
    static var moveHint: String { "Type m, the players' numbers and where to, e.g. m 1 3 a (a, b or bench)." }
    static var startHint: String {
        "Each team needs at least one player: move players with m, e.g. m 1 a, or type auto for balanced teams."
    }
}
