import Domain
import MatchScreen
import Presentation
import TerminalUI

// The score's and the team sheet's inputs: `a+`, `a- 3`, `sub 5 a`.
extension GatherMVVMViewModel {
    /// One goal more (+1) or less (-1) for `side`, credited to (or taken back from) the side's player
    /// `number` (from 1, as on the team sheet); nil credits no one. Made on the score as stored, so
    /// another window's goals are kept.
    public func scoreTapped(side: GatherSide, goals: Int, scorer number: Int?) async {
        let change = obeying { () throws(MatchRule) in
            try MatchScoreChange(team: side.team, goals: goals, scorer: number, players: teamSheet)
        }
        guard let change else { return }
        showSaved(await save(change), news: nil)
    }

    /// `sub N a|b|bench`: player N (as on the team sheet) on from the bench, off to it, or to the other
    /// team; kept with the match. A move that could not be saved is not made, and says so.
    public func subTapped(number: Int, to team: Team) async {
        let index = obeying { () throws(MatchRule) in
            // A match that stands still has nobody left to move.
            guard !hasEnded else { throw MatchRule.noSuchPlayer(number: number) }
            return try MatchTeamSheet.mayMove(number: number, to: team, players: teamSheet, progress: progress)
        }
        guard let index else { return }
        let name = GatherWording.name(number: number, in: teamSheet)
        do {
            try await gathers.movePlayer(at: index, to: team, inGather: gatherID)
        } catch {
            switch failure(of: error) {
            case .failed(let failure): show(.error(GatherWording.moveFailed(name, failure)))
            case let refusal: refuse(refusal)
            }
            return
        }
        teamSheet[index].team = team
        show(.info(GatherWording.moved(name, to: team)))
    }
}
