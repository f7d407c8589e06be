import Domain
import Foundation
import StorageSupport
import StoreTestSupport
import TestSupport
import Testing

/// Adding a whole roster at once: every store adds all of it, checked as one player is, or none.
@Suite(.sharedStandInServer) struct ImportContractTests {
    @Test(arguments: StoreKind.checked)
    func addAll_addsEveryPlayerValidatedAndTrimmed_inTheOrderGiven(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let kept = try await ann.players.add(PlayerDetails(name: "Bob"))

            let added = try await ann.players.addAll([
                PlayerDetails(name: " Zoë ", age: 30, position: .striker, skill: .professional, favouriteTeam: " Arsenal "),
                PlayerDetails(name: "Carla", favouriteTeam: "  "),
                PlayerDetails(name: "Ann"),
            ])

            #expect(
                added.map(\.details) == [
                    PlayerDetails(name: "Zoë", age: 30, position: .striker, skill: .professional, favouriteTeam: "Arsenal"),
                    PlayerDetails(name: "Carla"), PlayerDetails(name: "Ann"),
                ])
            #expect(Set(added.map(\.id)).count == 3)
            #expect(try await ann.players.players() == [added[2], kept, added[1], added[0]])
            #expect(try await ann.players.addAll([]) == [])
        }
    }

    /// What another import added since a plan was made is not added again: names match as an
    /// import matches them (any case, any white space, an accent typed either way).
    @Test(arguments: StoreKind.checked)
    func addAll_skipsNamesOnTheRosterOrEarlierInTheList_andReturnsOnlyThoseAdded(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let kept = try await ann.players.add(PlayerDetails(name: "Carla D\u{ED}az"))

            let added = try await ann.players.addAll([
                PlayerDetails(name: "carla\u{00A0}di\u{301}az", age: 40), PlayerDetails(name: "Bob"), PlayerDetails(name: "BOB"),
                PlayerDetails(name: "Zoe"), PlayerDetails(name: "Zo\u{EB}"),
            ])

            #expect(added.map(\.name) == ["Bob", "Zoe", "Zo\u{EB}"])
            #expect(try await ann.players.players().map(\.name) == ["Bob", kept.name, "Zoe", "Zo\u{EB}"])
            #expect(try await ann.players.addAll([PlayerDetails(name: "bob")]) == [])
        }
    }

    @Test(arguments: StoreKind.checked)
    func addAll_withOnePlayerBreakingARule_addsNobody(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")

            await #expect(throws: ServiceError.invalid(.outOfRange(field: .player(.age), range: 1...120))) {
                try await ann.players.addAll([PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob", age: 200), PlayerDetails(name: "Cy")])
            }

            #expect(try await ann.players.players() == [])
        }
    }
}

/// Bringing in a match played before: every store keeps it finished, as it was, in one step.
@Suite(.sharedStandInServer) struct FinishedGatherImportContractTests {
    private static let kickOff = Date(timeIntervalSince1970: 1_750_000_000)

