import Domain

/// The balanced split: two teams of equal strength made from every picked player.
///
/// Skill is worth points (`SkillPoints`: beginner 1, amateur 2, professional 3, and a player
/// without a skill counts as an amateur). The split
/// - spreads the goalkeepers first, so the teams' goalkeepers differ by at most one;
/// - keeps the team sizes within one of each other;
/// - makes the point difference as small as it can be under those two rules;
/// - is the same for the same players whatever order they come in.
///
/// It deals the players out like a captain's pick: goalkeepers first, then everyone
/// by points (highest first; ties by name, then id), each to the team with fewer
/// points (then fewer players, then Team A) — unless that choice would make the
/// smallest possible point difference unreachable, in which case the player goes
/// to the other team. So the pick reads naturally and the result is still the best.
///
/// Other splits may be just as balanced. They come in the same order of preference: the
/// deal tried again with the last choice that could go either way made the other way, and
/// so on; the first player dealt always opens Team A, so swapping the teams' names is no
/// new split.
extension ConfirmPlayersInteractor {
    /// The first equally balanced split of `players`; it always exists (the best tallies are reachable by definition).
    nonisolated static func balancedSplit(of players: [any ConfirmPlayersEntity]) -> BalancedSplit {
        balancedSplit(of: players, skipping: 0) ?? BalancedSplit(teamA: [], teamB: [], pointsA: 0, pointsB: 0)
    }

    /// The equally balanced split after `skipping` others in the order of preference; nil when there
    /// are no more. `hasNext` says whether another follows it. Players are named by their number:
    /// their place in `players`, from 1.
    nonisolated static func balancedSplit(of players: [any ConfirmPlayersEntity], skipping: Int) -> BalancedSplit? {
        let order = dealingOrder(players)
        var deal = Deal(order.map { players[$0 - 1] })
        guard let teamA = deal.leaf(skipping: skipping) else { return nil }
        var after = deal
        let hasNext = after.leaf(skipping: skipping + 1) != nil
        var split = BalancedSplit(teamA: [], teamB: [], pointsA: 0, pointsB: 0, rank: skipping + 1, hasNext: hasNext)
        for (number, inA) in zip(order, teamA) {
            let player = players[number - 1]
            let points = SkillPoints.of(player.skill)
            if inA {
                split.teamA.append(number)
                split.pointsA += points
                if player.isGoalkeeper { split.goalkeepersA.append(number) }
            } else {
                split.teamB.append(number)
                split.pointsB += points
                if player.isGoalkeeper { split.goalkeepersB.append(number) }
            }
            if player.skill == nil { split.unrated.append(number) }
        }
        return split
    }

    /// The players' numbers, goalkeepers first, then by points (highest first), name, id: the same for any input order.
    nonisolated static func dealingOrder(_ players: [any ConfirmPlayersEntity]) -> [Int] {
        players.indices.map { $0 + 1 }.sorted { leftNumber, rightNumber in
            let (left, right) = (players[leftNumber - 1], players[rightNumber - 1])
            if left.isGoalkeeper != right.isGoalkeeper { return left.isGoalkeeper }
            let (leftPoints, rightPoints) = (SkillPoints.of(left.skill), SkillPoints.of(right.skill))
            if leftPoints != rightPoints { return leftPoints > rightPoints }
            if left.name != right.name { return left.name < right.name }
            return left.id < right.id
        }
    }

    /// A goalkeeper goes where there are fewer goalkeepers; then fewer points, fewer players, Team A.
    nonisolated static func prefersTeamA(_ candidate: Candidate, a: TeamTally, b: TeamTally) -> Bool {
        if candidate.isGoalkeeper, a.goalkeepers != b.goalkeepers { return a.goalkeepers < b.goalkeepers }
        if a.points != b.points { return a.points < b.points }
        return a.players <= b.players
    }
}

/// Every equally balanced split, depth first in the deal's order of preference.
struct Deal {
    private let candidates: [Candidate]
    private let completions: Completions
    private let goal: [TeamTally]
    /// Whether each dealt player is in Team A, on the way down.
    private var inTeamA: [Bool]
    private var toSkip = 0

    init(_ dealt: [any ConfirmPlayersEntity]) {
        candidates = dealt.map(Candidate.init)
        completions = Completions(candidates)
        goal = completions.best
        inTeamA = Array(repeating: false, count: dealt.count)
    }

    /// Who is in Team A in the split after `skipping` others; nil when there are fewer.
    mutating func leaf(skipping: Int) -> [Bool]? {
        toSkip = skipping
        return visit(0, a: TeamTally(), b: TeamTally()) ? inTeamA : nil
    }

    private mutating func visit(_ index: Int, a: TeamTally, b: TeamTally) -> Bool {
        guard index < candidates.count else {
            if toSkip == 0 { return true }
            toSkip -= 1
            return false
        }
        let candidate = candidates[index]
        let preferred = ConfirmPlayersInteractor.prefersTeamA(candidate, a: a, b: b)
        for toA in index == 0 ? [true] : [preferred, !preferred] {
            let teamA = toA ? a.adding(candidate) : a
            guard completions.canReach(goal, from: index + 1, teamA: teamA) else { continue }
            inTeamA[index] = toA
            if visit(index + 1, a: teamA, b: toA ? b : b.adding(candidate)) { return true }
        }
        return false
    }
}

/// What the split needs to know about a player.
struct Candidate: Equatable {
    var points: Int
    var isGoalkeeper: Bool

