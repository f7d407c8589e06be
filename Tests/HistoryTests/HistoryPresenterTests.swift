import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import History

/// A finished match as plain data: all the presenter may know of one.
struct PlayedMatch: HistoryEntity, Equatable {
    var id = UUID()
    var playedAt: Date?
    var score: Score?
    var winner: Winner?
    var players: [GatherPlayer]
    var notSentYet = false
    var halfTimeScore: Score?
    var substitutions: [GatherSubstitution] = []
}

/// Answers as the test says.
@MainActor
final class HistoryInteractorStub: HistoryInteracting {
    var result: Result<[PlayedMatch], StoreFailure> = .success([])
    private var loaded: [PlayedMatch] = []
    var matches: [any HistoryEntity] { loaded }
    private(set) var calls = 0
    /// Set: the matches shown are a copy loaded then.
    var offlineSince: Date?
    var isReadOnly: Bool { offlineSince != nil }
    /// Set: what the load says it sent of the matches that waited.
    var sending: WaitingMatchesSent?

    private var isLoaded = false

    func loadMatches() async throws(HistoryRefusal) {
        calls += 1
        (loaded, isLoaded) = ([], false)
        switch result {
        case .success(let matches): loaded = matches
        case .failure(let failure): throw .failed(failure)
        }
        isLoaded = true
    }

    /// As the Interactor's rule: not loaded, empty, or deleting while offline.
    func mayUse(_ use: HistoryUse) throws(HistoryRefusal) {
        guard isLoaded else { throw .notLoaded }
        guard !loaded.isEmpty else { throw .noMatches }
        if use == .delete, offlineSince != nil { throw .offline }
    }

    /// As the Interactor's rule: refused as `mayUse` says, or none by that number.
    func match(numbered number: Int, to use: HistoryUse) throws(HistoryRefusal) -> any HistoryEntity {
        try mayUse(use)
        return try match(numbered: number)
    }

    /// By the Domain's rule, from the match's players and score.
    func goals(of team: Team, in match: any HistoryEntity) -> TeamGoals? {
        match.score.flatMap { TeamGoals(of: team, score: $0, players: match.players) }
    }

    private func match(numbered number: Int) throws(HistoryRefusal) -> PlayedMatch {
        guard loaded.indices.contains(number - 1) else { throw .noSuchMatch(number, count: loaded.count) }
        return loaded[number - 1]
    }

    /// Set: fetching a match's players fails with it.
    var fullMatchFailure: HistoryRefusal?
    private(set) var fullMatchCalls: [Int] = []

    func fullMatch(numbered number: Int) async throws(HistoryRefusal) -> any HistoryEntity {
        fullMatchCalls.append(number)
        if let fullMatchFailure { throw fullMatchFailure }
        return try match(numbered: number)
    }

    /// Set: deleting is refused with it (the store's failure, or the match gone).
    var deleteFailure: HistoryRefusal?
    private(set) var deleted: [PlayedMatch] = []

    var shareOutcomes: [ShareFileOutcome] = []
    private(set) var shared: [(text: String, path: String, replacing: Bool)] = []

    func share(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        shared.append((text, path, replacing))
        return shareOutcomes.isEmpty ? .written : shareOutcomes.removeFirst()
    }

    func delete(_ match: any HistoryEntity) async throws(HistoryRefusal) {
        if let match = match as? PlayedMatch { deleted.append(match) }
        if let deleteFailure { throw deleteFailure }
        if offlineSince != nil { throw .offline }
        loaded.removeAll { $0.id == match.id }
        result = result.map { $0.filter { $0.id != match.id } }
    }
}

@MainActor
final class HistoryRouterSpy: HistoryRouting {
    private(set) var closes = 0
    func close() { closes += 1 }
}

@MainActor
final class HistoryViewSpy: HistoryDisplaying {
    private(set) var displayed: [HistoryViewModel] = []
    var last: HistoryViewModel? { displayed.last }
    func display(_ viewModel: HistoryViewModel) { displayed.append(viewModel) }
}

