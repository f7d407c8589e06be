import Domain
import Foundation
import GathersInterface
import RemoteStorage
import RemoteTestSupport
import StorageSupport
import StoreTestSupport
import TestSupport
import Testing

/// Records from the web service: exact for matches this machine started, and for
/// those started elsewhere only what the server knows (who played, the score).
@Suite struct RemoteRecordsTests {
    private let kickOff = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func aMatchStartedElsewhere_countsAsPlayedWithTheResultUnknown_andHasNoDate() async throws {
        try await withTemporaryDirectory { first in
            try await withTemporaryDirectory { second in
                try await withFakeServer { server in
                    let here = try await server.store(dataDirectory: first).account("ann")
                    let max = try await here.players.add(PlayerDetails(name: "Max"))
                    let kim = try await here.players.add(PlayerDetails(name: "Kim"))
                    let lou = try await here.players.add(PlayerDetails(name: "Lou"))
                    let played = try await here.gathers.startGather(
                        with: [
                            GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .teamB), GatherPlayer(player: lou, team: .bench),
                        ], at: kickOff)
                    try await here.gathers.saveProgress(GatherProgress(score: Score(teamA: 2, teamB: 0), goals: [0: 2]), ofGather: played.id)
                    try await here.gathers.endGather(id: played.id, score: Score(teamA: 2, teamB: 0), at: kickOff + 600)

                    let otherStore = server.store(dataDirectory: second)
                    let there = otherStore.account(try await otherStore.logIn(Credentials(username: "ann", password: "secret")))

                    // This machine started it: teams, goals and date are known.
                    #expect(
                        try await here.records.records(since: nil).records.sorted { $0.id < $1.id } == [
                            PlayerRecord(id: max.id, name: "Max", won: 1, goals: 2),
                            PlayerRecord(id: kim.id, name: "Kim", lost: 1),
                            PlayerRecord(id: lou.id, name: "Lou"),
                        ])
                    // The other knows who played (not the bench), not on which side, nor the goals, nor when.
                    #expect(
                        try await there.records.records(since: nil).records.sorted { $0.id < $1.id } == [
                            PlayerRecord(id: max.id, name: "Max", resultUnknown: 1),
                            PlayerRecord(id: kim.id, name: "Kim", resultUnknown: 1),
                            PlayerRecord(id: lou.id, name: "Lou"),
                        ])
                    let since = try await there.records.records(since: kickOff)
                    #expect(since.undatedMatchesLeftOut == 1)
                    #expect(since.records.map(\.played) == [0, 0, 0])
                    #expect(
                        try await there.records.matches(ofPlayer: max.id, limit: 5) == [
                            PlayerMatch(id: played.id, endedAt: nil, score: Score(teamA: 2, teamB: 0), team: nil)
                        ])
                    #expect(try await there.records.matches(ofPlayer: lou.id, limit: 5) == [])
                    #expect(
                        try await here.records.matches(ofPlayer: max.id, limit: 5) == [
                            PlayerMatch(id: played.id, endedAt: kickOff + 600, score: Score(teamA: 2, teamB: 0), team: .teamA, goals: 2)
                        ])
                }
            }
        }
    }
}
