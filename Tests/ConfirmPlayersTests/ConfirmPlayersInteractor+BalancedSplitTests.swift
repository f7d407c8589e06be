import Domain
import SeededRandom
import TestSupport
import Testing

@testable import ConfirmPlayers

extension Player {
    /// A player for split tests: position and skill matter, the name breaks ties.
    static func make(_ id: Int, _ name: String, _ skill: PlayerSkill?, _ position: PlayerPosition? = nil) -> Player {
        Player(id: id, details: PlayerDetails(name: name, position: position, skill: skill))
    }

    /// A roster of `count` players with random skills and positions (a few goalkeepers), names that repeat.
    static func randomRoster(count: Int, using generator: inout SeededGenerator) -> [Player] {
        let names = ["Ann", "Bob", "Carla", "Dmitri", "Eve", "Femi", "Gus"]
        let skills: [PlayerSkill?] = [.beginner, .amateur, .professional, nil]
        let positions: [PlayerPosition?] = [.goalkeeper, .defender, .midfielder, .winger, .striker, nil, nil]
        let ids = Array(1...(count * 3 + 1)).shuffled(using: &generator)
        return (0..<count).map { index in
            make(
                ids[index],
                names.randomElement(using: &generator) ?? "Ann",
                skills.randomElement(using: &generator) ?? nil,
                positions.randomElement(using: &generator) ?? nil
            )
        }
    }
}

/// A balanced split read by player: the split names players by their number on the sheet,
/// the tests say who they are.
struct PlayerSplit: Equatable {
    var teamA: [Player]
    var teamB: [Player]
    var pointsA: Int
    var pointsB: Int
    var rank = 1
    var hasNext = false

    init(teamA: [Player], teamB: [Player], pointsA: Int, pointsB: Int, rank: Int = 1, hasNext: Bool = false) {
        (self.teamA, self.teamB, self.pointsA, self.pointsB, self.rank, self.hasNext) = (teamA, teamB, pointsA, pointsB, rank, hasNext)
    }

    init(_ split: BalancedSplit, of players: [Player]) {
        self.init(
            teamA: split.teamA.map { players[$0 - 1] }, teamB: split.teamB.map { players[$0 - 1] },
            pointsA: split.pointsA, pointsB: split.pointsB, rank: split.rank, hasNext: split.hasNext)
    }

    var goalkeepers: (teamA: [Player], teamB: [Player]) {
        (teamA.filter { $0.position == .goalkeeper }, teamB.filter { $0.position == .goalkeeper })
    }

    /// Players without a skill, who were counted as amateurs.
    var unrated: [Player] {
        (teamA + teamB).filter { $0.skill == nil }
    }

    func withRank(_ rank: Int, hasNext: Bool) -> PlayerSplit {
        var split = self
        split.rank = rank
        split.hasNext = hasNext
        return split
    }
}

/// The balanced split of `players`.
func balanced(_ players: [Player]) -> PlayerSplit {
    PlayerSplit(ConfirmPlayersInteractor.balancedSplit(of: players), of: players)
}

/// The equally balanced split of `players` after `skipping` others.
func nextSplit(of players: [Player], skipping: Int) -> PlayerSplit? {
    ConfirmPlayersInteractor.balancedSplit(of: players, skipping: skipping).map { PlayerSplit($0, of: players) }
}

/// Every split the rules allow (sizes and goalkeepers within one), tried one by one: the smallest point difference.
func bruteForceSmallestDifference(_ players: [Player]) -> Int {
    let goalkeepers = players.filter { $0.position == .goalkeeper }.count
    var best = Int.max
    for mask in 0..<(1 << players.count) {
        var size = 0
        var keepers = 0
        var points = 0
        for (index, player) in players.enumerated() where mask & (1 << index) != 0 {
            size += 1
            keepers += player.position == .goalkeeper ? 1 : 0
            points += SkillPoints.of(player.skill)
        }
        let total = players.reduce(0) { $0 + SkillPoints.of($1.skill) }
        guard abs(2 * size - players.count) <= 1, abs(2 * keepers - goalkeepers) <= 1 else { continue }
        best = min(best, abs(2 * points - total))
    }
    return best
}

