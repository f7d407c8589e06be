import Domain
import Presentation

// Goals and substitutes: `a+`, `a- 3`, `sub 5 a`.
extension GatherMVCController {
    /// One goal more (+1) or less (-1) for `side`, credited to (or taken back from) the side's player
    /// `number` (from 1, as on the team sheet); nil credits no one. A score holds 0 to 99 goals a side.
    func changeScore(of side: GatherSide, by goals: Int, scorer number: Int?) async {
        do {
            commit(try await scoring(side, by: goals, scorer: number), news: nil)
        } catch {
            refused(error)
        }
    }

    /// Made on the score as stored, so another window's goals are kept.
    private func scoring(_ side: GatherSide, by goals: Int, scorer number: Int?) async throws(GatherRefusal) -> GatherSaving {
        let change = try GatherRefusal.following { () throws(MatchRule) in try model.scoreChange(of: side, by: goals, scorer: number) }
        return try await store(change)
    }

    /// Moves the player numbered `number` (as on the team sheet) to `team`: on from the bench, off
    /// to it, or to the other team; kept with the match. A move that could not be saved is not made.
    func move(number: Int, to team: Team) async {
        do {
            let saving = try await moving(number: number, to: team)
            commit(saving, news: .info(GatherWording.moved(GatherWording.name(number: number, in: model.teamSheet), to: team)))
        } catch {
            guard case .failed(let failure) = error else { return refused(error) }
            show(.error(GatherWording.moveFailed(GatherWording.name(number: number, in: model.teamSheet), failure)))
        }
    }

    private func moving(number: Int, to team: Team) async throws(GatherRefusal) -> GatherSaving {
        let index = try GatherRefusal.following { () throws(MatchRule) in try model.mayMove(number: number, to: team) }
        do {
            try await gathers.movePlayer(at: index, to: team, inGather: model.gatherID)
        } catch {
            throw refusal(error)
        }
        model.moved(at: index, to: team)
        return .saved
    }
}
