import Domain
import Foundation
import GathersInterface
import StoreTestSupport
import TestSupport

extension TimeZone {
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
}

/// Matches played to the end in a fresh in-memory store behind the fault-injecting wrapper:
/// 1. (2026-11-02) Ann, Bob (A) 2-1 Carla (B); Ann 2 goals.
/// 2. (2026-11-09) Ann (A) 0-0 Carla, Bob (B).
/// 3. (2026-11-16) Carla (A) 3-1 Ann (B), Bob on the bench; Carla 3.
/// Dmitri never played.
struct PlayedSeason {
    static let firstEnd = Date(timeIntervalSince1970: 1_793_620_800)  // 2026-11-02 12:00 UTC
    static let week: TimeInterval = 7 * 86_400

    let ann: RegisteredUser
    let annSmith: Player, bob: Player, carla: Player, dmitri: Player
    let matches: [Gather]

    static func make() async throws -> PlayedSeason {
        let ann = try await RegisteredUser.make()
        let annSmith = try await ann.players.add(PlayerDetails(name: "Ann Smith"))
        let bob = try await ann.players.add(PlayerDetails(name: "Bob"))
        let carla = try await ann.players.add(PlayerDetails(name: "Carla"))
        let dmitri = try await ann.players.add(PlayerDetails(name: "Dmitri"))
        let lineUps: [([(Player, Team)], Score, [Int: Int])] = [
            ([(annSmith, .teamA), (bob, .teamA), (carla, .teamB)], Score(teamA: 2, teamB: 1), [0: 2]),
            ([(annSmith, .teamA), (carla, .teamB), (bob, .teamB)], Score(teamA: 0, teamB: 0), [:]),
            ([(carla, .teamA), (annSmith, .teamB), (bob, .bench)], Score(teamA: 3, teamB: 1), [0: 3]),
        ]
        var matches: [Gather] = []
        for (index, (lineUp, score, goals)) in lineUps.enumerated() {
            let end = firstEnd.addingTimeInterval(Double(index) * week)
            let gather = try await ann.gathers.startGather(with: lineUp.map { GatherPlayer(player: $0, team: $1) }, at: end - 600)
            try await ann.gathers.saveProgress(GatherProgress(score: score, goals: goals), ofGather: gather.id)
            try await ann.gathers.endGather(id: gather.id, score: score, at: end)
            matches.append(gather)
        }
        return PlayedSeason(ann: ann, annSmith: annSmith, bob: bob, carla: carla, dmitri: dmitri, matches: matches)
    }

    func ended(_ number: Int) -> Date { Self.firstEnd.addingTimeInterval(Double(number - 1) * Self.week) }

    /// What the code under test asked the store, after the season was played.
    var recordCalls: [ServiceCall] {
        ann.services.calls.filter { [.records, .playerMatches].contains($0.kind) }
    }
}
