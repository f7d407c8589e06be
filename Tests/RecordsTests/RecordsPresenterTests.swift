import Domain
import Foundation
import Presentation
import RecordsInterface
import TerminalUI
import TestSupport
import Testing

@testable import Records

/// A player's record as plain data: all the presenter may know of one.
struct Tally: RecordsEntity {
    var id: Int
    var name: String
    var won = 0, drawn = 0, lost = 0, resultUnknown = 0, goals = 0
    var isDeleted = false
    var played: Int { won + drawn + lost + resultUnknown }
    var points: Int { 3 * won + drawn }
    var winPercentage: Double? { won + drawn + lost == 0 ? nil : Double(won) * 100 / Double(won + drawn + lost) }
}

/// Answers as the test says; a row's number and which filters apply are answered by the Interactor's
/// rules, so the presenter's wording of each refusal can be read.
@MainActor
final class RecordsInteractorStub: RecordsInteracting {
    var scope = RecordsScope.everyone
    var tallies: [Tally] = []
    /// How many times the presenter read `records` (a table of 10 000 makes as many protocol values).
    private(set) var recordsReads = 0
    var records: EntityList<any RecordsEntity> {
        recordsReads += 1
        return EntityList(tallies) { $0 }
    }
    var hasResultsUnknown: Bool { tallies.contains { $0.resultUnknown > 0 } }
    /// Each load says anything may have changed, unless a test says it found everything as it was.
    private(set) var revision = 0
    var loadsFindEverythingAsItWas = false
    var recentMatches: [PlayerMatch] = []
    var sinceDay: String?
    var undatedMatchesLeftOut = 0
    var matchesNotSentYet = 0
    var offlineSince: Date?
    /// Set: what the load says it sent of the matches that waited.
    var sending: WaitingMatchesSent?
    var progress: RecordsProgress?
    /// The next load fails with this, when set.
    var failure: RecordsRefusal?
    private(set) var calls: [String] = []

    /// Runs during `load`, before it ends: what a slow store does meanwhile.
    var onLoad: () async -> Void = {}

    private var isLoaded = false

    var canLimit: Bool { scope == .everyone }

    func load() async throws(RecordsRefusal) {
        calls.append("load")
        isLoaded = false
        await onLoad()
        if !loadsFindEverythingAsItWas { revision += 1 }
        if let failure { throw failure }
        isLoaded = true
    }

    func record(numbered number: Int) throws(RecordsRefusal) -> any RecordsEntity {
        guard scope == .everyone, isLoaded else { throw .noTable }
        guard offlineSince == nil else { throw .offline }
        guard tallies.indices.contains(number - 1) else { throw .noSuchPlayer(number, count: tallies.count) }
        guard !tallies[number - 1].isDeleted else { throw .deletedPlayer(name: tallies[number - 1].name) }
        return tallies[number - 1]
    }

    /// Set: the day is refused as one that doesn't exist.
    var noSuchDay = false

    func limit(since day: RecordsDay) async throws(RecordsRefusal) {
        guard canLimit else { throw .onePlayersRecords }
        calls.append("since \(day)")
        if noSuchDay { throw .noSuchDay(day) }
        isLoaded = false
        if let failure { throw failure }
        isLoaded = true
        revision += 1
        sinceDay = day.description
    }

    func removeLimit() async throws(RecordsRefusal) {
        guard canLimit else { throw .onePlayersRecords }
        guard sinceDay != nil else { throw .noLimit }
        calls.append("all")
        isLoaded = false
        if let failure { throw failure }
        isLoaded = true
        revision += 1
        sinceDay = nil
    }
}

@MainActor
final class RecordsRouterSpy: RecordsRouting {
    private(set) var closes = 0
    private(set) var opened: [String] = []
    func showRecord(ofPlayer id: Int, name: String) { opened.append("\(id) \(name)") }
    func close() { closes += 1 }
}