    init(_ player: any ConfirmPlayersEntity) {
        points = SkillPoints.of(player.skill)
        isGoalkeeper = player.isGoalkeeper
    }
}

/// One team's count so far.
struct TeamTally: Equatable {
    var players = 0
    var goalkeepers = 0
    var points = 0

    func adding(_ candidate: Candidate) -> TeamTally {
        TeamTally(players: players + 1, goalkeepers: goalkeepers + (candidate.isGoalkeeper ? 1 : 0), points: points + candidate.points)
    }
}

/// Which final Team A tallies are best, and which are still reachable from any point of the deal.
///
/// `tables[i]` holds, for the players from `i` on, every (players, goalkeepers, points) that
/// Team A can still gain from them; points are kept as bits, so this stays small and fast.
struct Completions {
    /// The final Team A tallies allowed by the rules with the smallest point difference.
    private(set) var best: [TeamTally] = []
    private var tables: [[PointSet]]
    private var goalkeepersFrom: [Int]

    init(_ candidates: [Candidate]) {
        let count = candidates.count
        let total = candidates.reduce(0) { $0 + $1.points }
        let capacity = total + 1
        goalkeepersFrom = Array(repeating: 0, count: count + 1)
        for index in stride(from: count - 1, through: 0, by: -1) {
            goalkeepersFrom[index] = goalkeepersFrom[index + 1] + (candidates[index].isGoalkeeper ? 1 : 0)
        }
        tables = Array(repeating: [], count: count + 1)
        var nothing = PointSet(capacity: capacity)
        nothing.insert(0)
        tables[count] = [nothing]
        for index in stride(from: count - 1, through: 0, by: -1) {
            let candidate = candidates[index]
            let players = count - index
            let keepers = goalkeepersFrom[index]
            var table = Array(repeating: PointSet(capacity: capacity), count: (players + 1) * (keepers + 1))
            for a in 0...players {
                for k in 0...keepers {
                    // To Team B: Team A gains nothing from this player.
                    var set = lookup(index + 1, players: a, goalkeepers: k) ?? PointSet(capacity: capacity)
                    // To Team A: one more player, maybe a goalkeeper, and their points.
                    if a > 0, let rest = lookup(index + 1, players: a - 1, goalkeepers: k - (candidate.isGoalkeeper ? 1 : 0)) {
                        set.formUnion(rest, shiftedBy: candidate.points)
                    }
                    table[a * (keepers + 1) + k] = set
                }
            }
            tables[index] = table
        }
        best = Self.bestTallies(count: count, goalkeepers: goalkeepersFrom[0], total: total) { tally in
            lookup(0, players: tally.players, goalkeepers: tally.goalkeepers)?.contains(tally.points) == true
        }
    }

    /// Whether Team A, at `teamA` before player `index`, can still end at one of `goals`.
    func canReach(_ goals: [TeamTally], from index: Int, teamA: TeamTally) -> Bool {
        goals.contains { goal in
            lookup(index, players: goal.players - teamA.players, goalkeepers: goal.goalkeepers - teamA.goalkeepers)?
                .contains(goal.points - teamA.points) == true
        }
    }

    private func lookup(_ index: Int, players: Int, goalkeepers: Int) -> PointSet? {
        let remaining = tables.count - 1 - index
        let keepers = goalkeepersFrom[index]
        guard (0...remaining).contains(players), (0...keepers).contains(goalkeepers) else { return nil }
        return tables[index][players * (keepers + 1) + goalkeepers]
    }

    /// Sizes within one, goalkeepers within one, and the smallest point difference any such split reaches.
    static func bestTallies(count: Int, goalkeepers: Int, total: Int, isReachable: (TeamTally) -> Bool) -> [TeamTally] {
        let sizes = Set([count / 2, count - count / 2]).sorted()
        let keepers = Set([goalkeepers / 2, goalkeepers - goalkeepers / 2]).sorted()
        var difference = total % 2
        while difference <= total {
            let tallies = Set([(total - difference) / 2, (total + difference) / 2]).sorted().flatMap { points in
                sizes.flatMap { size in keepers.map { TeamTally(players: size, goalkeepers: $0, points: points) } }
            }.filter(isReachable)
            if !tallies.isEmpty { return tallies }
            difference += 2
        }
        return []
    }
}

/// A set of small non-negative numbers, as bits.
struct PointSet: Equatable {
    private var words: [UInt64]

    init(capacity: Int) {
        words = Array(repeating: 0, count: max(1, (capacity + 63) / 64))
    }

    func contains(_ value: Int) -> Bool {
        guard value >= 0, value / 64 < words.count else { return false }
        return words[value / 64] & (1 << UInt64(value % 64)) != 0
    }

    mutating func insert(_ value: Int) {
        guard value >= 0, value / 64 < words.count else { return }
        words[value / 64] |= 1 << UInt64(value % 64)
    }

    /// Adds every member of `other` plus `shift`; what falls beyond the capacity is dropped.
    mutating func formUnion(_ other: PointSet, shiftedBy shift: Int) {
        let (wordShift, bitShift) = (shift / 64, UInt64(shift % 64))
        for (index, word) in other.words.enumerated() where word != 0 {
            let target = index + wordShift
            if target < words.count { words[target] |= word << bitShift }
            if bitShift > 0, target + 1 < words.count { words[target + 1] |= word >> (64 - bitShift) }
        }
    }
}