/// How many splits the rules allow with the smallest point difference, counting a split and its mirror once.
func equallyBalancedSplits(_ players: [Player]) -> Int {
    let goalkeepers = players.filter { $0.position == .goalkeeper }.count
    let total = players.reduce(0) { $0 + SkillPoints.of($1.skill) }
    let best = bruteForceSmallestDifference(players)
    var count = 0
    // The first player in Team A: each split and its mirror once.
    for mask in 0..<(1 << players.count) where mask & 1 == 1 {
        var size = 0
        var keepers = 0
        var points = 0
        for (index, player) in players.enumerated() where mask & (1 << index) != 0 {
            size += 1
            keepers += player.position == .goalkeeper ? 1 : 0
            points += SkillPoints.of(player.skill)
        }
        if abs(2 * size - players.count) <= 1, abs(2 * keepers - goalkeepers) <= 1, abs(2 * points - total) == best { count += 1 }
    }
    return count
}

@Suite struct BalancedSplitTests {
    @Test(arguments: [(PlayerSkill?.some(.beginner), 1), (.amateur, 2), (.professional, 3), (nil, 2)])
    func points_followTheSkillAndCountNoSkillAsAmateur(skill: PlayerSkill?, points: Int) {
        #expect(SkillPoints.of(skill) == points)
    }

    @Test func split_ofTheSampleRoster_isEvenWithTheGoalkeeperInOneTeam() {
        let split = balanced([.ann, .bob, .carla, .dmitri])

        #expect(split.teamA == [.bob, .carla])
        #expect(split.teamB == [.ann, .dmitri])
        #expect((split.pointsA, split.pointsB) == (4, 4))
        #expect(split.goalkeepers.teamA == [.bob])
        #expect(split.goalkeepers.teamB.isEmpty)
        #expect(split.unrated == [.dmitri])
    }

    @Test func split_namesTheGoalkeepersAndTheUnratedByNumber_asTheSheetNumbersThem() {
        let split = ConfirmPlayersInteractor.balancedSplit(of: [Player.ann, .bob, .carla, .dmitri])

        #expect(split.teamA == [2, 3] && split.teamB == [1, 4])
        #expect(split.goalkeepersA == [2] && split.goalkeepersB.isEmpty)
        #expect(split.unrated == [4])
    }

    @Test func split_withTwoGoalkeepers_putsOneInEachTeam() {
        let players = [
            Player.make(1, "Bob", .professional, .goalkeeper),
            Player.make(2, "Dmitri", .beginner, .goalkeeper),
            Player.make(3, "Ann", .professional, .striker),
            Player.make(4, "Carla", .amateur, .midfielder),
            Player.make(5, "Eve", .amateur),
        ]

        let split = balanced(players)

        #expect(split.teamA.map(\.name) == ["Bob", "Carla"])
        #expect(split.teamB.map(\.name) == ["Dmitri", "Ann", "Eve"])
        #expect((split.pointsA, split.pointsB) == (5, 6))
        #expect(split.goalkeepers.teamA.map(\.name) == ["Bob"])
        #expect(split.goalkeepers.teamB.map(\.name) == ["Dmitri"])
    }

    @Test func split_whenPickingInTurnWouldBeUneven_findsTheEvenSplit() {
        // Picking in turn gives 3+2+2 against 3+2 (7 to 5); 3+3 against 2+2+2 is even.
        let players = [
            Player.make(1, "Ann", .professional), Player.make(2, "Bob", .professional),
            Player.make(3, "Carla", .amateur), Player.make(4, "Dmitri", .amateur), Player.make(5, "Eve", .amateur),
        ]

        let split = balanced(players)

        #expect((split.pointsA, split.pointsB) == (6, 6))
        #expect(Set([split.teamA.count, split.teamB.count]) == [2, 3])
        #expect(split.goalkeepers.teamA.isEmpty && split.goalkeepers.teamB.isEmpty && split.unrated.isEmpty)
    }

    @Test func split_ofEqualPlayers_dealsThemInTurnByName() {
        let players = ["Dmitri", "Bob", "Carla", "Ann"].enumerated().map { Player.make($0.offset + 1, $0.element, .amateur) }

        let split = balanced(players)

        #expect(split.teamA.map(\.name) == ["Ann", "Carla"])
        #expect(split.teamB.map(\.name) == ["Bob", "Dmitri"])
    }

    @Test func split_ofTwoPlayersWithTheSameName_breaksTheTieById() {
        let split = balanced([Player.make(9, "Sam", .amateur), Player.make(4, "Sam", .amateur)])

        #expect(split.teamA.map(\.id) == [4])
        #expect(split.teamB.map(\.id) == [9])
    }

