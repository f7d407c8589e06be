import Domain
import Foundation
import Testing
import TestSupport
@testable import History

/// Three finished gathers, newest first, as a store returns them.
extension Gather {
    static let december = Gather(
        id: UUID(),
        players: [
            GatherPlayer(playerID: 11, name: "Ann Smith", position: .striker, skill: .amateur, team: .teamA),
            // Deleted from the roster since: the gather keeps the name.
            GatherPlayer(playerID: nil, name: "Bob", position: .goalkeeper, skill: .professional, team: .teamA),
            GatherPlayer(playerID: 13, name: "Carla Díaz", position: .midfielder, team: .teamB),
            GatherPlayer(playerID: 14, name: "Dmitri", team: .teamB),
            GatherPlayer(playerID: 15, name: "Eve", position: .winger, team: .bench),
        ],
        score: Score(teamA: 2, teamB: 1),
        winner: .teamA,
        startedAt: Date(timeIntervalSince1970: 1_796_199_400),
        endedAt: Date(timeIntervalSince1970: 1_796_200_000)
    )
    static let november = Gather(
        id: UUID(),
        players: [
            GatherPlayer(playerID: 11, name: "Ann Smith", position: .striker, team: .teamA),
            GatherPlayer(playerID: 12, name: "Bob", position: .goalkeeper, team: .teamA),
            GatherPlayer(playerID: 14, name: "Dmitri", team: .teamA),
            GatherPlayer(playerID: 13, name: "Carla Díaz", position: .midfielder, team: .teamB),
            GatherPlayer(playerID: 15, name: "Eve", position: .winger, team: .teamB),
        ],
        score: Score(teamA: 3, teamB: 3),
        winner: Winner.none,
        startedAt: Date(timeIntervalSince1970: 1_795_599_400),
        endedAt: Date(timeIntervalSince1970: 1_795_600_000)
    )
    /// From a store that keeps no dates (as a remote one may not).
    static let undated = Gather(
        id: UUID(),
        players: [
            GatherPlayer(playerID: 11, name: "Ann Smith", position: .striker, team: .teamA),
            GatherPlayer(playerID: 12, name: "Bob", position: .goalkeeper, team: .teamB),
        ],
        score: Score(teamA: 0, teamB: 1),
        winner: .teamB
    )
}

extension TimeZone {
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
}

/// The finished gathers and one of them in full, and what a finished match means.
@MainActor
@Suite struct HistoryInteractorTests {
    @Test func load_keepsTheFinishedOnesNewestFirst() async throws {
        let unfinished = Gather(id: UUID(), players: [], startedAt: Date(timeIntervalSince1970: 1_796_300_000))
        let sut = HistoryInteractor(gathers: FakeGathersService(gathers: [.november, unfinished, .december]))

        try await sut.loadMatches()

        #expect(sut.matches == [.december, .november])
    }

    @Test func load_whenThereAreNone_keepsNone() async throws {
        let sut = HistoryInteractor(gathers: FakeGathersService())

        try await sut.loadMatches()

        #expect(sut.matches.isEmpty)
    }

    @Test func load_whenTheStoreFails_throws_andForgetsWhatWasLoaded() async throws {
        let gathers = FakeGathersService(gathers: [.december])
        let sut = HistoryInteractor(gathers: gathers)
        try await sut.loadMatches()

        gathers.fail(with: .unavailable("disk"))
        await #expect(throws: ServiceError.unavailable("disk")) { try await sut.loadMatches() }

        #expect(sut.matches.isEmpty)
        #expect(sut.match(numbered: 1) == nil)
    }

    @Test func match_isPickedByItsNumberInTheList() async throws {
        let sut = HistoryInteractor(gathers: FakeGathersService(gathers: [.november, .december, .undated]))
        try await sut.loadMatches()

        #expect(sut.match(numbered: 1) == .december)
        #expect(sut.match(numbered: 2) == .november)
        for number in [0, -1, sut.matches.count + 1, Int.max, Int.min] {
            #expect(sut.match(numbered: number) == nil)
        }
    }

    // MARK: What a finished match means

    @Test func playedAt_isWhenItEnded_elseWhenItStarted_elseNothing() {
        var started = Gather.november
        started.endedAt = nil

        #expect(Gather.november.playedAt == Gather.november.endedAt)
        #expect(started.playedAt == Gather.november.startedAt)
        #expect(Gather.undated.playedAt == nil)
    }

    @Test func result_isTheStoredWinner_elseTheOneTheScoreImplies() {
        var implied = Gather.undated
        implied.winner = nil
        var unscored = implied
        unscored.score = nil

        #expect(Gather.november.result == Winner.none)
        #expect(implied.result == .teamB)
        #expect(unscored.result == nil)
    }

    @Test func teams_areUnknownOnlyWhenNobodyPlayedInEither() {
        let benchOnly = Gather(id: UUID(), players: [GatherPlayer(playerID: 1, name: "Ann", team: .bench)], score: Score(teamA: 1))
        let oneTeam = Gather(id: UUID(), players: [GatherPlayer(playerID: 1, name: "Ann", team: .teamB)], score: Score(teamA: 1))

        #expect(benchOnly.teamsUnknown)
        #expect(!oneTeam.teamsUnknown)
        #expect(!Gather.december.teamsUnknown)
        #expect(Gather.december.players(in: .bench).map(\.name) == ["Eve"])
    }
}
