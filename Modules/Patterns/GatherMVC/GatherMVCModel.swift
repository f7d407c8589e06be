import Domain
import Presentation

/// One goal more (+1) or less (-1) for a side, maybe its player's: a rule kept as a value, so the
/// controller can apply it to whatever score is stored when it is saved, and again after a failed save.
struct ScoreChange: Sendable {
    struct Scorer: Sendable {
        /// In the gather's players.
        let index: Int
        /// As typed: the player's number on the team sheet, from 1.
        let number: Int
    }

    let side: GatherSide
    let goals: Int
    let scorer: Scorer?

    /// Makes the change on `progress`, or says why not and leaves it.
    func apply(to progress: inout GatherProgress, players: [GatherPlayer]) throws(GatherRefusal) {
        let current = side == .teamA ? progress.score.teamA : progress.score.teamB
        guard Score.range.contains(current + goals) else { throw goals > 0 ? .scoreFull(side) : .noGoals(side) }
        var credited = progress.goals
        if let scorer {
            let scored = (credited[scorer.index] ?? 0) + goals
            guard scored >= 0 else { throw .scorerHasNoGoals(side, number: scorer.number) }
            credited[scorer.index] = scored > 0 ? scored : nil
        } else if goals < 0, Self.goals(of: side, progress: progress, players: players)?.withNoScorer == 0 {
            // Every goal of the side has its scorer: taking one back needs the name.
            throw .nameTheScorer(side)
        }
        switch side {
        case .teamA: progress.score.teamA += goals
        case .teamB: progress.score.teamB += goals
        }
        progress.goals = credited
    }

    /// The players with the goals `progress` credits them (by index), then the side's goals; nil
    /// while none of the side has a scorer.
    static func goals(of side: GatherSide, progress: GatherProgress, players: [GatherPlayer]) -> TeamGoals? {
        let credited = players.enumerated().map { index, player in
            var player = player
            player.goals = progress.goals[index] ?? 0
            return player
        }
        return TeamGoals(of: side.team, score: progress.score, players: credited)
    }
}
