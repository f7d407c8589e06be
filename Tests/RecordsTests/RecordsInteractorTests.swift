import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import RecordsInterface
import Synchronization
import TestSupport
import Testing

@testable import Records

/// Loading, ranking and limiting the records of a season the records service answers.
@MainActor
@Suite struct RecordsInteractorTests {
    let season = PlayedSeason()

    func interactor(
        _ scope: RecordsScope = .everyone, timeZone: TimeZone = .utc, records: (any RecordsService)? = nil,
        gathers: (any GathersService)? = nil, copies: any LastLoadedCopies = NoLastLoadedCopies(), clock: any WallClock = ManualClock()
    ) -> RecordsInteractor {
        RecordsInteractor(
            scope: scope, records: records ?? season.records(), gathers: gathers ?? season.gathers, timeZone: timeZone, copies: copies,
            clock: clock)
    }

    @Test func load_ranksEveryPlayerByPoints() async throws {
        let sut = interactor()

        try await sut.load()

        // Ann 1-1-1 (4 pts, 2 goals), Bob 1-1-0 (4 pts, 50%), Carla 1-1-1 (4 pts, 3 goals), Dmitri none.
        #expect(sut.table.map(\.name) == ["Bob", "Carla", "Ann Smith", "Dmitri"])
        #expect(sut.table.map(\.points) == [4, 4, 4, 0])
        #expect(sut.table[0] == PlayerRecord(id: season.bob.id, name: "Bob", won: 1, drawn: 1))
        #expect(sut.recentMatches.isEmpty)
        #expect(sut.sinceDay == nil && sut.undatedMatchesLeftOut == 0)
        #expect(season.recordCalls == [.records(since: nil)])
    }

    /// The Presenter makes its rows again only when `revision` changed: a load that finds the table as it was
    /// keeps it, another table or day changes it.
    @Test func revision_staysWhenALoadFindsTheTableAsItWas_andChangesOtherwise() async throws {
        let table = Mutex([PlayerRecord(id: 1, name: "Kim", won: 1)])
        var records = RecordsServiceDouble()
        records.onRecords = { _, _ in RecordsTable(records: table.withLock { $0 }) }
        let sut = interactor(records: records)

        try await sut.load()
        #expect(!sut.hasResultsUnknown)
        let loaded = sut.revision
        try await sut.load()
        #expect(sut.revision == loaded)

        table.withLock { $0.append(PlayerRecord(id: 2, name: "Max", won: 2, resultUnknown: 1)) }
        try await sut.load()
        #expect(sut.revision != loaded)
        #expect(sut.table.map(\.name) == ["Max", "Kim"])
        #expect(sut.hasResultsUnknown, "Max played a match whose result is unknown")

        let twoPlayers = sut.revision
        try await sut.limit(since: RecordsDay(year: 2026, month: 1, day: 1))
        #expect(sut.revision != twoPlayers)
    }

    @Test func aRowsPlayer_opens_unlessTheTableIsNotLoadedOrTheRowIsMissingOrDeleted() async throws {
        // Carla was deleted from the roster: her record comes under a stand-in id.
        let sut = interactor(records: season.records(deleted: [season.carla.id]))
        #expect(throws: RecordsRefusal.noTable, "nothing loaded yet") { try sut.record(numbered: 1) }

        try await sut.load()
        #expect(try sut.record(numbered: 1) as? PlayerRecord == sut.table[0])
        #expect(throws: RecordsRefusal.noSuchPlayer(9, count: sut.table.count)) { try sut.record(numbered: 9) }
        let carla = try #require(sut.table.firstIndex { $0.name == "Carla" })
        #expect(throws: RecordsRefusal.deletedPlayer(name: "Carla")) { try sut.record(numbered: carla + 1) }

        season.calls.fail(.records, with: .unexpected("disk"))
        await #expect(throws: RecordsRefusal.failed(.unexpected("disk"))) { try await sut.load() }
        #expect(throws: RecordsRefusal.noTable, "a failed load leaves no table to number") { try sut.record(numbered: 1) }

        let player = interactor(.player(id: season.bob.id, name: "Bob"))
        try await player.load()
        #expect(throws: RecordsRefusal.noTable, "a player's records are no table") { try player.record(numbered: 1) }
    }

    @Test func offline_noPlayersRecordOpens() async throws {
        let copies = LastLoadedCopiesInMemory()
        let sut = interactor(copies: copies)
        try await sut.load()
        season.calls.fail(.records, with: .unavailable("connection refused"))
        try await sut.load()

        #expect(sut.offlineSince != nil)
        #expect(throws: RecordsRefusal.offline) { try sut.record(numbered: 1) }
    }

    // MARK: Offline

