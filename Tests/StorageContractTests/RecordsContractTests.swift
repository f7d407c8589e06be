import Domain
import Foundation
import GathersInterface
import StorageSupport
import StoreTestSupport
import TestSupport
import Testing

/// Records added up by every store, against a tally made by hand from the matches below.
@Suite(.sharedStandInServer) struct RecordsContractTests {
    private static let kickOff = Date(timeIntervalSince1970: 1_700_000_000)
    private static let day: TimeInterval = 86_400

    /// Ann's roster and her three finished matches, ended a day apart:
    /// 1. Kim, Guest (A) 2-1 Max (B), Lea on the bench; Kim 2 goals, Max 1.
    /// 2. Max, Lea (A) 1-1 Kim (B); Lea 1, Team B's goal credited to no one.
    /// 3. Kim (A) 0-3 Lea (B); Lea 3.
    /// Sam never played; a match still running and Bob's matches count for nobody here.
    private struct Season {
        let ann: StoreAccount
        let kim: Player, max: Player, lea: Player, sam: Player
        let matches: [Gather]
        let bobsPlayer: Player

        static func play(in store: any ContractStore) async throws -> Season {
            let ann = try await store.account("ann")
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let lea = try await ann.players.add(PlayerDetails(name: "Lea"))
            let sam = try await ann.players.add(PlayerDetails(name: "Sam"))
            let guest = GatherPlayer(playerID: nil, name: "Guest", team: .teamA)
            var matches: [Gather] = []
            let lineUps: [([GatherPlayer], Score, [Int: Int])] = [
                (
                    [.init(player: kim, team: .teamA), guest, .init(player: max, team: .teamB), .init(player: lea, team: .bench)],
                    Score(teamA: 2, teamB: 1), [0: 2, 2: 1]
                ),
                (
                    [.init(player: max, team: .teamA), .init(player: lea, team: .teamA), .init(player: kim, team: .teamB)],
                    Score(teamA: 1, teamB: 1), [1: 1]
                ),
                ([.init(player: kim, team: .teamA), .init(player: lea, team: .teamB)], Score(teamA: 0, teamB: 3), [1: 3]),
            ]
            for (index, (players, score, goals)) in lineUps.enumerated() {
                let start = kickOff.addingTimeInterval(Double(index) * day)
                let gather = try await ann.gathers.startGather(with: players, at: start)
                try await ann.gathers.saveProgress(GatherProgress(score: score, goals: goals), ofGather: gather.id)
                try await ann.gathers.endGather(id: gather.id, score: score, at: start.addingTimeInterval(3_600))
                matches.append(gather)
            }
            let running = try await ann.gathers.startGather(with: [.init(player: kim, team: .teamA), .init(player: sam, team: .teamB)], at: kickOff)
            try await ann.gathers.saveProgress(GatherProgress(score: Score(teamA: 5, teamB: 0), goals: [0: 5]), ofGather: running.id)

            let bob = try await store.account("bob")
            let bobsPlayer = try await bob.players.add(PlayerDetails(name: "Kim"))
            let bobs = try await bob.gathers.startGather(with: [.init(player: bobsPlayer, team: .teamA)], at: kickOff)
            try await bob.gathers.endGather(id: bobs.id, score: Score(teamA: 9, teamB: 0), at: kickOff)
            return Season(ann: ann, kim: kim, max: max, lea: lea, sam: sam, matches: matches, bobsPlayer: bobsPlayer)
        }

        func ended(_ number: Int) -> Date { kickOff.addingTimeInterval(Double(number - 1) * day + 3_600) }
    }

    private func byID(_ table: RecordsTable) -> [PlayerRecord] { table.records.sorted { $0.id < $1.id } }

