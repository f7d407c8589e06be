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

    /// Made on the score as stored, so another window's goals are kept: the team's score is
    /// always its scorers' goals plus the goals credited to no one.
    private func scoring(_ side: GatherSide, by goals: Int, scorer number: Int?) async throws(GatherRefusal) -> GatherSaving {
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

    /// Moves the player numbered `number` (as on the team sheet) to `team`: on from the bench, off
    /// to it, or to the other team; kept with the match. A move that could not be saved is not made.
    func move(number: Int, to team: Team) async {
        do {
            let saving = try await moving(number: number, to: team)
            commit(saving, news: .info(GatherWording.moved(GatherWording.name(number: number, in: teamSheet), to: team)))
        } catch {
            guard case .failed(let failure) = error else { return refused(error) }
            show(.error(GatherWording.moveFailed(GatherWording.name(number: number, in: teamSheet), failure)))
        }
    }

    private func moving(number: Int, to team: Team) async throws(GatherRefusal) -> GatherSaving {
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
}
