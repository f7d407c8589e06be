import Domain
import Foundation
import GathersInterface
import Presentation
import ShareFilesInterface

/// The view model keeping the match: each change saved into the match as stored (another window may
/// have changed it), a failed save kept for the next, the end, and the share file.
extension GatherMVVMViewModel {
    /// Stores the final score (the winner follows from it), ended now, if it is still `confirmed`, the
    /// score the user agreed to: another window may have scored since the question, and a result
    /// nobody agreed to is never stored. From then on the match stands still.
    func end(confirmed: Score) async throws(GatherRefusal) -> GatherResult {
        _ = try await store(nil)
        guard progress.score == confirmed else { throw .scoreChangedSinceAsked(progress.score) }
        let ending: GatherEnding
        do {
            ending = try await gathers.endGather(id: gatherID, score: progress.score, at: clock.now())
        } catch {
            throw refusal(error)
        }
        hasEnded = true
        return GatherResult(score: progress.score, ending: ending)
    }

    /// Writes the shared match to the file at `path`.
    func writeShare(_ block: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(block, toPath: path, replacing: replacing)
    }

    /// Writes this window's clock, the score changes whose saving failed and `change` to the
    /// match as stored, in one step of the store, then shows the stored score. When the store
    /// can't be written, the change is made here and stored with the next one.
    func store(_ change: MatchScoreChange?) async throws(GatherRefusal) -> GatherSaving {
        let stored: ProgressChange<MatchRule?>
        do {
            stored = try await gathers.changeProgress(ofGather: gatherID, keeping.write(change, from: progress, players: teamSheet))
        } catch {
            let refusal = refusal(error)
            if case .failed = refusal {
                try GatherRefusal.following { () throws(MatchRule) in try keeping.notStored(change, into: &progress, players: teamSheet) }
            }
            throw refusal
        }
        let changedElsewhere = keeping.stored(before: stored.before, after: stored.after, into: &progress)
        if let rule = stored.outcome { throw GatherRefusal(rule) }
        return changedElsewhere ? .changedElsewhere : .saved
    }

    /// What a store's failure means here: another window ended or discarded the match (the store
    /// knows no match it was never given: discarded too), or a failure to report. The match stands
    /// still once it is gone.
    func refusal(_ error: any Error) -> GatherRefusal {
        let gone: GatherGone
        switch error {
        case let error as GatherGone: gone = error
        case ServiceError.notFound: gone = .discarded
        default: return .failed(StoreFailure(error))
        }
        hasEnded = true
        progress.timer.isRunning = false
        return .gone(gone)
    }
}
