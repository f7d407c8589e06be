import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface

// Keeping the match where other windows may play it too: each change written on the match as stored,
// its end once confirmed, and the share block.
extension GatherMVPPresenter {
    /// Why a command left the match as it was, or could not keep it: the match screen's (MatchScreen).
    typealias Refusal = MatchRefusal

    /// Writes this window's clock, the goals whose saving failed and `goal` on the match as stored,
    /// in one step of the store, and takes the stored score back. When the store can't be written,
    /// `goal` is made here all the same and written with the next change.
    func save(_ goal: MatchScoreChange?) async throws(Refusal) -> GatherSaving {
        let write = keeping.write(goal, from: progress, players: teamSheet)
        let kept: ProgressChange<MatchRule?>
        do {
            kept = try await gathers.changeProgress(ofGather: gatherID, write)
        } catch {
            let refusal = refusal(of: error)
            guard case .failed = refusal else { throw refusal }
            try Refusal.following { () throws(MatchRule) in try keeping.notStored(goal, into: &progress, players: teamSheet) }
            throw refusal
        }
        let elsewhere = keeping.stored(before: kept.before, after: kept.after, into: &progress)
        guard let rule = kept.outcome else { return elsewhere ? .changedElsewhere : .saved }
        throw .rule(rule)
    }

    /// A failure of the store, as the match screen answers it: the match ended or discarded in another
    /// window (a match the store doesn't know was discarded too), after which it stands still, or a
    /// failure to say.
    func refusal(of error: any Error) -> Refusal {
        guard let gone = GatherGone(error) else { return .failed(StoreFailure(error)) }
        isOver = true
        progress.timer.isRunning = false
        return .gone(gone)
    }

    /// "y" to "End the match …?": the result is stored and the player list shows it; another window's
    /// goal since the question asks again, with the score as it is now.
    func endConfirmed() async {
        let agreed = progress.score
        tell(.working(GatherWording.saving))
        let result: GatherResult
        do {
            result = try await end(agreed: agreed)
        } catch .gone(let gone) {
            return leave(because: gone)
        } catch .failed(let failure) {
            return tell(.error(GatherWording.endFailed(failure)))
        } catch {
            isAskingToEnd = true
            _ = said(error)
            return refreshView()
        }
        tell(nil)
        showPlayerList(notice: .success(GatherWording.saved(result)))
    }

    /// Stores the final score (the winner follows from it), ended now, if it is still `agreed`: a
    /// result nobody agreed to is never stored. From then on the match stands still.
    private func end(agreed: Score) async throws(Refusal) -> GatherResult {
        _ = try await save(nil)
        if progress.score != agreed { throw .scoreChangedSinceAsked(progress.score) }
        do {
            let ending = try await gathers.endGather(id: gatherID, score: agreed, at: clock.now())
            isOver = true
            return GatherResult(score: agreed, ending: ending)
        } catch {
            throw refusal(of: error)
        }
    }

    /// `share`, `share md`, `share FILE`: the match as a block to paste, or written to a file (asking
    /// before replacing one).
    public func shareGather(_ command: ShareCommand) async {
        let played = startedAt.map { Wording.dateAndTime($0, in: timeZone) }
        let block = GatherWording.shareBlock(players: teamSheet, progress: progress, goals: goals, date: played)
        tell(await news.sharing.share(block, command, write: writeShared))
    }

    func writeShared(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(text, toPath: path, replacing: replacing)
    }
}
