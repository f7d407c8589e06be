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
        let (timer, players, unsaved) = (progress.timer, teamSheet, unsaved)
        let stored: ProgressChange<MatchRule?>
        do {
            stored = try await gathers.changeProgress(ofGather: gatherID) { stored in
                stored.write(timer: timer, unsaved: unsaved, change: change, players: players)
            }
        } catch {
            let refusal = refusal(error)
            if case .failed = refusal, let change {
                try GatherRefusal.following { () throws(MatchRule) in try change.apply(to: &progress, players: players) }
                self.unsaved.append(change)
            }
            throw refusal
        }
        self.unsaved = []
        let changedElsewhere = stored.before.score != lastStored.score || stored.before.goals != lastStored.goals
        lastStored = stored.after
        progress.score = stored.after.score
        progress.goals = stored.after.goals
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
        let confirmed = progress.score
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
                show(GatherWording.refusal(error, players: teamSheet, fullTime: fullTime))
            }
        }
    }

    /// Stores the final score (the winner follows from it), ended now, if it is still `confirmed`:
    /// another window may have scored since the question, and a result nobody agreed to is never
    /// stored. From then on the match stands still.
    private func end(confirmed: Score) async throws(GatherRefusal) -> GatherResult {
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

    /// `share`, `share md`, `share FILE`: the match as a block to paste, or written to a file
    /// (asking before replacing one).
    func share(_ command: ShareCommand) async {
        let block = GatherWording.shareBlock(
            players: teamSheet, progress: progress, goals: goals, date: startedAt.map { Wording.dateAndTime($0, in: timeZone) }
        )
        show(await sharing.share(block, command, write: write))
    }

    private func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(text, toPath: path, replacing: replacing)
    }
}
