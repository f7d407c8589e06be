import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import TestSupport
import Testing

@testable import History

extension Gather {
    /// From a store that keeps no dates (as a remote one may not).
    static let undated = Gather(
        id: UUID(),
        players: [
            GatherPlayer(playerID: nil, name: "Ann Smith", position: .striker, team: .teamA),
            GatherPlayer(playerID: nil, name: "Bob", position: .goalkeeper, team: .teamB),
        ],
        score: Score(teamA: 0, teamB: 1),
        winner: .teamB
    )
}

extension TimeZone {
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
}

/// The finished matches and one of them in full, and what a finished match means.
@MainActor
@Suite struct HistoryInteractorTests {
    let history = PlayedHistory()
    let shareFiles = ShareFilesSpy()

    func loaded(listingPlayers: Bool = true) async throws -> HistoryInteractor {
        let sut = HistoryInteractor(
            gathers: history.gathers(listingPlayers: listingPlayers), shareFiles: shareFiles, copies: NoLastLoadedCopies(), clock: ManualClock())
        try await sut.loadMatches()
        return sut
    }

    @Test func load_keepsTheFinishedGathersInTheStoresOrder() async throws {
        let sut = try await loaded()

        #expect(sut.gathers == [history.december, history.november, history.october])
    }

    @Test func load_whenThereAreNone_keepsNone() async throws {
        var none = GathersServiceDouble()
        none.onFinishedGatherList = { FinishedGatherList(gathers: []) }
        let sut = HistoryInteractor(gathers: none, shareFiles: shareFiles, copies: NoLastLoadedCopies(), clock: ManualClock())

        #expect(throws: HistoryRefusal.notLoaded, "nothing is loaded yet") { try sut.mayUse(.open) }
        try await sut.loadMatches()

        #expect(sut.matches.isEmpty)
        for use in [HistoryUse.open, .delete, .share] {
            #expect(throws: HistoryRefusal.noMatches) { try sut.mayUse(use) }
            #expect(throws: HistoryRefusal.noMatches) { try sut.match(numbered: 1, to: use) }
        }
    }

    @Test func load_whenTheStoreFails_throws_andForgetsWhatWasLoaded() async throws {
        let sut = try await loaded()

        history.log.fail(.finishedGathers, with: .unavailable("disk"))
        await #expect(throws: HistoryRefusal.failed(.unavailable("disk"))) { try await sut.loadMatches() }

        #expect(sut.matches.isEmpty)
        #expect(throws: HistoryRefusal.noSuchMatch(1, count: 0)) { try sut.gather(numbered: 1) }
        #expect(throws: HistoryRefusal.notLoaded, "a failed load leaves nothing to number") { try sut.match(numbered: 1, to: .open) }
    }

    @Test func match_isPickedByItsNumberInTheList() async throws {
        let sut = try await loaded()

        #expect(try sut.gather(numbered: 1) == history.december)
        #expect(try sut.gather(numbered: 3) == history.october)
        for number in [0, -1, sut.matches.count + 1, Int.max, Int.min] {
            #expect(throws: HistoryRefusal.noSuchMatch(number, count: 3)) { try sut.gather(numbered: number) }
            #expect(throws: HistoryRefusal.noSuchMatch(number, count: 3)) { try sut.match(numbered: number, to: .open) }
        }
        #expect(try sut.match(numbered: 1, to: .delete) as? Gather == history.december)
    }

    @Test func aTeamsGoals_areItsScorersPlusTheGoalsNoOneScored_andAMatchWithoutScoreHasNone() async throws {
        let sut = try await loaded()
        let players = [
            GatherPlayer(playerID: 1, name: "Ann", team: .teamA, goals: 1), GatherPlayer(playerID: 2, name: "Dmitri", team: .teamB, goals: 1),
        ]
        let match = Gather(id: UUID(), players: players, score: Score(teamA: 2, teamB: 1), winner: .teamA)
        #expect(sut.goals(of: .teamA, in: match) == TeamGoals(of: .teamA, score: Score(teamA: 2, teamB: 1), players: players))
        #expect(sut.goals(of: .teamA, in: match)?.withNoScorer == 1)
        #expect(sut.goals(of: .teamB, in: match)?.withNoScorer == 0)
        var unscored = match
        unscored.score = nil
        #expect(sut.goals(of: .teamA, in: unscored) == nil)
    }

    // MARK: A match in full

