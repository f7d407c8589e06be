import Domain
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface

// The outcomes of the match's commands: each change made by Domain's rules and written on the match as
// stored, where other windows may play it too, and the end once it is confirmed.
extension GatherMVPCPresenter {
    /// Why a command's outcome is not the change asked for: the match screen's (MatchScreen).
    typealias Refusal = MatchRefusal

    /// `rule` changes the match (false: it was as asked already, nothing to write), then the match is kept.
    func changed(by rule: () throws(MatchRule) -> Bool) async -> Result<GatherSaving, Refusal> {
        do throws(MatchRule) {
            guard try rule() else { return .success(.unchanged) }
        } catch {
            return .failure(.rule(error))
        }
        return await keep(nil)
    }

    /// One step of the store on the match as stored: this window's clock, the goals it could not save
    /// before, and `goal`; this window then plays on the stored score. When the store can't be written,
    /// `goal` counts here all the same and is written with the next change.
    func keep(_ goal: MatchScoreChange?) async -> Result<GatherSaving, Refusal> {
        let answer: ProgressChange<MatchRule?>
        do {
            answer = try await gathers.changeProgress(ofGather: gather.id, keeping.write(goal, from: progress, players: players))
        } catch {
            let refusal = failure(of: error)
            guard case .failed = refusal else { return .failure(refusal) }
            do throws(MatchRule) {
                try keeping.notStored(goal, into: &progress, players: players)
                return .failure(refusal)
            } catch {
                return .failure(.rule(error))
            }
        }
        let scoredElsewhere = keeping.stored(before: answer.before, after: answer.after, into: &progress)
        return answer.outcome.map { .failure(.rule($0)) } ?? .success(scoredElsewhere ? .changedElsewhere : .saved)
    }

    /// One second less while the clock runs, kept; `.idle` once the match stands still.
    func countdownSecond() async -> Result<GatherTick, Refusal> {
        guard !hasStopped, timeHandler.decrementTime(&progress.timer) else { return .success(.idle) }
        // A clock change is never refused: this only fails to save, and the second stays counted.
        return await keep(nil).map { saving in
            progress.timer.isFinished ? .finished(saving) : progress.timer.isHalfTime ? .halfTime(saving) : .counted(saving)
        }
    }

    /// The move is stored first, and made here only once it is.
    func moved(number: Int, to team: Team) async -> Result<GatherSaving, Refusal> {
        guard !hasStopped else { return .failure(.rule(.noSuchPlayer(number: number))) }
        let index: Int
        do throws(MatchRule) {
            index = try MatchTeamSheet.mayMove(number: number, to: team, players: players, progress: progress)
        } catch {
            return .failure(.rule(error))
        }
        do {
            try await gathers.movePlayer(at: index, to: team, inGather: gather.id)
        } catch {
            return .failure(failure(of: error))
        }
        players[index].team = team
        return .success(.saved)
    }

    /// "y": the match is kept, then ended with the score the user agreed to, and the coordinator told.
    /// Another window's goal since the question asks it again; a match gone elsewhere is left.
    func endGather() async {
        let agreed = progress.score
        show(.working(GatherWording.saving))
        switch await ending(agreed: agreed) {
        case .success(let result):
            show(nil)
            coordinator.didEndGather(result)
        case .failure(.gone(let gone)):
            matchLost(gone)
        case .failure(.failed(let failure)):
            show(.error(GatherWording.endFailed(failure)))
        case .failure(let refusal):
            endQuestionAsked = true
            _ = said(refusal)
            updateView()
        }
    }

    /// The final score stored (the winner follows from it), ended now, only while it is still `agreed`:
    /// a result nobody agreed to is never stored. The match stands still from then on.
    private func ending(agreed: Score) async -> Result<GatherResult, Refusal> {
        if case .failure(let refusal) = await keep(nil) { return .failure(refusal) }
        guard progress.score == agreed else { return .failure(.scoreChangedSinceAsked(progress.score)) }
        let ending: GatherEnding
        do {
            ending = try await gathers.endGather(id: gather.id, score: agreed, at: clock.now())
        } catch {
            return .failure(failure(of: error))
        }
        hasStopped = true
        return .success(GatherResult(score: agreed, ending: ending))
    }

    /// What a failure of the store means for the match: ended or discarded in another window (a match
    /// the store no longer knows was discarded), and then it stands still here, or a failure to report.
    func failure(of error: any Error) -> Refusal {
        guard let gone = GatherGone(error) else { return .failed(StoreFailure(error)) }
        hasStopped = true
        progress.timer.isRunning = false
        return .gone(gone)
    }

    func writeShareFile(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(text, toPath: path, replacing: replacing)
    }
}
