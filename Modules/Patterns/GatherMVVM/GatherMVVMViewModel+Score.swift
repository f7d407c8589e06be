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
        progress.goals(of: side.team, players: teamSheet)
    }

    /// One goal more (+1) or less (-1) for `side`, crediting (or taking back) the goal of the side's
    /// player `number` (from 1, as on the team sheet); nil credits no one. Made on the score as stored,
    /// so another window's goals are kept.
    func changeScore(of side: GatherSide, by goals: Int, scorer number: Int?) async throws(GatherRefusal) -> GatherSaving {
        let change = try GatherRefusal.following { () throws(MatchRule) in
            try MatchScoreChange(team: side.team, goals: goals, scorer: number, players: teamSheet)
        }
        return try await store(change)
    }

    /// Moves the player numbered `number` (as on the team sheet) to `team`: on from the bench, off to
    /// it, or to the other team; kept with the match. A scorer stays with the team they scored for.
    func move(number: Int, to team: Team) async throws(GatherRefusal) -> GatherSaving {
        guard !hasEnded else { throw .noSuchPlayer(number: number) }
        let index = try GatherRefusal.following { () throws(MatchRule) in
            try MatchTeamSheet.mayMove(number: number, to: team, players: teamSheet, progress: progress)
        }
        do {
            try await gathers.movePlayer(at: index, to: team, inGather: gatherID)
        } catch {
            throw refusal(error)
        }
        teamSheet[index].team = team
        return .saved
    }
}