    /// The store is back: the matches counted as not sent yet go, and the table is loaded again.
    @Test func aLiveTableCountingMatchesNotSentYet_sendsThem_thenLoadsAgain() async throws {
        let table = Mutex(RecordsTable(records: [PlayerRecord(id: 1, name: "Kim", won: 1)], matchesNotSentYet: 1))
        var records = RecordsServiceDouble()
        records.onRecords = { _, _ in table.withLock { $0 } }
        var gathers = GathersServiceDouble()
        let sent = WaitingMatchesSent(sent: [SentMatch(gather: Gather(id: UUID(), players: [], score: Score(teamA: 1, teamB: 0), winner: .teamA))])
        let sends = Mutex(0)
        gathers.onSendWaitingMatches = { _ in
            sends.withLock { $0 += 1 }
            table.withLock { $0.matchesNotSentYet = 0 }
            return sent
        }
        let sut = interactor(records: records, gathers: gathers)

        try await sut.load()
        #expect(sends.withLock { $0 } == 1 && sut.sending == sent)
        #expect(sut.matchesNotSentYet == 0, "counted as sent")

        try await sut.load()
        #expect(sends.withLock { $0 } == 1 && sut.sending == nil, "nothing waits: nothing to send")
    }

    /// Offline nothing goes; a sending that fails leaves the table as loaded, and says why.
    @Test func offlineNothingIsSent_aFailedSendingIsSaid() async throws {
        var records = RecordsServiceDouble()
        let waiting = RecordsTable(records: [], matchesNotSentYet: 2)
        records.onRecords = { _, _ in waiting }
        var gathers = GathersServiceDouble()
        let failed = WaitingMatchesSent(stillWaiting: 2, failure: .unavailable("connection refused"))
        let sends = Mutex(0)
        gathers.onSendWaitingMatches = { _ in
            sends.withLock { $0 += 1 }
            return failed
        }
        let copies = LastLoadedCopiesInMemory()
        let sut = interactor(records: records, gathers: gathers, copies: copies)
        try await sut.load()
        #expect(sut.sending == failed && sut.matchesNotSentYet == 2)

        records.onRecords = { _, _ in throw ServiceError.unavailable("connection refused") }
        let offline = interactor(records: records, gathers: gathers, copies: copies)
        try await offline.load()
        #expect(offline.offlineSince != nil && offline.sending == nil && sends.withLock { $0 } == 1)
    }

    @Test func theTableOfEveryMatch_isKept_andStandsInWhileTheStoreIsAway() async throws {
        let copies = LastLoadedCopiesInMemory()
        let clock = ManualClock()
        let sut = interactor(copies: copies, clock: clock)
        try await sut.load()
        let live = sut.table
        #expect(sut.offlineSince == nil)
        #expect(await copies.records()?.loadedAt == clock.now())

        clock.advance(by: 600)
        season.calls.fail(.records, with: .unavailable("connection refused"))
        try await sut.load()
        #expect(sut.table == live)
        #expect(sut.offlineSince == clock.now().addingTimeInterval(-600))

        try await sut.load()
        #expect(sut.offlineSince == nil, "back online once the store answers")
    }

    @Test func withoutACopy_orForADayOrAPlayer_theFailureIsThrownAsItCame() async throws {
        let copies = LastLoadedCopiesInMemory()
        season.calls.fail(.records, with: .unavailable("connection refused"))
        await #expect(throws: RecordsRefusal.failed(.unavailable("connection refused"))) { try await interactor(copies: copies).load() }

        let sut = interactor(copies: copies)
        try await sut.load()
        season.calls.fail(.records, with: .unavailable("connection refused"))
        await #expect(throws: RecordsRefusal.failed(.unavailable("connection refused"))) { try await sut.limit(since: "2026-01-01") }
        #expect(sut.offlineSince == nil)

        let player = interactor(.player(id: season.bob.id, name: "Bob"), copies: copies)
        season.calls.fail(.playerRecords, with: .unavailable("connection refused"))
        await #expect(throws: RecordsRefusal.failed(.unavailable("connection refused"))) { try await player.load() }
        // A disk error is no reason to show the copy.
        season.calls.fail(.records, with: .unexpected("disk"))
        await #expect(throws: RecordsRefusal.failed(.unexpected("disk"))) { try await interactor(copies: copies).load() }
    }

    @Test func ranking_breaksTiesByWinPercentThenGoalsThenName() {
        let records = [
            PlayerRecord(id: 1, name: "zed", won: 1, lost: 2, goals: 9),
            PlayerRecord(id: 2, name: "Amy", won: 1, drawn: 0, lost: 0),
            PlayerRecord(id: 3, name: "bea", won: 1, lost: 2, goals: 1),
            PlayerRecord(id: 4, name: "Abe", won: 1, lost: 2, goals: 1),
            PlayerRecord(id: 5, name: "abe", won: 1, lost: 2, goals: 1),
            PlayerRecord(id: 6, name: "Cy", resultUnknown: 3),
            PlayerRecord(id: 7, name: "Di"),
            PlayerRecord(id: 8, name: "Ed", drawn: 4),
        ]

        let ranked = RecordsInteractor.ranked(records)

        #expect(ranked.map(\.id) == [8, 2, 1, 4, 5, 3, 6, 7])
        // A record with no known result ranks after one with a 0% record of the same points and goals.
        let (zoe, al) = (PlayerRecord(id: 9, name: "Zoe", lost: 1), PlayerRecord(id: 10, name: "Al", resultUnknown: 1))
        #expect(RecordsInteractor.ranked([al, zoe]).map(\.id) == [9, 10])
        #expect(RecordsInteractor.ranked([zoe, al]).map(\.id) == [9, 10])
    }

