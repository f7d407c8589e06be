import Domain
import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// Three matches played to the end in a fresh in-memory store, read back as the store keeps them:
/// October's 0-1, November's 3-3 and December's 2-1. Bob left the roster since: the history keeps his name.
struct PlayedHistory {
    let ann: RegisteredUser
    let october: Gather
    let november: Gather
    let december: Gather
    /// How many calls the seeding made: what the code under test asks comes after them.
    let seedingCalls: Int

    var callsSinceSeeding: [ServiceCall] { Array(ann.services.calls.dropFirst(seedingCalls)) }

    static func make() async throws -> PlayedHistory {
        let ann = try await RegisteredUser.make()
        var roster: [Player] = []
        for details in [
            PlayerDetails(name: "Ann Smith", position: .striker, skill: .amateur),
            PlayerDetails(name: "Bob", position: .goalkeeper, skill: .professional),
            PlayerDetails(name: "Carla Díaz", position: .midfielder),
            PlayerDetails(name: "Dmitri"),
            PlayerDetails(name: "Eve", position: .winger),
        ] {
            roster.append(try await ann.players.add(details))
        }
        let (annSmith, bob, carla, dmitri, eve) = (roster[0], roster[1], roster[2], roster[3], roster[4])

        let october = try await play(
            [(annSmith, .teamA), (bob, .teamB)], by: ann, endingAt: 1_793_000_000, Score(teamA: 0, teamB: 1)
        )
        let november = try await play(
            [(annSmith, .teamA), (bob, .teamA), (dmitri, .teamA), (carla, .teamB), (eve, .teamB)],
            by: ann, endingAt: 1_795_600_000, Score(teamA: 3, teamB: 3)
        )
        let december = try await play(
            [(annSmith, .teamA), (bob, .teamA), (carla, .teamB), (dmitri, .teamB), (eve, .bench)],
            by: ann, endingAt: 1_796_200_000, Score(teamA: 2, teamB: 1)
        )
        try await ann.players.delete(playerID: bob.id)

        let finished = try await ann.gathers.finishedGathers()
        func stored(_ id: UUID) throws -> Gather { try #require(finished.first { $0.id == id }) }
        return PlayedHistory(
            ann: ann, october: try stored(october), november: try stored(november), december: try stored(december),
            seedingCalls: ann.services.calls.count
        )
    }

    /// Starts a match ten minutes before `end` and ends it then with `score`; returns its id.
    private static func play(
        _ lineUp: [(Player, Team)], by user: RegisteredUser, endingAt end: TimeInterval, _ score: Score
    ) async throws -> UUID {
        let players = lineUp.map { GatherPlayer(player: $0, team: $1) }
        let gather = try await user.gathers.startGather(with: players, at: Date(timeIntervalSince1970: end - 600))
        try await user.gathers.endGather(id: gather.id, score: score, at: Date(timeIntervalSince1970: end))
        return gather.id
    }
}
