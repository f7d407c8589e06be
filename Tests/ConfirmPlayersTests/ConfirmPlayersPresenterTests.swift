import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import ConfirmPlayers

/// A player as plain data: all the presenter may know of one.
struct Footballer: ConfirmPlayersEntity {
    var id: Int
    var name: String
    var position: PlayerPosition?
    var skill: PlayerSkill?

    static let ann = Footballer(id: 1, name: "Ann Smith", position: .striker, skill: .amateur)
    static let bob = Footballer(id: 2, name: "Bob", position: .goalkeeper, skill: .professional)
    static let carla = Footballer(id: 3, name: "Carla Díaz", position: .midfielder, skill: .beginner)
    static let dmitri = Footballer(id: 4, name: "Dmitri")
    static let roster = [ann, bob, carla, dmitri]
}

/// Answers as the test says; applies no rule of its own.
@MainActor
final class ConfirmPlayersInteractorStub: ConfirmPlayersInteracting {
    var sheet = TeamSheet(players: Footballer.roster)
    /// The next command is refused with this, when set.
    var refusal: ConfirmPlayersRefusal?
    var moveOutcome = ConfirmPlayersMove.moved([1])
    var split = BalancedSplit(teamA: [2, 3], teamB: [1, 4], pointsA: 4, pointsB: 4, goalkeepersA: [2], goalkeepersB: [], unrated: [4])
    var startFailure: ServiceError?
    /// Each team's points, as the interactor would count them.
    var points: [Team: Int] = [:]
    var latecomers: [Int] = []
    var startsFromLastMatch = false
    let match = UnfinishedGather(gather: Gather(id: UUID(), players: []), progress: GatherProgress())
    private(set) var calls: [String] = []

    /// Puts the players on the sheet in these teams, in number order.
    func place(_ teams: [Team]) {
        sheet.teams = teams
    }

    func move(numbers: [Int], to team: Team) throws(ConfirmPlayersRefusal) -> ConfirmPlayersMove {
        calls.append("move \(numbers.map(String.init).joined(separator: ",")) to \(team.label)")
        if let refusal { throw refusal }
        return moveOutcome
    }

    func splitBalanced() throws(ConfirmPlayersRefusal) -> BalancedSplit {
        calls.append("split")
        if let refusal { throw refusal }
        return split
    }

    func points(in team: Team) -> Int {
        points[team] ?? 0
    }

    func startGather(allowingUnevenTeams: Bool, discarding: UnfinishedGather?) async throws(ConfirmPlayersRefusal) -> UnfinishedGather {
        calls.append((allowingUnevenTeams ? "start anyway" : "start") + (discarding == nil ? "" : ", discarding the other"))
        if let startFailure { throw .failed(StoreFailure(startFailure)) }
        if discarding != nil, case .anotherMatchUnfinished = refusal { return match }
        if allowingUnevenTeams, case .unevenTeams = refusal { return match }
        if let refusal { throw refusal }
        return match
    }

    func now() -> Date {
        Date(timeIntervalSince1970: 1_795_600_000)
    }

    var shareOutcomes: [ShareFileOutcome] = []
    private(set) var shared: [(text: String, path: String, replacing: Bool)] = []

    func share(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        shared.append((text, path, replacing))
        return shareOutcomes.isEmpty ? .written : shareOutcomes.removeFirst()
    }
}

@MainActor
final class ConfirmPlayersRouterSpy: ConfirmPlayersRouting {
    private(set) var calls: [String] = []
    private(set) var gathers: [UnfinishedGather] = []
    func showGather(_ unfinished: UnfinishedGather) {
        calls.append("gather")
        gathers.append(unfinished)
    }
    func close() { calls.append("close") }
}