    @Test func split_ofManyGoalkeepers_spreadsThemEvenly() {
        let players =
            (1...5).map { Player.make($0, "Keeper \($0)", .professional, .goalkeeper) }
            + [Player.make(6, "Ann", .beginner)]

        let split = balanced(players)

        #expect(split.goalkeepers.teamA.count == 3 || split.goalkeepers.teamB.count == 3)
        #expect(abs(split.goalkeepers.teamA.count - split.goalkeepers.teamB.count) == 1)
        #expect(split.teamA.count == 3)
    }

    @Test func split_countsPlayersWithoutASkillAsAmateurs() {
        let split = balanced([Player.make(1, "Ann", .beginner), Player.make(2, "Bob", nil), Player.make(3, "Carla", nil)])

        #expect((split.pointsA, split.pointsB) == (3, 2))
        #expect(split.unrated.map(\.name).sorted() == ["Bob", "Carla"])
    }

    @Test func split_ofOnePlayer_putsThemInTeamA() {
        let split = balanced([Player.make(1, "Ann", .beginner)])

        #expect(split == PlayerSplit(teamA: [Player.make(1, "Ann", .beginner)], teamB: [], pointsA: 1, pointsB: 0))
    }

    @Test(arguments: 0...3)
    func split_ofTinyRosters_keepsEveryoneAndTheRules(count: Int) {
        let players = (0..<count).map { Player.make($0, "P\($0)", .amateur, .goalkeeper) }

        let split = balanced(players)

        #expect((split.teamA + split.teamB).map(\.id).sorted() == players.map(\.id))
        #expect(split.teamA.count - split.teamB.count == count % 2)
    }

    // MARK: Properties over seeded random rosters

    /// Two rosters' seeds in every run, eight in the slow set.
    static let seeds = Array(0..<(SlowTests.enabled ? 8 : 2))

    @Test(arguments: seeds)
    func split_ofRandomSmallRosters_isAsEvenAsTheBestPossibleSplit(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        for count in 0...9 {
            for _ in 0..<12 {
                let players = Player.randomRoster(count: count, using: &generator)

                let split = balanced(players)

                let difference = abs(split.pointsA - split.pointsB)
                #expect(difference == bruteForceSmallestDifference(players), "\(players.map(\.details))")
            }
        }
    }

    @Test(arguments: seeds)
    func split_ofRandomRosters_keepsTheRules(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(100 + seed))
        for count in 0...30 {
            let players = Player.randomRoster(count: count, using: &generator)

            let split = balanced(players)

            let everyone = split.teamA + split.teamB
            #expect(everyone.map(\.id).sorted() == players.map(\.id).sorted(), "every player once")
            #expect(abs(split.teamA.count - split.teamB.count) <= 1, "sizes")
            let (keepersA, keepersB) = (split.goalkeepers.teamA.count, split.goalkeepers.teamB.count)
            #expect(abs(keepersA - keepersB) <= 1, "goalkeepers")
            #expect(!(keepersA >= 2 && keepersB == 0) && !(keepersB >= 2 && keepersA == 0), "goalkeepers")
            #expect(split.pointsA == split.teamA.reduce(0) { $0 + SkillPoints.of($1.skill) })
            #expect(split.pointsB == split.teamB.reduce(0) { $0 + SkillPoints.of($1.skill) })
        }
    }

    @Test(arguments: seeds)
    func split_isTheSameWhateverTheOrderOfThePlayers(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(200 + seed))
        for count in [2, 3, 4, 5, 7, 10, 16, 22] {
            let players = Player.randomRoster(count: count, using: &generator)
            let split = balanced(players)

            for _ in 0..<5 {
                #expect(balanced(players.shuffled(using: &generator)) == split)
            }
        }
    }

    // MARK: The next split as balanced

    @Test func theNextSplits_ofFourEqualPlayers_areEveryPairingOnce() {
        let players = [Player.make(1, "Ann", .amateur), .make(2, "Bob", .amateur), .make(3, "Cleo", .amateur), .make(4, "Dan", .amateur)]
        let splits = (0..<4).map { nextSplit(of: players, skipping: $0) }

        #expect(splits.map { $0?.teamA.map(\.name) } == [["Ann", "Cleo"], ["Ann", "Dan"], ["Ann", "Bob"], nil])
        #expect(splits.compactMap { $0?.rank } == [1, 2, 3])
        #expect(splits.compactMap { $0?.hasNext } == [true, true, false])
        #expect(splits[0] == balanced(players).withRank(1, hasNext: true))
    }

    /// Every split as balanced as the best, each once, none that only swaps the teams' names, checked
    /// against every split the rules allow.
    @Test(arguments: seeds)
    func theNextSplits_ofRandomRosters_areExactlyTheEquallyBalancedOnes(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(300 + seed))
        for count in 2...8 {
            let players = Player.randomRoster(count: count, using: &generator)
            var seen: [Set<Int>] = []
            var skipping = 0
            while let split = nextSplit(of: players, skipping: skipping) {
                #expect(abs(split.pointsA - split.pointsB) == bruteForceSmallestDifference(players))
                #expect(abs(split.teamA.count - split.teamB.count) <= 1)
                #expect(abs(split.goalkeepers.teamA.count - split.goalkeepers.teamB.count) <= 1)
                let teamA = Set(split.teamA.map(\.id))
                let teamB = Set(split.teamB.map(\.id))
                #expect(!seen.contains(teamA) && !seen.contains(teamB), "each split once, whatever the teams' names")
                seen.append(teamA)
                skipping += 1
                #expect(split.hasNext == (nextSplit(of: players, skipping: skipping) != nil))
            }
            #expect(seen.count == equallyBalancedSplits(players), "\(players.map(\.details))")
        }
    }

    @Test func split_ofALargeRoster_staysQuickAndEven() {
        var generator = SeededGenerator(seed: 42)
        let players = Player.randomRoster(count: 120, using: &generator)

        let split = balanced(players)

        #expect(abs(split.teamA.count - split.teamB.count) <= 1)
        #expect(abs(split.pointsA - split.pointsB) <= 1)
    }
}

