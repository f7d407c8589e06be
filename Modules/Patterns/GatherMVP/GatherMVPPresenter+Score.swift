import Domain
import MatchScreen
import Presentation

// Goals and substitutes: `a+`, `a- 3`, `sub 5 a`.
extension GatherMVPPresenter {
    /// One goal more (+1) or less (-1) for `side`, credited to (or taken back from) the side's player
    /// `scorer` (from 1, as on the team sheet); nil credits no one. Made on the score as stored, so
    /// another window's goals are kept.
    public func updateScore(of side: GatherSide, by goals: Int, scorer: Int?) async {
        do {
            let goal = try Refusal.following { () throws(MatchRule) in
                try MatchScoreChange(team: side.team, goals: goals, scorer: scorer, players: teamSheet)
            }
            report(try await save(goal), news: nil)
        } catch {
            reportRefusal(error)
        }
    }

    /// Moves the player numbered `number` to `team`: on from the bench, off to it, or to the other
    /// team. The move is stored first and made here only once it is: a move that could not be
    /// saved is not kept for later, as a goal is.
    public func substitute(number: Int, to team: Team) async {
        let player = GatherWording.name(number: number, in: teamSheet)
        do {
            try await move(number: number, to: team)
            report(.saved, news: .info(GatherWording.moved(player, to: team)))
        } catch .failed(let failure) {
            tell(.error(GatherWording.moveFailed(player, failure)))
        } catch {
            reportRefusal(error)
        }
    }

    private func move(number: Int, to team: Team) async throws(Refusal) {
        if isOver { throw .rule(.noSuchPlayer(number: number)) }
        let row = try Refusal.following { () throws(MatchRule) in
            try MatchTeamSheet.mayMove(number: number, to: team, players: teamSheet, progress: progress)
        }
        do {
            try await gathers.movePlayer(at: row, to: team, inGather: gatherID)
        } catch {
            throw refusal(of: error)
        }
        teamSheet[row].team = team
    }
}
