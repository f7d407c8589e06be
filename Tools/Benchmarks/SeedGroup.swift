import Domain
import Foundation
import SQLiteStorage
import SeededRandom

/// A group as a user builds it over years: `players` on the roster (added in one step, as an import
/// adds them) and `matches` finished ones (added in one step, as `import FILE.json` adds them), all
/// through the store's own services. Each match has 10 to 22 of the roster's players, mostly in two
/// teams (now and then one or two on the bench), a score, scorers among each team's players and
/// its own day, one to three days after the one before, the last one `lastDay`.
@MainActor
func seedGroup(_ store: SQLiteStore, user: User, players count: Int, matches: Int, seed: UInt64) async throws -> [String: Double] {
    let players = store.playersService(for: user)
    let gathers = store.gathersService(for: user)
    var generator = SeededGenerator(seed: seed)
    let details = (0..<count).map { generator.player($0) }
    var roster: [Player] = []
    let playersSeconds = try await measure { roster = try await players.addAll(details) }
    let lastDay = Date(timeIntervalSince1970: 1_795_000_000)
    var days: [Int] = []
    var day = 0
    for _ in 0..<matches {
        days.append(day)
        day += Int.random(in: 1...3, using: &generator)
    }
    // Oldest first, as an export lists them.
    let finished = days.reversed().map { generator.match(of: roster, endedAt: lastDay.addingTimeInterval(-Double($0) * 86_400)) }
    var added = 0
    let matchesSeconds = try await measure { added = try await gathers.addFinishedGathers(finished).count }
    return ["players": Double(roster.count), "matches": Double(added), "players_seconds": playersSeconds, "matches_seconds": matchesSeconds]
}

extension SeededGenerator {
    /// A finished match of 10 to 22 distinct players of `roster`, in two teams and sometimes a bench.
    mutating func match(of roster: [Player], endedAt: Date) -> Gather {
        let size = Int.random(in: 10...22, using: &self)
        var picked = Set<Int>()
        while picked.count < min(size, roster.count) { picked.insert(Int.random(in: 0..<roster.count, using: &self)) }
        let bench = Int.random(in: 0...4, using: &self) == 0 ? Int.random(in: 1...2, using: &self) : 0
        var players = picked.sorted().enumerated().map { index, rosterIndex in
            let team: Team = index < bench ? .bench : (index % 2 == 0 ? .teamA : .teamB)
            return GatherPlayer(player: roster[rosterIndex], team: team)
        }
        let score = Score(teamA: Int.random(in: 0...6, using: &self), teamB: Int.random(in: 0...6, using: &self))
        for (team, goals) in [(Team.teamA, score.teamA), (Team.teamB, score.teamB)] {
            let scorers = players.indices.filter { players[$0].team == team }
            // Most goals have a scorer; now and then one has none.
            for _ in 0..<goals where !scorers.isEmpty && Int.random(in: 0...5, using: &self) > 0 {
                players[scorers.randomElement(using: &self) ?? scorers[0]].goals += 1
            }
        }
        return Gather(id: UUID(), players: players, score: score, winner: score.winner, startedAt: endedAt.addingTimeInterval(-3_600), endedAt: endedAt)
    }
}
