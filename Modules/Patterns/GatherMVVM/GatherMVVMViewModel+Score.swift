import Domain
import Foundation
import Presentation

/// The view model's rules of the score and the team sheet: goals, their scorers, substitutes.
extension GatherMVVMViewModel {
    /// Each side's goals as its scorers tell them, with those credited to no one; a side none of whose
    /// goals has a scorer is left out.
    var goals: [GatherSide: TeamGoals] {
        Dictionary(uniqueKeysWithValues: GatherSide.allCases.compactMap { side in goals(of: side).map { (side, $0) } })
    }

    func goals(of side: GatherSide) -> TeamGoals? {
        Self.goals(of: side, progress: progress, players: teamSheet)
    }

    /// The players with the goals `progress` credits them (by index), then the side's goals.
    nonisolated static func goals(of side: GatherSide, progress: GatherProgress, players: [GatherPlayer]) -> TeamGoals? {
        let credited = players.enumerated().map { index, player in
            var player = player
            player.goals = progress.goals[index] ?? 0
            return player
        }
        return TeamGoals(of: side.team, score: progress.score, players: credited)
    }

    /// One goal more (+1) or less (-1) for `side`, crediting (or taking back) the goal of the side's
    /// player `number` (from 1, as on the team sheet); nil credits no one. Made on the score as stored,
    /// so another window's goals are kept: the team's score is always its scorers' goals plus the goals
    /// credited to no one.
    func changeScore(of side: GatherSide, by goals: Int, scorer number: Int?) async throws(GatherRefusal) -> GatherSaving {
        var scorer: ScoreChange.Scorer?
        if let number {
            guard let index = side.index(ofNumber: number, in: teamSheet) else {
                throw .notAScorer(side, number: number, whyNotAScorer(number))
            }
            scorer = ScoreChange.Scorer(index: index, number: number)
        }
        return try await store(ScoreChange(side: side, goals: goals, scorer: scorer))
    }

    /// Why the player numbered `number` is not one of the side's: nobody has the number, or they
    /// sit on the bench or play for the other team.
    private func whyNotAScorer(_ number: Int) -> GatherNotAScorer {
        guard teamSheet.indices.contains(number - 1) else { return .noSuchPlayer }
        let team = teamSheet[number - 1].team
        return team == .bench ? .onTheBench : .onTheOtherTeam(team)
    }

    /// Moves the player numbered `number` (as on the team sheet) to `team`: on from the bench, off to
    /// it, or to the other team; kept with the match. A scorer stays with the team they scored for.
    func move(number: Int, to team: Team) async throws(GatherRefusal) -> GatherSaving {
        let index = number - 1
        guard !hasEnded, teamSheet.indices.contains(index) else { throw .noSuchPlayer(number: number) }
        guard teamSheet[index].team != team else { throw .alreadyIn(number: number, team) }
        guard (progress.goals[index] ?? 0) == 0 else { throw .scorerStays(number: number) }
        do {
            try await gathers.movePlayer(at: index, to: team, inGather: gatherID)
        } catch {
            throw refusal(error)
        }
        teamSheet[index].team = team
        return .saved
    }

    /// One goal more (+1) or less (-1) for a side, maybe its player's: a rule applied to whatever
    /// score is stored when it is saved.
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
            } else if goals < 0, GatherMVVMViewModel.goals(of: side, progress: progress, players: players)?.withNoScorer == 0 {
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
}