@MainActor
final class RecordsViewSpy: RecordsDisplaying {
    private(set) var displayed: [RecordsViewModel] = []
    var last: RecordsViewModel? { displayed.last }
    func display(_ viewModel: RecordsViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct RecordsPresenterTests {
    let interactor = RecordsInteractorStub()
    let router = RecordsRouterSpy()
    let view = RecordsViewSpy()

    static let kim = Tally(id: 1, name: "Kim", won: 2, drawn: 1, lost: 0, goals: 5)
    static let max = Tally(id: 2, name: "Max", won: 0, drawn: 1, lost: 2, resultUnknown: 1, goals: 1)
    static let sam = Tally(id: 3, name: "Sam")
    static let kimsRow = RecordsRow(rank: "1", name: "Kim", played: "3", won: "2", drawn: "1", lost: "0", winPercentage: "67%", goals: "5", points: "7")

    func presenter(_ records: [Tally] = [kim, max, sam]) -> RecordsPresenter {
        interactor.tallies = records
        let sut = RecordsPresenter(interactor: interactor, router: router, timeZone: .utc, offline: OfflineNotice(timeZone: .utc, now: ManualClock().now))
        sut.view = view
        return sut
    }

    @Test func viewWillAppear_showsLoadingThenTheRankedTable() async {
        let sut = presenter()

        await sut.viewWillAppear()

        #expect(view.displayed.first?.state == .loading)
        #expect(view.displayed.count == 2)
        #expect(
            view.last?.state
                == .table([
                    // Max played a match with its result unknown: every row has the "?" column.
                    RecordsRow(
                        rank: "1", name: "Kim", played: "3", won: "2", drawn: "1", lost: "0", unknown: "0", winPercentage: "67%", goals: "5", points: "7"),
                    RecordsRow(
                        rank: "2", name: "Max", played: "4", won: "0", drawn: "1", lost: "2", unknown: "1", winPercentage: "0%", goals: "1", points: "1"),
                    RecordsRow(
                        rank: "3", name: "Sam", played: "0", won: "0", drawn: "0", lost: "0", unknown: "0", winPercentage: "—", goals: "0", points: "0"),
                ]))
        #expect(view.last?.title == "Records")
        #expect(view.last?.isTable == true && view.last?.isLimited == false)
        #expect(view.last?.message == nil)
        #expect(interactor.calls == ["load"])
    }

    /// Come back to from a player's record: the load finds the table as it was, and the rows shown are
    /// shown again, not made from 10 000 records again; a message from before goes.
    @Test func comingBack_toTheSameTable_showsItAsItWas_withoutReadingTheRecordsAgain() async {
        let sut = presenter()
        await sut.viewWillAppear()
        sut.didEnterUnknownCommand("x")
        let table = view.last?.state
        let reads = interactor.recordsReads
        interactor.loadsFindEverythingAsItWas = true

        await sut.viewWillAppear()

        #expect(interactor.calls == ["load", "load"])
        #expect(interactor.recordsReads == reads)
        #expect(view.last?.state == table)
        #expect(view.last?.message == nil)

        interactor.loadsFindEverythingAsItWas = false
        interactor.tallies = [Self.kim]
        await sut.viewWillAppear()
        #expect(view.last?.state == .table([Self.kimsRow]))
    }

    @Test func offline_theCopySaysWhenItWasLoaded_andOpensNoPlayer() async {
        let loadedAt = Date(timeIntervalSince1970: 1_795_000_000)
        interactor.tallies = [Self.kim]
        interactor.offlineSince = loadedAt
        let sut = RecordsPresenter(
            interactor: interactor, router: router, timeZone: .utc,
            offline: OfflineNotice(timeZone: .utc, now: { loadedAt.addingTimeInterval(60) })
        )
        sut.view = view
        await sut.viewWillAppear()

        #expect(view.last?.state == .table([Self.kimsRow]))
        #expect(view.last?.isReadOnly == true)
        #expect(view.last?.message?.text.hasPrefix("offline — last loaded") == true)
        sut.didChooseRecord(number: 1)
        #expect(router.opened.isEmpty)
        #expect(view.last?.message == .error("Offline: a player's matches can't be loaded until the server is back. Type r to retry."))
    }

    @Test func aSlowLoad_saysHowManyMatchesItFetched_andALateWordIsDropped() async {
        let sut = presenter()
        let working = Message.working("Loading matches: 240 of 1 000…")
        interactor.onLoad = { [interactor, view] in
            interactor.progress?(240, 1_000)
            for _ in 0..<10_000 {
                if view.displayed.contains(where: { $0.message == working }) { break }
                await Task.yield()
            }
        }
        await sut.viewWillAppear()
        #expect(view.displayed.contains { $0.message == working })
        #expect(view.last?.message == nil)

        let shown = view.displayed.count
        interactor.progress?(1_000, 1_000)
        // A report reaches the main actor in one hop; twenty turns leave it ample room to show.
        for _ in 0..<20 { await Task.yield() }
        #expect(view.displayed.count == shown, "after the load, a progress report changes nothing")
    }

    @Test func aRowsNumber_opensThatPlayersRecord() async {
        let sut = presenter()
        await sut.viewWillAppear()

        sut.didChooseRecord(number: 2)
        #expect(router.opened == ["2 Max"])

        sut.didChooseRecord(number: 4)
        #expect(view.last?.message == .error("There is no player 4: choose 1–3."))
        #expect(router.opened == ["2 Max"])
    }

    /// As History shows them: "Lou (deleted)", ranked with everyone, but with no record of their own to open.
    @Test func aPlayerDeletedSince_isRankedByTheNameTheyPlayedWith() async {
        let lou = Tally(id: -1, name: "Lou", won: 1, isDeleted: true)
        let sut = presenter([Self.kim, lou])
        await sut.viewWillAppear()

        guard case .loaded(.table(let rows))? = view.last?.state else {
            Issue.record("no table")
            return
        }
        #expect(rows.map(\.name) == ["Kim", "Lou (deleted)"])
        sut.didChooseRecord(number: 2)
        #expect(view.last?.message == .info("Lou was deleted from your players: their matches are in the history."))
        #expect(router.opened.isEmpty)
    }

    @Test func aNumber_beforeTheTableLoads_orOnOnePlayersRecord_isNoCommand() async {
        let sut = presenter()
        sut.didChooseRecord(number: 1)
        #expect(view.last?.message == .unknownCommand("1"))

        interactor.scope = .player(id: 1, name: "Kim")
        await sut.viewWillAppear()
        sut.didChooseRecord(number: 1)
        #expect(view.last?.message == .unknownCommand("1"))
        #expect(router.opened.isEmpty)
    }

    @Test func unknownResults_andUndatedMatches_areExplainedUnderTheTable() async {
        let sut = presenter()
        interactor.undatedMatchesLeftOut = 2

        await sut.viewWillAppear()

        #expect(view.last?.showsUnknown == true)
        #expect(
            view.last?.notes == [
                "? counts matches played whose teams were not recorded (the server keeps who played, not where): "
                    + "they have no result and no scorers, so no points, no win % and no goals.",
                "2 matches have no recorded date, so they are not counted since a day.",
            ])
        interactor.undatedMatchesLeftOut = 1
        await sut.didChooseRetry()
        #expect(view.last?.notes.last == "1 match has no recorded date, so it is not counted since a day.")
    }