/// Three finished matches, newest first, as the interactor hands them over.
extension PlayedMatch {
    static let december = PlayedMatch(
        playedAt: Date(timeIntervalSince1970: 1_796_200_000),
        score: Score(teamA: 2, teamB: 1),
        winner: .teamA,
        players: [
            GatherPlayer(playerID: 11, name: "Ann Smith", position: .striker, skill: .amateur, team: .teamA),
            // Deleted from the roster since: the gather keeps the name.
            GatherPlayer(playerID: nil, name: "Bob", position: .goalkeeper, skill: .professional, team: .teamA),
            GatherPlayer(playerID: 13, name: "Carla Díaz", position: .midfielder, team: .teamB),
            GatherPlayer(playerID: 14, name: "Dmitri", team: .teamB),
            GatherPlayer(playerID: 15, name: "Eve", position: .winger, team: .bench),
        ]
    )
    static let november = PlayedMatch(
        playedAt: Date(timeIntervalSince1970: 1_795_600_000),
        score: Score(teamA: 3, teamB: 3),
        winner: Winner.none,
        players: [
            GatherPlayer(playerID: 11, name: "Ann Smith", position: .striker, team: .teamA),
            GatherPlayer(playerID: 12, name: "Bob", position: .goalkeeper, team: .teamA),
            GatherPlayer(playerID: 14, name: "Dmitri", team: .teamA),
            GatherPlayer(playerID: 13, name: "Carla Díaz", position: .midfielder, team: .teamB),
            GatherPlayer(playerID: 15, name: "Eve", position: .winger, team: .teamB),
        ]
    )
    /// From a store that keeps no dates (as a remote one may not).
    static let undated = PlayedMatch(
        score: Score(teamA: 0, teamB: 1),
        winner: .teamB,
        players: [
            GatherPlayer(playerID: 11, name: "Ann Smith", position: .striker, team: .teamA),
            GatherPlayer(playerID: 12, name: "Bob", position: .goalkeeper, team: .teamB),
        ]
    )
    static let history = [december, november, undated]
}

@MainActor
@Suite struct HistoryPresenterTests {
    let interactor = HistoryInteractorStub()
    let router = HistoryRouterSpy()
    let view = HistoryViewSpy()

    static let rows = [
        HistoryRow(number: 1, date: "2026-12-02 08:26", result: "Team A won 2–1", teams: "2 v 2"),
        HistoryRow(number: 2, date: "2026-11-25 09:46", result: "Draw 3–3", teams: "3 v 2"),
        HistoryRow(number: 3, date: "—", result: "Team B won 1–0", teams: "1 v 1"),
    ]

    static let decemberInFull = HistoryDetail(
        number: 1,
        count: 3,
        date: "2026-12-02 08:26",
        result: "Team A won 2–1",
        teamA: [HistoryPlayerLine(name: "Ann Smith", position: "ST"), HistoryPlayerLine(name: "Bob", position: "GK", isDeleted: true)],
        teamB: [HistoryPlayerLine(name: "Carla Díaz", position: "MID"), HistoryPlayerLine(name: "Dmitri", position: "—")],
        bench: [HistoryPlayerLine(name: "Eve", position: "W")]
    )

    func presenter(timeZone: TimeZone = .utc) -> HistoryPresenter {
        let sut = HistoryPresenter(
            interactor: interactor, router: router, timeZone: timeZone, offline: OfflineNotice(timeZone: timeZone, now: ManualClock().now)
        )
        sut.view = view
        return sut
    }

    /// The presenter after the history loaded `gathers`.
    func loaded(_ gathers: [PlayedMatch] = PlayedMatch.history, timeZone: TimeZone = .utc) async -> HistoryPresenter {
        interactor.result = .success(gathers)
        let sut = presenter(timeZone: timeZone)
        await sut.viewWillAppear()
        return sut
    }

    // MARK: Loading

    @Test func viewWillAppear_showsLoadingThenTheGathersNewestFirst() async {
        _ = await loaded()

        #expect(view.displayed == [HistoryViewModel(state: .loading), HistoryViewModel(state: .loaded(Self.rows))])
        #expect(interactor.calls == 1)
    }

    @Test func viewWillAppear_withAGatherWhoseTeamsAreUnknown_showsADashForTheTeams() async {
        let unknown = PlayedMatch(score: Score(teamA: 2, teamB: 1), winner: .teamA, players: [GatherPlayer(playerID: 1, name: "Ann", team: .bench)])
        _ = await loaded([unknown])

        guard case .loaded(.list(let rows))? = view.last?.state else {
            Issue.record("expected the list")
            return
        }
        #expect(rows.map(\.teams) == ["—"])
    }

    @Test func aMatchNotSentYet_isMarked_andOfflineItMayStillBeDeleted() async {
        var waiting = PlayedMatch.december
        waiting.notSentYet = true
        interactor.offlineSince = Date(timeIntervalSince1970: 0)
        _ = await loaded([waiting, .november])

        guard case .loaded(.list(let rows))? = view.last?.state else {
            Issue.record("expected the list")
            return
        }
        #expect(rows.map(\.result) == ["Team A won 2–1 · not sent yet", "Draw 3–3"])
        #expect(view.last?.showsMatchesNotSentYet == true && view.last?.isReadOnly == true)
        let screen = HistoryView(presenter: HistoryPresenterSpy())
        screen.display(view.last ?? HistoryViewModel())
        #expect(screen.content.actions.map(\.key).contains("d N"), "offline, for the match not sent yet")
    }