    @Test(arguments: StoreKind.checked)
    func records_countEveryRostersPlayersFinishedMatches(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let season = try await Season.play(in: store)

            let table = try await season.ann.records.records(since: nil)

            #expect(
                byID(table) == [
                    // A player not on the roster (a guest, or deleted since) counts under the name they played with.
                    PlayerRecord(id: -1, name: "Guest", won: 1, isDeleted: true),
                    PlayerRecord(id: season.kim.id, name: "Kim", won: 1, drawn: 1, lost: 1, goals: 2),
                    PlayerRecord(id: season.max.id, name: "Max", won: 0, drawn: 1, lost: 1, goals: 1),
                    PlayerRecord(id: season.lea.id, name: "Lea", won: 1, drawn: 1, lost: 0, goals: 4),
                    PlayerRecord(id: season.sam.id, name: "Sam"),
                ])
            #expect(table.undatedMatchesLeftOut == 0)
        }
    }

    @Test(arguments: StoreKind.checked)
    func aPlayersRecords_areTheirRowOfTheTable_alone(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let season = try await Season.play(in: store)
            let records = season.ann.records

            for since in [nil, season.ended(2)] {
                let table = try await records.records(since: since)
                for player in [season.kim, season.max, season.lea, season.sam] {
                    let theirs = try await records.records(ofPlayer: player.id, since: since, progress: nil)
                    #expect(theirs.records == table.records.filter { $0.id == player.id && !$0.isDeleted })
                    #expect(theirs.records.count == 1)
                    #expect(theirs.undatedMatchesLeftOut == table.undatedMatchesLeftOut)
                    #expect(theirs.matchesNotSentYet == table.matchesNotSentYet)
                }
            }
            // A guest's row is no player's: asked by its id, there is none.
            #expect(try await records.records(ofPlayer: -1, since: nil, progress: nil).records == [])
        }
    }

    @Test(arguments: StoreKind.checked)
    func recordsSince_countOnlyTheMatchesEndedFromThen(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let season = try await Season.play(in: store)

            let table = try await season.ann.records.records(since: season.ended(2))

            #expect(
                byID(table) == [
                    PlayerRecord(id: season.kim.id, name: "Kim", drawn: 1, lost: 1),
                    PlayerRecord(id: season.max.id, name: "Max", drawn: 1),
                    PlayerRecord(id: season.lea.id, name: "Lea", won: 1, drawn: 1, goals: 4),
                    PlayerRecord(id: season.sam.id, name: "Sam"),
                ])
            #expect(byID(try await season.ann.records.records(since: season.ended(3).addingTimeInterval(1))).map(\.played) == [0, 0, 0, 0])
        }
    }

    @Test(arguments: StoreKind.checked)
    func aPlayersMatches_areTheirSide_newestFirst_upToTheLimit(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let season = try await Season.play(in: store)
            let (first, second, third) = (season.matches[0].id, season.matches[1].id, season.matches[2].id)

            let kims = try await season.ann.records.matches(ofPlayer: season.kim.id, limit: 5)
            #expect(
                kims == [
                    PlayerMatch(id: third, endedAt: season.ended(3), score: Score(teamA: 0, teamB: 3), team: .teamA),
                    PlayerMatch(id: second, endedAt: season.ended(2), score: Score(teamA: 1, teamB: 1), team: .teamB),
                    PlayerMatch(id: first, endedAt: season.ended(1), score: Score(teamA: 2, teamB: 1), team: .teamA, goals: 2),
                ])
            #expect(kims.map(\.outcome) == [.lost, .drawn, .won])
            // Lea sat out the first: the bench does not play.
            #expect(try await season.ann.records.matches(ofPlayer: season.lea.id, limit: 5).map(\.id) == [third, second])
            #expect(try await season.ann.records.matches(ofPlayer: season.lea.id, limit: 1).map(\.goals) == [3])
            #expect(try await season.ann.records.matches(ofPlayer: season.sam.id, limit: 5) == [])
        }
    }

    @Test(arguments: StoreKind.checked)
    func anotherUsersPlayer_orAnUnknownOne_isNotFound(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let season = try await Season.play(in: store)
            for id in [season.bobsPlayer.id, 999_999] {
                await #expect(throws: ServiceError.notFound) { try await season.ann.records.matches(ofPlayer: id, limit: 5) }
            }
        }
    }

    @Test(arguments: StoreKind.checked)
    func aDeletedPlayer_keepsTheirRecordUnderTheirName_asHistoryShowsThem_andTheOthersKeepTheirs(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let season = try await Season.play(in: store)
            try await season.ann.players.delete(playerID: season.max.id)

            let table = try await season.ann.records.records(since: nil)

            #expect(byID(table).map(\.name) == ["Max", "Guest", "Kim", "Lea", "Sam"])
            #expect(byID(table).first == PlayerRecord(id: -2, name: "Max", won: 0, drawn: 1, lost: 1, goals: 1, isDeleted: true))
            #expect(byID(table).contains(PlayerRecord(id: season.kim.id, name: "Kim", won: 1, drawn: 1, lost: 1, goals: 2)))
            // Since a day, only what they played then.
            let since = try await season.ann.records.records(since: season.ended(3) - 3_600)
            #expect(byID(since).filter(\.isDeleted).map(\.name).isEmpty)
        }
    }
}