    @Test func matchesNotSentYet_areCounted_andSaidSo() async {
        let sut = presenter([Self.kim, Self.sam])
        interactor.matchesNotSentYet = 2
        await sut.viewWillAppear()
        #expect(
            view.last?.notes == ["Counts 2 matches played while the server was away, not sent yet: they are sent when the server is back."])
        interactor.matchesNotSentYet = 1
        await sut.didChooseRetry()
        #expect(view.last?.notes == ["Counts 1 match played while the server was away, not sent yet: it is sent when the server is back."])
    }

    @Test func aLoadThatSentTheMatchesThatWaited_saysWhatWent() async {
        let sut = presenter([Self.kim, Self.sam])
        let sent = Gather(id: UUID(), players: [], score: Score(teamA: 1, teamB: 1), winner: Winner.none)
        interactor.sending = WaitingMatchesSent(sent: [SentMatch(gather: sent)])
        await sut.viewWillAppear()
        #expect(view.last?.message == .success("Sent the match played while the server was away: Team A 1–1 Team B."))

        interactor.sending = nil
        await sut.didChooseRetry()
        #expect(view.last?.message == nil)
    }

    @Test func knownResultsOnly_noNotes() async {
        let sut = presenter([Self.kim, Self.sam])

        await sut.viewWillAppear()

        #expect(view.last?.showsUnknown == false)
        #expect(view.last?.notes == [])
    }

    @Test func since_showsThePeriod_andAllGoesBack() async {
        let sut = presenter()
        await sut.viewWillAppear()

        await sut.didChooseSince(RecordsDay(year: 2026, month: 11, day: 1))
        #expect(view.last?.period == "Matches ended on or after 2026-11-01.")
        #expect(view.last?.isLimited == true)
        #expect(view.last?.message == nil)

        await sut.didChooseAll()
        #expect(view.last?.period == "All matches.")
        #expect(view.last?.isLimited == false)
        #expect(interactor.calls == ["load", "since 2026-11-01", "all"])
    }

    @Test(arguments: [
        ("yesterday", "“yesterday” is not a day: write it YYYY-MM-DD, e.g. since 2026-11-01."),
        ("", "since needs a day: write it YYYY-MM-DD, e.g. since 2026-11-01."),
    ])
    func since_aBadDay_isExplained(text: String, message: String) async {
        let sut = presenter()
        await sut.viewWillAppear()

        sut.didEnterUnreadable(.day(typed: text))
        #expect(!interactor.calls.contains { $0.hasPrefix("since") }, "a line that is no day never reaches the Interactor")

        #expect(view.last?.message == .error(message))
        #expect(view.last?.period == "All matches.")
        #expect(Self.rows(of: view.last ?? RecordsViewModel()).map(\.name) == ["Kim", "Max", "Sam"])
    }

    @Test func since_aDayThatDoesNotExist_isTheInteractorsToRefuse() async {
        let sut = presenter()
        await sut.viewWillAppear()
        interactor.noSuchDay = true

        await sut.didChooseSince(RecordsDay(year: 2026, month: 2, day: 30))

        #expect(interactor.calls.last == "since 2026-02-30")
        #expect(view.last?.message == .error("“2026-02-30” is not a day: write it YYYY-MM-DD, e.g. since 2026-11-01."))
    }

    static func rows(of viewModel: RecordsViewModel) -> [RecordsRow] {
        if case .loaded(.table(let rows)) = viewModel.state { rows } else { [] }
    }

    @Test func all_withoutASince_isNotACommand() async {
        let sut = presenter()
        await sut.viewWillAppear()

        await sut.didChooseAll()

        #expect(view.last?.message == .unknownCommand("all"))
        #expect(interactor.calls == ["load"])
    }

    @Test func aFailedLoad_saysWhyAndOffersRetry_untilOneWorks() async {
        let sut = presenter()
        interactor.failure = .failed(.unavailable("disk"))

        await sut.viewWillAppear()
        #expect(view.last?.state == .failed("Your records could not be loaded. Storage is unavailable: disk."))
        #expect(view.last?.message == .error("Your records could not be loaded. Storage is unavailable: disk. Type r to retry."))
        await sut.didChooseSince(RecordsDay(year: 2026, month: 11, day: 1))
        #expect(view.last?.state == .failed("Your records could not be loaded. Storage is unavailable: disk."))

        interactor.failure = nil
        await sut.didChooseRetry()
        #expect(Self.rows(of: view.last ?? RecordsViewModel()).count == 3)
        #expect(view.last?.message == nil)
    }

    @Test func aPlayersScope_showsTheirRecordAndLastMatchesFromTheirSide() async {
        let sut = presenter([Self.kim])
        interactor.scope = .player(id: 1, name: "Kim")
        let ended = Date(timeIntervalSince1970: 1_793_620_800)
        interactor.recentMatches = [
            PlayerMatch(id: UUID(), endedAt: ended, score: Score(teamA: 1, teamB: 3), team: .teamB, goals: 2),
            PlayerMatch(id: UUID(), endedAt: ended, score: Score(teamA: 1, teamB: 1), team: .teamA),
            PlayerMatch(id: UUID(), endedAt: nil, score: Score(teamA: 0, teamB: 2), team: .teamA),
            PlayerMatch(id: UUID(), endedAt: nil, score: Score(teamA: 4, teamB: 2), team: nil),
        ]

        await sut.viewWillAppear()

        var record = Self.kimsRow
        record.rank = ""
        #expect(view.last?.title == "Records · Kim")
        #expect(view.last?.isTable == false)
        #expect(
            view.last?.state
                == .player(
                    record,
                    [
                        RecordsMatchRow(date: "2026-11-02 12:00", side: "Team B", result: "W", score: "3-1", goals: "2"),
                        RecordsMatchRow(date: "2026-11-02 12:00", side: "Team A", result: "D", score: "1-1", goals: "0"),
                        RecordsMatchRow(date: "—", side: "Team A", result: "L", score: "0-2", goals: "0"),
                        RecordsMatchRow(date: "—", side: "—", result: "?", score: "4-2", goals: "0"),
                    ]))
    }

    @Test func aPlayerWithNoRecord_showsZeros_andSinceIsNotOffered() async {
        let sut = presenter([])
        interactor.scope = .player(id: 9, name: "Sam")

        await sut.viewWillAppear()
        #expect(
            view.last?.state
                == .player(
                    RecordsRow(name: "Sam", played: "0", won: "0", drawn: "0", lost: "0", winPercentage: "—", goals: "0", points: "0"), []
                ))

        await sut.didChooseSince(RecordsDay(year: 2026, month: 11, day: 1))
        #expect(view.last?.message == .unknownCommand("since 2026-11-01"))
        sut.didEnterUnreadable(.day(typed: "yesterday"))
        #expect(view.last?.message == .unknownCommand("since yesterday"))
        await sut.didChooseAll()
        #expect(view.last?.message == .unknownCommand("all"))
        #expect(interactor.calls == ["load"])
    }

    @Test func back_closes_andUnknownCommandsAreReported() async {
        let sut = presenter()
        await sut.viewWillAppear()

        sut.didEnterUnknownCommand("dance")
        #expect(view.last?.message == .unknownCommand("dance"))
        sut.didChooseBack()

        #expect(router.closes == 1)
    }

    @Test func aPlayerTheStoreNoLongerKnows_isSaidAsTheLoadsFailure() async {
        let sut = presenter()
        interactor.failure = .gone

        await sut.viewWillAppear()

        #expect(view.last?.state == .failed("Your records could not be loaded. That item no longer exists."))
    }
}