    @Test func ranking_tiedRecords_comeInThePlayerListsOrder() {
        let names = ["Zoë", "Óscar", "Łukasz", "Ana Costa 376", "Ana Costa 76", "oscar", "Ana Costa 76"]
        let records = names.enumerated().map { PlayerRecord(id: 10 - $0.offset, name: $0.element, won: 1) }

        let ranked = RecordsInteractor.ranked(records)

        #expect(ranked.map(\.name) == ["Ana Costa 76", "Ana Costa 76", "Ana Costa 376", "Łukasz", "oscar", "Óscar", "Zoë"])
        #expect(ranked[0].id < ranked[1].id)
    }

    @Test func aPlayersScope_loadsTheirRecordAndLastMatches() async throws {
        let sut = interactor(.player(id: season.annSmith.id, name: "Ann Smith"))

        try await sut.load()

        #expect(sut.table == [PlayerRecord(id: season.annSmith.id, name: "Ann Smith", won: 1, drawn: 1, lost: 1, goals: 2)])
        #expect(sut.recentMatches.map(\.id) == season.matches.reversed())
        #expect(sut.recentMatches.map(\.outcome) == [.lost, .drawn, .won])
        // Their record alone is asked for: a big group's page for one player makes no table of everyone.
        #expect(season.recordCalls == [.playerRecords(id: season.annSmith.id, since: nil), .playerMatches(id: season.annSmith.id, limit: 5)])
    }

    @Test func since_countsFromMidnightOfThatDay_inTheUsersTimeZone() async throws {
        let sut = interactor()

        try await sut.limit(since: " 2026-11-09 ")

        #expect(sut.sinceDay == "2026-11-09")
        #expect(sut.table.map(\.name) == ["Carla", "Ann Smith", "Bob", "Dmitri"])
        let midnight = try #require(season.recordCalls.last)
        #expect(midnight == .records(since: season.ended(2) - 12 * 3_600))

        let berlin = interactor(timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        try await berlin.limit(since: "2026-11-09")
        #expect(season.recordCalls.last == .records(since: season.ended(2) - 13 * 3_600))
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "2026-00-10", "2025-02-29"])
    func since_aDayThatDoesNotExist_isRefused_andNothingIsAsked(text: String) async throws {
        let sut = interactor()
        try await sut.load()
        let day = try #require(RecordsDay(typed: text))

        await #expect(throws: RecordsRefusal.noSuchDay(day)) { try await sut.limit(since: day) }

        #expect(sut.sinceDay == nil)
        #expect(season.recordCalls == [.records(since: nil)])
    }

    @Test func all_countsEveryMatchAgain() async throws {
        let sut = interactor()
        try await sut.limit(since: "2026-11-16")
        #expect(sut.table.first?.name == "Carla")

        try await sut.removeLimit()

        #expect(sut.sinceDay == nil)
        #expect(sut.table.first?.name == "Bob")
        #expect(season.recordCalls.last == .records(since: nil))
    }

    @Test func aStoreFailure_isThrown_andTheRecordsStayAsTheyWere() async throws {
        let sut = interactor(.player(id: season.bob.id, name: "Bob"))
        try await sut.load()
        season.calls.fail(.playerMatches, with: .unavailable("disk"))

        await #expect(throws: RecordsRefusal.failed(.unavailable("disk"))) { try await sut.load() }
        await #expect(throws: RecordsRefusal.onePlayersRecords, "a player's records have no period") {
            try await sut.limit(since: "2026-11-01")
        }

        #expect(sut.table.map(\.name) == ["Bob"])
        #expect(sut.recentMatches.count == 2)
        #expect(sut.sinceDay == nil)
    }

    // MARK: Which filters apply

    @Test func sinceAndAll_countEveryonesTable_notOnePlayersRecords() async throws {
        let sut = interactor(.player(id: season.bob.id, name: "Bob"))
        try await sut.load()

        #expect(!sut.canLimit)
        await #expect(throws: RecordsRefusal.onePlayersRecords) { try await sut.limit(since: "2026-11-01") }
        await #expect(throws: RecordsRefusal.onePlayersRecords) { try await sut.removeLimit() }
        #expect(season.recordCalls == [.playerRecords(id: season.bob.id, since: nil), .playerMatches(id: season.bob.id, limit: 5)], "nothing asked again")
    }

    @Test func all_whenEveryMatchCountsAlready_isRefused_andNothingIsAsked() async throws {
        let sut = interactor()
        try await sut.load()

        #expect(sut.canLimit)
        await #expect(throws: RecordsRefusal.noLimit) { try await sut.removeLimit() }
        #expect(season.recordCalls == [.records(since: nil)])
    }

    @Test func aPlayerTheStoreNoLongerKnows_isGone() async throws {
        let sut = interactor(.player(id: season.bob.id, name: "Bob"))
        season.calls.fail(.playerMatches, with: .notFound)

        await #expect(throws: RecordsRefusal.gone) { try await sut.load() }
    }
}
