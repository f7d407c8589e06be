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
    nonisolated static func balancedSplit<Entity: ConfirmPlayersEntity>(of players: [Entity]) -> BalancedSplit {
        balancedSplit(of: players, skipping: 0) ?? BalancedSplit(teamA: [], teamB: [], pointsA: 0, pointsB: 0)
    }

    /// The equally balanced split after `skipping` others in the order of preference; nil when there
    /// are no more. `hasNext` says whether another follows it. Players are named by their number:
    /// their place in `players`, from 1.
    nonisolated static func balancedSplit<Entity: ConfirmPlayersEntity>(of players: [Entity], skipping: Int) -> BalancedSplit? {
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
    nonisolated static func dealingOrder<Entity: ConfirmPlayersEntity>(_ players: [Entity]) -> [Int] {
        // Each player's keys read once: a sheet of thousands compares them many times each.
        let keys = players.map { (isGoalkeeper: $0.isGoalkeeper, points: SkillPoints.of($0.skill), name: $0.name, id: $0.id) }
        return players.indices.map { $0 + 1 }.sorted { leftNumber, rightNumber in
            let (left, right) = (keys[leftNumber - 1], keys[rightNumber - 1])
            if left.isGoalkeeper != right.isGoalkeeper { return left.isGoalkeeper }
            if left.points != right.points { return left.points > right.points }
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

    init<Entity: ConfirmPlayersEntity>(_ dealt: [Entity]) {
        candidates = dealt.map(Candidate.init)
        completions = Completions(candidates)
        goal = completions.best
        inTeamA = Array(repeating: false, count: dealt.count)
    }

    /// Who is in Team A in the split after `skipping` others; nil when there are fewer. Depth first
    /// without recursion (a sheet of thousands would be as many calls deep): `tried[i]` counts the
    /// choices tried for player `i`, the preferred team first, and each step checks that the goal is
    /// still reachable, so the way down never meets a dead end and only the splits skipped go back up.
    mutating func leaf(skipping: Int) -> [Bool]? {
        var toSkip = skipping
        let count = candidates.count
        var teamA = Array(repeating: TeamTally(), count: count + 1)
        var teamB = teamA
        var tried = Array(repeating: 0, count: count + 1)
        var index = 0
        while true {
            if index == count {
                if toSkip == 0 { return inTeamA }
                toSkip -= 1
                guard index > 0 else { return nil }
                index -= 1
                continue
            }
            let candidate = candidates[index]
            let preferred = ConfirmPlayersInteractor.prefersTeamA(candidate, a: teamA[index], b: teamB[index])
            let choices = index == 0 ? 1 : 2
            var descended = false
            while tried[index] < choices, !descended {
                let toA = tried[index] == 0 ? (index == 0 || preferred) : !preferred
                tried[index] += 1
                let a = toA ? teamA[index].adding(candidate) : teamA[index]
                guard completions.canReach(goal, from: index + 1, teamA: a) else { continue }
                inTeamA[index] = toA
                teamA[index + 1] = a
                teamB[index + 1] = toA ? teamB[index] : teamB[index].adding(candidate)
                tried[index + 1] = 0
                index += 1
                descended = true
            }
            if descended { continue }
            guard index > 0 else { return nil }
            index -= 1
        }
    }
}

/// What the split needs to know about a player.
struct Candidate: Equatable {
    var points: Int
    var isGoalkeeper: Bool

    init(_ player: some ConfirmPlayersEntity) {
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
/// A player is worth 1, 2 or 3 points (`SkillPoints`), so the players from `i` on are only counted:
/// goalkeepers and the others, each by points (`remaining[i]`). What Team A can still gain from them
/// is then a few sums (`Sums`): a question costs a few comparisons, however many players there are.
struct Completions {
    /// The final Team A tallies allowed by the rules with the smallest point difference.
    private(set) var best: [TeamTally] = []
    /// `remaining[i]`: the players from `i` on, by kind.
    private var remaining: [Remaining]

    init(_ candidates: [Candidate]) {
        remaining = Array(repeating: Remaining(), count: candidates.count + 1)
        for index in stride(from: candidates.count - 1, through: 0, by: -1) {
            remaining[index] = remaining[index + 1].adding(candidates[index])
        }
        let all = remaining[0]
        best = Self.bestTallies(count: candidates.count, goalkeepers: all.goalkeepers.count, total: all.points) { [remaining] tally in
            Self.reaches(tally, with: remaining[0])
        }
    }

    /// Whether Team A, at `teamA` before player `index`, can still end at one of `goals`.
    func canReach(_ goals: [TeamTally], from index: Int, teamA: TeamTally) -> Bool {
        guard (0..<remaining.count).contains(index) else { return false }
        let rest = remaining[index]
        return goals.contains { goal in
            Self.reaches(
                TeamTally(players: goal.players - teamA.players, goalkeepers: goal.goalkeepers - teamA.goalkeepers, points: goal.points - teamA.points),
                with: rest)
        }
    }

    /// Whether exactly `gain` (players, goalkeepers among them, points) can be taken from `rest`.
    private static func reaches(_ gain: TeamTally, with rest: Remaining) -> Bool {
        let sums = rest.goalkeepers.sums(taking: gain.goalkeepers) + rest.others.sums(taking: gain.players - gain.goalkeepers)
        return sums.contains(gain.points)
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

/// The players from some point of the deal on: goalkeepers and the others, each counted by points.
struct Remaining: Equatable {
    var goalkeepers = Group()
    var others = Group()

    var points: Int { goalkeepers.points + others.points }

    func adding(_ candidate: Candidate) -> Remaining {
        var more = self
        if candidate.isGoalkeeper { more.goalkeepers.add(candidate.points) } else { more.others.add(candidate.points) }
        return more
    }

    /// Players worth 1, 2 and 3 points.
    struct Group: Equatable {
        var ones = 0
        var twos = 0
        var threes = 0

        var count: Int { ones + twos + threes }
        var points: Int { ones + 2 * twos + 3 * threes }

        mutating func add(_ points: Int) {
            switch points {
            case ...1: ones += 1
            case 2: twos += 1
            default: threes += 1
            }
        }

        /// The points `taking` of these players can add up to. Taking x1, x2 and x3 of each worth,
        /// the sum is `taking` + x2 + 2·x3; that extra is reachable exactly from
        /// max(0, taking − ones, 2·taking − 2·ones − twos) to min(taking + threes, 2·taking, twos + 2·threes)
        /// (each bound on x3 against each other one), every value when there is a 2-point player, every
        /// even one when there is none. Nothing when `taking` is below 0 or above the count.
        func sums(taking: Int) -> Sums {
            let low = max(0, taking - ones, 2 * taking - 2 * ones - twos)
            let high = min(taking + threes, 2 * taking, twos + 2 * threes)
            guard low <= high else { return Sums.none }
            guard twos == 0 else { return Sums(first: taking + low, last: taking + high, step: 1) }
            return Sums(first: taking + low + low % 2, last: taking + high - high % 2, step: 2)
        }
    }
}

/// The numbers from `first` to `last`, `step` apart (none when `last` is below `first`).
struct Sums: Equatable {
    var first: Int
    var last: Int
    var step: Int

    init(first: Int, last: Int, step: Int) {
        (self.first, self.last) = (first, last)
        // One number has no step: it adds nothing to another's.
        self.step = first == last ? 0 : step
    }

    static let none = Sums(first: 1, last: 0, step: 0)

    var isEmpty: Bool { last < first }

    func contains(_ value: Int) -> Bool {
        guard !isEmpty, (first...last).contains(value) else { return false }
        return step == 0 ? value == first : (value - first) % step == 0
    }

    /// Every sum of a number of each: steps of 1 and 2 give every number between, two steps of 2 every other one.
    static func + (left: Sums, right: Sums) -> Sums {
        guard !left.isEmpty, !right.isEmpty else { return .none }
        let step = left.step == 0 ? right.step : right.step == 0 ? left.step : min(left.step, right.step)
        return Sums(first: left.first + right.first, last: left.last + right.last, step: step)
    }
}