@Suite struct CompletionsTests {
    /// Every (players, goalkeepers, points) that some of `candidates` add up to, by trying every subset.
    static func gains(_ candidates: ArraySlice<Candidate>) -> Set<[Int]> {
        let list = Array(candidates)
        var gains = Set<[Int]>()
        for mask in 0..<(1 << list.count) {
            let taken = list.indices.filter { mask & (1 << $0) != 0 }.map { list[$0] }
            gains.insert([taken.count, taken.count { $0.isGoalkeeper }, taken.reduce(0) { $0 + $1.points }])
        }
        return gains
    }

    @Test(arguments: Array(0..<(SlowTests.enabled ? 40 : 8)))
    func canReach_isExactlyWhatSomeOfThePlayersLeftAddUpTo(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let players = Player.randomRoster(count: Int.random(in: 0...9, using: &generator), using: &generator)
        let candidates = players.map(Candidate.init)
        let completions = Completions(candidates)
        let total = candidates.reduce(0) { $0 + $1.points }
        let teamA = TeamTally(players: 1, goalkeepers: 1, points: 2)
        for index in 0...candidates.count {
            let gains = Self.gains(candidates[index...])
            for players in -1...(candidates.count + 1) {
                for keepers in -1...(players + 1) {
                    for points in -1...(total + 1) {
                        let goal = TeamTally(players: players + 1, goalkeepers: keepers + 1, points: points + 2)
                        #expect(
                            completions.canReach([goal], from: index, teamA: teamA) == gains.contains([players, keepers, points]),
                            "\(players) players, \(keepers) goalkeepers, \(points) points from \(index) of \(candidates)")
                    }
                }
            }
        }
    }

    @Test func sums_ofTwoSteps_fillTheGapsOrKeepThem() {
        let evens = Sums(first: 0, last: 4, step: 2)
        #expect((0...12).filter((evens + Sums(first: 3, last: 5, step: 1)).contains) == Array(3...9))
        #expect((0...12).filter((evens + Sums(first: 1, last: 3, step: 2)).contains) == [1, 3, 5, 7])
        #expect((0...12).filter((evens + Sums(first: 5, last: 5, step: 1)).contains) == [5, 7, 9])
        #expect((evens + Sums.none).isEmpty)
    }

    @Test func split_ofTenThousandPlayers_keepsTheRules_andHasASecond() {
        var generator = SeededGenerator(seed: 7)
        let players = Player.randomRoster(count: 10_000, using: &generator)

        let split = balanced(players)
        let second = nextSplit(of: players, skipping: 1)

        #expect(split.teamA.count == 5_000 && split.teamB.count == 5_000)
        #expect(abs(split.pointsA - split.pointsB) <= 1)
        #expect(abs(split.goalkeepers.teamA.count - split.goalkeepers.teamB.count) <= 1)
        #expect(split.hasNext && second.map { abs($0.pointsA - $0.pointsB) } == abs(split.pointsA - split.pointsB))
    }
}
