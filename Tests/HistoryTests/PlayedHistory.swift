import Domain
import Foundation
import GathersInterface
import Synchronization
import TestSupport

/// Three finished matches as the store keeps them: October's 0-1, November's 3-3 and December's
/// 2-1, each ended ten minutes after it started. Bob left the roster since: the history keeps his
/// name, linked to no player. `gathers()` lists them newest first; every call is recorded in `log`.
final class PlayedHistory: Sendable {
    let october: Gather
    let november: Gather
    let december: Gather
    let log = ServiceCallLog()
    /// The matches the store keeps, newest first: a deletion drops one.
    private let kept: Mutex<[Gather]>

    /// What the code under test asked, oldest first.
    var calls: [ServiceCall] { log.calls }

    init() {
        let annSmith = GatherPlayer(playerID: 1, name: "Ann Smith", position: .striker, skill: .amateur, team: .teamA)
        let bob = GatherPlayer(playerID: nil, name: "Bob", position: .goalkeeper, skill: .professional, team: .teamA)
        let carla = GatherPlayer(playerID: 3, name: "Carla Díaz", position: .midfielder, team: .teamB)
        let dmitri = GatherPlayer(playerID: 4, name: "Dmitri", team: .teamB)
        let eve = GatherPlayer(playerID: 5, name: "Eve", position: .winger, team: .teamB)
        func on(_ team: Team, _ player: GatherPlayer) -> GatherPlayer {
            var placed = player
            placed.team = team
            return placed
        }
        october = Self.played([annSmith, on(.teamB, bob)], endingAt: 1_793_000_000, Score(teamA: 0, teamB: 1))
        november = Self.played([annSmith, bob, on(.teamA, dmitri), carla, eve], endingAt: 1_795_600_000, Score(teamA: 3, teamB: 3))
        december = Self.played([annSmith, bob, carla, dmitri, on(.bench, eve)], endingAt: 1_796_200_000, Score(teamA: 2, teamB: 1))
        kept = Mutex([december, november, october])
    }

    /// A match of `lineUp` started ten minutes before `end` and ended then with `score`.
    private static func played(_ lineUp: [GatherPlayer], endingAt end: TimeInterval, _ score: Score) -> Gather {
        Gather(
            id: UUID(), players: lineUp, score: score, winner: score.winner, startedAt: Date(timeIntervalSince1970: end - 600),
            endedAt: Date(timeIntervalSince1970: end))
    }

    /// The store's matches: listed newest first, with their players unless `listingPlayers` is false
    /// (as the web service lists gathers started on another machine), then fetched one by one.
    /// A match it does not keep (deleted) is `notFound`.
    func gathers(listingPlayers: Bool = true) -> GathersServiceDouble {
        var gathers = GathersServiceDouble()
        gathers.onFinishedGatherList = {
            let listed = self.kept.withLock { $0 }
            guard !listingPlayers else { return FinishedGatherList(gathers: listed) }
            let withoutPlayers = listed.map { gather in
                var listed = gather
                listed.players = []
                return listed
            }
            return FinishedGatherList(gathers: withoutPlayers, playersLeftOut: Set(listed.map(\.id)))
        }
        gathers.onPlayersOfFinishedGather = { id in
            guard let gather = self.kept.withLock({ $0.first { $0.id == id } }) else { throw ServiceError.notFound }
            return gather.players
        }
        gathers.onDeleteFinishedGather = { id in
            let deleted = self.kept.withLock { matches in
                guard let index = matches.firstIndex(where: { $0.id == id }) else { return false }
                matches.remove(at: index)
                return true
            }
            guard deleted else { throw ServiceError.notFound }
        }
        return gathers.recorded(in: log)
    }
}
