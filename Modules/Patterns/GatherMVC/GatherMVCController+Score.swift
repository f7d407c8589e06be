import Domain
import MatchScreen
import Presentation
import TerminalUI

// Goals and substitutes: `a+`, `a- 3`, `sub 5 a`.
extension GatherMVCController {
    /// One goal more (+1) or less (-1) for `side`, credited to (or taken back from) the side's player
    /// `number` (from 1, as on the team sheet); nil credits no one. Made on the score as stored, so
    /// another window's goals are kept.
    func changeScore(of side: GatherSide, by goals: Int, scorer number: Int?) async {
        let change: MatchScoreChange
        do throws(MatchRule) {
            change = try model.scoreChange(of: side, by: goals, scorer: number)
        } catch {
            return refuse(error)
        }
        await save(change, news: nil)
    }

    /// Moves the player numbered `number` (as on the team sheet) to `team`: on from the bench, off
    /// to it, or to the other team; kept with the match. A move that could not be saved is not made.
    func move(number: Int, to team: Team) async {
        let index: Int
        do throws(MatchRule) {
            index = try model.mayMove(number: number, to: team)
        } catch {
            return refuse(error)
        }
        let name = GatherWording.name(number: number, in: model.teamSheet)
        do {
            try await gathers.movePlayer(at: index, to: team, inGather: model.gatherID)
        } catch {
            if let gone = gone(error) { return leave(gone) }
            return show(.error(GatherWording.moveFailed(name, StoreFailure(error))))
        }
        model.moved(at: index, to: team)
        show(.info(GatherWording.moved(name, to: team)))
    }
}
