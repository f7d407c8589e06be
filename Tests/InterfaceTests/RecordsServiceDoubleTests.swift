import Domain
import Foundation
import RecordsInterface
import Testing

@Suite struct RecordsServiceDoubleTests {
    let table = RecordsTable(records: [PlayerRecord(id: 1, name: "Ana", won: 2)], undatedMatchesLeftOut: 1)
    let match = PlayerMatch(id: UUID(), endedAt: nil, score: Score(teamA: 1), team: .teamA, goals: 1)

    @Test func forwardsEveryCallToItsClosure() async throws {
        let calls = Calls()
        let (table, match) = (table, match)
        var double = RecordsServiceDouble()
        double.onRecords = { since, progress in
            calls.record("records \(since == nil ? "all" : "since")")
            progress?(1, 2)
            return table
        }
        double.onPlayerRecords = { id, since, _ in
            calls.record("records of \(id) \(since == nil ? "all" : "since")")
            return table
        }
        double.onMatches = { id, limit in
            calls.record("matches \(id) \(limit)"); return [match]
        }

        #expect(try await double.records(since: nil, progress: { fetched, of in calls.record("progress \(fetched)/\(of)") }) == table)
        #expect(try await double.records(since: Date(timeIntervalSince1970: 0)) == table)
        #expect(try await double.records(ofPlayer: 1, since: nil, progress: nil) == table)
        #expect(try await double.matches(ofPlayer: 1, limit: 5) == [match])
        #expect(calls.all == ["records all", "progress 1/2", "records since", "records of 1 all", "matches 1 5"])
    }

    @Test func unsetCallsFail_namingTheCall() async {
        let double = RecordsServiceDouble()

        await #expect(throws: ServiceError.unexpected("RecordsService.records was not set up")) { try await double.records(since: nil) }
        await #expect(throws: ServiceError.unexpected("RecordsService.records(ofPlayer:) was not set up")) {
            try await double.records(ofPlayer: 1, since: nil, progress: nil)
        }
        await #expect(throws: ServiceError.unexpected("RecordsService.matches was not set up")) {
            try await double.matches(ofPlayer: 1, limit: 5)
        }
    }
}
