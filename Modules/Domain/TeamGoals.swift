/// A team's goals as its scorers tell them. The rule: a team's score is always its scorers' goals
/// plus the goals credited to no one, so those are its score less its scorers' goals.
public struct TeamGoals: Sendable, Hashable {
    public struct Scorer: Sendable, Hashable {
        public var name: String
        public var goals: Int

        public init(name: String, goals: Int) {
            self.name = name
            self.goals = goals
        }
    }

    /// The team's players with at least one goal, in the order they are listed.
    public var scorers: [Scorer]
    /// The team's goals credited to no one.
    public var withNoScorer: Int

    /// The goals of `team` in a match of `score` between `players` (with the goals each is credited with);
    /// nil while none of the team's goals has a scorer.
    public init?(of team: Team, score: Score, players: [GatherPlayer]) {
        let credited = players.filter { $0.team == team && $0.goals > 0 }
        guard !credited.isEmpty else { return nil }
        scorers = credited.map { Scorer(name: $0.name, goals: $0.goals) }
        withNoScorer = max(0, score.goals(of: team) - credited.reduce(0) { $0 + $1.goals })
    }
}

extension Score {
    /// The goals `team` scored; none for the bench.
    public func goals(of team: Team) -> Int {
        switch team {
        case .teamA: teamA
        case .teamB: teamB
        case .bench: 0
        }
    }
}
