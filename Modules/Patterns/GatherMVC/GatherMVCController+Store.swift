import Domain
import GathersInterface
import Presentation

// Keeping the match: every change saved on the match as stored (another window may play it too),
// and its end, asked first.
extension GatherMVCController {
    /// Writes this window's clock, the score changes whose saving failed and `change` to the match
    /// as stored, in one step of the store, then takes the stored score. When the store can't be
    /// written, the change is made here and stored with the next one.
    func store(_ change: MatchScoreChange?) async throws(GatherRefusal) -> GatherSaving {
        let stored: ProgressChange<MatchRule?>
        do {
            stored = try await gathers.changeProgress(ofGather: model.gatherID, model.write(change))
        } catch {
            let refusal = refusal(error)
            if case .failed = refusal { try GatherRefusal.following { () throws(MatchRule) in try model.notStored(change) } }
            throw refusal
        }
        let changedElsewhere = model.stored(before: stored.before, after: stored.after)
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
        model.stop()
        return .gone(gone)
    }

    /// `end`: asks to confirm first, with the score.
    func askToEnd() {
        isConfirmingEnd = true
        show(nil)
    }

    /// Yes or no to the question asked: "End the match …? (y/n)" or "… Replace it? (y/n)".
    func answer(_ yes: Bool) async {
        if sharing.question != nil {
            return show(await sharing.answer(yes, write: write))
        }
        guard isConfirmingEnd else { return }
        isConfirmingEnd = false
        guard yes else { return show(.info(GatherWording.goesOn)) }
        let confirmed = model.progress.score
        show(.working(GatherWording.saving))
        do {
            let result = try await end(confirmed: confirmed)
            show(nil)
            showPlayerList(notice: .success(GatherWording.saved(result)))
        } catch {
            switch error {
            case .gone(let gone): leave(gone)
            case .failed(let failure): show(.error(GatherWording.endFailed(failure)))
            default:
                // Asked again, with the score as it is now.
                isConfirmingEnd = true
                show(GatherWording.refusal(error, players: model.teamSheet, fullTime: fullTime))
            }
        }
    }

    /// Stores the final score (the winner follows from it), ended now, if it is still `confirmed`:
    /// another window may have scored since the question, and a result nobody agreed to is never
    /// stored. From then on the match stands still.
    private func end(confirmed: Score) async throws(GatherRefusal) -> GatherResult {
        _ = try await store(nil)
        guard model.progress.score == confirmed else { throw .scoreChangedSinceAsked(model.progress.score) }
        let ending: GatherEnding
        do {
            ending = try await gathers.endGather(id: model.gatherID, score: confirmed, at: clock.now())
        } catch {
            throw refusal(error)
        }
        model.ended()
        return GatherResult(score: confirmed, ending: ending)
    }

    /// `share`, `share md`, `share FILE`: the match as a block to paste, or written to a file
    /// (asking before replacing one).
    func share(_ command: ShareCommand) async {
        let block = GatherWording.shareBlock(
            players: model.teamSheet, progress: model.progress, goals: model.goals, date: model.startedAt.map { Wording.dateAndTime($0, in: timeZone) }
        )
        show(await sharing.share(block, command, write: write))
    }

    private func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(text, toPath: path, replacing: replacing)
    }
}