@MainActor
final class ConfirmPlayersViewSpy: ConfirmPlayersDisplaying {
    private(set) var displayed: [ConfirmPlayersViewModel] = []
    var last: ConfirmPlayersViewModel? { displayed.last }
    func display(_ viewModel: ConfirmPlayersViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct ConfirmPlayersPresenterTests {
    let interactor = ConfirmPlayersInteractorStub()
    let router = ConfirmPlayersRouterSpy()
    let view = ConfirmPlayersViewSpy()

    /// The presenter, shown.
    func showing() -> ConfirmPlayersPresenter {
        let sut = ConfirmPlayersPresenter(interactor: interactor, router: router, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        sut.view = view
        sut.viewWillAppear()
        return sut
    }

    /// Types `line` at the question shown, read as the View reads it.
    func type(_ line: String, to sut: ConfirmPlayersPresenter) async {
        if case .unfinishedMatch = view.last?.question {
            guard let choice = ConfirmPlayersView.unfinishedMatchChoice(line) else { return sut.didEnterUnreadable(.unfinishedMatchAnswer) }
            return await sut.didAnswerUnfinishedMatch(choice)
        }
        guard let yes = TypedInput.answer(line) else { return sut.didEnterUnreadable(.answer) }
        await sut.didAnswer(yes)
    }

    static let entries = [
        ConfirmPlayersEntry(number: 1, name: "Ann Smith", position: "ST", skill: "am"),
        ConfirmPlayersEntry(number: 2, name: "Bob", position: "GK", skill: "pro"),
        ConfirmPlayersEntry(number: 3, name: "Carla Díaz", position: "MID", skill: "beg"),
        ConfirmPlayersEntry(number: 4, name: "Dmitri", position: "—", skill: "—"),
    ]
    nonisolated static let sampleExplanation =
        "Balanced by skill: Team A 4 pts · Team B 4 pts; goalkeeper: Bob in A; "
        + "Dmitri has no skill set, counted as amateur (2 pts)."
    static let startHint = "Each team needs at least one player: move players with m, e.g. m 1 a, or type auto for balanced teams."

    // MARK: Sharing

    @Test func share_showsTheTeamsWithPositions_andTheBench_datedNow() async {
        let sut = showing()
        interactor.place([.teamA, .teamB, .teamA, .bench])

        await sut.didChooseShare(.show(.plain))

        #expect(
            view.last?.shared == [
                "Football Gather · Team sheet · 2026-11-25 09:46",
                "",
                "Team A:",
                "- Ann Smith (ST)",
                "- Carla Díaz (MID)",
                "",
                "Team B:",
                "- Bob (GK)",
                "",
                "Bench: Dmitri",
            ])
        #expect(view.last?.message == .info("Enter goes back to the team sheet."))
        sut.didChooseAutoSplit()
        #expect(view.last?.shared == nil)
    }

    @Test func enter_afterShare_showsTheSheetAgain_andOtherwiseNothing() async {
        let sut = showing()
        let sheetShown = view.displayed.count
        sut.didPressEnter()
        #expect(view.displayed.count == sheetShown, "Enter on the sheet changes nothing")

        await sut.didChooseShare(.show(.plain))
        let shown = view.displayed.count
        sut.didPressEnter()

        #expect(view.displayed.count == shown + 1)
        #expect(view.last?.shared == nil && view.last?.message == nil)
        sut.didPressEnter()
        #expect(view.displayed.count == shown + 1)
    }

    @Test func share_toAFile_inMarkdown_asksBeforeReplacing_andNoKeepsIt() async {
        let sut = showing()
        interactor.shareOutcomes = [.exists]

        await sut.didChooseShare(.write(.markdown, path: "sheet.md"))
        #expect(view.last?.question?.text == "sheet.md already exists. Replace it? (y/n)")
        await type("n", to: sut)

        #expect(interactor.shared.map(\.replacing) == [false])
        #expect(interactor.shared.first?.text.hasPrefix("## Football Gather · Team sheet · 2026-11-25 09:46\n") == true)
        #expect(view.last?.message == .info("Kept sheet.md as it was; nothing was written."))
        #expect(view.last?.question?.text == nil)
        #expect(interactor.calls.isEmpty)
    }

    @Test func share_unreadable_saysWhatShareTakes() {
        let sut = showing()

        sut.didEnterUnreadable(.share)

        #expect(view.last?.message == .error(ShareCommand.usage))
        #expect(interactor.shared.isEmpty)
    }

    @Test func share_whenWritingFails_saysWhy() async {
        let sut = showing()
        interactor.shareOutcomes = [.failed("no such folder")]

        await sut.didChooseShare(.write(.plain, path: "nope/sheet.txt"))

        #expect(view.last?.message == .error("Could not write nope/sheet.txt: no such folder. Nothing was written."))
    }

    // MARK: Showing

    @Test func viewWillAppear_showsEveryoneOnTheBenchNumberedInTheGivenOrder() {
        _ = showing()

        #expect(view.displayed == [ConfirmPlayersViewModel(state: .teams(teamA: [], teamB: [], bench: Self.entries))])
        #expect(interactor.calls.isEmpty)
    }

    @Test func theTeams_areShownAsTheSheetHasThemKeepingEachPlayersNumber() {
        interactor.place([.teamA, .bench, .teamA, .teamB])

        _ = showing()

        #expect(
            view.last
                == ConfirmPlayersViewModel(
                    state: .teams(teamA: [Self.entries[0], Self.entries[2]], teamB: [Self.entries[3]], bench: [Self.entries[1]])
                ))
    }

    @Test func eachTeamsPoints_areShownAtAllTimes_evenAfterAMoveByHand() {
        interactor.points = [.teamA: 5, .teamB: 1, .bench: 2]
        let sut = showing()
        #expect(view.last?.teamAPoints == "5 pts")
        #expect(view.last?.teamBPoints == "1 pt")

        sut.didChooseAutoSplit()
        interactor.points = [.teamA: 3, .teamB: 4]
        sut.didChooseMove(numbers: [2], to: .teamB)

        #expect(view.last?.explanation == nil)
        #expect(view.last?.teamAPoints == "3 pts")
        #expect(view.last?.teamBPoints == "4 pts")
    }

    @Test func viewWillAppear_withALatecomer_saysTheTeamsAreKept_andWhoJoinsTheBench() {
        interactor.latecomers = [4]
        _ = showing()

        #expect(view.last?.message == .info("The teams are as you left them; Dmitri (#4) joins the bench."))
    }

    @Test func viewWillAppear_withTheLastMatchsTeams_saysSo() {
        interactor.startsFromLastMatch = true
        _ = showing()
        #expect(view.last?.message == .info("The teams are as in the last match."))

        interactor.latecomers = [4]
        _ = showing()
        #expect(view.last?.message == .info("The teams are as in the last match; Dmitri (#4) joins the bench."))
    }

    @Test func viewWillAppear_withNobody_showsTheEmptyState() {
        interactor.sheet = TeamSheet(players: [Player]())

        _ = showing()

        #expect(view.last == ConfirmPlayersViewModel(state: .empty))
    }

    // MARK: Moving

    @Test(arguments: [
        (ConfirmPlayersMove.moved([4]), Team.teamB, "Moved Dmitri (#4) to Team B."),
        (.moved([3, 1, 2]), .teamB, "Moved Carla Díaz (MID, #3), Ann Smith (ST, #1) and Bob (GK, #2) to Team B."),
        (.moved([2]), .bench, "Moved Bob (GK, #2) to the bench."),
        (.alreadyThere([1]), .teamA, "Ann Smith (ST, #1) is already in Team A."),
        (.alreadyThere([3, 4]), .bench, "Carla Díaz (MID, #3) and Dmitri (#4) are already on the bench."),
    ])
    func move_asksTheInteractorAndSaysWhatHappened(outcome: ConfirmPlayersMove, team: Team, news: String) {
        let sut = showing()
        interactor.moveOutcome = outcome

        sut.didChooseMove(numbers: [3, 1], to: team)

        #expect(interactor.calls == ["move 3,1 to \(team.label)"])
        #expect(view.last?.message == .info(news))
    }

    @Test func move_ofTwoPlayersWithTheSameName_tellsThemApart() {
        let otherBob = Footballer(id: 5, name: "Bob", position: .goalkeeper, skill: .beginner)
        interactor.sheet = TeamSheet(players: [Footballer.bob, Footballer.ann, otherBob])
        let sut = showing()
        interactor.moveOutcome = .moved([3, 1])

        sut.didChooseMove(numbers: [3, 1], to: .teamA)

        #expect(view.last?.message == .info("Moved Bob (GK, #3) and Bob (GK, #1) to Team A."))
    }

    @Test func auto_ofTwoPlayersWithTheSameName_tellsThemApart() {
        let otherBob = Footballer(id: 5, name: "Bob", position: .goalkeeper, skill: .beginner)
        let unratedBob = Footballer(id: 6, name: "Bob")
        interactor.sheet = TeamSheet(players: [Footballer.bob, Footballer.ann, otherBob, unratedBob])
        interactor.split = BalancedSplit(teamA: [1, 2], teamB: [3, 4], pointsA: 5, pointsB: 3, goalkeepersA: [1], goalkeepersB: [3], unrated: [4])
        let sut = showing()

        sut.didChooseAutoSplit()

        #expect(
            view.last?.explanation == "Balanced by skill: Team A 5 pts · Team B 3 pts; goalkeepers: Bob (#1) in A, Bob (#3) in B; "
                + "Bob (#4) has no skill set, counted as amateur (2 pts).")
    }