    @Test func fullMatch_fetchesThePlayersTheListLeftOut_once() async throws {
        let sut = try await loaded(listingPlayers: false)
        #expect(try sut.gather(numbered: 1).players.isEmpty)

        #expect(try await sut.fullMatch(numbered: 1) as? Gather == history.december)
        #expect(try await sut.fullMatch(numbered: 1) as? Gather == history.december)
        #expect(try sut.gather(numbered: 1) == history.december)
        #expect(history.calls == [.finishedGathers, .playersOfFinishedGather(id: history.december.id)])
        await #expect(throws: HistoryRefusal.noSuchMatch(4, count: 3)) { try await sut.fullMatch(numbered: 4) }
    }

    @Test func fullMatch_ofAMatchListedWithItsPlayers_asksNothing() async throws {
        let sut = try await loaded()

        #expect(try await sut.fullMatch(numbered: 3) as? Gather == history.october)
        #expect(history.calls == [.finishedGathers])
    }

    @Test func fullMatch_whenTheFetchFails_throws_andTriesAgainNextTime() async throws {
        let sut = try await loaded(listingPlayers: false)

        history.log.fail(.playersOfFinishedGather, with: .unavailable("gone"))
        await #expect(throws: HistoryRefusal.failed(.unavailable("gone"))) { try await sut.fullMatch(numbered: 2) }
        #expect(try await sut.fullMatch(numbered: 2) as? Gather == history.november)
    }

    // MARK: Deleting a match

    @Test func delete_removesTheMatchFromTheStoreAndFromTheList() async throws {
        let sut = try await loaded()

        try await sut.delete(history.november)

        #expect(history.calls == [.finishedGathers, .deleteFinishedGather(id: history.november.id)])
        #expect(sut.matches.map(\.id) == [history.december.id, history.october.id])
    }

    @Test func delete_whenTheStoreFails_throws_andKeepsTheList() async throws {
        let sut = try await loaded()
        history.log.fail(.deleteFinishedGather, with: .unavailable("disk"))

        await #expect(throws: HistoryRefusal.failed(.unavailable("disk"))) { try await sut.delete(history.november) }

        #expect(sut.matches.count == 3)
        #expect(history.calls == [.finishedGathers, .deleteFinishedGather(id: history.november.id)], "asked once, not again")
    }

    @Test func delete_ofAMatchAlreadyGone_isRefusedAsGone() async throws {
        let sut = try await loaded()
        // Deleted meanwhile, in another window.
        try await history.gathers().deleteFinishedGather(id: history.october.id)

        await #expect(throws: HistoryRefusal.gone) { try await sut.delete(history.october) }
        #expect(sut.matches.count == 3, "listed until the next load")
    }

    @Test func fullMatch_ofAMatchAlreadyGone_isRefusedAsGone() async throws {
        let sut = try await loaded(listingPlayers: false)
        history.log.fail(.playersOfFinishedGather, with: .notFound)

        await #expect(throws: HistoryRefusal.gone) { try await sut.fullMatch(numbered: 2) }
    }

    @Test func share_writesThroughTheInjectedWriter_andSaysHowItWent() async throws {
        let sut = try await loaded()
        shareFiles.answer(.exists)

        #expect(await sut.share("text\n", toPath: "m.txt", replacing: false) == .exists)
        #expect(await sut.share("text\n", toPath: "m.txt", replacing: true) == .written)
        #expect(shareFiles.writes.map(\.replacing) == [false, true])
    }

    // MARK: What a finished match means

    @Test func playedAt_isWhenItEnded_elseWhenItStarted_elseNothing() {
        var started = history.november
        started.endedAt = nil

        #expect(history.november.playedAt == history.november.endedAt)
        #expect(started.playedAt == history.november.startedAt)
        #expect(Gather.undated.playedAt == nil)
    }

    @Test func result_isTheStoredWinner_elseTheOneTheScoreImplies() {
        var implied = Gather.undated
        implied.winner = nil
        var unscored = implied
        unscored.score = nil

        #expect(history.november.result == Winner.none)
        #expect(implied.result == .teamB)
        #expect(unscored.result == nil)
    }

    @Test func teams_areUnknownOnlyWhenNobodyPlayedInEither() {
        let benchOnly = Gather(id: UUID(), players: [GatherPlayer(playerID: 1, name: "Ann", team: .bench)], score: Score(teamA: 1))
        let oneTeam = Gather(id: UUID(), players: [GatherPlayer(playerID: 1, name: "Ann", team: .teamB)], score: Score(teamA: 1))

        #expect(benchOnly.teamsUnknown)
        #expect(!oneTeam.teamsUnknown)
        #expect(!history.december.teamsUnknown)
        #expect(history.december.players(in: .bench).map(\.name) == ["Eve"])
    }
}
