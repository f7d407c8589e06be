import Domain
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
import TerminalUI

// Keeping the match: each change saved on the match as stored (another window may play it too), the
// end, and the share file.
extension GatherMVVMViewModel {
    /// Why a change was not kept: the match screen's (MatchScreen).
    typealias Refusal = MatchRefusal

    /// Writes this window's clock, the goals it could not save yet and `change` on the match as stored,
    /// in one step of the store; the score is the stored one from then on. Answers how it was kept, or
    /// why not, as `showSaved` takes them. When the store can't be written, `change` is made here and
    /// saved with the next write.
    func save(_ change: MatchScoreChange?) async -> Result<GatherSaving, Refusal> {
        let write = keeping.write(change, from: progress, players: teamSheet)
        let stored: ProgressChange<MatchRule?>
        do {
            stored = try await gathers.changeProgress(ofGather: gatherID, write)
        } catch {
            return .failure(keptHere(change, failure(of: error)))
        }
        let changedElsewhere = keeping.stored(before: stored.before, after: stored.after, into: &progress)
        return stored.outcome.map { .failure(.rule($0)) } ?? .success(changedElsewhere ? .changedElsewhere : .saved)
    }

    /// Shows what a save came to: the match with `news`, or what another window did to the score; or
    /// why the change was not kept.
    func showSaved(_ kept: Result<GatherSaving, Refusal>, news change: Message?) {
        switch kept {
        case .success(let saving):
            news.commit(saving, news: change, score: progress.score)
            publish()
        case .failure(let refusal): refuse(refusal)
        }
    }

    /// What a service's error means here: another window ended or discarded the match (the store knows
    /// no match it was never given: discarded too), or a failure to report. Once gone, the match stands
    /// still.
    func failure(of error: any Error) -> Refusal {
        guard let gone = GatherGone(error) else { return .failed(StoreFailure(error)) }
        (hasEnded, progress.timer.isRunning) = (true, false)
        return .gone(gone)
    }

    /// Ends the match with `confirmed`, the score the user agreed to, once this window's clock and goals
    /// are saved: another window may have scored since the question, and a result nobody agreed to is
    /// never stored. From then on the match stands still, and the screen leaves.
    func endMatch(confirmed: Score) async {
        if case .failure(let refusal) = await save(nil) { return endRefused(refusal) }
        guard progress.score == confirmed else { return endRefused(.scoreChangedSinceAsked(progress.score)) }
        let ending: GatherEnding
        do {
            ending = try await gathers.endGather(id: gatherID, score: confirmed, at: wallClock.now())
        } catch {
            return endRefused(failure(of: error))
        }
        hasEnded = true
        show(nil)
        onMatchLeft?(.success(GatherWording.saved(GatherResult(score: confirmed, ending: ending))))
    }

    /// `share`, `share md`, `share FILE`: the match as a block to paste, or written to a file (asking
    /// before replacing one).
    public func shareTapped(_ command: ShareCommand) async {
        let date = startedAt.map { Wording.dateAndTime($0, in: timeZone) }
        let block = GatherWording.shareBlock(players: teamSheet, progress: progress, goals: goals, date: date)
        show(await news.sharing.share(block, command, write: writeShareFile))
    }

    func writeShareFile(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(text, toPath: path, replacing: replacing)
    }

    /// A save that failed to be written: `change` is made here, to be saved with the next write, unless
    /// the match as it is here refuses it.
    private func keptHere(_ change: MatchScoreChange?, _ refusal: Refusal) -> Refusal {
        guard case .failed = refusal else { return refusal }
        do throws(MatchRule) {
            try keeping.notStored(change, into: &progress, players: teamSheet)
        } catch {
            return .rule(error)
        }
        return refusal
    }

    /// Why the end was refused: a failed save says the match is not ended; another window's goal since
    /// the question asks it again; a match gone elsewhere leaves.
    private func endRefused(_ refusal: Refusal) {
        switch refusal {
        case .gone(let gone): return leave(gone)
        case .failed(let failure): news.endFailed(failure)
        case .rule, .scoreChangedSinceAsked:
            isConfirmingEnd = true
            _ = said(refusal)
        }
        publish()
    }
}