    @Test(arguments: [
        (ConfirmPlayersRefusal.noSuchPlayer(5, count: 4), "There is no player 5: choose 1–4."),
        (.noSuchPlayer(2, count: 1), "There is no player 2: choose 1."),
        (.nobodyPicked, "No players were selected: type b to go back and select some."),
    ])
    func move_refused_saysWhy(refusal: ConfirmPlayersRefusal, news: String) {
        let sut = showing()
        interactor.refusal = refusal

        sut.didChooseMove(numbers: [5], to: .teamA)

        #expect(view.last?.message == .error(news))
    }

    @Test(arguments: [([Int](), Team?.some(.teamA)), ([1], nil), ([], nil)])
    func move_incomplete_explainsHowWithoutAskingTheInteractor(numbers: [Int], team: Team?) {
        showing().didChooseMove(numbers: numbers, to: team)

        #expect(view.last?.message == .error("Type m, the players' numbers and where to, e.g. m 1 3 a (a, b or bench)."))
        #expect(interactor.calls.isEmpty)
    }

    // MARK: Automatic split

    @Test func auto_showsTheTeamsTheSplitMadeAndExplainsHow() {
        let sut = showing()
        interactor.place([.teamB, .teamA, .teamA, .teamB])

        sut.didChooseAutoSplit()

        #expect(interactor.calls == ["split"])
        #expect(
            view.last
                == ConfirmPlayersViewModel(
                    state: .teams(teamA: [Self.entries[1], Self.entries[2]], teamB: [Self.entries[0], Self.entries[3]], bench: []),
                    explanation: Self.sampleExplanation
                ))
    }

    @Test(arguments: [
        (
            Footballer.roster, BalancedSplit(teamA: [2, 3], teamB: [1, 4], pointsA: 4, pointsB: 4, goalkeepersA: [2], goalkeepersB: [], unrated: [4]),
            sampleExplanation
        ),
        (
            [Footballer.ann, .bob, .carla, Footballer(id: 4, name: "Dmitri", position: .goalkeeper, skill: .beginner)],
            BalancedSplit(teamA: [2, 3], teamB: [4, 1], pointsA: 4, pointsB: 3, goalkeepersA: [2], goalkeepersB: [4]),
            "Balanced by skill: Team A 4 pts · Team B 3 pts; goalkeepers: Bob in A, Dmitri in B."
        ),
        (
            [Footballer.ann, .carla, Footballer(id: 5, name: "Eve", position: .winger, skill: .professional)],
            BalancedSplit(teamA: [1, 2], teamB: [3], pointsA: 3, pointsB: 3),
            "Balanced by skill: Team A 3 pts · Team B 3 pts."
        ),
        (
            [Footballer.carla, Footballer(id: 2, name: "Bob"), Footballer(id: 5, name: "Eve")],
            BalancedSplit(teamA: [1, 2], teamB: [3], pointsA: 3, pointsB: 2, unrated: [2, 3]),
            "Balanced by skill: Team A 3 pts · Team B 2 pts; 2 players have no skill set, counted as amateurs (2 pts)."
        ),
        ([Footballer.carla], BalancedSplit(teamA: [1], teamB: [], pointsA: 1, pointsB: 0), "Balanced by skill: Team A 1 pt · Team B 0 pts."),
        (
            (1...5).map { Footballer(id: $0, name: "Keeper \($0)", position: .goalkeeper, skill: .amateur) },
            BalancedSplit(teamA: [1, 3, 5], teamB: [2, 4], pointsA: 6, pointsB: 4, goalkeepersA: [1, 3, 5], goalkeepersB: [2, 4]),
            "Balanced by skill: Team A 6 pts · Team B 4 pts; goalkeepers: 3 in A, 2 in B."
        ),
    ])
    func auto_explainsThePointsTheGoalkeepersAndWhoHasNoSkill(players: [Footballer], split: BalancedSplit, explanation: String) {
        interactor.sheet = TeamSheet(players: players)
        let sut = showing()
        interactor.split = split

        sut.didChooseAutoSplit()

        #expect(view.last?.explanation == explanation)
    }

    @Test func auto_explanationStaysUntilSomeoneIsMovedByHand() {
        let sut = showing()
        sut.didChooseAutoSplit()

        sut.didEnterUnknownCommand("x")
        #expect(view.last?.explanation != nil)
        interactor.moveOutcome = .alreadyThere([2])
        sut.didChooseMove(numbers: [2], to: .teamA)
        #expect(view.last?.explanation != nil)
        interactor.refusal = .noSuchPlayer(9, count: 4)
        sut.didChooseMove(numbers: [9], to: .teamA)
        #expect(view.last?.explanation != nil)

        interactor.refusal = nil
        interactor.moveOutcome = .moved([2])
        sut.didChooseMove(numbers: [2], to: .teamB)
        #expect(view.last?.explanation == nil)
    }

    @Test func auto_refused_saysWhyAndExplainsNothing() {
        let sut = showing()
        interactor.refusal = .tooFewToSplit

        sut.didChooseAutoSplit()

        #expect(view.last?.message == .error("A split needs at least 2 players: type b to go back and select more."))
        #expect(view.last?.explanation == nil)
    }

    @Test func auto_again_showsWhichSplitAsBalanced_andSaysWhenItIsTheLast() {
        let sut = showing()
        interactor.split.rank = 2
        interactor.split.hasNext = true
        sut.didChooseAutoSplit()
        #expect(
            view.last?.explanation
                == "Split 2, as balanced: Team A 4 pts · Team B 4 pts; goalkeeper: Bob in A; Dmitri has no skill set, counted as amateur (2 pts).")

        interactor.split.rank = 3
        interactor.split.hasNext = false
        sut.didChooseAutoSplit()
        #expect(view.last?.explanation?.hasSuffix(" The last as balanced: auto again starts over.") == true)
    }

    @Test func auto_again_withNoOtherSplitAsBalanced_saysSo() {
        let sut = showing()
        interactor.refusal = .noOtherBalancedSplit

        sut.didChooseAutoSplit()

        #expect(view.last?.message == .info("No other split is as balanced: these are the fairest teams."))
    }

    // MARK: Starting

    @Test func start_opensTheMatchTheInteractorStarted() async {
        let sut = showing()
        sut.didEnterUnknownCommand("x")

        await sut.didChooseStart()

        #expect(interactor.calls == ["start"])
        #expect(router.calls == ["gather"])
        #expect(router.gathers == [interactor.match])
        #expect(view.last?.message == nil)
    }

    @Test func start_withUnevenTeams_asksFirst_andYesStartsAnyway() async {
        let sut = showing()
        interactor.refusal = .unevenTeams(teamA: 3, teamB: 1)

        await sut.didChooseStart()

        #expect(view.last?.question?.text == "Team A has 3 players and Team B 1 player. Start anyway? (y/n)")
        #expect(view.last?.message == nil)
        #expect(router.calls.isEmpty)

        await type(" Yes ", to: sut)

        #expect(interactor.calls == ["start", "start anyway"])
        #expect(router.calls == ["gather"])
        #expect(view.last?.question?.text == nil)
    }

    @Test(arguments: ["", "maybe", "start", "?"])
    func start_withUnevenTeams_answeredWithNeitherYesNorNo_asksAgain(answer: String) async {
        let sut = showing()
        interactor.refusal = .unevenTeams(teamA: 4, teamB: 2)
        await sut.didChooseStart()

        await type(answer, to: sut)

        #expect(view.last?.question?.text == "Team A has 4 players and Team B 2 players. Start anyway? (y/n)")
        #expect(view.last?.message == .error("Type y for yes or n for no (b or cancel say no too)."))
        #expect(interactor.calls == ["start"])
        #expect(router.calls.isEmpty)
    }

    @Test func start_withUnevenTeams_no_keepsTheSheet() async {
        let sut = showing()
        interactor.refusal = .unevenTeams(teamA: 1, teamB: 3)
        await sut.didChooseStart()

        await type("n", to: sut)

        #expect(view.last?.question?.text == nil)
        #expect(view.last?.message == .info("The teams stay as they are: move players with m, or type auto for balanced teams."))
        #expect(interactor.calls == ["start"])
        #expect(router.calls.isEmpty)

        await type("y", to: sut)
        #expect(interactor.calls == ["start"])
    }

    // MARK: At most one unfinished match

    static let waiting = UnfinishedGather(
        gather: Gather(id: UUID(), players: []),
        progress: GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462))
    )
    static let waitingQuestion =
        "Another match is unfinished: Team A 2–1 Team B, 07:42 left."
        + " Type resume to play it, discard to drop it and start this one, or b to go back:"

    @Test func start_whileAnotherMatchIsUnfinished_asksFirst_andResumeOpensThatOne() async {
        let sut = showing()
        interactor.refusal = .anotherMatchUnfinished(Self.waiting)

        await sut.didChooseStart()
        #expect(view.last?.question?.text == Self.waitingQuestion)
        #expect(router.calls.isEmpty)

        await type(" Resume ", to: sut)
        #expect(interactor.calls == ["start"])
        #expect(router.gathers == [Self.waiting])
    }

    @Test func start_whileAnotherMatchIsUnfinished_discardDropsIt_andStartsThisOne() async {
        let sut = showing()
        interactor.refusal = .anotherMatchUnfinished(Self.waiting)
        await sut.didChooseStart()

        await type("discard", to: sut)

        #expect(interactor.calls == ["start", "start, discarding the other"])
        #expect(router.gathers == [interactor.match])
    }

    @Test func start_withUnevenTeams_thenAnotherUnfinished_discardStartsAnywayStill() async {
        let sut = showing()
        interactor.refusal = .unevenTeams(teamA: 3, teamB: 1)
        await sut.didChooseStart()
        interactor.refusal = .anotherMatchUnfinished(Self.waiting)
        await type("y", to: sut)
        #expect(view.last?.question?.text == Self.waitingQuestion)

        await type("discard", to: sut)

        #expect(interactor.calls == ["start", "start anyway", "start anyway, discarding the other"])
        #expect(router.calls == ["gather"])
    }

    @Test(arguments: ["b", "back", "n"])
    func start_whileAnotherMatchIsUnfinished_backKeepsBoth(answer: String) async {
        let sut = showing()
        interactor.refusal = .anotherMatchUnfinished(Self.waiting)
        await sut.didChooseStart()

        await type(answer, to: sut)

        #expect(view.last?.question?.text == nil)
        #expect(view.last?.message == .info("Nothing started: the unfinished match waits on your players list (resume or discard)."))
        #expect(interactor.calls == ["start"])
        #expect(router.calls.isEmpty)
    }

    @Test func start_whileAnotherMatchIsUnfinished_anythingElse_asksAgain() async {
        let sut = showing()
        interactor.refusal = .anotherMatchUnfinished(Self.waiting)
        await sut.didChooseStart()

        await type("y", to: sut)

        #expect(view.last?.question?.text == Self.waitingQuestion)
        #expect(view.last?.message == .error("Type resume, discard or b."))
        #expect(router.calls.isEmpty)
    }

    @Test func start_refused_explainsHowToFillBothTeams() async {
        let sut = showing()
        interactor.refusal = .teamWithoutPlayers

        await sut.didChooseStart()

        #expect(view.last?.message == .error(Self.startHint))
        #expect(router.calls.isEmpty)
    }

    @Test func start_withAPlayerGone_saysToGoBack_andOffersNoRetry() async {
        let sut = showing()
        interactor.refusal = .gone

        await sut.didChooseStart()

        #expect(
            view.last?.message
                == .error("A player on the team sheet is no longer on your roster (deleted in another window): type b to go back and select again."))
        #expect(view.last?.offersRetry == false)
        await sut.didChooseRetry()
        #expect(interactor.calls == ["start"])
        #expect(router.calls.isEmpty)
    }

    @Test func start_saysItIsStartingWhileTheStoreWorks() async {
        let sut = showing()
        interactor.startFailure = .unavailable("disk")

        await sut.didChooseStart()

        #expect(view.displayed.dropLast().last?.message == .working("Starting the match…"))
        #expect(view.last?.message?.kind == .error)
    }

    @Test func start_whenTheStoreFails_showsTheErrorKeepsTheTeamsAndCanBeRetried() async {
        let sut = showing()
        sut.didChooseAutoSplit()
        let shown = view.last
        interactor.startFailure = .unavailable("disk")

        await sut.didChooseStart()

        #expect(
            view.last
                == ConfirmPlayersViewModel(
                    state: shown?.state ?? .empty,
                    explanation: Self.sampleExplanation,
                    message: .error("Could not start the match. Storage is unavailable: disk. Type r to try again."),
                    offersRetry: true
                ))
        #expect(router.calls.isEmpty)

        interactor.startFailure = nil
        await sut.didChooseRetry()

        #expect(interactor.calls == ["split", "start", "start"])
        #expect(router.calls == ["gather"])
    }

    @Test func retry_isOfferedOnlyRightAfterAFailedStart_andStartsNothingOtherwise() async {
        let sut = showing()
        interactor.startFailure = .unavailable("disk")
        await sut.didChooseStart()
        #expect(view.last?.offersRetry == true)
        sut.didChooseAutoSplit()
        #expect(view.last?.offersRetry == false)

        await sut.didChooseRetry()

        #expect(interactor.calls.filter { $0 == "start" }.count == 1)
    }

    // MARK: Back, unknown commands, messages

    @Test func back_closesTheScreen() {
        let sut = showing()
        sut.didEnterUnknownCommand("x")

        sut.didChooseBack()

        #expect(router.calls == ["close"])
        #expect(view.last?.message == nil)
    }

    @Test func unknownCommand_isReported() {
        showing().didEnterUnknownCommand("dance")

        #expect(view.last?.message == .unknownCommand("dance"))
    }

    @Test func messages_clearOnTheNextEvent() async {
        let sut = showing()
        sut.didChooseMove(numbers: [], to: .teamA)
        #expect(view.last?.message != nil)

        sut.didChooseAutoSplit()
        #expect(view.last?.message == nil)

        sut.didEnterUnknownCommand("x")
        sut.viewWillAppear()
        #expect(view.last?.message == nil)
    }
}