    @Test func aLoadThatSentTheMatchesThatWaited_saysWhatWent_orWhyOneStillWaits() async {
        let sent = Gather(id: UUID(), players: [], score: Score(teamA: 2, teamB: 1), winner: .teamA)
        interactor.sending = WaitingMatchesSent(sent: [SentMatch(gather: sent, leftOut: ["Cleo"])])
        _ = await loaded([.december])

        #expect(
            view.last?.message
                == .success("Sent the match played while the server was away: Team A 2–1 Team B. Left out, as the server no longer has them: Cleo."))

        interactor.sending = WaitingMatchesSent(stillWaiting: 2, failure: .unavailable("connection refused"))
        await presenter().viewWillAppear()
        #expect(view.last?.message == .error("2 matches are not sent yet. Storage is unavailable: connection refused. Type r to try again."))
    }

    @Test func viewWillAppear_withNoFinishedGathers_showsTheEmptyState() async {
        _ = await loaded([])

        #expect(view.last == HistoryViewModel(state: .empty))
    }

    @Test func viewWillAppear_whenLoadingFails_showsTheErrorAndOffersRetry() async {
        interactor.result = .failure(.unavailable("disk"))

        await presenter().viewWillAppear()

        #expect(
            view.last
                == HistoryViewModel(
                    state: .failed("Storage is unavailable: disk."),
                    message: .error("Storage is unavailable: disk. Type r to retry.")
                ))
    }

    @Test func retry_afterAFailure_loadsTheGathers() async {
        interactor.result = .failure(.unavailable("disk"))
        let sut = presenter()
        await sut.viewWillAppear()

        interactor.result = .success(PlayedMatch.history)
        await sut.didChooseRetry()

        #expect(view.last == HistoryViewModel(state: .loaded(Self.rows)))
        #expect(interactor.calls == 2)
    }

    @Test func retry_whenItFailsAgain_keepsOfferingRetry() async {
        interactor.result = .failure(.sessionExpired)
        let sut = presenter()
        await sut.viewWillAppear()

        await sut.didChooseRetry()

        #expect(view.last?.state == .failed("Your session has expired: please log in again."))
        #expect(view.last?.message == .error("Your session has expired: please log in again. Type r to retry."))
    }

    @Test func viewWillAppear_again_reloadsAndShowsTheList() async {
        let sut = await loaded([.november])
        await sut.didChooseGather(number: 1)

        interactor.result = .success([.december, .november])
        await sut.viewWillAppear()

        #expect(interactor.calls == 2)
        #expect(
            view.last
                == HistoryViewModel(
                    state: .loaded([
                        Self.rows[0],
                        HistoryRow(number: 2, date: "2026-11-25 09:46", result: "Draw 3–3", teams: "3 v 2"),
                    ])))
    }

    // MARK: Deleting a match

    @Test func delete_asksAQuestionNamingTheMatchByDateAndScore() async {
        let sut = await loaded()

        sut.didChooseDelete(number: 1)

        #expect(
            view.last
                == HistoryViewModel(
                    state: .loaded(Self.rows),
                    confirmation: "Delete the match of 2026-12-02 08:26, Team A 2–1 Team B? (y/n)"
                ))
        #expect(interactor.deleted.isEmpty)
    }

    @Test func delete_ofAnUndatedMatch_namesItByNumber() async {
        let sut = await loaded()

        sut.didChooseDelete(number: 3)

        #expect(view.last?.confirmation == "Delete match 3, Team A 0–1 Team B? (y/n)")
    }

    @Test func delete_yes_deletesTheMatch_reloads_andSaysSo() async {
        let sut = await loaded()
        sut.didChooseDelete(number: 1)

        await sut.didAnswer(true)

        #expect(interactor.deleted == [.december])
        #expect(interactor.calls == 2)
        #expect(
            view.last
                == HistoryViewModel(
                    state: .loaded([
                        HistoryRow(number: 1, date: "2026-11-25 09:46", result: "Draw 3–3", teams: "3 v 2"),
                        HistoryRow(number: 2, date: "—", result: "Team B won 1–0", teams: "1 v 1"),
                    ]),
                    message: .success("Deleted the match of 2026-12-02 08:26, Team A 2–1 Team B.")
                ))
    }

    @Test func delete_ofTheOnlyMatch_leavesTheEmptyHistory() async {
        let sut = await loaded([.november])
        sut.didChooseDelete(number: 1)

        await sut.didAnswer(true)

        #expect(view.last == HistoryViewModel(state: .empty, message: .success("Deleted the match of 2026-11-25 09:46, Team A 3–3 Team B.")))
    }

    @Test func delete_no_keepsTheMatch() async {
        let sut = await loaded()
        sut.didChooseDelete(number: 2)

        await sut.didAnswer(false)

        #expect(interactor.deleted.isEmpty)
        #expect(view.last == HistoryViewModel(state: .loaded(Self.rows), message: .info("Kept the match of 2026-11-25 09:46, Team A 3–3 Team B.")))
    }

    @Test func delete_anythingButYesOrNo_asksAgain() async {
        let sut = await loaded()
        sut.didChooseDelete(number: 2)

        await sut.didEnterUnreadable(.answer)

        #expect(interactor.deleted.isEmpty)
        #expect(view.last?.message == .error("Type y for yes or n for no (b or cancel say no too)."))
        #expect(view.last?.confirmation == "Delete the match of 2026-11-25 09:46, Team A 3–3 Team B? (y/n)")
    }

    @Test func delete_whenTheStoreFails_keepsTheListAndSaysWhatFailed() async {
        let sut = await loaded()
        interactor.deleteFailure = .failed(.unavailable("disk"))
        sut.didChooseDelete(number: 1)

        await sut.didAnswer(true)

        #expect(interactor.calls == 1)
        #expect(
            view.last
                == HistoryViewModel(
                    state: .loaded(Self.rows),
                    message: .error("Could not delete the match of 2026-12-02 08:26, Team A 2–1 Team B. Storage is unavailable: disk.")
                ))
    }

    @Test func aMatchWithItsHalfTimeScore_showsItAfterTheResultInFull_andNotInTheList() async {
        var december = PlayedMatch.december
        december.halfTimeScore = Score(teamA: 0, teamB: 1)
        let sut = await loaded([december])
        #expect(view.last?.state == .loaded([HistoryRow(number: 1, date: "2026-12-02 08:26", result: "Team A won 2–1", teams: "2 v 2")]))

        await sut.didChooseGather(number: 1)

        guard case .loaded(.match(let detail))? = view.last?.state else { Issue.record("no match shown in full"); return }
        #expect(detail.result == "Team A won 2–1 · half-time Team A 0–1 Team B")
    }

    @Test func aMatchWithSubstitutions_listsEachInFull_whenAndWhere_inTheOrderMade() async {
        var december = PlayedMatch.december
        december.substitutions = [
            GatherSubstitution(ordinal: 4, team: .teamA, elapsed: 59), GatherSubstitution(ordinal: 1, team: .bench, elapsed: 1_830),
            GatherSubstitution(ordinal: 4, team: .bench, elapsed: 1_900), GatherSubstitution(ordinal: 9, team: .teamA, elapsed: 2_000),
        ]
        let sut = await loaded([december, PlayedMatch.december])

        await sut.didChooseGather(number: 1)
        guard case .loaded(.match(let detail))? = view.last?.state else { Issue.record("no match shown in full"); return }
        #expect(detail.substitutions == "Substitutions: 1' Eve to Team A, 31' Bob (deleted) to the bench, 32' Eve to the bench")

        await sut.didChooseGather(number: 2)
        guard case .loaded(.match(let other))? = view.last?.state else { Issue.record("no match shown in full"); return }
        #expect(other.substitutions == nil, "nobody moved")
    }

    @Test func delete_ofAMatchOpenInFull_whenTheStoreFails_staysOnIt() async {
        let sut = await loaded()
        await sut.didChooseGather(number: 1)
        interactor.deleteFailure = .failed(.unavailable("disk"))
        sut.didChooseDelete(number: 1)

        await sut.didAnswer(true)

        #expect(view.last?.state == .detail(Self.decemberInFull))
        #expect(view.last?.message == .error("Could not delete the match of 2026-12-02 08:26, Team A 2–1 Team B. Storage is unavailable: disk."))
    }

    @Test func delete_ofAMatchAlreadyGone_reloadsTheHistoryAsItIsNow() async {
        let sut = await loaded()
        interactor.deleteFailure = .gone
        interactor.result = .success([.november, .undated])
        sut.didChooseDelete(number: 1)

        await sut.didAnswer(true)

        #expect(interactor.calls == 2)
        guard case .loaded(.list(let rows))? = view.last?.state else {
            Issue.record("expected the list")
            return
        }
        #expect(rows.count == 2)
        #expect(view.last?.message == .error("Could not delete the match of 2026-12-02 08:26, Team A 2–1 Team B. That item no longer exists."))
    }

    @Test func delete_withoutASingleNumber_orAWrongOne_saysHow() async {
        let sut = await loaded()

        sut.didChooseDelete(number: nil)
        #expect(view.last?.message == .error("Type d and one match's number, e.g. d 2: matches are deleted one at a time."))
        sut.didChooseDelete(number: 4)
        #expect(view.last?.message == .error("There is no match 4: choose 1–3."))
        #expect(view.last?.confirmation == nil)
    }

    @Test func delete_beforeAnythingIsListed_saysWhy() async {
        _ = await loaded([])
        let empty = presenter()
        await empty.viewWillAppear()
        empty.didChooseDelete(number: 1)
        #expect(view.last?.message == .error("There are no finished matches to delete."))

        interactor.result = .failure(.unavailable("disk"))
        let failed = presenter()
        await failed.viewWillAppear()
        failed.didChooseDelete(number: 1)
        #expect(view.last?.message == .error("The history is not loaded. Type r to retry."))
    }

    // MARK: Sharing a match

    static let decemberShared = [
        "Football Gather · Match · 2026-12-02 08:26",
        "Team A won 2–1",
        "",
        "Team A:",
        "- Ann Smith (ST)",
        "- Bob (GK)",
        "",
        "Team B:",
        "- Carla Díaz (MID)",
        "- Dmitri",
        "",
        "Bench: Eve (W)",
    ]

    @Test func share_showsTheMatchAsABlockOnce_sayingEnterGoesBack() async {
        let sut = await loaded()

        await sut.didChooseShare(number: 1, .show(.plain))

        #expect(
            view.last == HistoryViewModel(state: .loaded(Self.rows), message: .info("Enter goes back to the history."), shared: Self.decemberShared))
        await sut.didChooseGather(number: 2)
        #expect(view.last?.shared == nil)
    }

    @Test func enter_afterShare_showsTheHistoryAgain_andOtherwiseNothing() async {
        let sut = await loaded()
        let loadedShown = view.displayed.count
        sut.didPressEnter()
        #expect(view.displayed.count == loadedShown, "Enter on the list changes nothing")

        await sut.didChooseShare(number: 1, .show(.plain))
        let shown = view.displayed.count
        sut.didPressEnter()

        #expect(view.displayed.count == shown + 1)
        #expect(view.last == HistoryViewModel(state: .loaded(Self.rows)))
        sut.didPressEnter()
        #expect(view.displayed.count == shown + 1)
    }

    @Test func share_namesEachTeamsScorers_withTheGoalsNoOneScored() async {
        var december = PlayedMatch.december
        december.players[0].goals = 1
        december.players[3].goals = 1
        let sut = await loaded([december])

        await sut.didChooseShare(number: 1, .show(.plain))

        #expect(
            view.last?.shared == [
                "Football Gather · Match · 2026-12-02 08:26", "Team A won 2–1",
                "", "Team A:", "- Ann Smith (ST)", "- Bob (GK)", "Scorers: Ann Smith 1, 1 with no scorer",
                "", "Team B:", "- Carla Díaz (MID)", "- Dmitri", "Scorers: Dmitri 1",
                "", "Bench: Eve (W)",
            ])
    }

    @Test func share_md_escapesNames_andAMatchWithoutTeams_listsWhoPlayed() async {
        let unknown = PlayedMatch(score: Score(teamA: 2, teamB: 2), winner: Winner.none, players: [GatherPlayer(playerID: 1, name: "Ann_B", team: .bench)])
        let sut = await loaded([unknown])

        await sut.didChooseShare(number: 1, .show(.markdown))

        #expect(
            view.last?.shared == [
                "## Football Gather · Match", "**Draw 2–2**", "", "### Played (teams not recorded)", "- Ann\\_B",
            ])
    }

    @Test func share_toAFile_writesIt_andAsksBeforeReplacingOne() async {
        let sut = await loaded()
        interactor.shareOutcomes = [.written, .exists]

        await sut.didChooseShare(number: 1, .write(.plain, path: "m.txt"))
        #expect(interactor.shared.map(\.text) == [Self.decemberShared.map { $0 + "\n" }.joined()])
        #expect(view.last?.message == .success("Wrote the block to m.txt."))

        await sut.didChooseShare(number: 2, .write(.markdown, path: "m.txt"))
        #expect(view.last?.confirmation == "m.txt already exists. Replace it? (y/n)")
        await sut.didAnswer(true)
        #expect(interactor.shared.map(\.replacing) == [false, false, true])
        #expect(interactor.shared.last?.text.hasPrefix("## Football Gather · Match · 2026-11-25 09:46\n") == true)
        #expect(view.last == HistoryViewModel(state: .loaded(Self.rows), message: .success("Wrote the block to m.txt.")))
    }

    @Test func dAndShareAlone_onAMatchOpenInFull_actOnThatMatch() async {
        let sut = await loaded()
        await sut.didChooseGather(number: 1)

        sut.didChooseDelete(number: nil)
        #expect(view.last?.confirmation == "Delete the match of 2026-12-02 08:26, Team A 2–1 Team B? (y/n)")
        await sut.didAnswer(false)

        await sut.didChooseShare(number: nil, .write(.markdown, path: "m.txt"))
        #expect(interactor.shared.map(\.path) == ["m.txt"])
        #expect(interactor.shared.first?.text.hasPrefix("## Football Gather · Match · 2026-12-02 08:26\n") == true)
    }

    @Test func share_withoutANumber_orAWrongOne_orTooMuch_saysHow() async {
        let sut = await loaded()

        await sut.didChooseShare(number: nil, .show(.plain))
        #expect(view.last?.message == .error("Type share and a match's number, e.g. share 2, share 2 md or share 2 FILE."))
        await sut.didChooseShare(number: 7, .show(.plain))
        #expect(view.last?.message == .error("There is no match 7: choose 1–3."))
        await sut.didEnterUnreadable(.share)
        #expect(view.last?.message == .error(ShareCommand.usage))
        #expect(interactor.shared.isEmpty)
    }

    @Test func share_whenWritingFails_saysWhy() async {
        let sut = await loaded()
        interactor.shareOutcomes = [.failed("no such folder")]

        await sut.didChooseShare(number: 1, .write(.plain, path: "nope/m.txt"))

        #expect(view.last?.message == .error("Could not write nope/m.txt: no such folder. Nothing was written."))
        #expect(view.last?.state == .loaded(Self.rows))
    }

    // MARK: Dates, scores, winners

    @Test func dates_areShownInTheGivenTimeZone() async {
        _ = await loaded([.december], timeZone: TimeZone(secondsFromGMT: 5 * 3600 + 1800) ?? .current)

        #expect(view.rows?.map(\.date) == ["2026-12-02 13:56"])
    }

    @Test func dates_acrossMidnightAndTheYear_followTheTimeZone() async {
        var gather = PlayedMatch.undated
        gather.playedAt = Date(timeIntervalSince1970: 1_798_761_000)  // 2026-12-31 23:50 UTC

        _ = await loaded([gather], timeZone: TimeZone(secondsFromGMT: 3600) ?? .current)

        #expect(view.rows?.map(\.date) == ["2027-01-01 00:50"])
    }

    @Test func date_whenTheStoreKeepsNone_isADash() async {
        _ = await loaded([.undated])

        #expect(view.rows == [HistoryRow(number: 1, date: "—", result: "Team B won 1–0", teams: "1 v 1")])
    }

    @Test(arguments: [Winner?.some(.none), nil])
    func aDraw_isShownAsDraw_inTheListAndInFull(stored: Winner?) async {
        let draw = PlayedMatch(score: Score(teamA: 1, teamB: 1), winner: stored, players: [])
        let sut = await loaded([draw])
        #expect(view.rows?.map(\.result) == ["Draw 1–1"])

        await sut.didChooseGather(number: 1)

        guard case .loaded(.match(let detail)) = view.last?.state else {
            Issue.record("no detail shown")
            return
        }
        #expect(detail.result == "Draw 1–1")
    }

    @Test func result_whenNotStored_isTheOneTheScoreImplies_andWithoutAScoreTheStoredWinnerAlone() async {
        var gather = PlayedMatch.undated
        gather.winner = nil
        var unscored = PlayedMatch.undated
        unscored.score = nil
        var unscoredDraw = unscored
        unscoredDraw.winner = Winner.none
        var nothing = unscored
        nothing.winner = nil

        _ = await loaded([gather, unscored, unscoredDraw, nothing])

        #expect(view.rows?.map(\.result) == ["Team B won 1–0", "Team B won", "Draw", "—"])
    }

    /// History says a result as share does, the winner's goals first: a 3-4 is "Team B won 4–3" in
    /// the list, in full and in the block to paste, never "3-4" here and "4–3" there.
    @Test func aResult_readsTheSameInTheList_inFull_andInTheBlockToPaste() async {
        var match = PlayedMatch.undated
        match.score = Score(teamA: 3, teamB: 4)
        let sut = await loaded([match])
        #expect(view.rows?.map(\.result) == ["Team B won 4–3"])

        await sut.didChooseGather(number: 1)
        guard case .loaded(.match(let detail)) = view.last?.state else { Issue.record("no match shown"); return }
        #expect(detail.result == "Team B won 4–3")

        await sut.didChooseShare(number: nil, .show(.plain))
        #expect(view.last?.shared?.contains("Team B won 4–3") == true)
    }

    // MARK: Opening a gather

    @Test func choosingANumber_showsThatGatherInFull() async {
        let sut = await loaded()

        await sut.didChooseGather(number: 1)

        #expect(view.last == HistoryViewModel(state: .detail(Self.decemberInFull)))
        #expect(router.closes == 0)
    }

    @Test func aGatherWithScorers_listsThemPerTeam_withTheGoalsNoOneScored() async {
        var december = PlayedMatch.december
        december.players[0].goals = 1
        december.players[3].goals = 1
        let sut = await loaded([december])

        await sut.didChooseGather(number: 1)

        guard case .loaded(.match(let detail)) = view.last?.state else { Issue.record("no match shown"); return }
        #expect(detail.scorers == ["Team A goals: Ann Smith 1, 1 with no scorer", "Team B goals: Dmitri 1"])
    }

    @Test func scorersWithACommaInTheirName_areQuoted_soEachReadsAsOnePerson() async {
        var december = PlayedMatch.december
        december.players[0].name = "Smith, Ann"
        december.players[0].goals = 1
        december.players[1].name = "\"Bo\" Ek"
        december.players[1].goals = 1
        let sut = await loaded([december])

        await sut.didChooseGather(number: 1)

        guard case .loaded(.match(let detail)) = view.last?.state else { Issue.record("no match shown"); return }
        #expect(detail.scorers == [#"Team A goals: "Smith, Ann" 1, """Bo"" Ek" 1"#])
    }

    @Test func aGatherWithoutScorers_listsNone() async {
        let sut = await loaded()

        await sut.didChooseGather(number: 1)

        guard case .loaded(.match(let detail)) = view.last?.state else { Issue.record("no match shown"); return }
        #expect(detail.scorers == [])
    }

    @Test func choosingAnUndatedGather_showsADashForItsDate() async {
        let sut = await loaded()

        await sut.didChooseGather(number: 3)

        #expect(
            view.last
                == HistoryViewModel(
                    state: .detail(
                        HistoryDetail(
                            number: 3, count: 3, date: "—", result: "Team B won 1–0",
                            teamA: [HistoryPlayerLine(name: "Ann Smith", position: "ST")],
                            teamB: [HistoryPlayerLine(name: "Bob", position: "GK")]
                        ))))
    }

    @Test func choosingAGatherWhoseTeamsAreUnknown_listsWhoPlayedWithoutTeams() async {
        let unknown = PlayedMatch(score: Score(teamA: 2, teamB: 1), winner: .teamA, players: [GatherPlayer(playerID: 1, name: "Ann", team: .bench)])
        let sut = await loaded([unknown])

        await sut.didChooseGather(number: 1)

        #expect(
            view.last
                == HistoryViewModel(
                    state: .detail(
                        HistoryDetail(
                            number: 1, count: 1, date: "—", result: "Team A won 2–1", teamsKnown: false,
                            teamA: [], teamB: [], bench: [HistoryPlayerLine(name: "Ann", position: "—")]
                        ))))
    }

    @Test func choosingAnotherNumber_inAGather_opensThatOne() async {
        let sut = await loaded()
        await sut.didChooseGather(number: 1)

        await sut.didChooseGather(number: 2)

        guard case .loaded(.match(let detail)) = view.last?.state else { return #expect(Bool(false), "not a detail") }
        #expect(detail.number == 2)
        #expect(detail.result == "Draw 3–3")
        #expect(detail.teamA.map(\.name) == ["Ann Smith", "Bob", "Dmitri"])
        #expect(detail.bench.isEmpty)
    }

    @Test func openingAMatch_whosePlayersCannotBeFetched_saysWhy_andKeepsTheList() async {
        let sut = await loaded()
        interactor.fullMatchFailure = .failed(.unavailable("the server is away"))

        await sut.didChooseGather(number: 2)

        #expect(interactor.fullMatchCalls == [2])
        // A slow server shows this while the players come.
        #expect(view.displayed.contains { $0.message == .working("Loading match 2…") })
        #expect(
            view.last
                == HistoryViewModel(
                    state: .loaded(Self.rows),
                    message: .error("Could not open match 2. Storage is unavailable: the server is away.")
                ))
        interactor.fullMatchFailure = nil
        await sut.didChooseGather(number: 2)
        guard case .loaded(.match(let detail)) = view.last?.state else { return #expect(Bool(false), "not a detail") }
        #expect(detail.number == 2)
    }

    @Test func sharingAMatch_whosePlayersCannotBeFetched_saysWhy_andSharesNothing() async {
        let sut = await loaded()
        interactor.fullMatchFailure = .failed(.unavailable("the server is away"))

        await sut.didChooseShare(number: 1, .show(.plain))

        #expect(view.last?.message == .error("Could not share match 1. Storage is unavailable: the server is away."))
        #expect(view.last?.shared == nil)
    }

    @Test(arguments: [0, 4, -1, 123_456_789])
    func choosingANumberOutOfRange_explainsAndKeepsTheList(number: Int) async {
        let sut = await loaded()

        await sut.didChooseGather(number: number)

        #expect(view.last == HistoryViewModel(state: .loaded(Self.rows), message: .error("There is no match \(number): choose 1–3.")))
    }

    @Test func choosingSomethingThatIsNotANumber_explainsHowToOpenOne() async {
        let sut = await loaded()

        await sut.didEnterUnreadable(.matchNumber)

        #expect(view.last?.message == .error("Type just the number of a match, 1–3, to see it in full."))
        #expect(view.last?.state == .loaded(Self.rows))
    }

    @Test func choosingABadNumber_inAGather_explainsAndStaysThere() async {
        let sut = await loaded([.december])
        await sut.didChooseGather(number: 1)

        await sut.didChooseGather(number: 2)
        #expect(view.last?.message == .error("There is no match 2: choose 1."))

        await sut.didEnterUnreadable(.matchNumber)
        #expect(view.last?.message == .error("Type just the number of a match, 1, to see it in full."))
        #expect(
            view.last?.state
                == .detail(
                    HistoryDetail(
                        number: 1, count: 1, date: Self.decemberInFull.date, result: "Team A won 2–1",
                        teamA: Self.decemberInFull.teamA, teamB: Self.decemberInFull.teamB, bench: Self.decemberInFull.bench
                    )))
    }

    @Test func choosingANumber_whenThereAreNoGathers_saysSo() async {
        let sut = await loaded([])

        await sut.didChooseGather(number: 1)

        #expect(view.last == HistoryViewModel(state: .empty, message: .error("There are no finished matches to open yet.")))
    }

    @Test func choosingANumber_whenNotLoaded_offersRetry() async {
        interactor.result = .failure(.unavailable("disk"))
        let sut = presenter()

        await sut.didChooseGather(number: 1)
        #expect(view.last == HistoryViewModel(state: .loading, message: .error("The history is not loaded. Type r to retry.")))

        await sut.viewWillAppear()
        await sut.didChooseGather(number: 1)
        #expect(view.last?.message == .error("The history is not loaded. Type r to retry."))
        #expect(view.last?.state == .failed("Storage is unavailable: disk."))
    }

    // MARK: Back

    @Test func back_fromAGather_returnsToTheListWithoutReloading() async {
        let sut = await loaded()
        await sut.didChooseGather(number: 2)

        sut.didChooseBack()

        #expect(view.last == HistoryViewModel(state: .loaded(Self.rows)))
        #expect(interactor.calls == 1)
        #expect(router.closes == 0)
    }

    @Test func back_fromTheList_closesTheScreen() async {
        let sut = await loaded()
        await sut.didChooseGather(number: 2)
        sut.didChooseBack()

        sut.didChooseBack()

        #expect(router.closes == 1)
    }

    @Test(arguments: [Result<[PlayedMatch], StoreFailure>.success([]), .failure(.unavailable("disk"))])
    func back_fromTheEmptyOrFailedState_closesTheScreen(result: Result<[PlayedMatch], StoreFailure>) async {
        interactor.result = result
        let sut = presenter()
        await sut.viewWillAppear()

        sut.didChooseBack()

        #expect(router.closes == 1)
    }

    // MARK: Messages

    @Test func unknownCommand_isReported() async {
        let sut = await loaded()

        sut.didEnterUnknownCommand("dance")

        #expect(view.last == HistoryViewModel(state: .loaded(Self.rows), message: .unknownCommand("dance")))
    }

    @Test func messages_clearOnTheNextEvent() async {
        let sut = await loaded()
        await sut.didChooseGather(number: 9)
        #expect(view.last?.message != nil)

        await sut.didChooseGather(number: 1)
        #expect(view.last?.message == nil)

        sut.didEnterUnknownCommand("x")
        sut.didChooseBack()
        #expect(view.last == HistoryViewModel(state: .loaded(Self.rows)))
    }

    @Test func aFailure_keepsSayingWhyUntilAnotherMessageTakesItsPlace() async {
        interactor.result = .failure(.unavailable("disk"))
        let sut = presenter()
        await sut.viewWillAppear()

        sut.didEnterUnknownCommand("x")
        #expect(view.last?.message == .unknownCommand("x"))

        await sut.didEnterUnreadable(.matchNumber)
        #expect(view.last?.message == .error("The history is not loaded. Type r to retry."))
    }

    @Test func names_areKeptAsTheGatherStoredThem() async {
        let name = "\u{1B}[2J\u{1B}]0;pwned\u{07}Eve\u{202E}"
        let gather = PlayedMatch(
            score: Score(teamA: 1, teamB: 0),
            winner: .teamA,
            players: [GatherPlayer(playerID: nil, name: name, team: .teamA), GatherPlayer(playerID: 2, name: "Zoë", team: .teamB)]
        )
        let sut = await loaded([gather])

        await sut.didChooseGather(number: 1)

        guard case .loaded(.match(let detail)) = view.last?.state else { return #expect(Bool(false), "not a detail") }
        #expect(detail.teamA == [HistoryPlayerLine(name: name, position: "—", isDeleted: true)])
    }
}

extension HistoryViewSpy {
    /// The rows last shown, when the list was loaded.
    var rows: [HistoryRow]? {
        guard case .loaded(.list(let rows)) = last?.state else { return nil }
        return rows
    }
}
