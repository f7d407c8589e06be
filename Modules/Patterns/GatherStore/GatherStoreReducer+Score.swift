import Domain
import Presentation

/// One goal more (+1) or less (-1) for a side, maybe its player's: a rule applied to whatever
/// score is stored when it is saved.
public struct GatherScoreChange: Equatable, Sendable {
    public struct Scorer: Equatable, Sendable {
        /// In the gather's players.
        public var index: Int
        /// As typed: the player's number on the team sheet, from 1.
        public var number: Int

        public init(index: Int, number: Int) {
            self.index = index
            self.number = number
        }
    }

    public var side: GatherSide
    public var goals: Int
    public var scorer: Scorer?

    public init(side: GatherSide, goals: Int, scorer: Scorer? = nil) {
        self.side = side
        self.goals = goals
        self.scorer = scorer
    }

    /// Makes the change on `progress`, or says why not and leaves it.
    public func apply(to progress: inout GatherProgress, players: [GatherPlayer]) throws(GatherRefusal) {
        let current = side == .teamA ? progress.score.teamA : progress.score.teamB
        guard Score.range.contains(current + goals) else { throw goals > 0 ? .scoreFull(side) : .noGoals(side) }
        var credited = progress.goals
        if let scorer {
            let scored = (credited[scorer.index] ?? 0) + goals
            guard scored >= 0 else { throw .scorerHasNoGoals(side, number: scorer.number) }
            credited[scorer.index] = scored > 0 ? scored : nil
        } else if goals < 0, GatherReducer.goals(of: side, progress: progress, players: players)?.withNoScorer == 0 {
            // Every goal of the side has its scorer: taking one back needs the name.
            throw .nameTheScorer(side)
        }
        switch side {
        case .teamA: progress.score.teamA += goals
        case .teamB: progress.score.teamB += goals
        }
        progress.goals = credited
    }
}

extension GatherReducer {
    /// The players with the goals `progress` credits them (by index), then the side's goals.
    public static func goals(of side: GatherSide, progress: GatherProgress, players: [GatherPlayer]) -> TeamGoals? {
        let credited = players.enumerated().map { index, player in
            var player = player
            player.goals = progress.goals[index] ?? 0
            return player
        }
        return TeamGoals(of: side.team, score: progress.score, players: credited)
    }

    /// The write, made on the match as stored in the store's one step: this window's clock, the
    /// changes whose saving failed (each kept only if it still holds), then the new change, or why not.
    public static func apply(_ write: GatherProgressWrite, to stored: inout GatherProgress) -> GatherRefusal? {
        stored.timer = write.timer
        for earlier in write.unsaved { try? earlier.apply(to: &stored, players: write.players) }
        do throws(GatherRefusal) {
            try write.change?.apply(to: &stored, players: write.players)
            return nil
        } catch {
            return error
        }
    }

    /// `a+ 3`: a goal more or less for the side, maybe its player's, made on the score as stored.
    static func changeScore(_ state: inout GatherState, of side: GatherSide, by goals: Int, scorer number: Int?) -> GatherEffect {
        var scorer: GatherScoreChange.Scorer?
        if let number {
            guard let index = side.index(ofNumber: number, in: state.players) else {
                return refused(&state, .notAScorer(side, number: number, whyNotAScorer(number, in: state.players)))
            }
            scorer = GatherScoreChange.Scorer(index: index, number: number)
        }
        return write(state, .score, change: GatherScoreChange(side: side, goals: goals, scorer: scorer))
    }

    /// Why the player numbered `number` is not one of the side's: nobody has the number, or they
    /// sit on the bench or play for the other team.
    private static func whyNotAScorer(_ number: Int, in players: [GatherPlayer]) -> GatherNotAScorer {
        guard players.indices.contains(number - 1) else { return .noSuchPlayer }
        let team = players[number - 1].team
        return team == .bench ? .onTheBench : .onTheOtherTeam(team)
    }
}