    @Test(arguments: StoreKind.checked)
    func addFinishedGather_keepsTeamsScorersScoreWinnerAndDates_andNothingRuns(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let roster = try await ann.players.addAll([PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob"), PlayerDetails(name: "Cy")])
            let match = Gather(
                id: UUID(),
                players: [
                    GatherPlayer(player: roster[0], team: .teamA).scoring(2),
                    GatherPlayer(player: roster[1], team: .teamB).scoring(1),
                    GatherPlayer(player: roster[2], team: .bench),
                    GatherPlayer(playerID: nil, name: " Dee ", team: .teamA),
                ],
                score: Score(teamA: 3, teamB: 1), winner: .teamA, startedAt: Self.kickOff, endedAt: Self.kickOff + 3_600
            )

            let added = try await ann.gathers.addFinishedGather(match)

            var expected = match
            expected.players[3].name = "Dee"
            #expect(added.id != match.id)
            #expect(added.players == expected.players)
            let history = try await ann.gathers.finishedGathers()
            #expect(history.map(\.id) == [added.id])
            #expect(history.first?.players == expected.players)
            #expect(history.first?.score == Score(teamA: 3, teamB: 1))
            #expect(history.first?.winner == .teamA)
            #expect(history.first?.startedAt == Self.kickOff)
            #expect(history.first?.endedAt == Self.kickOff + 3_600)
            #expect(try await ann.gathers.unfinishedGather() == nil)
        }
    }

    @Test(arguments: StoreKind.checked)
    func addFinishedGather_withoutAWinner_takesTheScoresOne(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let roster = try await ann.players.addAll([PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob")])
            let match = Gather(
                id: UUID(), players: [GatherPlayer(player: roster[0], team: .teamA), GatherPlayer(player: roster[1], team: .teamB)],
                score: Score(teamA: 0, teamB: 2), startedAt: Self.kickOff, endedAt: Self.kickOff
            )

            #expect(try await ann.gathers.addFinishedGather(match).winner == .teamB)
            #expect(try await ann.gathers.finishedGathers().map(\.winner) == [.teamB])
        }
    }

    @Test(arguments: StoreKind.checked)
    func addFinishedGather_refusingAPlayerOffTheRoster_tooManyGoals_orNoScore_addsNothing(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let bob = try await store.account("bob")
            let own = try await ann.players.add(PlayerDetails(name: "Ann"))
            let other = try await bob.players.add(PlayerDetails(name: "Bob"))
            func match(_ players: [GatherPlayer], score: Score? = Score(teamA: 1, teamB: 0)) -> Gather {
                Gather(id: UUID(), players: players, score: score, startedAt: Self.kickOff, endedAt: Self.kickOff)
            }

            await #expect(throws: ServiceError.notFound) {
                try await ann.gathers.addFinishedGather(
                    match([GatherPlayer(player: own, team: .teamA), GatherPlayer(player: other, team: .teamB)]))
            }
            await #expect(throws: ServiceError.invalid(.outOfRange(field: .goals, range: 0...1))) {
                try await ann.gathers.addFinishedGather(match([GatherPlayer(player: own, team: .teamA).scoring(2)]))
            }
            await #expect(throws: ServiceError.invalid(.outOfRange(field: .goals, range: 0...0))) {
                try await ann.gathers.addFinishedGather(match([GatherPlayer(player: own, team: .bench).scoring(1)]))
            }
            await #expect(throws: ServiceError.invalid(.required(field: .score))) {
                try await ann.gathers.addFinishedGather(match([GatherPlayer(player: own, team: .teamA)], score: nil))
            }
            await #expect(throws: ServiceError.invalid(.outOfRange(field: .score, range: Score.range))) {
                try await ann.gathers.addFinishedGather(match([GatherPlayer(player: own, team: .teamA)], score: Score(teamA: 100)))
            }

            #expect(try await ann.gathers.finishedGathers() == [])
            #expect(try await ann.gathers.unfinishedGather() == nil)
        }
    }

    /// An export's matches: those the history holds are not added again, each kept match standing
    /// for one of them, so of two alike the one not kept yet is added.
    @Test(arguments: StoreKind.checked)
    func addFinishedGathers_addsOnlyWhatTheHistoryDoesNotHold_twoAlikeBoth(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let roster = try await ann.players.addAll([PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob")])
            func match(_ score: Score, at start: Date) -> Gather {
                Gather(
                    id: UUID(), players: [GatherPlayer(player: roster[0], team: .teamA), GatherPlayer(player: roster[1], team: .teamB)],
                    score: score, startedAt: start, endedAt: start + 3_600)
            }
            let draw = match(Score(teamA: 1, teamB: 1), at: Self.kickOff)
            let win = match(Score(teamA: 2, teamB: 0), at: Self.kickOff + 86_400)
            _ = try await ann.gathers.addFinishedGather(draw)

            let added = try await ann.gathers.addFinishedGathers([draw, draw, win])

            #expect(added.map(\.score) == [draw.score, win.score])
            let kept = try await ann.gathers.finishedGathers().compactMap(\.score?.description)
            #expect(kept.sorted() == ["1-1", "1-1", "2-0"])
            #expect(try await ann.gathers.addFinishedGathers([draw, draw, win]) == [])
        }
    }

    /// A match an export got from a server, played elsewhere: no dates, teams unknown (everyone on the bench).
    @Test(arguments: StoreKind.checked)
    func addFinishedGather_withoutDates_keepsScoreWinnerAndPlayers(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let roster = try await ann.players.addAll([PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob")])
            let dated = try await ann.gathers.addFinishedGather(
                Gather(
                    id: UUID(), players: [GatherPlayer(player: roster[0], team: .teamA), GatherPlayer(player: roster[1], team: .teamB)],
                    score: Score(teamA: 1, teamB: 1), startedAt: Self.kickOff, endedAt: Self.kickOff
                ))
            let undated = Gather(
                id: UUID(), players: [GatherPlayer(player: roster[0], team: .bench), GatherPlayer(player: roster[1], team: .bench)],
                score: Score(teamA: 4, teamB: 2), winner: .teamA
            )

            let added = try await ann.gathers.addFinishedGather(undated)

            let history = try await ann.gathers.finishedGathers()
            // The server lists the newest created first; the local stores put matches without a date last.
            #expect(history.map(\.id) == (kind.isRemote ? [added.id, dated.id] : [dated.id, added.id]))
            let kept = try #require(history.first { $0.id == added.id })
            #expect(kept.score == Score(teamA: 4, teamB: 2))
            #expect(kept.winner == .teamA)
            #expect(kept.startedAt == nil)
            #expect(kept.endedAt == nil)
            #expect(Set(kept.players) == Set(undated.players))
        }
    }
}

extension GatherPlayer {
    fileprivate func scoring(_ goals: Int) -> GatherPlayer {
        var scorer = self
        scorer.goals = goals
        return scorer
    }
}
